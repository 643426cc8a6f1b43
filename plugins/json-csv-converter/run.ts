import { isJsonNumber, jsonNumberText, lineColumn, parseJsonExact, stringifyJsonExact, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/**
 * JSON array ↔ CSV with papaparse (loaded on first use, in the worker).
 *
 * JSON → CSV: an array of objects gives one row per object and one column per key, in the order
 * keys first appear; nested objects give dotted columns (address.city) and arrays indexed ones
 * (tags.0, tags.1); an empty array or object is written [] or {}; null is an empty cell. With
 * "nested" off, nested values are written as JSON text. An array of arrays is written row by row.
 * Numbers are written as in the JSON, digit for digit (@sdk/core's parseJsonExact).
 *
 * CSV → JSON: the first row names the keys (or each row is an array); dotted keys are nested again
 * (a segment 0, 1, 2… makes an array). Keys keep the header's order. With "detect types", a column
 * whose every non-empty cell is a number (no leading zero, at most 15 significant digits: ids,
 * postcodes and phone numbers stay text) becomes numbers, a column of true/false becomes booleans,
 * and an empty cell is null; otherwise every cell is text. A row with fewer cells than the header
 * row gets null for the missing ones; cells past the header get the keys field3, field4… (their
 * column number), after the header's; such rows are reported with their line.
 */
export interface Converted {
  readonly output: 'csv' | 'json';
  /** The CSV (without the byte order mark, which only the download gets) or the JSON. */
  readonly text: string;
  /** The table, for the preview: its columns and first rows, and how many rows there are. */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly rowCount: number;
  /** CSV → JSON: rows whose number of cells is not the header's (or, without a header row, the longest row's). */
  readonly ragged?: Ragged;
}

export interface Ragged {
  /** The header row's cells, or the longest row's without a header row. */
  readonly expected: number;
  /** How many rows have fewer cells (null for the missing ones). */
  readonly short: number;
  /** How many rows have more (their cells go under `extraKeys`). */
  readonly long: number;
  /** The keys given to cells past the header (field3, field4…), in order. */
  readonly extraKeys: readonly string[];
  /** The first few such rows: the line each starts on, and its cells. */
  readonly first: readonly { readonly line: number; readonly cells: number }[];
}

/** Rows with the wrong number of cells listed on the page; the note counts them all. */
export const MAX_RAGGED_LISTED = 10;

/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 50;

const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', auto: '' } as const;

export async function run({ text }: Input, options: Options): Promise<Converted | ToolError> {
  const toJson = options.mode === 'csvToJson';
  if (!/\S/.test(text)) return toolError(toJson ? 'emptyCsv' : 'emptyJson');
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { default: Papa } = await import('papaparse');
  return toJson ? csvToJson(Papa, src, options) : jsonToCsv(Papa, src, options);
}

type Papa = typeof import('papaparse');

// ---------------------------------------------------------------------------------------------
// JSON → CSV

type Cell = string;

function scalarCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (isJsonNumber(value)) return jsonNumberText(value);
  if (typeof value === 'object') return stringifyJsonExact(value);
  return String(value);
}

/** The leaves of a value under a dotted prefix; empty arrays and objects are leaves written [] and {}. */
function flatten(value: unknown, prefix: string, out: Map<string, Cell>): void {
  if (value !== null && typeof value === 'object' && !isJsonNumber(value)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length > 0) {
      for (const [k, v] of entries) flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
      return;
    }
  }
  out.set(prefix, scalarCell(value));
}

