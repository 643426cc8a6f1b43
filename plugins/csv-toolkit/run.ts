import { csvRow, csvText, escapeXml, lineColumn, markdownTable, regexSyntaxError, reportProgress, toolError, xmlSafeText, type CsvQuoting, type FileInput, type ToolError } from '@sdk/core';
import { FILTER_OPS, type Input, type Options } from './manifest.ts';

/**
 * The CSV toolkit's pipeline, pure (papaparse and yaml loaded on first use, in the worker):
 *
 * 1. read: the file (a Blob, decoded in slices: UTF-8, or Windows-1252 when it is not valid UTF-8) or
 *    the text; a byte order mark dropped; the delimiter detected among , ; tab | or the one chosen;
 *    RFC 4180 quoting (quotes doubled, delimiters and line breaks inside quotes). Each row keeps the line
 *    it starts on; rows whose number of fields is not the header's (or the first row's) are "ragged" and
 *    listed with their lines; they are kept, filled with empty cells, extra fields in extra columns.
 * 2. filter: rows whose cell in a column equals, contains, is greater or less than a value, is empty or
 *    not, or matches a regular expression. Numbers are compared as numbers and dates as dates when both
 *    the cell and the value are one; text in the chosen language's alphabetical order.
 * 3. columns: chosen, ordered and renamed (a grid of column → new name), and dropped.
 * 4. duplicates: rows that repeat an earlier row (the columns kept), or an earlier row's cells in some
 *    columns, removed; the first one is kept.
 * 5. sort: by one column, ascending or descending, stable; a column whose every non-empty cell is a
 *    number sorts as numbers, one of dates as dates, else as text in the language's order (Intl.Collator);
 *    empty cells last either way.
 * 6. transpose: rows become columns (the header row becomes the first column).
 * 7. write: CSV or TSV (@sdk/core's csvRow: quoting minimal, all or non-numeric; formulas guarded),
 *    JSON (objects or arrays), YAML, XML, SQL INSERT, HTML table or Markdown table (@sdk/core's markdownTable).
 *
 * A column is named by its header (after renaming or before, case-sensitive first, then not), or by its
 * number in the file (1 is the first).
 */

export type Delimiter = ',' | ';' | '\t' | '|';

export interface RaggedRow {
  /** The line the row starts on (1 is the first line of the file). */
  readonly line: number;
  /** How many fields it has. */
  readonly fields: number;
}

export interface ToolkitResult {
  readonly format: Input['format'];
  /** The output, whole. */
  readonly text: string;
  /** The delimiter the input was read with (detected or chosen). */
  readonly delimiter: Delimiter;
  /** Windows-1252 when the file was not valid UTF-8. */
  readonly encoding: 'utf-8' | 'windows-1252';
  /** Data rows read (the header row not counted), and after filtering and removing duplicates. */
  readonly rowsIn: number;
  readonly rowsOut: number;
  readonly filtered: number;
  readonly duplicates: number;
  readonly columnsIn: number;
  readonly columnsOut: number;
  /** The fields a row should have: the header's, or the first row's without a header row. */
  readonly expectedFields: number;
  /** How many rows have another number of fields, and the first of them. */
  readonly raggedCount: number;
  readonly ragged: readonly RaggedRow[];
  /** The result's first rows as a table (the header first when there is one), for the preview. */
  readonly preview: readonly (readonly string[])[];
  /** Rows of the table written, its header row not counted (after transposing: the columns kept). */
  readonly tableRows: number;
  readonly previewHeader: boolean;
  /** How the sort column was compared, when sorting. */
  readonly sortedAs?: 'number' | 'date' | 'text';
  /** Cells written after a "'" so that a spreadsheet does not run them as formulas (CSV, TSV). */
  readonly guarded: number;
}

