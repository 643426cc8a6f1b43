import { CSV_BOM, CSV_COMMA, CSV_SEMICOLON, isToolError, parseJsonText, reportProgress, toCsv, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { fileSafe } from './names.ts';
import { columnName, isoToSerial, MAX_CELLS, readXlsx, safeSheetName, writeXlsx, XlsxError, type CellValue, type Sheet, type WriteCell } from './xlsx.ts';

/**
 * Excel ↔ CSV/JSON, in the worker. Reading: the workbook's parts are unpacked with fflate and read by
 * xlsx.ts; every cell as it is held (a number as the number, a date cell as an ISO date, a formula as
 * the value last calculated, an error as its code). Writing: one sheet, numbers, booleans and ISO dates
 * kept as such.
 */

/** The largest file read (the whole file is held in memory to unpack it). */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** The most the parts read may take once unpacked: beyond it the file is refused as too big (a ZIP bomb stops here). */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** The most text pasted to write a sheet. */
export const MAX_TEXT_CHARS = 20_000_000;

export interface SheetSummary {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  readonly merged: readonly string[];
  readonly formulas: number;
  readonly uncached: number;
}

export interface ReadResult {
  readonly mode: 'read';
  readonly format: 'csv' | 'json';
  /** Every sheet of the workbook, in order (hidden ones too). */
  readonly sheetNames: readonly string[];
  readonly hidden: readonly string[];
  /** The sheets converted. */
  readonly sheets: readonly SheetSummary[];
  /** The CSV or JSON (one sheet, or every sheet as one JSON object); absent when the result is a ZIP. */
  readonly text?: string;
  /** Every sheet as CSV: a ZIP of one file per sheet. */
  readonly zip?: { readonly name: string; readonly bytes: Uint8Array };
  readonly date1904: boolean;
}

export interface WriteResult {
  readonly mode: 'write';
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly sheetName: string;
  readonly rows: number;
  readonly columns: number;
  readonly numbers: number;
  readonly dates: number;
  readonly booleans: number;
  readonly texts: number;
}

export type Result = ReadResult | WriteResult;

export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  return options.mode === 'write' ? write(input, options) : read(input, options);
}

/* ------------------------------------------------------------------ reading ------------------------------ */

async function fileBytes(file: NonNullable<Input['file']>): Promise<Uint8Array> {
  if (file.bytes instanceof Uint8Array) return file.bytes;
  if (file.blob && typeof file.blob.arrayBuffer === 'function') return new Uint8Array(await file.blob.arrayBuffer());
  return new Uint8Array(0);
}

