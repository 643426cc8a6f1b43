import { toolError, type ToolError } from '@sdk/core';
import { MAX_LENGTH, type Input, type Options } from './manifest.ts';
import { applyBitwise, UNARY } from './bitwise.ts';
import { runFloat, type Floats } from './ieee754.ts';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** How far the repeating digits of a fraction are looked for (steps of the long division). */
export const MAX_PERIOD_SEARCH = 1024;

/** Where a fraction's digits start repeating forever (0-based index after the point), and the repeating digits. */
export interface Repeat {
  readonly start: number;
  readonly digits: string;
}

export interface Row {
  readonly base: number;
  /** Digits in upper case, with "-" and "." where they belong; no prefix, no grouping. */
  readonly digits: string;
  /** The fraction does not end in this base: rounded to the number of digits asked for. */
  readonly cut?: true;
  readonly repeat?: Repeat;
}

export interface Converted {
  readonly negative: boolean;
  /** Binary, octal, decimal, hexadecimal and the other base (once, if it is one of those). */
  readonly rows: readonly Row[];
  /** With a width: the bit pattern's value as a signed and as an unsigned integer (in decimal). */
  readonly twos?: { readonly bits: number; readonly signed: string; readonly unsigned: string };
  /** Bitwise tab: the numbers and the result in binary, aligned (a width's patterns, or signed digits). */
  readonly operands?: { readonly a: string; readonly b?: string; readonly result: string };
}

