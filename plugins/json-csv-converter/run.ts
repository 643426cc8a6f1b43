import { jsonSyntaxError, lineColumn, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { visit } from 'jsonc-parser';

/**
 * JSON array ↔ CSV with papaparse (loaded on first use, in the worker).
 *
 * JSON → CSV: an array of objects gives one row per object and one column per key, in the order
 * keys first appear; nested objects give dotted columns (address.city) and arrays indexed ones
 * (tags.0, tags.1); an empty array or object is written [] or {}; null is an empty cell. With
 * "nested" off, nested values are written as JSON text. An array of arrays is written row by row.
 *
 * CSV → JSON: the first row names the keys (or each row is an array); dotted keys are nested again
 * (a segment 0, 1, 2… makes an array). With "detect types", a column whose every non-empty cell is
 * a number (no leading zero, at most 15 significant digits: ids, postcodes and phone numbers stay
 * text) becomes numbers, a column of true/false becomes booleans, and an empty cell is null;
 * otherwise every cell is text.
 */
export interface Converted {
  readonly output: 'csv' | 'json';
  /** The CSV (without the byte order mark, which only the download gets) or the JSON. */
  readonly text: string;
  /** The table, for the preview: its columns and first rows, and how many rows there are. */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly rowCount: number;
}

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

/** An integer literal longer than a double holds, kept as written (an id such as 12345678901234567890). */
class RawInteger {
  constructor(readonly text: string) {}
}

/** An integer literal of 16 digits or more outside a string's quotes: the document is read again, keeping it. */
const LONG_INTEGER = /(?:^|[\s,:[])-?\d{16,}(?=[\s,\]}]|$)/;

/** The document as JSON.parse reads it (already checked by it), but with long integers kept as written. */
function parseKeepingIntegers(src: string): unknown {
  const stack: (unknown[] | Record<string, unknown>)[] = [];
  let root: unknown;
  let key = '';
  const put = (v: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) root = v;
    else if (Array.isArray(top)) top.push(v);
    else Object.defineProperty(top, key, { value: v, enumerable: true, writable: true, configurable: true });
  };
  visit(src, {
    onObjectBegin: () => {
      const o: Record<string, unknown> = {};
      put(o);
      stack.push(o);
    },
    onObjectProperty: (name) => void (key = name),
    onObjectEnd: () => void stack.pop(),
    onArrayBegin: () => {
      const a: unknown[] = [];
      put(a);
      stack.push(a);
    },
    onArrayEnd: () => void stack.pop(),
    onLiteralValue: (v: unknown, offset, length) => {
      const raw = src.slice(offset, offset + length);
      put(typeof v === 'number' && !Number.isSafeInteger(v) && /^-?\d+$/.test(raw) ? new RawInteger(raw) : v);
    },
  });
  return root;
}

function scalarCell(value: unknown): Cell {
  if (value instanceof RawInteger) return value.text;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value, (_, v: unknown) => (v instanceof RawInteger ? Number(v.text) : v));
  return String(value);
}

/** The leaves of a value under a dotted prefix; empty arrays and objects are leaves written [] and {}. */
function flatten(value: unknown, prefix: string, out: Map<string, Cell>): void {
  if (value !== null && typeof value === 'object' && !(value instanceof RawInteger)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length > 0) {
      for (const [k, v] of entries) flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
      return;
    }
  }
  out.set(prefix, scalarCell(value));
}