async function read(input: Input, options: Options): Promise<ReadResult | ToolError> {
  const file = input.file;
  if (!file) return toolError('chooseFile', { field: 'file' });
  if (file.size > MAX_FILE_BYTES) return toolError('fileTooBig', { field: 'file', max: MAX_FILE_BYTES / 1024 / 1024 });
  const bytes = await fileBytes(file);
  if (bytes.length === 0) return toolError('notSpreadsheet', { field: 'file' });
  const wanted = (input.sheet ?? '').trim();
  let missing = false;
  let book;
  try {
    book = await readXlsx(bytes, {
      maxUnpacked: MAX_UNPACKED_BYTES,
      progress: (done) => reportProgress(Math.round(done * 1000), 1000),
      pick: (names) => {
        if (options.sheets === 'all') return names.map((_, i) => i);
        const found = findSheet(names, wanted);
        missing = found < 0;
        return missing ? [] : [found];
      },
    });
  } catch (error) {
    if (error instanceof XlsxError) return toolError(error.problem, { field: 'file' });
    return toolError('damaged', { field: 'file' });
  }
  const sheetNames = book.names.map((s) => s.name);
  if (missing) return toolError('noSheet', { field: 'sheet', name: wanted, sheets: sheetNames.join(', ') });
  const chosen = book.sheets;
  const tables: { sheet: Sheet; table: Table }[] = [];
  for (const sheet of chosen) {
    const table = tableOf(sheet, options.trimEmpty);
    if (table === null) return toolError('tooManyCells', { field: 'file', max: MAX_CELLS });
    tables.push({ sheet, table });
  }
  const summaries: SheetSummary[] = tables.map(({ sheet, table }) => ({
    name: sheet.name,
    rows: table.rows.length,
    columns: table.columns.length,
    merged: sheet.merged,
    formulas: sheet.formulas,
    uncached: sheet.uncached,
  }));
  const base = { mode: 'read', format: options.format, sheetNames, hidden: book.names.filter((s) => s.hidden).map((s) => s.name), sheets: summaries, date1904: book.date1904 } as const;
  const dialect = options.separator === 'semicolon' ? CSV_SEMICOLON : CSV_COMMA;
  if (options.format === 'json') {
    const json = tables.map(({ table }) => jsonOf(table, options.header));
    const value = options.sheets === 'all' ? Object.fromEntries(tables.map(({ sheet }, i) => [sheet.name, json[i]])) : json[0];
    return { ...base, text: JSON.stringify(value, null, 2) };
  }
  if (options.sheets === 'one') return { ...base, text: toCsv(tables[0].table.rows.map(csvRow), dialect) };
  const { zipSync, strToU8 } = await import('fflate');
  const used = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const { sheet, table } of tables) {
    const name = uniqueName(fileSafe(sheet.name) || 'sheet', used);
    files[`${name}.csv`] = strToU8(CSV_BOM + toCsv(table.rows.map(csvRow), dialect));
  }
  const stem = file.name.replace(/\.[^.]*$/, '') || 'workbook';
  return { ...base, zip: { name: `${stem}.zip`, bytes: zipSync(files, { level: 6, mtime: new Date(Date.UTC(2024, 0, 1)) }) } };
}

/** By name as written, then ignoring case, then by its number (1 is the first); empty: the first sheet. -1: none. */
function findSheet(names: readonly string[], wanted: string): number {
  if (wanted === '') return 0;
  const exact = names.indexOf(wanted);
  if (exact >= 0) return exact;
  const folded = names.findIndex((name) => name.toLowerCase() === wanted.toLowerCase());
  if (folded >= 0) return folded;
  const n = /^\d+$/.test(wanted) ? Number(wanted) : 0;
  return n >= 1 && n <= names.length ? n - 1 : -1;
}

interface Table {
  /** Each kept column's letter in the sheet (A, C…). */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (CellValue | null)[])[];
}

/** The sheet's cells from A1 to its last value; with `trim`, rows and columns with no value left out; null past MAX_CELLS. */
export function tableOf(sheet: Sheet, trim: boolean): Table | null {
  const width = sheet.rows.reduce((w, row) => Math.max(w, row.length), 0);
  let rowIndexes = sheet.rows.map((_, i) => i);
  let columnIndexes = Array.from({ length: width }, (_, i) => i);
  if (trim) {
    // One pass over the cells: a sheet of a million rows and 16,384 columns is mostly empty.
    const used = new Uint8Array(width);
    rowIndexes = rowIndexes.filter((r) => {
      let any = false;
      sheet.rows[r].forEach((cell, c) => {
        if (cell !== null && cell !== undefined) {
          used[c] = 1;
          any = true;
        }
      });
      return any;
    });
    columnIndexes = columnIndexes.filter((c) => used[c] === 1);
  }
  if (rowIndexes.length * columnIndexes.length > MAX_CELLS) return null;
  return { columns: columnIndexes.map(columnName), rows: rowIndexes.map((r) => columnIndexes.map((c) => sheet.rows[r][c] ?? null)) };
}

type Plain = string | number | boolean | null;

/** A cell as JSON and CSV take it: a date as its ISO text, an error as its code (#DIV/0!). */
function plain(cell: CellValue | null): Plain {
  if (cell === null || typeof cell !== 'object') return cell;
  return 'date' in cell ? cell.date : cell.error;
}

