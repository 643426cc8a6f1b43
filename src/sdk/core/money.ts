/**
 * Money as calculators write it: the currency the visitor picks for their amounts (the calculation never
 * depends on it), named in the page's language by Intl rather than by each tool's locale, and amounts
 * with two decimals in that language's way ("$1,264.14", "1.264,14 $", "1 264,14 €").
 */
import { num, type NumberDisplay } from './result.ts';

/**
 * The currencies a calculator offers for its amounts: 'none' (the numbers alone, the default, as the
 * page's language does not say the country), then common currencies written with two decimals.
 */
export const MONEY_CURRENCIES = ['none', 'EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'MXN', 'INR'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

const currencyNames = new Map<string, Intl.DisplayNames>();

/**
 * A currency's name in the page's language with its code: "US-Dollar (USD)", "dollar des États-Unis (USD)".
 * null for anything not an ISO 4217 code Intl names ('none'), which the tool's locale names instead.
 */
export function currencyName(code: string, lang: string): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return null;
  let names = currencyNames.get(lang);
  if (!names) currencyNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'currency', fallback: 'none' })));
  const name = names.of(code);
  if (!name || name === code) return null;
  // Intl writes a name in the middle of a sentence ("dollar des États-Unis"); a list starts it with a capital.
  return `${name.charAt(0).toLocaleUpperCase(lang)}${name.slice(1)} (${code})`;
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** How an amount is written: two decimals, with the currency's sign where one is chosen. */
export function moneyFormat(currency: string = 'none'): Intl.NumberFormatOptions {
  return currency === 'none' ? TWO_DECIMALS : { ...TWO_DECIMALS, style: 'currency', currency, currencyDisplay: 'symbol' };
}

/** An amount in the currency chosen: 1,264.14 or $1,264.14. */
export const money = (value: number, currency: string = 'none'): NumberDisplay => num(value, moneyFormat(currency));
