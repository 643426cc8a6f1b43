/**
 * The second source of rates: currency-api by Fawaz Ahmed (github.com/fawazahmed0/exchange-api, CC0),
 * a free data set of daily exchange rates compiled from public sources, published each day on npm
 * (@fawazahmed0/currency-api) and served from there by jsDelivr, with the Cloudflare Pages copy the
 * project documents as the fallback. Its file v1/currencies/eur.json is { date, eur: { usd: 1.05, … } }:
 * units of each currency for one euro, as JSON numbers, for some 340 codes, crypto-currencies and
 * metals among them. Only the converter's currencies are kept (plugins/currency-converter/currencies.ts);
 * everything else in the file is ignored. The source has no history file: the service gathers its
 * days from the daily files it fetches.
 */
import { isCurrency } from '../../../plugins/currency-converter/currencies.ts';
import { checkRateDays, RatesFormatError, type RateDay, type RateSource } from './ecb.ts';

export const CURRENCY_API_URLS = [
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.json',
  'https://latest.currency-api.pages.dev/v1/currencies/eur.json',
] as const;

/** A genuine file has about 152 of the converter's currencies; one with fewer than this is not it (cut, or another file). */
export const MIN_CURRENCIES = 30;

/**
 * The day of a currency-api euro file: its date and the converter's currencies, each rate written as
 * the shortest decimal that is the file's number (1.13607202 stays "1.13607202"); RatesFormatError
 * for anything a genuine file cannot hold: not JSON, no euro rates, an impossible date or one after
 * tomorrow (UTC), a euro that is not worth one euro, a kept currency whose rate is not a positive
 * decimal (a string, zero, a negative number, 1e-7), or too few currencies.
 */
export function parseCurrencyApiJson(text: string, now: Date = new Date()): RateDay[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new RatesFormatError('not JSON');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new RatesFormatError('not a rates file');
  const { date, eur } = doc as { date?: unknown; eur?: unknown };
  if (!eur || typeof eur !== 'object' || Array.isArray(eur)) throw new RatesFormatError('no euro rates in the file');
  const label = String(date);
  const rates: Record<string, string> = {};
  for (const [key, value] of Object.entries(eur as Record<string, unknown>)) {
    if (key === 'eur') {
      // The file lists the euro itself at 1: anything else is not the source's file. Never kept as a rate.
      if (value !== 1) throw new RatesFormatError(`${label}: a rate for the euro itself`);
      continue;
    }
    const code = key.toUpperCase();
    if (key !== key.toLowerCase() || code === 'EUR' || !isCurrency(code)) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new RatesFormatError(`${label}: ${code} has no valid rate`);
    // checkRateDays refuses what is not a plain positive decimal ("1e-7").
    rates[code] = String(value);
  }
  const count = Object.keys(rates).length;
  if (count > 0 && count < MIN_CURRENCIES) throw new RatesFormatError(`${label}: only ${count} currencies`);
  return checkRateDays([{ date, rates }], now);
}

/** The file is rebuilt once a day; it is asked for again at the next of 00:30, 06:30, 12:30 and 18:30 UTC. */
export function nextCurrencyApiCheck(now: Date): Date {
  const sixHours = 6 * 3_600_000;
  const offset = 30 * 60_000;
  return new Date(Math.floor((now.getTime() - offset) / sixHours) * sixHours + sixHours + offset);
}

export function currencyApiSource(urls: readonly string[] = CURRENCY_API_URLS): RateSource {
  return {
    id: 'currency-api',
    dailyUrls: urls.length ? urls : CURRENCY_API_URLS,
    accept: 'application/json',
    parse: (text, now) => parseCurrencyApiJson(text, now),
    nextPublication: (now) => nextCurrencyApiCheck(now),
  };
}