/** TRUE and FALSE as spreadsheets write them in CSV. */
const csvRow = (row: readonly (CellValue | null)[]): Plain[] => row.map((cell) => (typeof cell === 'boolean' ? (cell ? 'TRUE' : 'FALSE') : plain(cell)));

function jsonOf(table: Table, header: boolean): unknown {
  const rows = table.rows.map((row) => row.map(plain));
  if (!header || rows.length === 0) return rows;
  const used = new Set<string>();
  const keys = rows[0].map((cell, i) => uniqueName(cell === null || cell === '' ? table.columns[i] : String(cell), used));
  return rows.slice(1).map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? null])));
}

/** name, name_2, name_3…: each once. */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = `${name}_${n}`;
  used.add(candidate);
  return candidate;
}


/* ------------------------------------------------------------------ writing ------------------------------ */

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** At most 15 significant digits: what a spreadsheet's number keeps without changing it (ids and card numbers stay text). */
const significant = (text: string) => text.replace(/^-/, '').replace(/[eE].*$/, '').replace('.', '').replace(/^0+/, '').length;

/** A CSV cell's value: a number, TRUE/FALSE, an ISO date, or text as it is. */
export function typedCell(text: string): WriteCell {
  if (text === '') return null;
  if (NUMBER.test(text) && significant(text) <= 15 && Number.isFinite(Number(text))) return Number(text);
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return isoToSerial(text) ?? text;
}

function jsonCell(value: unknown): WriteCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return isoToSerial(value) ?? value;
  return JSON.stringify(value);
}

/** RFC 4180 CSV; the separator (comma, semicolon or tab) is the one the first line uses most outside quotes. */
export function parseCsv(text: string): string[][] | ToolError {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = src.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((s) => [s, firstLine.split(s).length - 1] as const);
  const separator = counts.reduce((best, c) => (c[1] > best[1] ? c : best), counts[0])[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (c === '\r' && src[i + 1] === '\n') i++;
      line++;
    } else cell += c;
    i++;
  }
  if (quoted) return toolError('unclosedQuote', { field: 'text', line: quoteLine });
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function write(input: Input, options: Options): Promise<WriteResult | ToolError> {
  const text = input.text ?? '';
  if (text.trim() === '') return toolError('enterData', { field: 'text' });
  if (text.length > MAX_TEXT_CHARS) return toolError('inputTooLarge');
  let cells: WriteCell[][];
  if (/^\uFEFF?\s*[[{]/.test(text)) {
    const parsed = parseJsonText(text, 'text');
    if ('error' in parsed) return parsed.error;
    const value = parsed.value;
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0 || list.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) {
      const keys: string[] = [];
      const seen = new Set<string>();
      for (const item of list as Record<string, unknown>[]) for (const key of Object.keys(item)) if (!seen.has(key)) (seen.add(key), keys.push(key));
      cells = [keys, ...(list as Record<string, unknown>[]).map((item) => keys.map((key) => jsonCell(item[key])))];
    } else if (list.every(Array.isArray)) cells = (list as unknown[][]).map((row) => row.map(jsonCell));
    else return toolError('jsonShape', { field: 'text' });
  } else {
    const rows = parseCsv(text);
    if (isToolError(rows)) return rows;
    cells = rows.map((row) => row.map(typedCell));
  }
  const counts = { numbers: 0, dates: 0, booleans: 0, texts: 0 };
  let columns = 0;
  for (const row of cells) {
    columns = Math.max(columns, row.length);
    for (const cell of row) {
      if (typeof cell === 'number') counts.numbers++;
      else if (typeof cell === 'boolean') counts.booleans++;
      else if (typeof cell === 'string' && cell !== '') counts.texts++;
      else if (cell !== null && typeof cell === 'object') counts.dates++;
    }
  }
  const sheetName = safeSheetName(input.sheetName ?? '');
  const bytes = await writeXlsx(cells, sheetName);
  return { mode: 'write', name: `${fileSafe(sheetName) || 'sheet'}.xlsx`, bytes, sheetName, rows: cells.length, columns, ...counts };
}
