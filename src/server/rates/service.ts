/**
 * Euro reference rates for the currency converter, kept by the server: read at start from the
 * last stored fetch (so a restart needs no fetch), else from the snapshot kept in the repository;
 * fetched from the source when a new publication is due (the daily file first: the 90-day file
 * only when a new day is out), then again after the next publication time, with retries every
 * half hour while the source cannot be reached. A fetch is written to disk atomically (temporary
 * file, fsync, rename) before it is served. Never a rate that was not published.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkRateDays, RatesFormatError, type RateDay, type RateSource } from './ecb.ts';

export interface RatesFeed {
  readonly source: 'ecb' | 'snapshot';
  readonly days: readonly RateDay[];
  readonly fetchedAt?: string;
}

export interface RatesOptions {
  source: RateSource;
  /** Where the last fetch is stored (a JSON file). */
  file: string;
  /** The ECB 90-day file kept in the repository, used until a fetch succeeds. */
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
 * The last stored fetch, checked as a download is: a file stored by an older version (a date in
 * the future, a rate for the euro…) is dropped, so the next valid fetch replaces it instead of
 * every genuine file looking older than it.
 */
function readStored(file: string, now: Date): RatesFeed | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as RatesFeed;
    if (stored.source !== 'ecb' || !Array.isArray(stored.days) || typeof stored.fetchedAt !== 'string' || Number.isNaN(Date.parse(stored.fetchedAt))) return null;
    return { source: 'ecb', days: checkRateDays(stored.days, now), fetchedAt: stored.fetchedAt };
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
async function download(url: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  for (let hops = 0; ; hops++) {
    const res = await fetch(target, { signal, redirect: 'manual', headers: { accept: 'application/xml, text/xml' } });
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

export function startRates(options: RatesOptions): RatesService {
  const now = options.now ?? (() => new Date());
  const retryMs = options.retryMs ?? 30 * 60_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const snapshot: RatesFeed = { source: 'snapshot', days: options.source.parse(readFileSync(options.snapshotFile, 'utf8'), now()).slice(0, KEEP_DAYS) };
  let current: RatesFeed = readStored(options.file, now()) ?? snapshot;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<'fetched' | 'unchanged' | 'failed'> | null = null;

  /** Whether a publication newer than what we hold can be out by now. */
  const due = () => {
    if (current.source !== 'ecb' || !current.fetchedAt) return true;
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
      const daily = options.source.parse(await download(options.source.dailyUrl, timeoutMs), now());
      const held = current.source === 'ecb' ? current.days[0]?.date : undefined;
      let days: RateDay[];
      if (held && daily[0]!.date <= held) {
        days = current.days as RateDay[];
      } else {
        const history = options.source.parse(await download(options.source.historyUrl, timeoutMs), now());
        const byDate = new Map(history.map((d) => [d.date, d]));
        for (const d of daily) byDate.set(d.date, d);
        days = [...byDate.values()].sort((a, b) => (a.date < b.date ? 1 : -1)).slice(0, KEEP_DAYS);
      }
      const next: RatesFeed = { source: 'ecb', days, fetchedAt: now().toISOString() };
      writeAtomically(options.file, JSON.stringify(next));
      const changed = current.days[0]?.date !== days[0]?.date || current.source !== 'ecb';
      current = next;
      options.log?.info({ date: days[0]?.date, changed }, 'currency rates fetched');
      schedule(options.source.nextPublication(now()).getTime() - now().getTime());
      return changed ? 'fetched' : 'unchanged';
    } catch (error) {
      const reason = error instanceof RatesFormatError ? `malformed: ${error.message}` : (error as Error).message;
      options.log?.warn({ reason, serving: current.days[0]?.date, source: current.source }, 'currency rates not fetched');
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

/** The JSON Schema of GET /api/currency-rates (Fastify serialises with it: nothing else goes out). */
export const RATES_RESPONSE = {
  type: 'object',
  required: ['source', 'days'],
  additionalProperties: false,
  properties: {
    source: { enum: ['ecb', 'snapshot'] },
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
} as const;