/** Ragged rows listed (all are counted). */
export const MAX_RAGGED_LISTED = 100;
/** Rows of the preview table. */
export const PREVIEW_ROWS = 20;
/** A file is decoded in slices of this many bytes. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Markdown tables up to this many rows have their columns lined up with spaces (beyond, the padding would only add megabytes). */
export const MARKDOWN_PADDED_ROWS = 5000;
/** Rows per SQL INSERT statement (SQL Server takes at most 1,000). */
export const SQL_BATCH = 500;

const DELIMITERS: Record<Exclude<Options['inputDelimiter'], 'auto'>, Delimiter> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };

// ---------------------------------------------------------------------------------------------
// Reading

/** The file's text: decoded slice by slice (progress up to half of the bar), UTF-8 or else Windows-1252. */
async function fileText(file: FileInput): Promise<{ text: string; encoding: 'utf-8' | 'windows-1252' } | null> {
  if (typeof file.text === 'string') return { text: file.text, encoding: 'utf-8' };
  const blob = file.blob && typeof file.blob.slice === 'function' ? file.blob : file.bytes instanceof Uint8Array ? new Blob([file.bytes as Uint8Array<ArrayBuffer>]) : null;
  if (!blob) return null;
  const decode = async (encoding: 'utf-8' | 'windows-1252') => {
    const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
    const parts: string[] = [];
    for (let offset = 0; offset < blob.size; offset += CHUNK_BYTES) {
      const slice = new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
      parts.push(decoder.decode(slice, { stream: true }));
      reportProgress(offset + slice.length, blob.size * 2);
    }
    parts.push(decoder.decode());
    return parts.join('');
  };
  try {
    return { text: await decode('utf-8'), encoding: 'utf-8' };
  } catch {
    return { text: await decode('windows-1252'), encoding: 'windows-1252' };
  }
}

interface Table {
  readonly rows: string[][];
  /** The line each row starts on. */
  readonly lines: number[];
  readonly delimiter: Delimiter;
}

type Papa = typeof import('papaparse');

/** Rows of the text, each with the line it starts on; blank lines skipped. Progress: the second half of the bar. */
function parse(Papa: Papa, src: string, options: Options): Table | ToolError {
  const rows: string[][] = [];
  const lines: number[] = [];
  let cursor = 0;
  let line = 1;
  let counted = 0; // the offset up to which line breaks are counted in `line`
  let quoteError: import('papaparse').ParseError | undefined;
  let delimiter: Delimiter = ',';
  const half = src.length;
  let nextReport = 0;
  Papa.parse<string[]>(src, {
    delimiter: options.inputDelimiter === 'auto' ? '' : DELIMITERS[options.inputDelimiter],
    delimitersToGuess: [',', ';', '\t', '|'],
    header: false,
    skipEmptyLines: true,
    dynamicTyping: false,
    step: (row, parser) => {
      let start = cursor;
      while (src.charCodeAt(start) === 10 || src.charCodeAt(start) === 13) start++; // blank lines, skipped
      for (let i = counted; i < start; i++) {
        const c = src.charCodeAt(i);
        if (c === 10 || (c === 13 && src.charCodeAt(i + 1) !== 10)) line++;
      }
      counted = start;
      rows.push(row.data);
      lines.push(line);
      cursor = row.meta.cursor;
      delimiter = row.meta.delimiter as Delimiter;
      const bad = row.errors.find((e) => e.type === 'Quotes');
      if (bad) {
        quoteError = bad;
        parser.abort();
      }
      if (cursor >= nextReport) {
        reportProgress(half + cursor, half * 2);
        nextReport = cursor + 1_000_000;
      }
    },
  });
  if (quoteError) {
    const at = Math.min(Math.max(0, quoteError.index ?? 0), src.length);
    return toolError(quoteError.code === 'MissingQuotes' ? 'missingQuote' : 'strayQuote', { ...lineColumn(src, at), field: 'text' });
  }
  return { rows, lines, delimiter };
}

