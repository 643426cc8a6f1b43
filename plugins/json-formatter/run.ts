import { countJsonKeys, isToolError, parseJsonExact, parseJsonText, readJsonExact, scanJsonNumbers, stringifyJsonExact, toolError, type ToolError } from '@sdk/core';
import { repairJson, type Repair } from './repair.ts';
import { sortByPath } from './sortArray.ts';
import { SORT_STRINGS, type Input, type Options, type SortStrings } from './manifest.ts';

/**
 * Formats or minifies JSON without changing it: numbers are written exactly as typed (-0, 1E2,
 * 1.50, 12345678901234567890), and keys written twice in one object are reported with their paths.
 *
 * Fast path: JSON.parse + JSON.stringify. A text that JSON.stringify gives back as it is (minified, or
 * formatted with the indent asked for) needs no other check; any other is checked by one linear scan of
 * the text (scanJsonNumbers) that counts the keys and looks at every number literal without allocating
 * (on a 1 MB document the scan and the key count cost about as much as JSON.stringify). JSON.stringify writes a
 * number as String(Number(literal)): when that is the literal itself for every number, and the parsed
 * value holds as many keys as the text (a repeated key is kept once by JSON.parse), the fast output is
 * exact. Otherwise the document is rebuilt from jsonc-parser's tokens (formatTokens), numbers kept
 * as typed and each repeated key noted. The scan, the token reader and the writer are @sdk/core's
 * (jsonExact.ts), with which every JSON tool reads and writes numbers the same way. Invalid JSON is
 * said by the SDK's parseJsonText (json.* codes, with the line and column of the first problem).
 */

/** A key written more than once in one object: where (JSONPath, as in the JSONPath tester) and on which line it comes again. */
export interface DuplicateKey {
  readonly path: string;
  readonly line: number;
}

export interface Formatted {
  /** The formatted or minified document. */
  readonly text: string;
  /** Keys given again in the same object (the last value is kept, as JSON.parse and most readers do). */
  readonly duplicates?: {
    /** How many values were dropped in all. */
    readonly count: number;
    /** The first few, in the order of the text. */
    readonly first: readonly DuplicateKey[];
  };
  /** With Repair on: what was changed to make the text strict JSON, in the order of the text. */
  readonly repairs?: readonly Repair[];
  /** With an array sorted by a key: how many items, and how many without the key (placed last). */
  readonly sorted?: { readonly count: number; readonly missing: number };
}

/** Duplicates listed by path on the page; the count says how many there are in all. */
export const MAX_DUPLICATES_LISTED = 5;

export function run(input: Input, options: Options): Formatted | ToolError {
  const { text: written } = input;
  if (!/\S/.test(written)) return toolError('empty');
  if (!options.repair) return sortArray(format(written, options), input, options);
  const { text, repairs } = repairJson(written);
  const result = sortArray(format(text, options), input, options);
  return 'error' in result || repairs.length === 0 ? result : { ...result, repairs };
}

/**
 * Sorting an array of objects by a key, after formatting: the formatted text (no repeated key left, every
 * number as typed) is read again with its numbers exact, its items reordered and written with the same
 * indentation. Nothing is sorted while the key is empty.
 */
function sortArray(result: Formatted | ToolError, { sortArray: direction, sortKey, sortStrings }: Input, options: Options): Formatted | ToolError {
  const path = sortKey.trim();
  if (isToolError(result) || direction === 'none' || path === '') return result;
  const parsed = parseJsonExact(result.text);
  if ('error' in parsed) return parsed.error;
  if (!Array.isArray(parsed.value)) return toolError('sortNotArray', { field: 'sortKey' });
  // A choice the page does not offer (a hand-made link) is code point order.
  const strings = (SORT_STRINGS as readonly string[]).includes(sortStrings) ? (sortStrings as SortStrings) : 'codePoint';
  const { items, missing } = sortByPath(parsed.value, path, direction === 'descending', strings);
  const indent = options.mode === 'minify' ? '' : options.indent === 'tab' ? '\t' : ' '.repeat(Number(options.indent));
  return { ...result, text: stringifyJsonExact(items, indent, options.sortKeys), sorted: { count: items.length, missing } };
}

function format(input: string, options: Options): Formatted | ToolError {
  const parsed = parseJsonText(input);
  if ('error' in parsed) return parsed.error;
  const { value } = parsed;
  // The text as parsed: without a byte order mark (invisible; RFC 8259 §8.1 lets a reader ignore it).
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const indent = options.mode === 'minify' ? '' : options.indent === 'tab' ? '\t' : ' '.repeat(Number(options.indent));
  try {
    // JSON.stringify's text, made once: the output unless a number or a repeated key says otherwise.
    const written = options.sortKeys ? undefined : indent ? JSON.stringify(value, null, indent) : JSON.stringify(value);
    const output = () => written ?? stringifyJsonExact(value, indent, true);
    if (writtenAsStringify(text, value, indent, written)) return { text: output() };
    const scan = scanJsonNumbers(text);
    // As many keys in the parsed value as in the text: no key was given twice.
    if (!scan.rawNumber && countJsonKeys(value) === scan.keys) return { text: output() };
    return formatTokens(text, indent, options.sortKeys);
  } catch (err) {
    // JSON.parse reads any depth; writing thousands of nested levels overflows the stack
    // (a RangeError, or Firefox's InternalError "too much recursion").
    const overflow = err instanceof Error && (err instanceof RangeError || err.name === 'InternalError') && !/length/i.test(err.message);
    return toolError(overflow ? 'tooDeep' : 'unexpected');
  }
}

/**
 * Whether the text is what JSON.stringify writes for its value, minified or with the indent asked for
 * (`written`, when made): the usual paste, a minified API response or a document formatted before. Then
 * no key is given twice and every number is written as JSON.stringify writes it, with no scan: its text
 * comes from the value alone, so a text equal to it holds nothing the value lost. A minified text is one
 * line (JSON escapes a line break in a string), so a text with a line break is not compared with one.
 */
function writtenAsStringify(text: string, value: unknown, indent: string, written: string | undefined): boolean {
  // JSON.parse took the text, so all there is around the value is JSON whitespace.
  const body = text.trim();
  if (written === body) return true;
  return !body.includes('\n') && (indent !== '' || written === undefined) && JSON.stringify(value) === body;
}

/**
 * The document written from jsonc-parser's tokens (@sdk/core's readJsonExact): the same tree as
 * JSON.parse (same key order, the last value of a repeated key at the place of the first), every
 * number as typed, repeated keys noted.
 */
export function formatTokens(text: string, indent: string, sortKeys: boolean): Formatted {
  let count = 0;
  const first: DuplicateKey[] = [];
  const value = readJsonExact(text, (path, line) => {
    count++;
    if (first.length < MAX_DUPLICATES_LISTED) first.push({ path, line });
  });
  const out = stringifyJsonExact(value, indent, sortKeys);
  return count > 0 ? { text: out, duplicates: { count, first } } : { text: out };
}
