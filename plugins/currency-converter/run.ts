/**
 * Converts an amount between two currencies with the latest euro reference rates the page has
 * (the server's, else the copy kept with the site), and gives the pair's rate for each of the
 * last 7 publication days with its change from the day before.
 */
import { toolError, type ToolError } from '@sdk/core';
import { changePercent, convertAmount, crossRate, rateText } from './convert.ts';
import { loadRates, type RatesFeed } from './rates.ts';
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

export interface ConvertResult {
  readonly amount: number;
  readonly from: string;
  readonly to: string;
  /** The publication day of the rates used. */
  readonly date: string;
  readonly source: RatesFeed['source'];
  /** The amount in `to`, rounded once to its decimal places. */
  readonly converted: string;
  readonly rate: string;
  readonly inverse: string;
  /** Newest first. */
  readonly history: readonly HistoryRow[];
}

export function convertWith(feed: RatesFeed, amount: number, from: string, to: string): ConvertResult | ToolError {
  const latest = feed.days[0]!;
  for (const code of [from, to]) if (code !== 'EUR' && latest.rates[code] === undefined) return toolError('notPublished', { currency: code, date: latest.date });
  const rate = crossRate(latest, from, to)!;
  const inverse = crossRate(latest, to, from)!;
  const history: HistoryRow[] = [];
  for (let i = 0; i < feed.days.length && history.length < HISTORY_DAYS; i++) {
    const day = feed.days[i]!;
    const current = crossRate(day, from, to);
    if (!current) continue;
    const previousDay = feed.days[i + 1];
    const previous = previousDay ? crossRate(previousDay, from, to) : null;
    history.push({ date: day.date, rate: rateText(current), change: previous ? changePercent(previous, current) : null });
  }
  return {
    amount,
    from,
    to,
    date: latest.date,
    source: feed.source,
    converted: convertAmount(amount, latest, from, to)!,
    rate: rateText(rate),
    inverse: rateText(inverse),
    history,
  };
}

export async function run(input: Input, _options: Options): Promise<ConvertResult | ToolError> {
  const { amount, from, to } = input;
  if (amount < 0) return toolError('negative', { field: 'amount' });
  if (amount > MAX_AMOUNT) return toolError('tooLarge', { field: 'amount', max: MAX_AMOUNT });
  return convertWith(await loadRates(), amount, from, to);
}
