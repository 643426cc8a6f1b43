/**
 * Rates as the page receives them: publication days, newest first, each with the euro's rate in
 * every other currency as the ECB wrote it (a decimal string: "1.0497" US dollars for one euro).
 * The site's API server serves them (GET /api/currency-rates, fetched from the ECB and stored);
 * where no API server answers (a static host, offline), the copy kept with the site is used and
 * said to be that copy, with its own date.
 */
import { SNAPSHOT } from './snapshot.ts';

export interface RateDay {
  /** The publication day, YYYY-MM-DD. */
  readonly date: string;
  /** Currency → units of it for one euro, as published (a decimal string). */
  readonly rates: Readonly<Record<string, string>>;
}

export interface RatesFeed {
  /** 'ecb': fetched from the ECB by the site's server; 'snapshot': the copy kept with the site. */
  readonly source: 'ecb' | 'snapshot';
  /** Newest first. */
  readonly days: readonly RateDay[];
  /** When the server fetched them (ISO 8601), if it did. */
  readonly fetchedAt?: string;
}

export const RATES_API = '/api/currency-rates';

interface FetchResponse {
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}
type Fetch = (url: string, init?: { headers?: Record<string, string>; signal?: unknown }) => Promise<FetchResponse>;

/** A feed as the API sends it, checked: anything else is not used. */
export function checkFeed(value: unknown): RatesFeed | null {
  if (!value || typeof value !== 'object') return null;
  const feed = value as { source?: unknown; days?: unknown; fetchedAt?: unknown };
  if (feed.source !== 'ecb' && feed.source !== 'snapshot') return null;
  if (!Array.isArray(feed.days) || feed.days.length === 0) return null;
  for (const day of feed.days as unknown[]) {
    if (!day || typeof day !== 'object') return null;
    const { date, rates } = day as { date?: unknown; rates?: unknown };
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    if (!rates || typeof rates !== 'object') return null;
    for (const [code, rate] of Object.entries(rates)) if (!/^[A-Z]{3}$/.test(code) || typeof rate !== 'string' || !/^\d+(\.\d+)?$/.test(rate) || Number(rate) <= 0) return null;
  }
  return { source: feed.source, days: feed.days as RateDay[], ...(typeof feed.fetchedAt === 'string' ? { fetchedAt: feed.fetchedAt } : {}) };
}

let loading: { promise: Promise<RatesFeed>; at: number } | null = null;
/** The page asks the server again after this long (the server itself holds them until the next publication). */
const KEEP_MS = 10 * 60 * 1000;

async function fromServer(): Promise<RatesFeed> {
  const fetcher = (globalThis as { fetch?: Fetch }).fetch;
  // In a browser: ask the site's own server. Elsewhere (tests, a worker without a page) there is none.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!fetcher || !origin || !/^https?:/.test(origin)) return SNAPSHOT;
  try {
    const res = await fetcher(`${origin}${RATES_API}`, { headers: { accept: 'application/json' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return SNAPSHOT;
    return checkFeed(await res.json()) ?? SNAPSHOT;
  } catch {
    return SNAPSHOT;
  }
}

/** The rates: the server's, else the copy kept with the site. Asked once and kept for a few minutes. */
export function loadRates(now = Date.now()): Promise<RatesFeed> {
  if (!loading || now - loading.at > KEEP_MS) loading = { promise: fromServer(), at: now };
  return loading.promise;
}
