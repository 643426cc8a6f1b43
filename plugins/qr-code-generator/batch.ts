/**
 * Batch mode: one QR code per line of a list (pasted, or a .txt/.csv file), all with the look of the
 * single code, in one ZIP of PNG or SVG files. Pure: the page runs it in the tool's worker (progress
 * and Cancel from the host), the unit tests unzip its bytes and decode every code.
 */
import { create } from 'qrcode';
import { bytesToBase64, decodeImage, isToolError, qrFinder, reportProgress, sniffImageType, toolError, utf8Length, type Raster, type ToolError } from '@sdk/core';
import { wellFormed } from './payload.ts';
import { BATCH_FORMATS } from './manifest.ts';
import { qrSvg, rasterize, type Drawing } from './render.ts';
import { codePng } from './png.ts';

/** Most codes in one ZIP: 1,000 codes of 400 px are about 5 MB of PNG and a few seconds of work. */
export const MAX_LINES = 1000;
/** Codes drawn on the page under the count. */
export const PREVIEW_CODES = 6;
/** Line numbers named in the message about lines too long; the count says how many there are in all. */
export const LISTED_LINES = 10;
export type BatchFormat = (typeof BATCH_FORMATS)[number];
/** The name of the ZIP the page offers. */
export const ZIP_NAME = 'qr-codes.zip';
/** Longest part of a file name made from a line's content or its name column. */
const SLUG_CHARS = 40;
/** A fixed date in the ZIP: the same list gives the same bytes. */
const ZIP_DATE = new Date('2024-01-01T00:00:00Z');

/**
 * Bytes a version-40 code holds in byte mode at each error correction level (ISO/IEC 18004:2015,
 * table 7): the limit the "too long" messages state.
 */
export const MAX_BYTES = { L: 2953, M: 2331, Q: 1663, H: 1273 } as const;
type Level = keyof typeof MAX_BYTES;

export interface BatchLine {
  /** Its line number in the list, from 1. */
  line: number;
  /** The first column, when the list has names. */
  name?: string;
  /** What the code holds. */
  text: string;
}

/** Removes a quoted CSV field's quotes ("a ""b""" → a "b"); anything else as it is. */
function unquote(field: string): string {
  return /^"(?:[^"]|"")*"$/.test(field) ? field.slice(1, -1).replace(/""/g, '"') : field;
}

/**
 * A CSV line split into its first column and the rest: the separator is the first comma, semicolon or
 * tab outside quotes; the rest is the content as written (a URL keeps its commas), unquoted when it is
 * one quoted field. A line without a separator has no name.
 */
export function splitName(line: string): { name?: string; text: string } {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return { name: unquote(line.slice(0, i).trim()).trim(), text: unquote(line.slice(i + 1).trim()) };
  }
  return { text: line };
}

/**
 * The lines of a list: spaces at both ends removed, line breaks CRLF, CR or LF, a byte order mark
 * dropped, the break after the last line not counted. Empty lines are skipped and their numbers kept.
 */
export function readLines(text: string, withNames: boolean): { lines: BatchLine[]; empty: number[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (body === '') return { lines: [], empty: [] };
  const all = body.split(/\r\n|\r|\n/);
  if (all.length > 1 && all[all.length - 1] === '') all.pop();
  const lines: BatchLine[] = [];
  const empty: number[] = [];
  all.forEach((raw, i) => {
    const trimmed = raw.trim();
    const { name, text: content } = withNames ? splitName(trimmed) : { name: undefined, text: trimmed };
    if (content.trim() === '') empty.push(i + 1);
    else lines.push(name ? { line: i + 1, name, text: wellFormed(content.trim()) } : { line: i + 1, text: wellFormed(content.trim()) });
  });
  return { lines, empty };
}

/** Latin letters that have no accent to strip. */
const LATIN: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** Lower-case ASCII letters and digits joined by hyphens ("https://Café.fr/a b" → "cafe-fr-a-b", the scheme left out), at most 40 characters. */
export function slug(text: string): string {
  return text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (c) => LATIN[c]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_CHARS)
    .replace(/-+$/, '');
}

/**
 * A name column made safe for every system: letters (any script), digits, "-", "_" and "." kept, the
 * rest replaced by "-", no leading or trailing dot or hyphen, and not a name Windows reserves (CON, NUL…).
 */
export function safeName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const cut = [...safe].slice(0, SLUG_CHARS).join('').replace(/[-.]+$/, '');
  return /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cut) ? `${cut}-` : cut;
}

/**
 * The file names: the line number (zero-padded, so that the files sort in the list's order) and a slug
 * of the content ("007-example-com.png"), or the name column as given ("shop-entrance.png"). Never two
 * the same, case aside (Windows and macOS would overwrite one with the other): a repeated name gets "-2", "-3".
 */
export function fileNames(lines: readonly BatchLine[], extension: string): string[] {
  const width = Math.max(3, String(lines.at(-1)?.line ?? 0).length);
  const taken = new Set<string>();
  return lines.map(({ line, name, text }) => {
    const number = String(line).padStart(width, '0');
    const base = (name !== undefined && safeName(name)) || [number, slug(text)].filter(Boolean).join('-');
    let candidate = base;
    for (let n = 2; taken.has(`${candidate}.${extension}`.toLowerCase()); n++) candidate = `${base}-${n}`;
    taken.add(`${candidate}.${extension}`.toLowerCase());
    return `${candidate}.${extension}`;
  });
}

