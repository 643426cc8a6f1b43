import { parseJsonText, toolError, type ToolError } from '@sdk/core';
import { createScanner } from 'jsonc-parser';
import type { Input, Options } from './manifest.ts';

/**
 * Formats or minifies JSON.
 *
 * Fast path: JSON.parse + JSON.stringify, plus a light scan for number literals a double
 * cannot hold (16+ digits, or a 3-digit exponent). Only when such a literal really loses
 * digits is the tree rebuilt from jsonc-parser's tokens; only then, or when keys are sorted,
 * is it written by the code below rather than by JSON.stringify.
 * Invalid JSON is said by the SDK's parseJsonText (json.* codes, with the line and column of the
 * first problem), as in every tool that reads JSON.
 */

// jsonc-parser declares its enums as `const enum`, which isolated modules cannot read: mirror the values.
const T = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, comma: 5, colon: 6, nullKw: 7, trueKw: 8, falseKw: 9, string: 10, number: 11, eof: 17 } as const;

/** A number literal that a double would change (12345678901234567890, 1e400): written back as typed. */
class RawNumber {
  constructor(readonly raw: string) {}
}

type Json = null | boolean | number | string | RawNumber | Json[] | { [key: string]: Json };

export function run({ text: input }: Input, options: Options): string | ToolError {
  if (!/\S/.test(input)) return toolError('empty');
  const parsed = parseJsonText(input);
  if ('error' in parsed) return parsed.error;
  const { value } = parsed;
  // The text as parsed: without a byte order mark (invisible; RFC 8259 §8.1 lets a reader ignore it).
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const indent = options.mode === 'minify' ? '' : options.indent === 'tab' ? '\t' : ' '.repeat(Number(options.indent));
  try {
    if (hasLossyNumber(text)) return serialize(buildPrecise(text), indent, options.sortKeys);
    if (options.sortKeys) return serialize(value as Json, indent, true);
    return indent ? JSON.stringify(value, null, indent) : JSON.stringify(value);
  } catch (err) {
    // JSON.parse reads any depth; writing thousands of nested levels overflows the stack
    // (a RangeError, or Firefox's InternalError "too much recursion").
    const overflow = err instanceof Error && (err instanceof RangeError || err.name === 'InternalError') && !/length/i.test(err.message);
    return toolError(overflow ? 'tooDeep' : 'unexpected');
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers a double cannot hold

function isDigitOrDot(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** JSON white space, and what may stand right before (, [ :) or after (, ] }) a number token. */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Lossy digits: a run of 16+ digits (a dot may sit among them) holds at least one of every 16th character. */
const STRIDE = 16;
/** Lossy range: an exponent of 3+ digits, after a digit (a regex finds these fast: 'e' after a digit is rare). */
const LONG_EXPONENT = /\d[eE][+-]?\d{3,}(?![\w.])/g;

/**
 * True when the text has a number literal that JSON.parse would change (more digits than a
 * double holds, or out of its range). It costs a few milliseconds per megabyte: it samples
 * every 16th character and reads only the runs of digits it lands on. A literal inside a
 * string can look like one: that only sends the document down the slower, equally correct path.
 */
export function hasLossyNumber(text: string): boolean {
  const n = text.length;
  for (let i = STRIDE - 1; i < n; i += STRIDE) {
    if (!isDigitOrDot(text.charCodeAt(i))) continue;
    let start = i;
    let end = i + 1;
    while (start > 0 && isDigitOrDot(text.charCodeAt(start - 1))) start--;
    while (end < n && isDigitOrDot(text.charCodeAt(end))) end++;
    if (end - start >= STRIDE && lossyLiteralAt(text, start, end)) return true;
    i = end - 1; // the loop adds STRIDE: the next sample is at end + STRIDE - 1, still one per 16-character run
  }
  LONG_EXPONENT.lastIndex = 0;
  for (let m = LONG_EXPONENT.exec(text); m; m = LONG_EXPONENT.exec(text)) {
    let start = m.index;
    while (start > 0 && isDigitOrDot(text.charCodeAt(start - 1))) start--;
    if (lossyLiteralAt(text, start, m.index + 1)) return true;
  }
  return false;
}

/** Whether the digits at [start, end) are the mantissa of a number token a double would change. */
function lossyLiteralAt(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start - 1) === 45) start--; // minus sign
  const before = text.charCodeAt(start - 1);
  if (start > 0 && !(isSpace(before) || before === 44 || before === 58 || before === 91)) return false;
  let c = text.charCodeAt(end);
  if (c === 101 || c === 69) {
    end++;
    c = text.charCodeAt(end);
    if (c === 43 || c === 45) end++;
    while (isDigit(text.charCodeAt(end))) end++;
  }
  const after = text.charCodeAt(end);
  if (end < text.length && !(isSpace(after) || after === 44 || after === 93 || after === 125)) return false;
  // Digits and dots that are no number ("1.2.3" in a string) read as NaN: not a number to keep.
  const literal = text.slice(start, end);
  return !Number.isNaN(Number(literal)) && isLossy(literal);
}

/** Digits without leading/trailing zeros and the power of ten of the first digit: equal for equal values. */
function canonical(literal: string): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!m) return literal;
  const int = m[2] ?? '';
  const digits = int + (m[3] ?? '');
  const lead = digits.length - digits.replace(/^0+/, '').length;
  const significant = digits.slice(lead).replace(/0+$/, '');
  if (significant === '') return '0';
  return `${m[1]}${significant}e${int.length - lead + Number(m[4] ?? 0)}`;
}

function isLossy(literal: string): boolean {
  const n = Number(literal);
  if (!Number.isFinite(n)) return true;
  const written = String(n);
  // A long integer stays as typed even when a double holds it exactly: 1.19e+23 is not what was written.
  if (written.includes('e') && /^-?\d+$/.test(literal)) return true;
  return written !== literal && canonical(written) !== canonical(literal);
}

/** The tree as JSON.parse builds it (same key order, last duplicate wins), lossy numbers kept raw. No recursion. */
function buildPrecise(text: string): Json {
  const scanner = createScanner(text, true);
  const stack: (Json[] | Record<string, Json>)[] = [];
  let root: Json = null;
  let key = '';
  let expectKey = false;
  const put = (v: Json) => {
    const top = stack[stack.length - 1];
    if (!top) root = v;
    else if (Array.isArray(top)) top.push(v);
    else top[key] = v; // null-prototype object: "__proto__" is an ordinary key, as in JSON.parse
  };
  for (let token = scanner.scan() as number; token !== T.eof; token = scanner.scan() as number) {
    switch (token) {
      case T.openBrace: {
        const obj = Object.create(null) as Record<string, Json>;
        put(obj);
        stack.push(obj);
        expectKey = true;
        break;
      }
      case T.openBracket: {
        const arr: Json[] = [];
        put(arr);
        stack.push(arr);
        break;
      }
      case T.closeBrace:
      case T.closeBracket:
        stack.pop();
        expectKey = false;
        break;
      case T.comma:
        expectKey = !Array.isArray(stack[stack.length - 1]);
        break;
      case T.string:
        if (expectKey) {
          key = scanner.getTokenValue();
          expectKey = false;
        } else put(scanner.getTokenValue());
        break;
      case T.number: {
        const literal = scanner.getTokenValue();
        put(isLossy(literal) ? new RawNumber(literal) : Number(literal));
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
  return root;
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
