import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** A : B = C : x (x = B × C ÷ A), or A × B = C × x (x = A × B ÷ C). */
export interface ProportionResult {
  mode: 'direct' | 'inverse';
  a: number;
  b: number;
  c: number;
  x: number;
}

export interface SimplifyResult {
  mode: 'simplify';
  terms: number[];
  /** The power of ten that makes every term whole (1 when they already are). */
  multiplier: number;
  whole: number[];
  /** Their greatest common divisor. */
  divisor: number;
  simplified: number[];
}

export interface DivideResult {
  mode: 'divide';
  terms: number[];
  total: number;
  sum: number;
  /** The total ÷ the sum of the parts: what one part is worth. */
  part: number;
  shares: number[];
}

export type RatioResult = ProportionResult | SimplifyResult | DivideResult;

/** -0 would be shown as "-0". */
const plain = (n: number) => n + 0;

/** a × b ÷ c in the order that keeps whole numbers exact, else the one that avoids overflow. */
function mulDiv(a: number, b: number, c: number): number {
  const exact = (a * b) / c;
  return Number.isFinite(exact) ? exact : (a / c) * b;
}

/** A decimal as digits and a count of decimals, exactly as written ("2.25" → 225n, 2); null for exponents beyond reach. */
function decimal(n: number): { digits: bigint; places: number } | null {
  const text = String(n);
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!m) return null;
  let digits = m[1]! + (m[2] ?? '');
  let places = (m[2] ?? '').length - Number(m[3] ?? 0);
  if (places < 0) {
    digits += '0'.repeat(-places);
    places = 0;
  }
  return places > 12 ? null : { digits: BigInt(digits), places };
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a;
};

/** The terms the visitor filled in (the third is optional), and where each one is. */
function terms({ a, b, third }: Input): { values: number[]; fields: string[] } {
  const fields = third === null ? ['a', 'b'] : ['a', 'b', 'third'];
  return { values: fields.map((f) => ({ a, b, third })[f as 'a' | 'b' | 'third']!), fields };
}

function simplify(input: Input): SimplifyResult | ToolError {
  const { values, fields } = terms(input);
  const negative = values.findIndex((v) => v < 0);
  if (negative >= 0) return toolError('negativeTerm', { field: fields[negative]! });
  if (values.every((v) => v === 0)) return toolError('allZero', { field: 'a' });
  const read = values.map(decimal);
  const tooPrecise = read.findIndex((d) => d === null);
  if (tooPrecise >= 0) return toolError('tooPrecise', { field: fields[tooPrecise]! });
  const places = Math.max(...read.map((d) => d!.places));
  const whole = read.map((d) => d!.digits * 10n ** BigInt(places - d!.places));
  const divisor = whole.reduce(gcd);
  const simplified = whole.map((w) => Number(w / divisor));
  if (simplified.some((s) => !Number.isSafeInteger(s))) return toolError('tooLarge');
  return { mode: 'simplify', terms: values.map(plain), multiplier: 10 ** places, whole: whole.map(Number), divisor: Number(divisor), simplified };
}

function divide(input: Input): DivideResult | ToolError {
  const { values, fields } = terms(input);
  const total = input.total!;
  const negative = values.findIndex((v) => v < 0);
  if (negative >= 0) return toolError('negativeTerm', { field: fields[negative]! });
  const sum = values.reduce((s, v) => s + v, 0);
  if (sum === 0) return toolError('allZero', { field: 'a' });
  const part = total / sum;
  const shares = values.map((v) => mulDiv(total, v, sum));
  if (![sum, part, ...shares].every(Number.isFinite)) return toolError('tooLarge');
  return { mode: 'divide', terms: values.map(plain), total: plain(total), sum, part: plain(part), shares: shares.map(plain) };
}

export function run(input: Input, { mode }: Options): RatioResult | ToolError {
  if (mode === 'simplify') return simplify(input);
  if (mode === 'divide') return divide(input);
  const { a, b } = input;
  const c = input.c!;
  let x: number;
  if (mode === 'direct') {
    if (a === 0) return toolError('zeroA', { field: 'a' });
    x = mulDiv(b, c, a);
  } else {
    if (c === 0) return toolError('zeroC', { field: 'c' });
    x = mulDiv(a, b, c);
  }
  if (!Number.isFinite(x)) return toolError('tooLarge');
  return { mode, a: plain(a), b: plain(b), c: plain(c), x: plain(x) };
}
