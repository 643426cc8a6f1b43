import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { rateOf } from './rates.ts';

export interface VatResult {
  mode: Options['mode'];
  /** The country whose standard rate is used, or null for a rate typed. */
  country: string | null;
  /** Percent. */
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

/** A finite, non-negative number as digits and a power of ten: 25.5 → [255n, 1], 1e-7 → [1n, 7]. */
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

/** n/d rounded half up (n ≥ 0, d > 0). */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/**
 * Add: VAT = net × rate, rounded half up to the cent; gross = net + VAT. Remove: net = gross ÷ (1 + rate),
 * rounded half up to the cent; VAT = gross − net (so that net + VAT is the amount typed). Exact: the rate
 * is the decimal typed, amounts are whole cents.
 */
export function run({ amount, country, rate: typed }: Input, { rateFrom, mode }: Options): VatResult | ToolError {
  let rate: number;
  if (rateFrom === 'country') {
    const found = rateOf(country);
    if (!found) return toolError('unknownCountry', { field: 'country' });
    rate = found.rate;
  } else {
    if (typed === null) return toolError('required', { field: 'rate' });
    rate = typed + 0;
  }
  const cents = BigInt(Math.round(amount * 100));
  const [digits, scale] = decimalParts(rate);
  const hundred = 100n * 10n ** BigInt(scale);
  let net: bigint;
  let vat: bigint;
  if (mode === 'add') {
    net = cents;
    vat = roundDiv(cents * digits, hundred);
  } else {
    net = roundDiv(cents * hundred, hundred + digits);
    vat = cents - net;
  }
  const money = (c: bigint) => Number(c) / 100 + 0;
  return { mode, country: rateFrom === 'country' ? country : null, rate, net: money(net), vat: money(vat), gross: money(net + vat) };
}
