/**
 * Money in whole cents, and a percentage of it rounded half up to the cent, computed exactly: a
 * percentage typed as 17.5 or 12.3 is read as the decimal the visitor typed (BigInt arithmetic), so
 * 12.3 % of 10.00 is 1.23, never 1.2299999.
 */

/** An amount typed with at most two decimals (the field's step) as whole cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** Whole cents back to an amount (2 decimals). */
export const fromCents = (cents: number): number => cents / 100 + 0;

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

/** `percent` % of `cents`, rounded half up to the cent (both non-negative). */
export function percentOfCents(cents: number, percent: number): number {
  const [digits, scale] = decimalParts(percent);
  const numerator = BigInt(cents) * digits;
  const denominator = 100n * 10n ** BigInt(scale);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