function jsonToCsv(Papa: Papa, src: string, options: Options): Converted | ToolError {
  const parsed = parseJsonExact(src);
  if ('error' in parsed) return parsed.error;
  const { value } = parsed;
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return toolError('noRows');
  if (!Array.isArray(value) && (value === null || typeof value !== 'object' || isJsonNumber(value))) return toolError('notTable');

  let columns: string[];
  let rows: Cell[][];
  if (items.every(Array.isArray)) {
    // Rows as they are: the first one is the header if the data has one.
    let width = 0; // a loop: Math.max(...rows) overflows the stack past about 100,000 rows
    for (const row of items as unknown[][]) if (row.length > width) width = row.length;
    rows = items.map((r: unknown[]) => Array.from({ length: width }, (_, i) => scalarCell(r[i])));
    columns = [];
  } else {
    const records = items.map((item) => {
      const cells = new Map<string, Cell>();
      if (item === null || typeof item !== 'object' || Array.isArray(item) || isJsonNumber(item)) cells.set('value', scalarCell(item));
      else if (options.nested) flatten(item, '', cells);
      else for (const [k, v] of Object.entries(item)) cells.set(k, scalarCell(v));
      return cells;
    });
    const seen = new Set<string>();
    for (const r of records) for (const k of r.keys()) seen.add(k);
    columns = [...seen];
    rows = records.map((r) => columns.map((c) => r.get(c) ?? ''));
  }
  const withHeader = options.header && columns.length > 0;
  const text = Papa.unparse(
    { fields: withHeader ? columns : [], data: rows },
    { delimiter: DELIMITERS[options.delimiter], quotes: options.quoting === 'all', newline: '\r\n', header: withHeader },
  );
  return { output: 'csv', text, columns, rows: rows.slice(0, PREVIEW_ROWS), rowCount: rows.length };
}

// ---------------------------------------------------------------------------------------------
// CSV → JSON

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A cell that reads as a number without losing anything a person would miss (not 007, not a 16-digit id). */
function isNumberCell(cell: string): boolean {
  if (!NUMBER.test(cell)) return false;
  const digits = cell.replace(/[eE].*$/, '').replace(/\D/g, '').replace(/^0+/, '');
  return digits.replace(/0+$/, '').length <= 15 && Number.isFinite(Number(cell));
}

const TRUE = new Set(['true', 'TRUE', 'True']);
const BOOLEAN = new Set(['true', 'false', 'TRUE', 'FALSE', 'True', 'False']);

/** A JSON value whose objects are Maps: keys in the header's order ("2024" would go first in an object). */
type Json = null | boolean | number | string | Json[] | JsonMap;
type JsonMap = Map<string, Json>;

function csvToJson(Papa: Papa, src: string, options: Options): Converted | ToolError {
  // Row by row, to know where each row starts (its line, for rows with the wrong number of cells).
  const all: string[][] = [];
  const starts: number[] = [];
  let cursor = 0;
  let quoteError: import('papaparse').ParseError | undefined;
  Papa.parse<string[]>(src, {
    delimiter: DELIMITERS[options.inputDelimiter],
    header: false,
    skipEmptyLines: true,
    dynamicTyping: false,
    step: (row) => {
      let start = cursor;
      while (src.charCodeAt(start) === 10 || src.charCodeAt(start) === 13) start++; // blank lines, skipped
      all.push(row.data);
      starts.push(start);
      cursor = row.meta.cursor;
      quoteError ??= row.errors.find((e) => e.type === 'Quotes');
    },
  });
  if (quoteError) return toolError(quoteError.code === 'MissingQuotes' ? 'csvMissingQuote' : 'csvBadQuote', lineColumn(src, Math.min(quoteError.index ?? 0, src.length)));
  if (all.length === 0) return toolError('emptyCsv');
  let width = 0; // a loop: Math.max(...rows) overflows the stack past about 100,000 rows
  for (const row of all) if (row.length > width) width = row.length;
  const header = options.header ? uniqueNames(all[0]!, width) : Array.from({ length: width }, (_, i) => String(i + 1));
  const body = options.header ? all.slice(1) : all;
  const bodyStarts = options.header ? starts.slice(1) : starts;
  const expected = options.header ? all[0]!.length : width;

  // Column types, from every non-empty cell of the column.
  const kinds = header.map((_, c) => {
    if (!options.detectTypes) return 'text';
    let numbers = true;
    let booleans = true;
    let any = false;
    for (const row of body) {
      const cell = row[c] ?? '';
      if (cell === '') continue;
      any = true;
      if (numbers && !isNumberCell(cell)) numbers = false;
      if (booleans && !BOOLEAN.has(cell)) booleans = false;
      if (!numbers && !booleans) break;
    }
    return !any ? 'text' : numbers ? 'number' : booleans ? 'boolean' : 'text';
  });
  const typed = (cell: string, c: number): Json => {
    if (!options.detectTypes) return cell;
    if (cell === '') return null;
    if (kinds[c] === 'number') return Number(cell);
    if (kinds[c] === 'boolean') return TRUE.has(cell);
    if (options.nested && (cell === '[]' || cell === '{}')) return cell === '[]' ? [] : new Map();
    return cell;
  };

  // A missing cell (the row is shorter than the header) is null, whatever the types.
  const records: Json[] = body.map((row) => {
    const values = header.map((_, c) => (c < row.length ? typed(row[c]!, c) : null));
    if (!options.header) return values;
    const entries = header.map((name, c) => [name, values[c]!] as const);
    return options.nested ? unflatten(entries) : new Map(entries);
  });
  const indent = options.jsonIndent === 'minify' ? '' : Number(options.jsonIndent);
  const rows = body.slice(0, PREVIEW_ROWS).map((r) => Array.from({ length: header.length }, (_, i) => r[i] ?? ''));
  const result: Converted = { output: 'json', text: stringifyJsonExact(records, indent), columns: header, rows, rowCount: body.length };
  const ragged = raggedRows(src, body, bodyStarts, expected, options.header ? header.slice(expected) : []);
  return ragged ? { ...result, ragged } : result;
}

