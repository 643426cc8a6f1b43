/**
 * Reading: the CSV or JSON as a text (or, for every sheet as CSV, a ZIP to download), a table of the
 * sheets converted, and notes on what a reader should know: formulas given as their saved values,
 * merged ranges, the 1904 date system, hidden sheets, the workbook's other sheets. Writing: the .xlsx
 * to download and how many cells of each type it holds.
 */
import { byteSize, CSV_BOM, msg, num, utf8Bytes, type ResultBlock, type ResultView } from '@sdk/core';
import { fileSafe } from './names.ts';
import type { Result } from './run.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function view(result: Result): ResultView {
  if (result.mode === 'write') {
    return {
      blocks: [
        { kind: 'file', label: msg('xlsxLabel', { sheet: result.sheetName }), name: result.name, type: XLSX_TYPE, bytes: result.bytes, caption: byteSize(result.bytes.length) },
        {
          kind: 'values',
          layout: 'grid',
          items: [
            { label: msg('stats.rows'), value: num(result.rows) },
            { label: msg('stats.columns'), value: num(result.columns) },
            { label: msg('stats.numbers'), value: num(result.numbers) },
            { label: msg('stats.dates'), value: num(result.dates) },
            { label: msg('stats.booleans'), value: num(result.booleans) },
            { label: msg('stats.texts'), value: num(result.texts) },
          ],
        },
        { kind: 'note', text: msg('typesKept') },
      ],
      filename: result.name.replace(/\.xlsx$/, ''),
    };
  }
  const blocks: ResultBlock[] = [];
  const json = result.format === 'json';
  if (result.zip) {
    blocks.push({ kind: 'file', label: msg('zipLabel', { count: num(result.sheets.length) }), name: result.zip.name, type: 'application/zip', bytes: result.zip.bytes, caption: byteSize(result.zip.bytes.length) });
  } else if (result.text !== undefined) {
    const one = result.sheets.length === 1;
    const label = one ? msg(json ? 'jsonLabel' : 'csvLabel', { sheet: result.sheets[0].name }) : msg('jsonAllLabel');
    // A text box shows line breaks as \n whatever they are; Copy and the file keep the CSV's CRLF.
    blocks.push({ kind: 'text', label, text: json ? result.text : result.text.replace(/\r\n/g, '\n'), mono: true, noTranslate: true, ...(json ? { syntax: 'json' as const } : {}) });
    // The file: the CSV after a byte order mark, so that Excel reads accents right.
    const bytes = utf8Bytes(json ? result.text : CSV_BOM + result.text);
    const name = `${fileSafe(one ? result.sheets[0].name : 'workbook') || 'sheet'}.${json ? 'json' : 'csv'}`;
    blocks.push({ kind: 'file', label: msg(json ? 'jsonFile' : 'csvFile'), name, type: json ? 'application/json' : 'text/csv', bytes, caption: byteSize(bytes.length) });
  }
  blocks.push({
    kind: 'table',
    caption: msg('table.caption'),
    rowHeaders: true,
    columns: [{ label: msg('table.sheet') }, { label: msg('table.rows'), numeric: true }, { label: msg('table.columns'), numeric: true }, { label: msg('table.formulas'), numeric: true }, { label: msg('table.merged') }],
    rows: result.sheets.map((s) => [s.name, num(s.rows), num(s.columns), num(s.formulas), s.merged.length ? s.merged.join(', ') : msg('table.none')]),
  });
  const formulas = result.sheets.reduce((n, s) => n + s.formulas, 0);
  const uncached = result.sheets.reduce((n, s) => n + s.uncached, 0);
  const merged = result.sheets.reduce((n, s) => n + s.merged.length, 0);
  if (formulas > 0) blocks.push({ kind: 'note', text: msg('formulasCached', { count: num(formulas) }) });
  if (uncached > 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('formulasUncached', { count: num(uncached) }) });
  if (merged > 0) blocks.push({ kind: 'note', text: msg('mergedCells', { count: num(merged) }) });
  if (result.date1904) blocks.push({ kind: 'note', text: msg('date1904') });
  if (result.hidden.length > 0) blocks.push({ kind: 'note', text: msg('hiddenSheets', { count: num(result.hidden.length), names: result.hidden.join(', ') }) });
  if (result.sheets.length === 1 && result.sheetNames.length > 1) blocks.push({ kind: 'note', text: msg('otherSheets', { count: num(result.sheetNames.length), names: result.sheetNames.join(', ') }) });
  const stem = fileSafe(result.sheets.length === 1 ? result.sheets[0].name : 'workbook') || 'sheet';
  return { blocks, filename: stem, ...(result.text !== undefined ? { copy: result.text } : {}) };
}
