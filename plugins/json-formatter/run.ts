import { memberStep, parseJsonText, toolError, type ToolError } from '@sdk/core';
import { createScanner } from 'jsonc-parser';
import type { Input, Options } from './manifest.ts';

/**
 * Formats or minifies JSON without changing it: numbers are written exactly as typed (-0, 1E2,
 * 1.50, 12345678901234567890), and keys written twice in one object are reported with their paths.
 *
 * Fast path: JSON.parse + JSON.stringify, checked by one linear scan of the text (scanText) that
 * counts the keys and looks at every number literal without allocating. JSON.stringify writes a
 * number as String(Number(literal)): when that is the literal itself for every number, and the parsed
 * value holds as many keys as the text (a repeated key is kept once by JSON.parse), the fast output is
 * exact. Otherwise the document is rebuilt from jsonc-parser's tokens (formatTokens), numbers kept
 * as typed and each repeated key noted. Invalid JSON is said by the SDK's parseJsonText (json.*
 * codes, with the line and column of the first problem), as in every tool that reads JSON.
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
}

/** Duplicates listed by path on the page; the count says how many there are in all. */
export const MAX_DUPLICATES_LISTED = 5;

// jsonc-parser declares its enums as `const enum`, which isolated modules cannot read: mirror the values.
const T = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, comma: 5, colon: 6, nullKw: 7, trueKw: 8, falseKw: 9, string: 10, number: 11, eof: 17 } as const;

/** A number literal that JSON.stringify would write otherwise (-0, 1E2, 1.50, 12345678901234567890): written back as typed. */
class RawNumber {
  constructor(readonly raw: string) {}
}

type Json = null | boolean | number | string | RawNumber | Json[] | { [key: string]: Json };

export function run({ text: input }: Input, options: Options): Formatted | ToolError {
  if (!/\S/.test(input)) return toolError('empty');
  const parsed = parseJsonText(input);
  if ('error' in parsed) return parsed.error;
  const { value } = parsed;
  // The text as parsed: without a byte order mark (invisible; RFC 8259 §8.1 lets a reader ignore it).
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const indent = options.mode === 'minify' ? '' : options.indent === 'tab' ? '\t' : ' '.repeat(Number(options.indent));
  try {
    const scan = scanText(text);
    // As many keys in the parsed value as in the text: no key was given twice.
    if (!scan.rawNumber && countKeys(value) === scan.keys) {
      return { text: options.sortKeys ? serialize(value as Json, indent, true) : indent ? JSON.stringify(value, null, indent) : JSON.stringify(value) };
    }
    return formatTokens(text, indent, options.sortKeys);
  } catch (err) {
    // JSON.parse reads any depth; writing thousands of nested levels overflows the stack
    // (a RangeError, or Firefox's InternalError "too much recursion").
    const overflow = err instanceof Error && (err instanceof RangeError || err.name === 'InternalError') && !/length/i.test(err.message);
    return toolError(overflow ? 'tooDeep' : 'unexpected');
  }
}

// ---------------------------------------------------------------------------------------------
// The linear scan

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether JSON.stringify writes the literal as it is: String(Number(literal)) === literal. */
export function isCanonicalNumber(literal: string): boolean {
  const n = Number(literal);
  return Number.isFinite(n) && String(n) === literal;
}

/**
 * One pass over valid JSON: how many keys it holds (a colon outside strings is one key), and
 * whether a number literal would be written otherwise by JSON.stringify. Strings are skipped with
 * indexOf; a number is judged from its digits, and only a literal of 16+ digits or with an
 * exponent is cut out and checked exactly. Stops at the first such number.
 */
export function scanText(text: string): { keys: number; rawNumber: boolean } {
  const n = text.length;
  let keys = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: to the next quote that is not escaped (an odd run of backslashes before it).
      let end = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
        if ((slashes & 1) === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 58) keys++;
    else if (c === 45 || isDigit(c)) {
      const start = i;
      const negative = c === 45;
      if (negative) i++;
      const intStart = i;
      while (isDigit(text.charCodeAt(i))) i++;
      const intDigits = i - intStart;
      let fracDigits = 0;
      let fracZeros = 0; // zeros right after the dot
      let lastFrac = 0;
      if (text.charCodeAt(i) === 46) {
        i++;
        const fracStart = i;
        while (text.charCodeAt(i) === 48) i++;
        fracZeros = i - fracStart;
        while (isDigit(text.charCodeAt(i))) i++;
        fracDigits = i - fracStart;
        lastFrac = text.charCodeAt(i - 1);
      }
      const e = text.charCodeAt(i);
      let exact: boolean;
      if (e === 101 || e === 69) {
        i++;
        const s = text.charCodeAt(i);
        if (s === 43 || s === 45) i++;
        while (isDigit(text.charCodeAt(i))) i++;
        exact = false;
      } else if (fracDigits > 0 && lastFrac === 48) return { keys, rawNumber: true }; // 1.50, 1.0, 0.0
      else if (intDigits === 1 && text.charCodeAt(intStart) === 48) {
        if (fracDigits === 0) {
          if (negative) return { keys, rawNumber: true }; // -0
          exact = true;
        } else if (fracZeros >= 6) return { keys, rawNumber: true }; // 0.0000001 is written 1e-7
        else exact = fracDigits - fracZeros <= 15;
      } else exact = intDigits + fracDigits <= 15;
      // Up to 15 significant digits, a double gives them back; beyond, or with an exponent, look exactly.
      if (!exact && !isCanonicalNumber(text.slice(start, i))) return { keys, rawNumber: true };
      i--;
    }
  }
  return { keys, rawNumber: false };
}

