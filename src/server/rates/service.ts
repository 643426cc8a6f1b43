/**
 * Euro rates for the currency converter, kept by the server, one service per source (the ECB's
 * reference rates; currency-api's): read at start from the last stored fetch (so a restart needs
 * no fetch), else from the snapshot kept in the repository; fetched from the source when a new
 * publication is due (the daily file first: the ECB's 90-day file only when a new day is out; a
 * source without a history file keeps the days it fetched), then again after the next publication
 * time, with retries every half hour while the source cannot be reached. A fetch is written to disk
 * atomically (temporary file, fsync, rename) before it is served. Never a rate that was not published.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkRateDays, RatesFormatError, SOURCE_IDS, type RateDay, type RateSource, type SourceId } from './ecb.ts';

export interface RatesFeed {
  /** Whose rates: the ECB's or currency-api's. */
  readonly provider: SourceId;
  /** 'fetched' by this server; 'snapshot': the copy kept in the repository. */
  readonly source: 'fetched' | 'snapshot';
  readonly days: readonly RateDay[];
  readonly fetchedAt?: string;
}

export interface RatesOptions {
  source: RateSource;
  /** Where the last fetch is stored (a JSON file). */
  file: string;
  /** The source's file kept in the repository (the ECB's 90-day file, currency-api's euro file), used until a fetch succeeds. */
  snapshotFile: string;
  /** Fetch from the source at all (off: serve what is stored or the snapshot). */
  fetch: boolean;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
  /** Retry delay after a failed fetch (default 30 minutes). */
  retryMs?: number;
  /** Time limit of one download. */
  timeoutMs?: number;
}

export interface RatesService {
  feed(): RatesFeed;
  /** Fetches now if a publication is due (or always with force); resolves when done. */
  refresh(force?: boolean): Promise<'fetched' | 'unchanged' | 'failed'>;
  close(): void;
}

/** Publication days kept: the page shows 7 and the change of the 7th needs the day before. */
const KEEP_DAYS = 10;
/**
 * A source without a history file keeps the days it fetched that are at most this many days older than
 * its newest (so a snapshot months old never shows as yesterday's rate in the history).
 */
const GATHER_DAYS = 14;

/**
 * The last stored fetch, checked as a download is: a file stored by an older version (a date in
 * the future, a rate for the euro…) is dropped, so the next valid fetch replaces it instead of
 * every genuine file looking older than it.
 */