// ---------------------------------------------------------------------------------------------
// Numbers and dates

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A cell read as a number ("-12.5", "1e3"; no thousands separators), or null. */
export function numberOf(cell: string): number | null {
  const s = cell.trim();
  if (!NUMBER.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function validDay(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * A cell read as a date, as milliseconds (UTC for dates without a zone), or null: ISO 8601
 * (2024-03-05, 2024-03-05T14:30:00Z, 2024-03-05 14:30+01:00) or day.month.year (05.03.2024 14:30).
 * Slashed dates are not read: 03/05/2024 is March in the US and May elsewhere.
 */
export function dateOf(cell: string): number | null {
  const s = cell.trim();
  let y: number, mo: number, d: number, h = 0, mi = 0, sec = 0, ms = 0, offset = 0;
  const iso = ISO.exec(s);
  if (iso) {
    [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    h = Number(iso[4] ?? 0);
    mi = Number(iso[5] ?? 0);
    sec = Number(iso[6] ?? 0);
    ms = iso[7] ? Number(`0.${iso[7]}`) * 1000 : 0;
    const zone = iso[8];
    if (zone && zone.toUpperCase() !== 'Z') {
      const digits = zone.replace(':', '');
      offset = (digits[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
    }
  } else {
    const dotted = DOTTED.exec(s);
    if (!dotted) return null;
    [d, mo, y] = [Number(dotted[1]), Number(dotted[2]), Number(dotted[3])];
    h = Number(dotted[4] ?? 0);
    mi = Number(dotted[5] ?? 0);
    sec = Number(dotted[6] ?? 0);
  }
  if (!validDay(y, mo, d) || h > 23 || mi > 59 || sec > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, sec) + ms - offset * 60_000;
}

// ---------------------------------------------------------------------------------------------
// Columns

/** Column references in a line: "name, 3, other name". */
function refList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The file's column a reference names: a header (as renamed, then as in the file; exactly, then
 * ignoring case), else a column number. -1 when none.
 */
function resolve(ref: string, names: readonly string[], renamed: ReadonlyMap<string, number>): number {
  const exact = renamed.get(ref) ?? names.indexOf(ref);
  if (exact >= 0) return exact;
  const lower = ref.toLowerCase();
  for (const [name, i] of renamed) if (name.toLowerCase() === lower) return i;
  const loose = names.findIndex((n) => n.toLowerCase() === lower);
  if (loose >= 0) return loose;
  if (/^\d+$/.test(ref)) {
    const n = Number(ref);
    if (n >= 1 && n <= names.length) return n - 1;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// The run

export async function run(input: Input, options: Options): Promise<ToolkitResult | ToolError> {
  let src: string;
  let encoding: 'utf-8' | 'windows-1252' = 'utf-8';
  if (input.file) {
    const read = await fileText(input.file);
    if (!read) return toolError('unreadableFile', { field: 'file' });
    ({ text: src, encoding } = read);
  } else src = input.text;
  if (src.charCodeAt(0) === 0xfeff) src = src.slice(1);
  if (!/\S/.test(src)) return toolError(input.file ? 'emptyFile' : 'empty', { field: input.file ? 'file' : 'text' });

  const { default: Papa } = await import('papaparse');
  const table = parse(Papa, src, options);
  if ('kind' in table) return table;
  src = ''; // the text is no longer needed: let it go before the rows are copied
  const { rows: all, lines: allLines, delimiter } = table;
  if (all.length === 0) return toolError('empty', { field: 'text' });

  // Ragged rows, and every row as wide as the widest.
  const expected = all[0]!.length;
  let width = 0;
  let raggedCount = 0;
  const ragged: RaggedRow[] = [];
  for (let i = 0; i < all.length; i++) {
    const n = all[i]!.length;
    if (n > width) width = n;
    if (n !== expected) {
      raggedCount++;
      if (ragged.length < MAX_RAGGED_LISTED) ragged.push({ line: allLines[i]!, fields: n });
    }
  }
  const names = Array.from({ length: width }, (_, i) => (options.header ? (all[0]![i] ?? '') : '') || String(i + 1));
  const body = options.header ? all.slice(1) : all;
  for (const row of body) while (row.length < width) row.push('');

  // Columns kept, in order, with their names.
  const renamed = new Map<string, number>();
  let kept: number[] = names.map((_, i) => i);
  let keptNames: string[] = [...names];
  const grid = (input.columns ?? []).filter((r) => (r[0] ?? '').trim() !== '' || (r[1] ?? '').trim() !== '');
  if (grid.length > 0) {
    kept = [];
    keptNames = [];
    for (const [ref = '', rename = ''] of grid) {
      const i = resolve(ref.trim(), names, renamed);
      if (i < 0) return toolError('unknownColumn', { column: ref.trim(), field: 'columns' });
      const name = rename.trim() || names[i]!;
      kept.push(i);
      keptNames.push(name);
      if (rename.trim()) renamed.set(name, i);
    }
  }
  const dropRefs = refList(input.drop);
  if (dropRefs.length > 0) {
    const dropped = new Set<number>();
    for (const ref of dropRefs) {
      const i = resolve(ref, names, renamed);
      if (i < 0) return toolError('unknownColumn', { column: ref, field: 'drop' });
      dropped.add(i);
    }
    const k = kept.map((c, j) => [c, keptNames[j]!] as const).filter(([c]) => !dropped.has(c));
    kept = k.map(([c]) => c);
    keptNames = k.map(([, n]) => n);
  }
  if (kept.length === 0) return toolError('noColumns', { field: dropRefs.length > 0 ? 'drop' : 'columns' });

  const collator = new Intl.Collator(input.collation ?? 'en', { numeric: false });

  // Filter.
  let rows = body;
  const op = input.filterOp;
  if (op !== 'none') {
    const ref = (input.filterColumn ?? '').trim();
    if (ref === '') return toolError('columnNeeded', { field: 'filterColumn' });
    const c = resolve(ref, names, renamed);
    if (c < 0) return toolError('unknownColumn', { column: ref, field: 'filterColumn' });
    const test = rowTest(op as Op, input.filterValue ?? '', collator);
    if ('kind' in test) return test;
    rows = rows.filter((row) => test.keep(row[c]!));
  }
  const filtered = body.length - rows.length;

  // Duplicates.
  let duplicates = 0;
  if (input.dedupe !== 'none') {
    let by = kept;
    if (input.dedupe === 'columns') {
      const refs = refList(input.dedupeColumns ?? '');
      if (refs.length === 0) return toolError('columnNeeded', { field: 'dedupeColumns' });
      by = [];
      for (const ref of refs) {
        const i = resolve(ref, names, renamed);
        if (i < 0) return toolError('unknownColumn', { column: ref, field: 'dedupeColumns' });
        by.push(i);
      }
    }
    const seen = new Set<string>();
    const before = rows.length;
    rows = rows.filter((row) => {
      const key = by.length === 1 ? row[by[0]!]! : JSON.stringify(by.map((i) => row[i]));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    duplicates = before - rows.length;
  }

  // Sort.
  let sortedAs: ToolkitResult['sortedAs'];
  if (input.sortOrder !== 'none') {
    const ref = (input.sortColumn ?? '').trim();
    if (ref === '') return toolError('columnNeeded', { field: 'sortColumn' });
    const c = resolve(ref, names, renamed);
    if (c < 0) return toolError('unknownColumn', { column: ref, field: 'sortColumn' });
    const sorted = sortRows(rows, c, input.sortOrder === 'descending', collator);
    rows = sorted.rows;
    sortedAs = sorted.as;
  }

  // Columns, then transposition.
  let header: string[] | null = options.header ? keptNames : null;
  let out: string[][] = rows.map((row) => kept.map((i) => row[i]!));
  const rowsOut = out.length;
  if (options.transpose) {
    const whole = header ? [header, ...out] : out;
    const t: string[][] = Array.from({ length: kept.length }, () => new Array<string>(whole.length));
    for (let r = 0; r < whole.length; r++) for (let c = 0; c < kept.length; c++) t[c]![r] = whole[r]![c]!;
    header = header ? t[0]! : null;
    out = header ? t.slice(1) : t;
    if (header && header.length === 0) return toolError('noRows', { field: 'text' });
  }
  const columnNames = header ?? Array.from({ length: out[0]?.length ?? kept.length }, (_, i) => String(i + 1));

  reportProgress(99, 100);
  const written = await write(input, options, columnNames, header !== null, out);
  if ('kind' in written) return written;
  reportProgress(100, 100);

  return {
    format: input.format,
    text: written.text,
    delimiter,
    encoding,
    rowsIn: body.length,
    rowsOut,
    filtered,
    duplicates,
    columnsIn: width,
    columnsOut: kept.length,
    expectedFields: expected,
    raggedCount,
    ragged,
    preview: header ? [header, ...out.slice(0, PREVIEW_ROWS)] : out.slice(0, PREVIEW_ROWS),
    previewHeader: header !== null,
    tableRows: out.length,
    ...(sortedAs ? { sortedAs } : {}),
    guarded: written.guarded,
  };
}

// ---------------------------------------------------------------------------------------------
// Filter and sort

type Op = (typeof FILTER_OPS)[number];

/** A cell compared with the value: as numbers, dates, else text in the language's order. */
function compare(cell: string, value: string, valueNumber: number | null, valueDate: number | null, collator: Intl.Collator): number {
  if (valueNumber !== null) {
    const n = numberOf(cell);
    if (n !== null) return n - valueNumber;
  }
  if (valueDate !== null) {
    const d = dateOf(cell);
    if (d !== null) return d - valueDate;
  }
  return collator.compare(cell, value);
}

function rowTest(op: Op, value: string, collator: Intl.Collator): { keep: (cell: string) => boolean } | ToolError {
  const vn = numberOf(value);
  const vd = vn === null ? dateOf(value) : null;
  switch (op) {
    case 'equals':
      return { keep: (cell) => cell === value || ((vn !== null || vd !== null) && cell.trim() !== '' && compare(cell, value, vn, vd, collator) === 0 && (numberOf(cell) !== null || dateOf(cell) !== null)) };
    case 'notEquals':
      return { keep: (cell) => !(cell === value || ((vn !== null || vd !== null) && cell.trim() !== '' && compare(cell, value, vn, vd, collator) === 0 && (numberOf(cell) !== null || dateOf(cell) !== null))) };
    case 'contains': {
      const v = value.toLocaleLowerCase();
      return { keep: (cell) => cell.toLocaleLowerCase().includes(v) };
    }
    case 'notContains': {
      const v = value.toLocaleLowerCase();
      return { keep: (cell) => !cell.toLocaleLowerCase().includes(v) };
    }
    case 'greater':
    case 'less': {
      if (value.trim() === '') return toolError('valueNeeded', { field: 'filterValue' });
      const sign = op === 'greater' ? 1 : -1;
      return { keep: (cell) => cell.trim() !== '' && sign * compare(cell, value, vn, vd, collator) > 0 };
    }
    case 'empty':
      return { keep: (cell) => cell.trim() === '' };
    case 'notEmpty':
      return { keep: (cell) => cell.trim() !== '' };
    case 'regex': {
      let re: RegExp;
      try {
        re = new RegExp(value, 'u');
      } catch (e) {
        return regexSyntaxError(e, 'filterValue');
      }
      return { keep: (cell) => re.test(cell) };
    }
    default:
      return { keep: () => true };
  }
}

/** Rows sorted by a column, stable, empty cells last; the column read as numbers, dates or text. */
export function sortRows(rows: string[][], column: number, descending: boolean, collator: Intl.Collator): { rows: string[][]; as: 'number' | 'date' | 'text' } {
  let numbers = true;
  let dates = true;
  for (const row of rows) {
    const cell = row[column]!;
    if (cell.trim() === '') continue;
    if (numbers && numberOf(cell) === null) numbers = false;
    if (dates && dateOf(cell) === null) dates = false;
    if (!numbers && !dates) break;
  }
  const as = numbers ? 'number' : dates ? 'date' : 'text';
  const sign = descending ? -1 : 1;
  const empty: string[][] = [];
  if (as === 'text') {
    const filled = rows.filter((row) => (row[column]!.trim() === '' ? (empty.push(row), false) : true));
    filled.sort((a, b) => sign * collator.compare(a[column]!, b[column]!));
    return { rows: filled.concat(empty), as };
  }
  const read = as === 'number' ? numberOf : dateOf;
  const keyed: { row: string[]; key: number }[] = [];
  for (const row of rows) {
    const key = row[column]!.trim() === '' ? null : read(row[column]!);
    if (key === null) empty.push(row);
    else keyed.push({ row, key });
  }
  keyed.sort((a, b) => sign * (a.key - b.key));
  return { rows: keyed.map((k) => k.row).concat(empty), as };
}

// ---------------------------------------------------------------------------------------------
// Writing

const OUT_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;

/** Keys for JSON and YAML objects: the header's names, a repeated one numbered ("name", "name_2"). */
export function uniqueKeys(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let key = name;
    for (let n = 2; used.has(key); n++) key = `${name}_${n}`;
    used.add(key);
    return key;
  });
}

/** An XML element name from a column name: letters, digits, _ - . kept, anything else _, never starting with a digit or "xml". */
export function xmlName(name: string): string {
  let s = name.trim().replace(/[^\p{L}\p{N}_.-]/gu, '_');
  if (s === '' || /^[\p{N}.-]/u.test(s) || /^xml/i.test(s)) s = `_${s}`;
  return s;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** An SQL identifier quoted for the dialect: "a""b" (standard), `a``b` (MySQL), [a]]b] (SQL Server). */
export function sqlIdentifier(name: string, dialect: Input['sqlDialect']): string {
  if (dialect === 'mysql') return `\`${name.replaceAll('`', '``')}\``;
  if (dialect === 'sqlServer') return `[${name.replaceAll(']', ']]')}]`;
  return `"${name.replaceAll('"', '""')}"`;
}

/** An SQL string literal: quotes doubled; MySQL's backslashes doubled too; SQL Server's Unicode N'…'. NUL characters dropped. */
export function sqlString(text: string, dialect: Input['sqlDialect']): string {
  let s = text.replaceAll('\u0000', '').replaceAll("'", "''");
  if (dialect === 'mysql') s = s.replaceAll('\\', '\\\\');
  return dialect === 'sqlServer' ? `N'${s}'` : `'${s}'`;
}

async function write(input: Input, options: Options, names: readonly string[], withHeader: boolean, rows: readonly string[][]): Promise<{ text: string; guarded: number } | ToolError> {
  const format = input.format;
  if (format === 'csv' || format === 'tsv') {
    const separator = format === 'tsv' ? '\t' : (OUT_DELIMITERS as Record<string, string>)[input.delimiter ?? 'comma'] ?? ',';
    const rowOptions = { separator, quoting: (input.quoting ?? 'minimal') as CsvQuoting, guardFormulas: options.guardFormulas };
    let guarded = 0;
    const line = (cells: readonly string[]) => {
      if (options.guardFormulas) for (const c of cells) if (csvText(c) !== c) guarded++;
      return csvRow(cells, rowOptions);
    };
    const parts = withHeader ? [line(names)] : [];
    for (const row of rows) parts.push(line(row));
    return { text: parts.join(format === 'tsv' ? '\n' : '\r\n'), guarded };
  }
  const keys = uniqueKeys(names);
  if (format === 'jsonObjects') {
    const k = keys.map((key) => JSON.stringify(key));
    const lines = rows.map((row) => `  {${row.map((cell, i) => `${k[i]}: ${cell === '' && options.emptyAsNull ? 'null' : JSON.stringify(cell)}`).join(', ')}}`);
    return { text: lines.length ? `[\n${lines.join(',\n')}\n]` : '[]', guarded: 0 };
  }
  if (format === 'jsonArrays') {
    const all = withHeader ? [names, ...rows] : rows;
    const lines = all.map((row) => `  [${row.map((cell) => (cell === '' && options.emptyAsNull ? 'null' : JSON.stringify(cell))).join(', ')}]`);
    return { text: lines.length ? `[\n${lines.join(',\n')}\n]` : '[]', guarded: 0 };
  }
  if (format === 'yaml') {
    const { stringify } = await import('yaml');
    // A map per row: keys in the header's order (an object would put keys like "2024" first).
    const maps = rows.map((row) => new Map(row.map((cell, i) => [keys[i]!, cell === '' && options.emptyAsNull ? null : cell] as const)));
    // YAML 1.1's rules for quoting: "yes", "on", "2024-03-01", "0x1F" stay strings for 1.1 readers (PyYAML) as for 1.2 ones;
    // a Map is written as a plain mapping, not 1.1's !!omap.
    const text = stringify(maps, { lineWidth: 0, version: '1.1', customTags: (tags) => tags.filter((t) => typeof t === 'string' || t.tag !== 'tag:yaml.org,2002:omap') });
    return { text: maps.length ? text.trimEnd() : '[]', guarded: 0 };
  }
  if (format === 'xml') {
    const tags = names.map(xmlName);
    const esc = (s: string) => escapeXml(xmlSafeText(s));
    const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<rows>'];
    for (const row of rows) {
      out.push('  <row>');
      row.forEach((cell, i) => out.push(cell === '' && options.emptyAsNull ? `    <${tags[i]}/>` : `    <${tags[i]}>${esc(cell)}</${tags[i]}>`));
      out.push('  </row>');
    }
    out.push('</rows>');
    return { text: out.join('\n'), guarded: 0 };
  }
  if (format === 'sql') {
    const dialect = input.sqlDialect ?? 'standard';
    const tableName = (input.tableName ?? '').trim();
    if (tableName === '') return toolError('tableNeeded', { field: 'tableName' });
    const table = tableName
      .split('.')
      .map((part) => sqlIdentifier(part.trim(), dialect))
      .join('.');
    const head = `INSERT INTO ${table} (${names.map((n) => sqlIdentifier(n, dialect)).join(', ')}) VALUES`;
    const out: string[] = [];
    for (let i = 0; i < rows.length; i += SQL_BATCH) {
      const batch = rows.slice(i, i + SQL_BATCH).map((row) => `  (${row.map((cell) => (cell === '' && options.emptyAsNull ? 'NULL' : sqlString(cell, dialect))).join(', ')})`);
      out.push(`${head}\n${batch.join(',\n')};`);
    }
    return { text: out.join('\n'), guarded: 0 };
  }
  if (format === 'html') {
    const cells = (row: readonly string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(xmlSafeText(cell))}</${tag}>`).join('');
    const out = ['<table>'];
    if (withHeader) out.push('  <thead>', `    <tr>${cells(names, 'th')}</tr>`, '  </thead>');
    out.push('  <tbody>');
    for (const row of rows) out.push(`    <tr>${cells(row, 'td')}</tr>`);
    out.push('  </tbody>', '</table>');
    return { text: out.join('\n'), guarded: 0 };
  }
  // Markdown: a table needs a header row; without one, the column numbers stand in.
  return { text: markdownTable([names, ...rows], [], rows.length <= MARKDOWN_PADDED_ROWS), guarded: 0 };
}
