/**
 * Numbers and dates in the visitor's language (Intl), for outputs of calculators and time tools.
 * Formatters are cached per language and options: creating Intl objects is slow.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export interface Formatters {
  lang: string;
  /** A number with at most `maxDecimals` decimals (default 2); non-finite values give "–", never NaN. */
  number: (value: number, maxDecimals?: number, minDecimals?: number) => string;
  /** A number with any Intl.NumberFormat options (currency, unit, percent, compact). */
  numberWith: (value: number, options: Intl.NumberFormatOptions) => string;
  /** The cached Intl.NumberFormat itself, for formatToParts or many numbers in a row. */
  numberFormat: (options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  /** A date/time with Intl.DateTimeFormat options, optionally in a time zone. */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
}

const DASH = '–';

export function formattersFor(lang: string): Formatters {
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));
  const numberWith = (value: number, options: Intl.NumberFormatOptions) => (Number.isFinite(value) ? numberFormat(options).format(value) : DASH);
  return {
    lang,
    numberFormat,
    number: (value, maxDecimals = 2, minDecimals = 0) =>
      numberWith(value, { maximumFractionDigits: maxDecimals, minimumFractionDigits: Math.min(minDecimals, maxDecimals) }),
    numberWith,
    date: (value, options = { dateStyle: 'medium', timeStyle: 'medium' }) => {
      const time = typeof value === 'number' ? value : value.getTime();
      if (!Number.isFinite(time)) return DASH;
      return cached(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options)).format(time);
    },
  };
}

/** Formatters for the page's language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => formattersFor(lang), [lang]);
}
