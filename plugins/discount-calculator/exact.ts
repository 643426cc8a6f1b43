/**
 * Exact money arithmetic for discounts: amounts in whole cents, percentages read as the decimals the
 * visitor typed (17.5 % is 175/1000, not a binary fraction), products of fractions in BigInt, and one
 * rounding (half up, to the cent) at the end.
 */

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: bigint | number): number => Number(cents) / 100 + 0;

/** A finite, non-negative number as digits and a power of ten: 17.5 → [175n, 1], 1e-7 → [1n, 7]. */
export function decimalParts(value: number): [bigint, number] {
  const [mantissa, exp = '0'] = String(value).toLowerCase().split('e');
  const [whole, frac = ''] = mantissa!.split('.');
  let scale = frac.length - Number(exp);
  let digits = BigInt(whole! + frac);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return [digits, scale];
}

/** A fraction n/d with d > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

/** 1 − p/100 for a percentage p (0 to 100): what is left after a discount of p %. */
export function remaining(percent: number): Fraction {
  const [digits, scale] = decimalParts(percent);
  const d = 100n * 10n ** BigInt(scale);
  return { n: d - digits, d };
}

export const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });

/** n/d rounded half up to a whole number (n ≥ 0, d > 0). */
export const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/** A fraction as a number with up to `decimals` decimals (rounded half up). */
export const toNumber = (f: Fraction, decimals: number): number => Number(roundDiv(f.n * 10n ** BigInt(decimals), f.d)) / 10 ** decimals;
