/**
 * Exact rational numbers on BigInt: no size limit and no rounding. A fraction is kept in lowest terms
 * with a positive denominator. Also the reader of what visitors type (3/4, 1 1/2, −2.5, 0.(3), ½) and
 * the decimal expansion with its repeating part.
 */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
export const gcd = (a: bigint, b: bigint): bigint => {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
};
export const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** n/d in lowest terms (d ≠ 0). */
export function q(n: bigint, d = 1n): Q {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);

/** "3/4", "-7/2", "5". */
export const text = (x: Q): string => (x.d === 1n ? String(x.n) : `${x.n}/${x.d}`);
export function fromText(s: string): Q {
  const [n, d] = s.split('/');
  return q(BigInt(n!), BigInt(d ?? '1'));
}

/** A mixed number: −1 3/4 is { negative, whole: 1, n: 3, d: 4 }. */
export function mixed(x: Q): { negative: boolean; whole: bigint; n: bigint; d: bigint } {
  const a = abs(x.n);
  return { negative: x.n < 0n, whole: a / x.d, n: a % x.d, d: x.d };
}

/** What the visitor typed, read as a number, and how it was written (for the steps). */
export type Written =
  | { kind: 'fraction'; negative: boolean; whole: bigint | null; n: bigint; d: bigint }
  | { kind: 'decimal'; negative: boolean; int: string; frac: string; period: string };

export type ReadError = 'empty' | 'invalidFraction' | 'zeroDenominator';

const VULGAR: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8', '⅑': '1/9', '⅒': '1/10' };

const FRACTION = /^([+-]?)(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;
/** A decimal point or comma (fractions need no thousands separators), a repeating part in parentheses: 0.1(6). */
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*)(?:\((\d+)\))?)?$/;

export function read(input: string): { value: Q; written: Written } | ReadError {
  let s = input.trim();
  if (s === '') return 'empty';
  s = s.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g, (c) => ` ${VULGAR[c]}`).trim();
  s = s.replace(/[\u2212\u2012\u2013]/g, '-').replace(/[\u2044\u2215÷]/g, '/').replace(/\s+/g, ' ').replace(/^([+-]) /, '$1');
  const f = FRACTION.exec(s);
  if (f) {
    const [, sign, whole, n, d] = f;
    if (BigInt(d!) === 0n) return 'zeroDenominator';
    const negative = sign === '-';
    const w = whole === undefined ? null : BigInt(whole);
    const value = q((w ?? 0n) * BigInt(d!) + BigInt(n!), BigInt(d!));
    return { value: negative ? q(-value.n, value.d) : value, written: { kind: 'fraction', negative, whole: w, n: BigInt(n!), d: BigInt(d!) } };
  }
  const m = DECIMAL.exec(s);
  if (m && (m[2] || m[3] || m[4])) {
    const [, sign, int = '', frac = '', period = ''] = m;
    const negative = sign === '-';
    // 0.1(6) = (16 − 1) ÷ 90: the digits with one period, less the digits without it, over 9…90…0.
    const k = frac.length;
    const all = BigInt((int || '0') + frac + period);
    const value = period ? q(all - BigInt((int || '0') + frac), (10n ** BigInt(period.length) - 1n) * 10n ** BigInt(k)) : q(all, 10n ** BigInt(k));
    return { value: negative ? q(-value.n, value.d) : value, written: { kind: 'decimal', negative, int: int || '0', frac, period } };
  }
  return 'invalidFraction';
}

/** The decimal expansion: integer part, the digits before the repeating part, the repeating part (found by long division). */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
  period: string;
  /** False when the digits were cut off (a very long period): the value is then approximate. */
  exact: boolean;
}

export function decimal(x: Q, maxDigits = 60): Decimal {
  const negative = x.n < 0n;
  const a = abs(x.n);
  const int = String(a / x.d);
  let r = a % x.d;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (r !== 0n && !seen.has(r) && digits.length < maxDigits) {
    seen.set(r, digits.length);
    r *= 10n;
    digits += String(r / x.d);
    r %= x.d;
  }
  if (r === 0n) return { negative, int, frac: digits, period: '', exact: true };
  const start = seen.get(r);
  if (start === undefined) return { negative, int, frac: digits, period: '', exact: false };
  return { negative, int, frac: digits.slice(0, start), period: digits.slice(start), exact: true };
}
