import { countGraphemes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface LinesResult {
  /** The lines after every step, joined with the text's own line break (and its final one, if it had one). */
  text: string;
  /** Lines before and after (a final line break does not start another line). */
  before: number;
  after: number;
  duplicatesRemoved: number;
  emptyRemoved: number;
}

/** The lines of a text, the line break it uses first (CRLF, CR or LF) and whether it ends with one. */
export function splitLines(text: string): { lines: string[]; eol: string; finalBreak: boolean } {
  if (text === '') return { lines: [], eol: '\n', finalBreak: false };
  const eol = /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
  const lines = text.split(/\r\n|\r|\n/);
  const finalBreak = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalBreak) lines.pop();
  return { lines, eol, finalBreak };
}

/** Digits with an optional decimal part (point or comma), after an optional sign (also the minus sign U+2212). */
const NUMBER = /([-+\u2212]?)(\d+(?:[.,]\d+)?)/;

/** The first number in a line, or null when it has none. "7,5" and "7.5" are both 7.5. */
export function firstNumber(line: string): number | null {
  const m = NUMBER.exec(line);
  if (!m) return null;
  const value = Number(m[2]!.replace(',', '.'));
  return m[1] === '-' || m[1] === '\u2212' ? -value : value;
}

/** A locale for Intl.Collator: the chosen language, or the browser's own for 'auto'. */
const localeOf = (collation: Options['collation']) => (collation === 'auto' ? undefined : collation);

/**
 * Sorts lines. Every sort is stable: lines that compare equal keep their order. Descending reverses
 * the comparison, not the ties. Numeric: by the first number in each line; lines without one come
 * last, in their order. Length: in characters as a reader counts them (an emoji is one).
 */
export function sortLines(lines: readonly string[], options: Pick<Options, 'sort' | 'descending' | 'collation' | 'ignoreCase'>): string[] {
  const sign = options.descending ? -1 : 1;
  switch (options.sort) {
    case 'none':
      return [...lines];
    case 'reverse':
      return [...lines].reverse();
    case 'alphabetical':
    case 'natural': {
      const collator = new Intl.Collator(localeOf(options.collation), {
        numeric: options.sort === 'natural',
        sensitivity: options.ignoreCase ? 'accent' : 'variant',
      });
      return [...lines].sort((a, b) => sign * collator.compare(a, b));
    }
    case 'numeric': {
      const keyed = lines.map((line) => ({ line, n: firstNumber(line) }));
      const withNumber = keyed.filter((k) => k.n !== null).sort((a, b) => sign * (a.n! - b.n!));
      return [...withNumber, ...keyed.filter((k) => k.n === null)].map((k) => k.line);
    }
    case 'length': {
      const keyed = lines.map((line) => ({ line, n: countGraphemes(line) }));
      return keyed.sort((a, b) => sign * (a.n - b.n)).map((k) => k.line);
    }
  }
}

/** A line without the prefix at its start and the suffix at its end (each only where it is there). */
function removeAffixes(line: string, prefix: string, suffix: string): string {
  let out = line;
  if (prefix !== '' && out.startsWith(prefix)) out = out.slice(prefix.length);
  if (suffix !== '' && out.endsWith(suffix)) out = out.slice(0, out.length - suffix.length);
  return out;
}

/** A typed separator with its escapes read: \n, \t, \r and \\ (any other backslash stays as typed). */
export function readSeparator(typed: string): string {
  return typed.replace(/\\([ntr\\])/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r', '\\': '\\' })[c]!);
}

/** An item in quotes, its own quotes and backslashes escaped with a backslash (as JSON, JavaScript and Python read them). */
function quoted(item: string, quote: Options['quote']): string {
  if (quote === 'none') return item;
  const mark = quote === 'double' ? '"' : "'";
  return mark + item.replace(/\\/g, '\\\\').replaceAll(mark, `\\${mark}`) + mark;
}

/** Trims and drops empty items when asked; how many were dropped. */
function clean(items: readonly string[], options: Pick<Options, 'trim' | 'removeEmpty'>): { items: string[]; emptyRemoved: number } {
  const trimmed = options.trim ? items.map((l) => l.trim()) : [...items];
  if (!options.removeEmpty) return { items: trimmed, emptyRemoved: 0 };
  const kept = trimmed.filter((l) => l.trim() !== '');
  return { items: kept, emptyRemoved: trimmed.length - kept.length };
}

/** Join: the lines (a final line break ends the last, it does not start another) into one text. */
function joinLines(text: string, options: Options): LinesResult {
  const { lines } = splitLines(text);
  const { items, emptyRemoved } = clean(lines, options);
  const out = items.map((item) => quoted(item, options.quote)).join(readSeparator(options.joinSeparator));
  return { text: out, before: lines.length, after: items.length, duplicatesRemoved: 0, emptyRemoved };
}

/** Split: the text at each separator, one item a line (lines before: the text's lines). */
function splitText(text: string, options: Options): LinesResult | ToolError {
  const separator = readSeparator(options.splitSeparator);
  if (separator === '') return toolError('emptySeparator');
  if (text === '') return { text: '', before: 0, after: 0, duplicatesRemoved: 0, emptyRemoved: 0 };
  const { items, emptyRemoved } = clean(text.split(separator), options);
  return { text: items.join('\n'), before: splitLines(text).lines.length, after: items.length, duplicatesRemoved: 0, emptyRemoved };
}

/**
 * The steps, in this order: trim, remove empty lines, remove the prefix and suffix, remove
 * duplicates (the first copy stays; lines that differ only in Unicode normalisation, or in case when
 * ignoring case, are duplicates), sort, add the prefix and suffix, number the lines.
 */
export function run({ text }: Input, options: Options): LinesResult | ToolError {
  try {
    if (options.mode === 'join') return joinLines(text, options);
    if (options.mode === 'split') return splitText(text, options);
    const { lines: input, eol, finalBreak } = splitLines(text);
    let lines = options.trim ? input.map((l) => l.trim()) : input;
    let emptyRemoved = 0;
    if (options.removeEmpty) {
      const kept = lines.filter((l) => l.trim() !== '');
      emptyRemoved = lines.length - kept.length;
      lines = kept;
    }
    if (options.affix === 'remove') lines = lines.map((l) => removeAffixes(l, options.prefix, options.suffix));
    let duplicatesRemoved = 0;
    if (options.removeDuplicates) {
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const line of lines) {
        const normal = line.normalize('NFC');
        const key = options.ignoreCase ? normal.toLocaleLowerCase(localeOf(options.collation)) : normal;
        if (seen.has(key)) continue;
        seen.add(key);
        kept.push(line);
      }
      duplicatesRemoved = lines.length - kept.length;
      lines = kept;
    }
    lines = sortLines(lines, options);
    if (options.affix === 'add' && (options.prefix !== '' || options.suffix !== '')) lines = lines.map((l) => options.prefix + l + options.suffix);
    if (options.numberLines) lines = lines.map((l, i) => `${i + 1}. ${l}`);
    const out = lines.join(eol) + (finalBreak && lines.length > 0 ? eol : '');
    return { text: out, before: input.length, after: lines.length, duplicatesRemoved, emptyRemoved };
  } catch {
    return toolError('unexpected');
  }
}
