/**
 * JSON with every number kept as written. JSON.parse reads a number into a double: 12345678901234567890
 * becomes 12345678901234567000, 0.1000000000000000000001 becomes 0.1, and 1.50, 1E2 and -0 come back
 * as 1.5, 100 and 0. The JSON formatter writes them as typed; every tool that reads JSON and shows,
 * compares or converts its values does the same with these helpers:
 *
 * - parseJsonExact(text): parseJsonText (the same json.* errors), with each number that JSON.stringify
 *   would write otherwise kept as a JsonNumber (its literal). Every other number stays a plain number,
 *   so a document without such numbers gives exactly what JSON.parse gives (and costs one linear scan).
 * - stringifyJsonExact(value, indent): JSON.stringify's text, JsonNumbers written as typed.
 * - jsonNumberKey / sameJsonNumber / jsonNumberIsInteger: numbers compared and judged by their exact
 *   value (1.0 and 1 are the same number; 12345678901234567890 and 12345678901234567891 are not).
 *
 * A JsonNumber is a String object. JSON never gives one (it gives string primitives), and the structured
 * clone that carries a worker's result to the page keeps it as a String object: isJsonNumber recognises
 * it on both sides (the class itself does not survive the clone, so never test with instanceof JsonNumber).
 */
import { createScanner } from 'jsonc-parser';
import { parseJsonText } from './jsonErrors.ts';
import { memberStep } from './jsonPath.ts';
import type { ToolError } from './toolError.ts';

/** A JSON number literal that a double would change (12345678901234567890, 0.1000000000000000000001, 1.50, 1E2, -0), kept as written. */
export class JsonNumber extends String {}

/** A JSON value as written: objects, arrays, strings, booleans, null, and numbers as plain numbers or, where a double would change them, JsonNumbers. */
export type ExactJson = null | boolean | number | string | JsonNumber | ExactJson[] | { [key: string]: ExactJson };

/** The number written as `literal` (a JSON number literal), kept as written. */
export const jsonNumber = (literal: string): JsonNumber => new JsonNumber(literal);

/** A JsonNumber, here or after a structured clone (a String object: JSON never gives one). */
export function isJsonNumber(value: unknown): value is JsonNumber {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object String]';
}

/** A number as written: a JsonNumber's literal, or what JSON.stringify writes for a plain number. */
export function jsonNumberText(value: number | JsonNumber): string {
  return typeof value === 'number' ? JSON.stringify(value) : String.prototype.valueOf.call(value);
}

/** The number as a double (rounded, as JSON.parse would; Infinity for 1e400): for arithmetic, never for display. */
export function jsonNumberValue(value: number | JsonNumber): number {
  return typeof value === 'number' ? value : Number(jsonNumberText(value));
}

/** Whether JSON.stringify writes the literal as it is: String(Number(literal)) === literal. */
export function isCanonicalNumber(literal: string): boolean {
  const n = Number(literal);
  return Number.isFinite(n) && String(n) === literal;
}

// ---------------------------------------------------------------------------------------------
// Exact values

const LITERAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** The exact value of a number literal, written one way: sign, significant digits, exponent ("-15e-1"); "0" for zero. */
function decimalKey(literal: string): string {
  const m = LITERAL.exec(literal);
  if (!m) return literal;
  const frac = m[3] ?? '';
  let digits = (m[2]! + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  const kept = digits.replace(/0+$/, '');
  const exponent = BigInt(m[4] ?? '0') - BigInt(frac.length) + BigInt(digits.length - kept.length);
  digits = kept;
  return `${m[1]}${digits}e${exponent}`;
}

/**
 * The same text for two numbers exactly when they are the same number: what JSON.stringify writes for a
 * double (and for a literal that means exactly that double's shortest text: 1.0, 1E2, -0), else the
 * literal's exact value in a form no double is written in.
 */
export function jsonNumberKey(value: number | JsonNumber): string {
  if (typeof value === 'number') return JSON.stringify(value);
  const literal = jsonNumberText(value);
  const n = Number(literal);
  const exact = decimalKey(literal);
  if (Number.isFinite(n)) {
    const shortest = JSON.stringify(n);
    if (decimalKey(shortest) === exact) return shortest;
  }
  return `~${exact}`;
}

/** Whether two numbers are the same number, each as written. */
export function sameJsonNumber(a: number | JsonNumber, b: number | JsonNumber): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a === b : jsonNumberKey(a) === jsonNumberKey(b);
}

/** Whether the number as written is a whole number (1.0 and 1E2 are; 1.0000000000000000001 is not, though its double is 1). */
export function jsonNumberIsInteger(value: number | JsonNumber): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  const key = decimalKey(jsonNumberText(value));
  return key === '0' || !/e-/.test(key);
}

// ---------------------------------------------------------------------------------------------
// Reading

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * One pass over valid JSON: how many keys it holds (a colon outside strings is one key), and whether a
 * number literal would be written otherwise by JSON.stringify. Strings are skipped with indexOf; a
 * number is judged from its digits, and only a literal of 16+ digits or with an exponent is cut out and
 * checked exactly. Stops at the first such number (the key count is then partial).
 */
