/**
 * Rates as the page receives them: one feed per source, the European Central Bank's reference rates
 * first (the reference wherever they have the currency), then currency-api's (fawazahmed0), each
 * with its publication days, newest first, each day with the euro's rate in every other currency as
 * the source gave it (a decimal string: "1.0497" US dollars for one euro). The site's API server
 * serves them (GET /api/currency-rates, fetched from the sources the operator chose, and stored);
 * where no API server answers (a static host, offline), the copies kept with the site are used and
 * said to be those copies, with their own dates. currency-api's copy is loaded only then.
 */
import { SNAPSHOT } from './snapshot.ts';

export interface RateDay {
  /** The publication day, YYYY-MM-DD. */
  readonly date: string;
  /** Currency → units of it for one euro, as published (a decimal string). */
  readonly rates: Readonly<Record<string, string>>;
}

export const PROVIDERS = ['ecb', 'currency-api'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface RatesFeed {
  /** Whose rates: the European Central Bank's, or currency-api's (fawazahmed0). */
  readonly provider: Provider;
  /** 'fetched' by the site's server; 'snapshot': the copy kept with the site. */
  readonly source: 'fetched' | 'snapshot';
  /** Newest first. */
  readonly days: readonly RateDay[];
  /** When the server fetched them (ISO 8601), if it did. */
  readonly fetchedAt?: string;
}

/** The feeds the page has, in order of preference: the ECB's first. */
export interface Rates {
  readonly feeds: readonly RatesFeed[];
}

export const RATES_API = '/api/currency-rates';

interface FetchResponse {
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}
type Fetch = (url: string, init?: { headers?: Record<string, string>; signal?: unknown }) => Promise<FetchResponse>;

/** One feed as the API sends it, checked: anything else is not used. */
export function checkFeed(value: unknown): RatesFeed | null {
  if (!value || typeof value !== 'object') return null;
  const feed = value as { provider?: unknown; source?: unknown; days?: unknown; fetchedAt?: unknown };
  if (!(PROVIDERS as readonly unknown[]).includes(feed.provider)) return null;
  if (feed.source !== 'fetched' && feed.source !== 'snapshot') return null;
  if (!Array.isArray(feed.days) || feed.days.length === 0) return null;
  for (const day of feed.days as unknown[]) {
    if (!day || typeof day !== 'object') return null;
    const { date, rates } = day as { date?: unknown; rates?: unknown };
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    if (!rates || typeof rates !== 'object') return null;
    for (const [code, rate] of Object.entries(rates)) if (!/^[A-Z]{3}$/.test(code) || code === 'EUR' || typeof rate !== 'string' || !/^\d+(\.\d+)?$/.test(rate) || Number(rate) <= 0) return null;
  }
  return { provider: feed.provider as Provider, source: feed.source, days: feed.days as RateDay[], ...(typeof feed.fetchedAt === 'string' ? { fetchedAt: feed.fetchedAt } : {}) };
}

/** The API's answer, checked: { feeds: [...] }, each feed valid, each source once, put in the order of preference; null otherwise. */
export function checkRates(value: unknown): Rates | null {
  if (!value || typeof value !== 'object') return null;
  const feeds = (value as { feeds?: unknown }).feeds;
  if (!Array.isArray(feeds) || feeds.length === 0) return null;
  const checked = feeds.map(checkFeed);
  if (checked.some((f) => f === null)) return null;
  const out = checked as RatesFeed[];
  if (new Set(out.map((f) => f.provider)).size !== out.length) return null;
  return { feeds: [...out].sort((a, b) => PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider)) };
}

/** The copies kept with the site: the ECB's, and currency-api's (a module of its own, fetched only when needed). */
export async function keptRates(): Promise<Rates> {
  const { CURRENCY_API_SNAPSHOT } = await import('./snapshotCurrencyApi.ts');
  return { feeds: [SNAPSHOT, CURRENCY_API_SNAPSHOT] };
}

let loading: { promise: Promise<Rates>; at: number } | null = null;
/** The page asks the server again after this long (the server itself holds them until the next publication). */
const KEEP_MS = 10 * 60 * 1000;

async function fromServer(): Promise<Rates> {
  const fetcher = (globalThis as { fetch?: Fetch }).fetch;
  // In a browser: ask the site's own server. Elsewhere (tests, a worker without a page) there is none.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!fetcher || !origin || !/^https?:/.test(origin)) return keptRates();
  try {
    const res = await fetcher(`${origin}${RATES_API}`, { headers: { accept: 'application/json' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return keptRates();
    return checkRates(await res.json()) ?? keptRates();
  } catch {
    return keptRates();
  }
}

/** The rates: the server's, else the copies kept with the site. Asked once and kept for a few minutes. */
export function loadRates(now = Date.now()): Promise<Rates> {
  if (!loading || now - loading.at > KEEP_MS) loading = { promise: fromServer(), at: now };
  return loading.promise;
}
