/**
 * The European Central Bank as a source of euro reference rates: its daily file and its 90-day
 * history (XML, the "gesmes" envelope with Cube elements), read with fast-xml-parser, and when it
 * publishes (around 16:00 CET on TARGET working days). The second source, currency-api, is
 * currencyApi.ts, with the same RateSource shape.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface RateDay {
  readonly date: string;
  readonly rates: Readonly<Record<string, string>>;
}

export type SourceId = 'ecb' | 'currency-api';
export const SOURCE_IDS: readonly SourceId[] = ['ecb', 'currency-api'];

export interface RateSource {
  readonly id: SourceId;
  /** The latest publication only (small: asked first, to see whether anything new is out); each address a fallback for the one before. */
  readonly dailyUrls: readonly string[];
  /**
   * Recent publications (the history the page shows), if the source has such a file; without one, the
   * days are gathered from the daily files fetched one after another.
   */
  readonly historyUrls?: readonly string[];
  /** The Accept header of a download. */
  readonly accept: string;
  /** The file's days, checked against `now` (a day after tomorrow, UTC, is refused). */
  parse(text: string, now?: Date): RateDay[];
  /** The first moment after `now` at which a new publication can be expected. */
  nextPublication(now: Date): Date;
}

export class RatesFormatError extends Error {}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, isArray: (name) => name === 'Cube', parseAttributeValue: false, processEntities: false });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE = /^\d{1,9}(\.\d{1,10})?$/;

/** A calendar date that exists (2026-02-30 does not), as YYYY-MM-DD. */
function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Tomorrow in UTC as YYYY-MM-DD: the latest date a genuine publication can carry anywhere on Earth. */
function tomorrowUtc(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}

/**
 * Checks publication days however they were read (a downloaded file or the copy kept on disk) and
 * returns them newest first; RatesFormatError for anything a genuine ECB file cannot hold: an
 * impossible date or one after tomorrow (a future date would hide every genuine file after it),
 * a rate for the euro itself, a date or a currency given twice, a rate that is not a positive decimal.
 */
export function checkRateDays(days: readonly { date?: unknown; rates?: unknown }[], now: Date = new Date()): RateDay[] {
  if (!Array.isArray(days) || days.length === 0) throw new RatesFormatError('no publication day in the file');
  const latest = tomorrowUtc(now);
  const seen = new Set<string>();
  const out: RateDay[] = [];
  for (const day of days) {
    const date = day?.date;
    if (typeof date !== 'string' || !isRealDate(date)) throw new RatesFormatError(`a day without a valid date (${String(date)})`);
    if (date > latest) throw new RatesFormatError(`${date} is in the future`);
    if (seen.has(date)) throw new RatesFormatError(`${date} is given twice`);
    seen.add(date);
    const entries = day.rates !== null && typeof day.rates === 'object' ? Object.entries(day.rates as Record<string, unknown>) : [];
    const rates: Record<string, string> = {};
    for (const [currency, rate] of entries) {
      if (!/^[A-Z]{3}$/.test(currency)) throw new RatesFormatError(`${date}: a rate without a currency code`);
      if (currency === 'EUR') throw new RatesFormatError(`${date}: a rate for the euro itself`);
      if (typeof rate !== 'string' || !RATE.test(rate) || Number(rate) <= 0) throw new RatesFormatError(`${date}: ${currency} has no valid rate`);
      rates[currency] = rate;
    }
    if (entries.length === 0) throw new RatesFormatError(`${date}: no rates`);
    out.push({ date, rates });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The publication days of an ECB rates file, newest first; RatesFormatError when it is not one. */
export function parseEcbXml(xml: string, now: Date = new Date()): RateDay[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new RatesFormatError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const doc = parser.parse(xml) as { Envelope?: { Cube?: { Cube?: { time?: string; Cube?: { currency?: string; rate?: string }[] }[] }[] } };
  const days = doc.Envelope?.Cube?.[0]?.Cube;
  if (!Array.isArray(days) || days.length === 0) throw new RatesFormatError('no publication day in the file');
  return checkRateDays(
    days.map((day) => {
      const label = typeof day.time === 'string' ? day.time : String(day.time);
      const rates: [string, string | undefined][] = [];
      const currencies = new Set<string>();
      for (const cube of day.Cube ?? []) {
        if (typeof cube.currency !== 'string') throw new RatesFormatError(`${label}: a rate without a currency code`);
        // Object keys would silently keep the last of two; a file that names a currency twice is not the ECB's.
        if (currencies.has(cube.currency)) throw new RatesFormatError(`${label}: ${cube.currency} is given twice`);
        currencies.add(cube.currency);
        rates.push([cube.currency, cube.rate]);
      }
      return { date: day.time, rates: Object.fromEntries(rates) };
    }),
    now,
  );
}

/** Easter Sunday (Gregorian), for the TARGET holidays Good Friday and Easter Monday. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** A TARGET working day: Monday to Friday except 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function isTargetDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = `${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
  if (['1-1', '5-1', '12-25', '12-26'].includes(md)) return false;
  const e = easter(date.getUTCFullYear()).getTime();
  const t = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return t !== e - 2 * 86_400_000 && t !== e + 86_400_000;
}

/** 16:00 in Frankfurt on a given calendar day, as an instant (CET or CEST, from the zone data). */
function frankfurt1600(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month, day, 15, 0, 0);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date(guess)));
  // guess is 16:00 in CET (UTC+1); in CEST it reads 17:00, so 16:00 is an hour earlier.
  return new Date(guess - (hour - 16) * 3_600_000);
}

/** The next moment (a few minutes after 16:00 CET on a TARGET day) at which a new publication is expected. */
export function nextEcbPublication(now: Date, marginMinutes = 15): Date {
  for (let i = 0; i < 10; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + i));
    if (!isTargetDay(d)) continue;
    const at = new Date(frankfurt1600(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).getTime() + marginMinutes * 60_000);
    if (at > now) return at;
  }
  return new Date(now.getTime() + 24 * 3_600_000);
}

export function ecbSource(urls: { daily?: string; history?: string } = {}): RateSource {
  return {
    id: 'ecb',
    dailyUrls: [urls.daily ?? 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'],
    historyUrls: [urls.history ?? 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml'],
    accept: 'application/xml, text/xml',
    parse: (xml, now) => parseEcbXml(xml, now),
    nextPublication: (now) => nextEcbPublication(now),
  };
}