/** The keys of every object in a parsed value (JSON.parse keeps one of a repeated key). No recursion. */
export function countKeys(value: unknown): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    if (x === null || typeof x !== 'object') continue;
    if (Array.isArray(x)) {
      for (const item of x) if (item !== null && typeof item === 'object') stack.push(item);
    } else {
      for (const key in x) {
        n++;
        const item = (x as Record<string, unknown>)[key];
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// The token path


interface Frame {
  readonly node: Json[] | Record<string, Json>;
  /** The path of this container. */
  readonly path: string;
}

/**
 * The document written from jsonc-parser's tokens: the same tree as JSON.parse (same key order, the
 * last value of a repeated key at the place of the first), every number as typed, repeated keys noted.
 * No recursion in reading.
 */
export function formatTokens(text: string, indent: string, sortKeys: boolean): Formatted {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  let root: Json = null;
  let key = '';
  let expectKey = false;
  let count = 0;
  const first: DuplicateKey[] = [];
  const childPath = (top: Frame) => top.path + (Array.isArray(top.node) ? `[${top.node.length}]` : memberStep(key));
  const put = (v: Json) => {
    const top = stack[stack.length - 1];
    if (!top) root = v;
    else if (Array.isArray(top.node)) top.node.push(v);
    else top.node[key] = v; // null-prototype object: "__proto__" is an ordinary key, as in JSON.parse
  };
  const open = (node: Json[] | Record<string, Json>) => {
    const top = stack[stack.length - 1];
    const path = top ? childPath(top) : '$';
    put(node);
    stack.push({ node, path });
  };
  for (let token = scanner.scan() as number; token !== T.eof; token = scanner.scan() as number) {
    switch (token) {
      case T.openBrace:
        open(Object.create(null) as Record<string, Json>);
        expectKey = true;
        break;
      case T.openBracket:
        open([]);
        break;
      case T.closeBrace:
      case T.closeBracket:
        stack.pop();
        expectKey = false;
        break;
      case T.comma:
        expectKey = !Array.isArray(stack[stack.length - 1]!.node);
        break;
      case T.string:
        if (expectKey) {
          key = scanner.getTokenValue();
          expectKey = false;
          const top = stack[stack.length - 1]!;
          if (key in top.node) {
            count++;
            if (first.length < MAX_DUPLICATES_LISTED) first.push({ path: childPath(top), line: scanner.getTokenStartLine() + 1 });
          }
        } else put(scanner.getTokenValue());
        break;
      case T.number: {
        const literal = scanner.getTokenValue();
        put(isCanonicalNumber(literal) ? Number(literal) : new RawNumber(literal));
        break;
      }
      case T.trueKw:
        put(true);
        break;
      case T.falseKw:
        put(false);
        break;
      case T.nullKw:
        put(null);
        break;
      default: // colon
    }
  }
  const out = serialize(root, indent, sortKeys);
  return count > 0 ? { text: out, duplicates: { count, first } } : { text: out };
}

// ---------------------------------------------------------------------------------------------
// Writing: the same text as JSON.stringify(value, null, indent), with sorted keys and raw numbers

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function serialize(value: Json, indent: string, sortKeys: boolean): string {
  const out: string[] = [];
  const write = (v: Json, pad: string): void => {
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v));
      return;
    }
    if (v instanceof RawNumber) {
      out.push(v.raw);
      return;
    }
    const inner = pad + indent;
    const open = indent ? `\n${inner}` : '';
    const sep = indent ? `,\n${inner}` : ',';
    const close = indent ? `\n${pad}` : '';
    if (Array.isArray(v)) {
      if (v.length === 0) return void out.push('[]');
      out.push('[', open);
      v.forEach((item, i) => {
        if (i > 0) out.push(sep);
        write(item, inner);
      });
      out.push(close, ']');
      return;
    }
    const keys = Object.keys(v);
    if (keys.length === 0) return void out.push('{}');
    if (sortKeys) keys.sort(compareKeys);
    const colon = indent ? ': ' : ':';
    out.push('{', open);
    keys.forEach((k, i) => {
      if (i > 0) out.push(sep);
      out.push(JSON.stringify(k), colon);
      write(v[k]!, inner);
    });
    out.push(close, '}');
  };
  write(value, '');
  return out.join('');
}
