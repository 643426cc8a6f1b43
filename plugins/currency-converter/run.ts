/**
 * Converts an amount between two currencies with the latest euro rates the page has (the server's,
 * else the copies kept with the site), and gives the pair's rate for each of the last 7 publication
 * days with its change from the day before. The European Central Bank's reference rates are used
 * wherever they have both currencies; otherwise currency-api's (fawazahmed0), said as such; where no
 * one source has both, each currency's rate comes from the first source that has it, through the
 * euro, and both sources are named with their dates (and no history is made up from two sources).
 */
import { toolError, type ToolError } from '@sdk/core';
import { changePercent, convertAmount, crossRate, rateText } from './convert.ts';
import { loadRates, type Provider, type RateDay, type Rates, type RatesFeed } from './rates.ts';
import type { Input, Options } from './manifest.ts';

export const MAX_AMOUNT = 1_000_000_000;
export const HISTORY_DAYS = 7;

export interface HistoryRow {
  readonly date: string;
  /** Units of `to` for one `from` that day (6 significant digits). */
  readonly rate: string;
  /** Per cent change from the publication day before, when the rates have it. */
  readonly change: string | null;
}

/** A source whose rates were used, and the day of them. */
export interface RatesUsed {
  readonly provider: Provider;
  /** 'fetched' by the site's server; 'snapshot': the copy kept with the site. */
  readonly source: RatesFeed['source'];
  /** The publication day of the rates used. */
  readonly date: string;
}

export interface ConvertResult {
  readonly amount: number;
  readonly from: string;
  readonly to: string;
  /** One source; or two (the one of `from`, then the one of `to`) when no one source has both. */
  readonly sources: readonly RatesUsed[];
  /** The amount in `to`, rounded once to its decimal places. */
  readonly converted: string;
  readonly rate: string;
  readonly inverse: string;
  /** Newest first: the days of the one source used; none when two are. */
  readonly history: readonly HistoryRow[];
}

const has = (feed: RatesFeed, code: string) => code === 'EUR' || feed.days[0]?.rates[code] !== undefined;
const used = (feed: RatesFeed): RatesUsed => ({ provider: feed.provider, source: feed.source, date: feed.days[0]!.date });

function history(feed: RatesFeed, from: string, to: string): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let i = 0; i < feed.days.length && rows.length < HISTORY_DAYS; i++) {
    const day = feed.days[i]!;
    const current = crossRate(day, from, to);
    if (!current) continue;
    const previousDay = feed.days[i + 1];
    const previous = previousDay ? crossRate(previousDay, from, to) : null;
    rows.push({ date: day.date, rate: rateText(current), change: previous ? changePercent(previous, current) : null });
  }
  return rows;
}

export function convertWith(rates: Rates, amount: number, from: string, to: string): ConvertResult | ToolError {
  const one = rates.feeds.find((feed) => feed.days.length > 0 && has(feed, from) && has(feed, to));
  let day: RateDay;
  let sources: RatesUsed[];
  if (one) {
    day = one.days[0]!;
    sources = [used(one)];
  } else {
    const a = rates.feeds.find((feed) => feed.days.length > 0 && has(feed, from));
    if (!a) return toolError('notPublished', { currency: from });
    const b = rates.feeds.find((feed) => feed.days.length > 0 && has(feed, to));
    if (!b) return toolError('notPublished', { currency: to });
    // Neither is the euro here (every source has the euro): one rate from each source, through the euro.
    day = { date: a.days[0]!.date, rates: { [from]: a.days[0]!.rates[from]!, [to]: b.days[0]!.rates[to]! } };
    sources = [used(a), used(b)];
  }
  return {
    amount,
    from,
    to,
    sources,
    converted: convertAmount(amount, day, from, to)!,
    rate: rateText(crossRate(day, from, to)!),
    inverse: rateText(crossRate(day, to, from)!),
    history: one ? history(one, from, to) : [],
  };
}

export async function run(input: Input, _options: Options): Promise<ConvertResult | ToolError> {
  const { amount, from, to } = input;
  if (amount < 0) return toolError('negative', { field: 'amount' });
  if (amount > MAX_AMOUNT) return toolError('tooLarge', { field: 'amount', max: MAX_AMOUNT });
  return convertWith(await loadRates(), amount, from, to);
}