/** Rows whose number of cells is not `expected`, with the line each starts on (the first few). */
function raggedRows(src: string, body: readonly string[][], starts: readonly number[], expected: number, extraKeys: readonly string[]): Ragged | undefined {
  let short = 0;
  let long = 0;
  const listed: number[] = [];
  body.forEach((row, i) => {
    if (row.length === expected) return;
    if (row.length < expected) short++;
    else long++;
    if (listed.length < MAX_RAGGED_LISTED) listed.push(i);
  });
  if (short + long === 0) return undefined;
  return { expected, short, long, extraKeys, first: listed.map((i) => ({ line: lineColumn(src, starts[i]!).line, cells: body[i]!.length })) };
}

/** Header names, each once: a repeated name gets _2, _3…; cells past the header are field3, field4… (their column number). */
function uniqueNames(row: readonly string[], width: number): string[] {
  const used = new Set<string>();
  return Array.from({ length: width }, (_, i) => {
    const base = i < row.length ? row[i]! : `field${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
    used.add(name);
    return name;
  });
}

const INDEX = /^(?:0|[1-9]\d{0,5})$/;

type Container = JsonMap | Json[];

/**
 * Dotted keys nested again: a.b → { a: { b } }, a.0 → { a: [ … ] }, keys in the order they come. An
 * empty cell of a dotted column means the value is absent (a CSV cannot tell null from missing, and
 * empty cells of a.0, a.1 beside a = [] must not make [null, null]); an empty top-level cell is null
 * and never replaces a nested value. A key that cannot be nested (a.b when a already holds text) is
 * kept whole. Objects are Maps, so that "2024" keeps its place after "name".
 */
export function unflatten(entries: readonly (readonly [string, Json])[]): JsonMap {
  const root: JsonMap = new Map();
  const get = (c: Container, k: string): Json | undefined => (Array.isArray(c) ? c[Number(k)] : c.get(k));
  const set = (c: Container, k: string, v: Json): void => {
    if (Array.isArray(c)) c[Number(k)] = v;
    else c.set(k, v);
  };
  for (const [key, value] of entries) {
    const empty = value === null || value === '';
    const path = key.split('.');
    if (path.length === 1 || path.some((p) => p === '')) {
      const existing = root.get(key);
      if (!(empty && existing !== null && typeof existing === 'object')) root.set(key, value);
      continue;
    }
    if (empty) continue;
    let node: Container = root;
    let ok = true;
    for (let i = 0; i < path.length && ok; i++) {
      const seg = path[i]!;
      if (Array.isArray(node) && !INDEX.test(seg)) ok = false;
      else if (i === path.length - 1) set(node, seg, value);
      else {
        const wantArray = INDEX.test(path[i + 1]!);
        const existing = get(node, seg);
        if (existing === undefined || existing === null) {
          const made: Container = wantArray ? [] : new Map();
          set(node, seg, made);
          node = made;
        } else if (typeof existing === 'object' && Array.isArray(existing) === wantArray) node = existing;
        else ok = false;
      }
    }
    if (!ok) root.set(key, value);
  }
  return fillHoles(root) as JsonMap;
}

/** Holes in arrays (a.0 and a.2 without a.1) become null, as JSON writes them. */
function fillHoles(value: Json): Json {
  if (Array.isArray(value)) return Array.from(value, (v) => (v === undefined ? null : fillHoles(v)));
  if (value instanceof Map) for (const [k, v] of value) value.set(k, fillHoles(v));
  return value;
}
