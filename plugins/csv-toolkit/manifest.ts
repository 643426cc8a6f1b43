import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A CSV file reshaped in one pass: read with any delimiter (detected, or chosen), its columns chosen,
 * ordered and renamed, its rows filtered, deduplicated and sorted (numbers and dates as such, text in
 * the chosen language's order), the table transposed, and written as CSV or TSV (delimiter and quoting
 * chosen), JSON, YAML, XML, SQL INSERT, HTML or Markdown. Rows with the wrong number of fields are
 * listed with the line each starts on. Everything is a declared field: the steps run in a fixed
 * order (filter → columns → duplicates → sort → transpose → output), which the page lists in its
 * how-to. Files of 50 MB and more go to the worker unread (read: 'blob'), are decoded in slices and
 * parsed by papaparse, with progress. Values stay text exactly as in the file (the JSON ↔ CSV converter
 * is the tool that turns them into numbers and nested objects).
 */
export const FORMATS = ['csv', 'tsv', 'jsonObjects', 'jsonArrays', 'yaml', 'xml', 'sql', 'html', 'markdown'] as const;
export const FILTER_OPS = ['none', 'equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'empty', 'notEmpty', 'regex'] as const;
/** Languages whose alphabetical order the sort can follow (ä after a in German, before z in Swedish…). */
export const COLLATIONS = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'tr'] as const;

const languageName = (code: string, lang: string): string | null => {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? null;
  } catch {
    return null;
  }
};

export const manifest = defineTool({
  related: ['json-csv-converter', 'markdown-table-generator', 'json-yaml-converter', 'line-tools'],
  produces: 'text',
  fields: {
    text: { kind: 'text', mono: true, rows: 10 },
    file: { kind: 'file', read: 'blob', optional: true, accept: '.csv,.tsv,.tab,.txt,.psv,text/csv,text/tab-separated-values,text/plain' },
    columns: { kind: 'grid', columns: ['column', 'rename'], optional: true, minRows: 2 },
    drop: { kind: 'line', mono: true, default: '' },
    filterOp: { kind: 'select', choices: FILTER_OPS, default: 'none' },
    filterColumn: { kind: 'line', mono: true, default: '', when: { filterOp: ['equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'empty', 'notEmpty', 'regex'] } },
    filterValue: { kind: 'line', mono: true, default: '', when: { filterOp: ['equals', 'notEquals', 'contains', 'notContains', 'greater', 'less', 'regex'] } },
    dedupe: { kind: 'select', choices: ['none', 'rows', 'columns'], default: 'none' },
    dedupeColumns: { kind: 'line', mono: true, default: '', when: { dedupe: ['columns'] } },
    sortOrder: { kind: 'select', choices: ['none', 'ascending', 'descending'], default: 'none' },
    sortColumn: { kind: 'line', mono: true, default: '', when: { sortOrder: ['ascending', 'descending'] } },
    collation: {
      kind: 'select',
      choices: COLLATIONS,
      default: 'en',
      pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' },
      names: languageName,
      when: { sortOrder: ['ascending', 'descending'] },
    },
    format: { kind: 'select', choices: FORMATS, default: 'csv' },
    delimiter: { kind: 'select', choices: ['comma', 'semicolon', 'tab', 'pipe'], default: 'comma', when: { format: ['csv'] } },
    quoting: { kind: 'select', choices: ['minimal', 'all', 'nonNumeric'], default: 'minimal', when: { format: ['csv', 'tsv'] } },
    tableName: { kind: 'line', mono: true, default: 'data', maxLength: 200, when: { format: ['sql'] } },
    sqlDialect: { kind: 'select', choices: ['standard', 'mysql', 'sqlServer'], default: 'standard', when: { format: ['sql'] } },
  },
  options: {
    inputDelimiter: { type: 'string', enum: ['auto', 'comma', 'semicolon', 'tab', 'pipe'], default: 'auto' },
    header: { type: 'boolean', default: true },
    transpose: { type: 'boolean', default: false },
    guardFormulas: { type: 'boolean', default: true },
    emptyAsNull: { type: 'boolean', default: false },
  },
  ui: { inputDelimiter: 'segmented' },
  downloads: ['txt'],
  worker: true,
  timeLimitSeconds: 60,
  examples: [],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