export function scanJsonNumbers(text: string): { keys: number; rawNumber: boolean } {
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
export function countJsonKeys(value: unknown): number {
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

// jsonc-parser declares its enums as `const enum`, which isolated modules cannot read: mirror the values.
const T = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, comma: 5, colon: 6, nullKw: 7, trueKw: 8, falseKw: 9, string: 10, number: 11, eof: 17 } as const;

interface Frame {
  readonly node: ExactJson[] | { [key: string]: ExactJson };
  /** The JSONPath of this container (only when repeated keys are reported). */
  readonly path: string;
}

/**
 * Valid JSON (checked by JSON.parse first, without a byte order mark) read from jsonc-parser's tokens:
 * the same tree as JSON.parse (same key order, the last value of a repeated key at the place of the
 * first, "__proto__" an ordinary key), with the numbers a double would change kept as JsonNumbers.
 * `onDuplicate` hears of each key given again in the same object: its JSONPath and the line it is on.
 * No recursion.
 */
export function readJsonExact(text: string, onDuplicate?: (path: string, line: number) => void): ExactJson {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  let root: ExactJson = null;
  let key = '';
  let expectKey = false;
  const childPath = (top: Frame) => top.path + (Array.isArray(top.node) ? `[${top.node.length}]` : memberStep(key));
  const put = (v: ExactJson) => {
    const top = stack[stack.length - 1];
    if (!top) root = v;
    else if (Array.isArray(top.node)) top.node.push(v);
    else if (key === '__proto__') Object.defineProperty(top.node, key, { value: v, enumerable: true, writable: true, configurable: true });
    else top.node[key] = v;
  };
  const open = (node: ExactJson[] | { [key: string]: ExactJson }) => {
    const top = stack[stack.length - 1];
    const path = onDuplicate ? (top ? childPath(top) : '$') : '';
    put(node);
    stack.push({ node, path });
  };
  for (let token = scanner.scan() as number; token !== T.eof; token = scanner.scan() as number) {
    switch (token) {
      case T.openBrace:
        open({});
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
          if (onDuplicate && Object.hasOwn(top.node, key)) onDuplicate(childPath(top), scanner.getTokenStartLine() + 1);
        } else put(scanner.getTokenValue());
        break;
      case T.number: {
        const literal = scanner.getTokenValue();
        put(isCanonicalNumber(literal) ? Number(literal) : jsonNumber(literal));
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

/**
 * parseJsonText with every number as written: the value JSON.parse reads when no number would change
 * (one linear scan decides), else the document read again with those numbers as JsonNumbers. Invalid
 * JSON gives the same json.* error as parseJsonText.
 */
export function parseJsonExact(text: string, field?: string): { value: ExactJson } | { error: ToolError } {
  const parsed = parseJsonText(text, field);
  if ('error' in parsed) return parsed;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return { value: scanJsonNumbers(src).rawNumber ? readJsonExact(src) : (parsed.value as ExactJson) };
}

// ---------------------------------------------------------------------------------------------
// Writing

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What JSON.stringify(value, null, indent) writes, with JsonNumbers written as typed, a Map written as
 * an object with its keys in their order and, with `sortKeys`, the keys of every object in
 * character-code order. `indent` is a number of spaces or the
 * text of one level ('\t'); '' or 0 writes it on one line. Throws a RangeError when nested too deeply.
 */
export function stringifyJsonExact(value: unknown, indent: string | number = '', sortKeys = false): string {
  const unit = typeof indent === 'number' ? ' '.repeat(Math.max(0, Math.min(10, indent))) : indent.slice(0, 10);
  const out: string[] = [];
  const write = (v: unknown, pad: string): void => {
    if (v === null || typeof v !== 'object') {
      out.push(v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : JSON.stringify(v));
      return;
    }
    if (isJsonNumber(v)) return void out.push(jsonNumberText(v));
    const inner = pad + unit;
    const open = unit ? `\n${inner}` : '';
    const sep = unit ? `,\n${inner}` : ',';
    const close = unit ? `\n${pad}` : '';
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
    // A Map is an object whose keys keep their order (a plain object puts "2024" before "name").
    const all: [string, unknown][] = v instanceof Map ? [...(v as Map<unknown, unknown>)].map(([k, x]) => [String(k), x]) : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]]);
    const entries = all.filter(([, x]) => x !== undefined && typeof x !== 'function' && typeof x !== 'symbol');
    if (entries.length === 0) return void out.push('{}');
    if (sortKeys) entries.sort((a, b) => compareKeys(a[0], b[0]));
    const colon = unit ? ': ' : ':';
    out.push('{', open);
    entries.forEach(([k, x], i) => {
      if (i > 0) out.push(sep);
      out.push(JSON.stringify(k), colon);
      write(x, inner);
    });
    out.push(close, '}');
  };
  write(value, '');
  return out.join('');
}