/** A number as read: numerator / base^scale, and the sign. */
interface Parsed {
  readonly negative: boolean;
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const PREFIXES: Record<string, number> = { b: 2, o: 8, x: 16 };

/** The value of a digit in bases up to 36, or -1. */
function digitValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

/** Digits of a base as a BigInt, read in chunks (linear, not a multiplication per digit). */
function toBigInt(digits: string, base: number): bigint {
  if (digits === '') return 0n;
  if (base === 16 || base === 2 || base === 8) return BigInt(`0${base === 16 ? 'x' : base === 2 ? 'b' : 'o'}${digits}`);
  if (base === 10) return BigInt(digits);
  const chunk = Math.floor(Math.log(2 ** 52) / Math.log(base));
  let value = 0n;
  for (let i = 0; i < digits.length; i += chunk) {
    const part = digits.slice(i, i + chunk);
    value = value * BigInt(base) ** BigInt(part.length) + BigInt(parseInt(part, base));
  }
  return value;
}

/**
 * The typed number: an optional sign (- + or −), an optional prefix (0b, 0o, 0x) that sets the base
 * when the base chosen is decimal or is the prefix's own, digits with at most one point, and spaces,
 * underscores or apostrophes between digits as separators (a comma is refused: it is a
 * decimal point in some languages and a separator in others). Positions in messages count characters as
 * typed, from 1.
 */
export function parse(text: string, base: number): Parsed | ToolError {
  const chars = [...text];
  let i = 0;
  const skipSpace = () => {
    while (i < chars.length && /\s/.test(chars[i]!)) i++;
  };
  skipSpace();
  let negative = false;
  if (chars[i] === '-' || chars[i] === '−' || chars[i] === '+') {
    negative = chars[i] !== '+';
    i++;
    skipSpace();
  }
  if (chars[i] === '0' && chars[i + 1] !== undefined) {
    const prefixBase = PREFIXES[chars[i + 1]!.toLowerCase()];
    if (prefixBase !== undefined && (base === 10 || base === prefixBase)) {
      base = prefixBase;
      i += 2;
    }
  }
  let integer = '';
  let fraction = '';
  let point = -1;
  for (; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '.') {
      if (point >= 0) return toolError('twoPoints', { position: i + 1, field: 'value' });
      point = i;
      continue;
    }
    if (c === '_' || c === "'" || /\s/.test(c)) continue;
    if (c === ',') return toolError('comma', { position: i + 1, field: 'value' });
    const v = digitValue(c);
    if (v < 0 || v >= base) return v < 0 && !/[\p{L}\p{N}]/u.test(c) ? toolError('invalidChar', { char: c, position: i + 1, field: 'value' }) : toolError('invalidDigit', { digit: c, position: i + 1, base, field: 'value' });
    if (point >= 0) fraction += c;
    else integer += c;
  }
  if (integer === '' && fraction === '') return toolError(text.trim() === '' ? 'empty' : 'noDigits', { field: 'value' });
  const scale = fraction.length;
  const numerator = toBigInt(integer + fraction, base);
  return { negative: negative && numerator !== 0n, numerator, denominator: BigInt(base) ** BigInt(scale) };
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** A whole number's digits in a base, upper case. */
const digitsOf = (n: bigint, base: number) => n.toString(base).toUpperCase();

/**
 * numerator / denominator (both ≥ 0) in a base: exact when the fraction ends within `maxDigits`
 * digits, else rounded half up to `maxDigits` digits (a carry may reach the integer part), with the
 * repeating digits when the long division finds them within MAX_PERIOD_SEARCH steps.
 */
export function fractionIn(numerator: bigint, denominator: bigint, base: number, maxDigits: number): Omit<Row, 'base'> {
  let integer = numerator / denominator;
  let remainder = numerator % denominator;
  if (remainder === 0n) return { digits: digitsOf(integer, base) };
  const b = BigInt(base);
  /** Digits of the exact expansion, as far as the long division went. */
  const all: number[] = [];
  const seen = new Map<bigint, number>();
  let repeat: Repeat | undefined;
  let roundUp = false;
  const limit = Math.max(maxDigits + 1, MAX_PERIOD_SEARCH);
  for (let step = 0; remainder !== 0n && step < limit; step++) {
    if (!repeat) {
      // The same remainder again: every digit from its first time on repeats forever.
      const before = seen.get(remainder);
      if (before === undefined) seen.set(remainder, step);
      else repeat = { start: before, digits: all.slice(before, step).map((d) => DIGITS[d]).join('') };
    }
    if (step === maxDigits) roundUp = remainder * 2n >= denominator;
    if (step >= maxDigits && repeat) break;
    remainder *= b;
    all.push(Number(remainder / denominator));
    remainder %= denominator;
  }
  const written = (digits: readonly number[]) => `${digitsOf(integer, base)}.${digits.map((d) => DIGITS[d]).join('')}`;
  if (remainder === 0n && all.length <= maxDigits) return { digits: written(all) };
  const digits = all.slice(0, maxDigits);
  if (roundUp) {
    let k = digits.length - 1;
    while (k >= 0 && digits[k] === base - 1) digits[k--] = 0;
    if (k >= 0) digits[k]!++;
    else integer += 1n;
  }
  return repeat ? { digits: written(digits), cut: true, repeat } : { digits: written(digits), cut: true };
}

export function run({ value, operand }: Input, options: Options): Converted | Floats | ToolError {
  if ([...value].length > MAX_LENGTH) return toolError('tooLong', { max: MAX_LENGTH, field: 'value' });
  if (options.mode === 'float') return runFloat(value);
  const from = options.from === 'other' ? options.otherBase : Number(options.from);
  const bases = [2, 8, 10, 16];
  if (!bases.includes(options.otherBase)) bases.push(options.otherBase);
  const bits = options.width === 'none' ? null : Number(options.width);
  if (options.mode === 'bitwise') return runBitwise(value, operand ?? '', options, from, bases, bits);
  const parsed = parse(value, from);
  if ('kind' in parsed) return parsed;
  const { negative, numerator, denominator } = parsed;
  const whole = numerator % denominator === 0n;

  if (bits !== null) {
    if (!whole) return toolError('fractionWidth', { field: 'value' });
    const n = numerator / denominator;
    const size = 1n << BigInt(bits);
    const half = size >> 1n;
    if (negative ? n > half : n >= size) {
      return toolError(negative ? 'negativeTooBig' : 'tooBig', { bits, min: `-${half}`, max: `${half - 1n}`, maxUnsigned: `${size - 1n}`, field: 'value' });
    }
    const pattern = negative ? size - n : n;
    return integerRows(pattern >= half ? pattern - size : pattern, bases, bits);
  }

  const g = gcd(numerator, denominator);
  const num = numerator / g;
  const den = denominator / g;
  const rows = bases.map((base): Row => {
    const row = fractionIn(num, den, base, options.fractionDigits);
    return { base, ...row, digits: negative ? `-${row.digits}` : row.digits };
  });
  return { negative, rows };
}

/** A whole number in every base; with a width, as its two's complement pattern, signed and unsigned. */
function integerRows(signed: bigint, bases: readonly number[], bits: number | null): Converted {
  if (bits === null) {
    const magnitude = signed < 0n ? -signed : signed;
    return { negative: signed < 0n, rows: bases.map((base) => ({ base, digits: `${signed < 0n ? '-' : ''}${digitsOf(magnitude, base)}` })) };
  }
  const pattern = signed & ((1n << BigInt(bits)) - 1n);
  const rows = bases.map((base): Row => {
    if (base === 10) return { base, digits: signed.toString() };
    // Binary and hexadecimal show every bit of the width; octal and other bases the pattern's value.
    const width = base === 2 ? bits : base === 16 ? bits / 4 : 0;
    return { base, digits: digitsOf(pattern, base).padStart(width, '0') };
  });
  return { negative: signed < 0n, rows, twos: { bits, signed: signed.toString(), unsigned: pattern.toString() } };
}

/** A whole number typed in the input base, for the bitwise tab. */
function wholeNumber(text: string, base: number, field: string): bigint | ToolError {
  const parsed = parse(text, base);
  if ('kind' in parsed) return { ...parsed, params: { ...parsed.params, field } };
  if (parsed.denominator !== 1n && parsed.numerator % parsed.denominator !== 0n) return toolError('bitwiseWhole', { field });
  const n = parsed.numerator / parsed.denominator;
  return parsed.negative ? -n : n;
}

function runBitwise(value: string, operand: string, options: Options, from: number, bases: readonly number[], bits: number | null): Converted | ToolError {
  const a = wholeNumber(value, from, 'value');
  if (typeof a !== 'bigint') return a;
  const unary = UNARY.includes(options.operation);
  const b = unary ? null : wholeNumber(operand, from, 'operand');
  if (b !== null && typeof b !== 'bigint') return b;
  const result = applyBitwise(options.operation, a, b, bits);
  if (typeof result !== 'bigint') return result;
  // Binary digits lined up under each other: a width's patterns, or signed digits padded to one length.
  const binary = (n: bigint) => (bits === null ? (n < 0n ? '-' : '') + digitsOf(n < 0n ? -n : n, 2) : digitsOf(n & ((1n << BigInt(bits)) - 1n), 2).padStart(bits, '0'));
  const shown = [a, ...(b === null || options.operation.endsWith('shr') || options.operation === 'shl' ? [] : [b]), result].map(binary);
  const length = Math.max(...shown.map((d) => d.length));
  const [ba, ...rest] = shown.map((d) => d.padStart(length, ' '));
  const operands = rest.length === 2 ? { a: ba!, b: rest[0]!, result: rest[1]! } : { a: ba!, result: rest[0]! };
  return { ...integerRows(result, bases, bits), operands };
}