function jsonToCsv(Papa: Papa, src: string, options: Options): Converted | ToolError {
  let value: unknown;
  try {
    value = JSON.parse(src);
  } catch (err) {
    return jsonSyntaxError(src, undefined, err);
  }
  if (LONG_INTEGER.test(src)) value = parseKeepingIntegers(src);
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return toolError('noRows');
  if (!Array.isArray(value) && (value === null || typeof value !== 'object')) return toolError('notTable');

  let columns: string[];
  let rows: Cell[][];
  if (items.every(Array.isArray)) {
    // Rows as they are: the first one is the header if the data has one.
    const width = Math.max(...items.map((r: unknown[]) => r.length));
    rows = items.map((r: unknown[]) => Array.from({ length: width }, (_, i) => scalarCell(r[i])));
    columns = [];
  } else {
    const records = items.map((item) => {
      const cells = new Map<string, Cell>();
      if (item === null || typeof item !== 'object' || Array.isArray(item) || item instanceof RawInteger) cells.set('value', scalarCell(item));
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function csvToJson(Papa: Papa, src: string, options: Options): Converted | ToolError {
  const parsed = Papa.parse<string[]>(src, { delimiter: DELIMITERS[options.inputDelimiter], header: false, skipEmptyLines: true, dynamicTyping: false });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return toolError(quoteError.code === 'MissingQuotes' ? 'csvMissingQuote' : 'csvBadQuote', lineColumn(src, Math.min(quoteError.index ?? 0, src.length)));
  const all = parsed.data;
  if (all.length === 0) return toolError('emptyCsv');
  const width = Math.max(...all.map((r) => r.length));
  const header = options.header ? uniqueNames(all[0]!, width) : Array.from({ length: width }, (_, i) => String(i + 1));
  const body = options.header ? all.slice(1) : all;

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
    if (options.nested && (cell === '[]' || cell === '{}')) return cell === '[]' ? [] : {};
    return cell;
  };

  const records: Json[] = body.map((row) => {
    if (!options.header) return header.map((_, c) => (c < row.length ? typed(row[c]!, c) : null));
    const entries = header.flatMap((name, c) => (c < row.length ? [[name, typed(row[c]!, c)] as const] : []));
    return options.nested ? unflatten(entries) : Object.fromEntries(entries);
  });
  const indent = options.jsonIndent === 'minify' ? undefined : Number(options.jsonIndent);
  const width2 = header.length;
  const rows = body.slice(0, PREVIEW_ROWS).map((r) => Array.from({ length: width2 }, (_, i) => r[i] ?? ''));
  return { output: 'json', text: JSON.stringify(records, null, indent), columns: header, rows, rowCount: body.length };
}

/** Header names, each once: a repeated name gets _2, _3…; cells past the header are named by their column number. */
function uniqueNames(row: readonly string[], width: number): string[] {
  const used = new Set<string>();
  return Array.from({ length: width }, (_, i) => {
    const base = i < row.length ? row[i]! : String(i + 1);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
    used.add(name);
    return name;
  });
}

const INDEX = /^(?:0|[1-9]\d{0,5})$/;

type Container = { [key: string]: Json } | Json[];

/**
 * Dotted keys nested again: a.b → { a: { b } }, a.0 → { a: [ … ] }. An empty cell of a dotted
 * column means the value is absent (a CSV cannot tell null from missing, and empty cells of a.0, a.1
 * beside a = [] must not make [null, null]); an empty top-level cell is null and never replaces a
 * nested value. A key that cannot be nested (a.b when a already holds text) is kept whole.
 */
export function unflatten(entries: readonly (readonly [string, Json])[]): { [key: string]: Json } {
  const root = Object.create(null) as { [key: string]: Json };
  const get = (c: Container, k: string): Json | undefined => (Array.isArray(c) ? c[Number(k)] : Object.hasOwn(c, k) ? c[k] : undefined);
  const set = (c: Container, k: string, v: Json): void => {
    if (Array.isArray(c)) c[Number(k)] = v;
    else c[k] = v;
  };
  for (const [key, value] of entries) {
    const empty = value === null || value === '';
    const path = key.split('.');
    if (path.length === 1 || path.some((p) => p === '')) {
      const existing = root[key];
      if (!(empty && existing !== null && typeof existing === 'object')) root[key] = value;
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
          const made: Container = wantArray ? [] : (Object.create(null) as { [key: string]: Json });
          set(node, seg, made);
          node = made;
        } else if (typeof existing === 'object' && Array.isArray(existing) === wantArray) node = existing;
        else ok = false;
      }
    }
    if (!ok) root[key] = value;
  }
  return fillHoles(root) as { [key: string]: Json };
}

/** Holes in arrays (a.0 and a.2 without a.1) become null, as JSON writes them. */
function fillHoles(value: Json): Json {
  if (Array.isArray(value)) return Array.from(value, (v) => (v === undefined ? null : fillHoles(v)));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const k of Object.keys(value)) Object.defineProperty(out, k, { value: fillHoles(value[k]!), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}
