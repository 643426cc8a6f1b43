/**
 * Conversion through the euro with exact decimals (big.js): amount × rate(to) ÷ rate(from), the
 * rates as the ECB published them. The only rounding is the last step, to the target currency's
 * decimal places (half away from zero), so 100 EUR at 1.0497 is exactly 104.97 USD, not 104.97000000000001.
 */
import Big from 'big.js';
import { minorUnits } from './currencies.ts';
import type { RateDay } from './rates.ts';

/** Decimal places kept in the division before the single rounding (far beyond any shown digit). */
const DIVISION_PLACES = 30;
const HALF_UP = 1;

function euroRate(day: RateDay, code: string): Big | null {
  if (code === 'EUR') return new Big(1);
  const rate = day.rates[code];
  return rate === undefined ? null : new Big(rate);
}

/** Units of `to` for one unit of `from` on that day, exact to 30 places; null when either is not published that day. */
export function crossRate(day: RateDay, from: string, to: string): Big | null {
  const a = euroRate(day, from);
  const b = euroRate(day, to);
  if (!a || !b) return null;
  return withPlaces(() => b.div(a));
}

function withPlaces<T>(work: () => T): T {
  const before = Big.DP;
  Big.DP = DIVISION_PLACES;
  try {
    return work();
  } finally {
    Big.DP = before;
  }
}

/** The amount in `to`, rounded once to its decimal places, as a decimal string ("104.97"); null when a rate is missing. */
export function convertAmount(amount: number | string, day: RateDay, from: string, to: string): string | null {
  const a = euroRate(day, from);
  const b = euroRate(day, to);
  if (!a || !b) return null;
  const exact = withPlaces(() => new Big(amount).times(b).div(a));
  return exact.round(minorUnits(to), HALF_UP).toFixed(minorUnits(to));
}

/** A rate for display: 6 significant digits ("0.952653", "149.748"), as a decimal string. */
export function rateText(rate: Big): string {
  return rate.eq(0) ? '0' : new Big(rate.toPrecision(6, HALF_UP)).toString();
}

/** Change from one rate to the next in per cent, to 2 places ("0.30", "-0.05"). */
export function changePercent(previous: Big, current: Big): string {
  return withPlaces(() => current.minus(previous).div(previous).times(100)).round(2, HALF_UP).toFixed(2);
}