/** The module rows of a code, or null when the text does not fit at that level. */
export function moduleRows(text: string, level: Level): string[] | null {
  if (utf8Length(text) > 7089) return null;
  let code: ReturnType<typeof create>;
  try {
    code = create(text, { errorCorrectionLevel: level });
  } catch {
    return null;
  }
  const n = code.modules.size;
  const rows: string[] = [];
  for (let y = 0; y < n; y++) {
    let row = '';
    for (let x = 0; x < n; x++) row += code.modules.get(y, x) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}

export interface BatchLook {
  size: number;
  margin: number;
  level: Level;
  foreground: string;
  background: string;
  /** A logo's share of the code's side (with a logo). */
  logoSize: number;
}

export interface BatchLogo {
  bytes: Uint8Array;
  type: string;
}

export interface BatchPreview {
  line: number;
  name: string;
  text: string;
  rows: string[];
}

export interface BatchResult {
  batch: true;
  /** Codes in the ZIP. */
  count: number;
  format: BatchFormat;
  /** The level used: the one chosen, or H with a logo. */
  level: Level;
  /** Numbers of the empty lines skipped. */
  empty: number[];
  /** With a logo: lines whose finished code a QR decoder could not read back. */
  unreadable: number[];
  /** The files in the ZIP, in the list's order. */
  names: string[];
  /** The first codes, drawn on the page. */
  preview: BatchPreview[];
  zip: Uint8Array;
}

/** "3, 7, 12": line numbers as the messages name them (the first ten, then "…"). */
export function lineNumbers(lines: readonly number[]): string {
  return lines.slice(0, LISTED_LINES).join(', ') + (lines.length > LISTED_LINES ? ', …' : '');
}

/**
 * Every line's code in one ZIP. Refused as a whole, with the line numbers, when a line is too long
 * for a QR code (a line is never dropped quietly), and when the list has more than MAX_LINES lines.
 * Reports progress (one unit per line encoded, four per code drawn and written).
 */
export async function runBatch(text: string, withNames: boolean, format: BatchFormat, look: BatchLook, logoFile?: BatchLogo): Promise<BatchResult | ToolError> {
  const { lines, empty } = readLines(text, withNames);
  if (lines.length === 0) return toolError(empty.length > 0 ? 'listOnlyEmpty' : 'listRequired', { field: 'list' });
  if (lines.length > MAX_LINES) return toolError('tooManyLines', { lines: lines.length, max: MAX_LINES });
  const level: Level = logoFile ? 'H' : look.level;
  const total = lines.length * 5;
  const codes: string[][] = [];
  const tooLong: { line: number; bytes: number }[] = [];
  for (const [i, entry] of lines.entries()) {
    const rows = moduleRows(entry.text, level);
    if (rows) codes.push(rows);
    else tooLong.push({ line: entry.line, bytes: utf8Length(entry.text) });
    if (i % 50 === 49) reportProgress(i + 1, total);
  }
  if (tooLong.length === 1) return toolError('lineTooLong', { line: tooLong[0]!.line, bytes: tooLong[0]!.bytes, level, max: MAX_BYTES[level] });
  if (tooLong.length > 1) return toolError('linesTooLong', { total: tooLong.length, lines: lineNumbers(tooLong.map((l) => l.line)), level, max: MAX_BYTES[level] });

  let logo: { raster: Raster; href: string } | undefined;
  if (logoFile) {
    const raster = await decodeImage(logoFile.bytes, logoFile.type);
    if (isToolError(raster)) return { ...raster, params: { ...raster.params, field: 'logo' } };
    logo = { raster, href: `data:${sniffImageType(logoFile.bytes) ?? logoFile.type};base64,${bytesToBase64(logoFile.bytes)}` };
  }
  const share = look.logoSize / 100;
  const find = logo ? await qrFinder() : undefined;
  const { zipSync, zlibSync } = await import('fflate');
  const names = fileNames(lines, format);
  const entries: Record<string, Uint8Array> = {};
  const unreadable: number[] = [];
  for (const [i, entry] of lines.entries()) {
    const drawing: Drawing = { rows: codes[i]!, margin: look.margin, foreground: look.foreground, background: look.background };
    // The PNG's pixels are also what the logo check reads.
    const pixels = format === 'png' || find ? rasterize(drawing, look.size, logo && { raster: logo.raster, share }) : undefined;
    if (find && pixels) {
      const found = find({ width: look.size, height: look.size, data: pixels });
      if (found === null || found === 'transparent' || found.text !== entry.text) unreadable.push(entry.line);
    }
    if (format === 'svg') entries[names[i]!] = new TextEncoder().encode(qrSvg(drawing, look.size, logo && { href: logo.href, share }));
    else {
      entries[names[i]!] = codePng(pixels!, look.size, logo ? undefined : look, zlibSync);
    }
    reportProgress(lines.length + (i + 1) * 4, total);
  }
  // PNG files are already compressed; SVG text shrinks a lot.
  const zip = zipSync(entries, { level: format === 'png' ? 0 : 6, mtime: ZIP_DATE });
  return {
    batch: true,
    count: lines.length,
    format,
    level,
    empty,
    unreadable,
    names,
    preview: lines.slice(0, PREVIEW_CODES).map((entry, i) => ({ line: entry.line, name: names[i]!, text: entry.text, rows: codes[i]! })),
    zip,
  };
}

export function isBatch(result: unknown): result is BatchResult {
  return typeof result === 'object' && result !== null && (result as { batch?: unknown }).batch === true;
}