function readStored(file: string, provider: SourceId, now: Date): RatesFeed | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { provider?: unknown; source?: unknown; days?: unknown; fetchedAt?: unknown };
    // A file stored before there were two sources: { source: 'ecb', … }.
    const ours = (stored.provider === provider && stored.source === 'fetched') || (provider === 'ecb' && stored.provider === undefined && stored.source === 'ecb');
    if (!ours || !Array.isArray(stored.days) || typeof stored.fetchedAt !== 'string' || Number.isNaN(Date.parse(stored.fetchedAt))) return null;
    return { provider, source: 'fetched', days: checkRateDays(stored.days, now), fetchedAt: stored.fetchedAt };
  } catch {
    return null;
  }
}

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${Date.now()}-${process.pid}.tmp`);
  const fd = openSync(temporary, 'w', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  try {
    const dir = openSync(dirname(file), 'r');
    fsyncSync(dir);
    closeSync(dir);
  } catch {
    // Some file systems cannot sync a directory; the rename is still atomic.
  }
}

/** The largest answer read (the 90-day file is about 45 kB): more is cut off, not held in memory. */
const MAX_BYTES = 2_000_000;
const MAX_REDIRECTS = 3;

/**
 * One file from the source, read as a stream and cut off past MAX_BYTES. Redirects are followed only
 * within the same origin: a mirror cannot send the server to another host (a metadata address…).
 */
async function download(url: string, accept: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  for (let hops = 0; ; hops++) {
    const res = await fetch(target, { signal, redirect: 'manual', headers: { accept } });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      const next = location ? new URL(location, target) : null;
      if (!next || next.origin !== target.origin) throw new Error(`HTTP ${res.status} to another host (not followed)`);
      if (hops >= MAX_REDIRECTS) throw new Error('too many redirects');
      target = next;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
      await res.body?.cancel();
      throw new Error('answer too large');
    }
    return readCapped(res.body);
  }
}

async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first of the addresses that answers a valid file, each a fallback for the one before; the last failure otherwise. */
async function fetchDays(source: RateSource, urls: readonly string[], timeoutMs: number, now: Date): Promise<RateDay[]> {
  let failure: unknown = new Error('no address');
  for (const url of urls) {
    try {
      return source.parse(await download(url, source.accept, timeoutMs), now);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

const newestFirst = (a: RateDay, b: RateDay) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function startRates(options: RatesOptions): RatesService {
  const now = options.now ?? (() => new Date());
  const retryMs = options.retryMs ?? 30 * 60_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const provider = options.source.id;
  const snapshot: RatesFeed = { provider, source: 'snapshot', days: options.source.parse(readFileSync(options.snapshotFile, 'utf8'), now()).slice(0, KEEP_DAYS) };
  let current: RatesFeed = readStored(options.file, provider, now()) ?? snapshot;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<'fetched' | 'unchanged' | 'failed'> | null = null;

  /** Whether a publication newer than what we hold can be out by now. */
  const due = () => {
    if (current.source !== 'fetched' || !current.fetchedAt) return true;
    return options.source.nextPublication(new Date(current.fetchedAt)) <= now();
  };

  const schedule = (ms: number) => {
    if (closed || !options.fetch) return;
    clearTimeout(timer);
    // Timers longer than about 24.8 days overflow; a day is plenty between checks anyway.
    timer = setTimeout(() => void refresh(), Math.max(1000, Math.min(ms, 24 * 3_600_000)));
    timer.unref();
  };

  const fetchOnce = async (): Promise<'fetched' | 'unchanged' | 'failed'> => {
    try {
      const daily = await fetchDays(options.source, options.source.dailyUrls, timeoutMs, now());
      const held = current.source === 'fetched' ? current.days[0]?.date : undefined;
      let days: RateDay[];
      if (held && daily[0]!.date <= held) {
        days = current.days as RateDay[];
      } else if (options.source.historyUrls) {
        const history = await fetchDays(options.source, options.source.historyUrls, timeoutMs, now());
        const byDate = new Map(history.map((d) => [d.date, d]));
        for (const d of daily) byDate.set(d.date, d);
        days = [...byDate.values()].sort(newestFirst).slice(0, KEEP_DAYS);
      } else {
        // No history file: the days held (fetched before, or the snapshot's: the same source's genuine days), the new one first.
        const byDate = new Map(current.days.map((d) => [d.date, d]));
        for (const d of daily) byDate.set(d.date, d);
        const sorted = [...byDate.values()].sort(newestFirst);
        const oldest = daysBefore(sorted[0]!.date, GATHER_DAYS);
        days = sorted.filter((d) => d.date >= oldest).slice(0, KEEP_DAYS);
      }
      const next: RatesFeed = { provider, source: 'fetched', days, fetchedAt: now().toISOString() };
      writeAtomically(options.file, JSON.stringify(next));
      const changed = current.days[0]?.date !== days[0]?.date || current.source !== 'fetched';
      current = next;
      options.log?.info({ provider, date: days[0]?.date, changed }, 'currency rates fetched');
      schedule(options.source.nextPublication(now()).getTime() - now().getTime());
      return changed ? 'fetched' : 'unchanged';
    } catch (error) {
      const reason = error instanceof RatesFormatError ? `malformed: ${error.message}` : (error as Error).message;
      options.log?.warn({ provider, reason, serving: current.days[0]?.date, source: current.source }, 'currency rates not fetched');
      schedule(retryMs);
      return 'failed';
    }
  };

  const refresh = (force = false) => {
    if (!options.fetch || closed) return Promise.resolve('unchanged' as const);
    if (!force && !due()) {
      schedule(options.source.nextPublication(now()).getTime() - now().getTime());
      return Promise.resolve('unchanged' as const);
    }
    running ??= fetchOnce().finally(() => {
      running = null;
    });
    return running;
  };

  void refresh();
  return {
    feed: () => current,
    refresh,
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The JSON Schema of GET /api/currency-rates (Fastify serialises with it: nothing else goes out):
 * { feeds: [the ECB's, currency-api's] }, in that order of preference, only the sources the operator chose.
 */
export const RATES_RESPONSE = {
  type: 'object',
  required: ['feeds'],
  additionalProperties: false,
  properties: {
    feeds: {
      type: 'array',
      items: {
        type: 'object',
        required: ['provider', 'source', 'days'],
        additionalProperties: false,
        properties: {
          provider: { enum: [...SOURCE_IDS] },
          source: { enum: ['fetched', 'snapshot'] },
          fetchedAt: { type: 'string' },
          days: {
            type: 'array',
            items: {
              type: 'object',
              required: ['date', 'rates'],
              additionalProperties: false,
              properties: { date: { type: 'string' }, rates: { type: 'object', additionalProperties: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
} as const;
