/**
 * The currency converter's rates on the server: the ECB files read from saved copies (a real 90-day
 * file, a malformed one, wrong values), the publication calendar, the service (a fetch stored on
 * disk, a restart that needs no fetch, a failed or malformed fetch that keeps what was held), and
 * GET /api/currency-rates on the real server.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbSource, isTargetDay, nextEcbPublication, parseEcbXml, RatesFormatError } from '../../src/server/rates/ecb.ts';
import { startRates } from '../../src/server/rates/service.ts';
import { SNAPSHOT } from '../../plugins/currency-converter/snapshot.ts';
import { startServer } from '../server/harness.ts';

const DATA = join(process.cwd(), 'plugins/currency-converter/data');
const HISTORY = readFileSync(join(DATA, 'eurofxref-hist-90d.xml'), 'utf8');
const MALFORMED = readFileSync(join(DATA, 'eurofxref-malformed.xml'), 'utf8');
/** The daily file of 25 February 2025: the same envelope with the newest day only. */
const DAILY = HISTORY.replace(/\n<Cube time="2025-02-24">[\s\S]*<\/Cube>\n<\/Cube>/, '</Cube>');

describe('reading the ECB files', () => {
  it('reads the saved 90-day file: 8 publication days, newest first, 30 currencies each, values as published', () => {
    const days = parseEcbXml(HISTORY);
    expect(days.map((d) => d.date)).toEqual(['2025-02-25', '2025-02-24', '2025-02-21', '2025-02-20', '2025-02-19', '2025-02-18', '2025-02-17', '2025-02-14']);
    for (const day of days) expect(Object.keys(day.rates)).toHaveLength(30);
    expect(days[0]!.rates).toMatchObject({ USD: '1.0497', JPY: '157.19', GBP: '0.82908', CHF: '0.9386', HUF: '401.2', ZAR: '19.2862' });
    expect(days[7]!.rates.USD).toBe('1.0478');
  });

  it('reads the daily file: one day', () => {
    expect(parseEcbXml(DAILY)).toEqual([parseEcbXml(HISTORY)[0]]);
  });

  it('the copy shipped to the page is exactly what the saved file says', () => {
    expect(SNAPSHOT.days).toEqual(parseEcbXml(HISTORY));
  });

  it('refuses a malformed file, a file without days, and rates that are not positive decimals', () => {
    expect(() => parseEcbXml(MALFORMED)).toThrow(RatesFormatError);
    expect(() => parseEcbXml('<html><body>Service unavailable</body></html>')).toThrow(RatesFormatError);
    expect(() => parseEcbXml('')).toThrow(RatesFormatError);
    const bad = (rate: string) => HISTORY.replace('rate="1.0497"', `rate="${rate}"`);
    expect(() => parseEcbXml(bad('abc'))).toThrow(/USD has no valid rate/);
    expect(() => parseEcbXml(bad('0'))).toThrow(/USD has no valid rate/);
    expect(() => parseEcbXml(bad('-1.05'))).toThrow(/USD has no valid rate/);
    expect(() => parseEcbXml(HISTORY.replace('time="2025-02-25"', 'time="25/02/2025"'))).toThrow(/valid date/);
  });

  it('refuses what no genuine file holds: an impossible date, a date after tomorrow (UTC), a rate for the euro, a date or a currency twice', () => {
    const at = new Date('2025-02-25T16:00:00Z');
    const dated = (date: string) => HISTORY.replace('time="2025-02-25"', `time="${date}"`);
    expect(() => parseEcbXml(dated('2026-02-30'), new Date('2026-03-10T00:00:00Z'))).toThrow(/valid date/);
    expect(() => parseEcbXml(dated('2025-02-29'), at)).toThrow(/valid date/);
    expect(() => parseEcbXml(dated('2099-12-31'), at)).toThrow(/in the future/);
    expect(() => parseEcbXml(dated('2025-02-27'), at)).toThrow(/in the future/);
    // Tomorrow in UTC is already today somewhere (the ECB's 16:00 is late evening in the east): accepted.
    expect(parseEcbXml(dated('2025-02-26'), at)[0]!.date).toBe('2025-02-26');
    expect(parseEcbXml(dated('2024-02-29'), at)[0]!.date).toBe('2025-02-24');
    expect(() => parseEcbXml(HISTORY.replace('currency="USD"', 'currency="EUR"'), at)).toThrow(/euro itself/);
    expect(() => parseEcbXml(dated('2025-02-24'), at)).toThrow(/2025-02-24 is given twice/);
    expect(() => parseEcbXml(HISTORY.replace('currency="JPY"', 'currency="USD"'), at)).toThrow(/USD is given twice/);
  });

  it('knows the TARGET calendar and when the next publication is due (16:00 CET, a margin after)', () => {
    expect(isTargetDay(new Date('2025-02-25T00:00:00Z'))).toBe(true);
    expect(isTargetDay(new Date('2025-02-22T00:00:00Z'))).toBe(false); // Saturday
    expect(isTargetDay(new Date('2025-04-18T00:00:00Z'))).toBe(false); // Good Friday
    expect(isTargetDay(new Date('2025-04-21T00:00:00Z'))).toBe(false); // Easter Monday
    expect(isTargetDay(new Date('2025-05-01T00:00:00Z'))).toBe(false);
    expect(isTargetDay(new Date('2025-12-26T00:00:00Z'))).toBe(false);
    // Tuesday morning: that afternoon (16:15 CET = 15:15 UTC).
    expect(nextEcbPublication(new Date('2025-02-25T08:00:00Z')).toISOString()).toBe('2025-02-25T15:15:00.000Z');
    // Friday evening: Monday.
    expect(nextEcbPublication(new Date('2025-02-21T17:00:00Z')).toISOString()).toBe('2025-02-24T15:15:00.000Z');
    // Thursday before Easter, in summer time (16:15 CEST = 14:15 UTC): Good Friday and Easter Monday skipped.
    expect(nextEcbPublication(new Date('2025-04-17T15:00:00Z')).toISOString()).toBe('2025-04-22T14:15:00.000Z');
  });
});

describe('the rates service', () => {
  let http: Server;
  let base = '';
  const hits: string[] = [];
  let answer: { daily: string; history: string } = { daily: DAILY, history: HISTORY };
  beforeAll(async () => {
    http = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.setHeader('content-type', 'text/xml');
      res.end(req.url === '/daily.xml' ? answer.daily : answer.history);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const source = () => ecbSource({ daily: `${base}/daily.xml`, history: `${base}/history.xml` });
  const snapshotFile = join(DATA, 'eurofxref-hist-90d.xml');

  it('serves the snapshot until a fetch succeeds, stores the fetch on disk, and a restart serves it without fetching', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    hits.length = 0;
    const clock = () => new Date('2025-02-25T16:00:00Z');
    const first = startRates({ source: source(), file, snapshotFile, fetch: true, now: clock });
    expect(first.feed().source).toBe('snapshot');
    expect(await first.refresh()).toBe('fetched');
    expect(first.feed()).toMatchObject({ source: 'ecb', fetchedAt: '2025-02-25T16:00:00.000Z' });
    expect(first.feed().days).toEqual(parseEcbXml(HISTORY));
    expect(hits).toEqual(['/daily.xml', '/history.xml']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.feed());
    first.close();

    // Restarted an hour later (before the next publication): the stored rates, no request at all.
    hits.length = 0;
    const second = startRates({ source: source(), file, snapshotFile, fetch: true, now: () => new Date('2025-02-25T17:00:00Z') });
    expect(second.feed().source).toBe('ecb');
    expect(await second.refresh()).toBe('unchanged');
    expect(hits).toEqual([]);
    second.close();

    // The next afternoon a publication is due: the daily file says nothing new is out, so the 90-day file is not asked for.
    const third = startRates({ source: source(), file, snapshotFile, fetch: true, now: () => new Date('2025-02-26T15:30:00Z') });
    await third.refresh();
    expect(hits).toEqual(['/daily.xml']);
    expect(third.feed().days[0]!.date).toBe('2025-02-25');
    third.close();
  });

  it('keeps what it holds when the source answers a malformed file or cannot be reached', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    answer = { daily: MALFORMED, history: MALFORMED };
    const service = startRates({ source: source(), file, snapshotFile, fetch: true, now: () => new Date('2025-02-25T16:00:00Z') });
    expect(await service.refresh(true)).toBe('failed');
    expect(service.feed().source).toBe('snapshot');
    expect(existsSync(file)).toBe(false);
    service.close();
    answer = { daily: DAILY, history: HISTORY };

    const away = startRates({ source: ecbSource({ daily: 'http://127.0.0.1:9/daily.xml', history: 'http://127.0.0.1:9/h.xml' }), file, snapshotFile, fetch: true, timeoutMs: 2000 });
    expect(await away.refresh(true)).toBe('failed');
    expect(away.feed()).toEqual({ source: 'snapshot', days: parseEcbXml(HISTORY) });
    away.close();
  });
});

describe('a stored file that no genuine source could have given', () => {
  it('is dropped at start and replaced by the next valid fetch (a future date does not make every genuine file look old)', async () => {
    const http = createServer((req, res) => res.end(req.url === '/daily.xml' ? DAILY : HISTORY));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
      const genuine = parseEcbXml(HISTORY);
      for (const days of [
        [{ date: '2099-12-31', rates: { USD: '1.5' } }, ...genuine],
        [{ date: '2025-02-30', rates: { USD: '1.5' } }],
        [{ ...genuine[0]!, rates: { ...genuine[0]!.rates, EUR: '1' } }],
      ]) {
        writeFileSync(file, JSON.stringify({ source: 'ecb', days, fetchedAt: '2025-02-25T16:00:00.000Z' }));
        const service = startRates({ source: ecbSource({ daily: `${base}/daily.xml`, history: `${base}/history.xml` }), file, snapshotFile: join(DATA, 'eurofxref-hist-90d.xml'), fetch: true, now: () => new Date('2025-02-25T17:00:00Z') });
        expect(service.feed().source).toBe('snapshot');
        expect(await service.refresh()).toBe('fetched');
        expect(service.feed().days).toEqual(genuine);
        expect(JSON.parse(readFileSync(file, 'utf8')).days).toEqual(genuine);
        service.close();
      }
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('a fetch dated in the future is refused and the genuine file held stays', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    const future = DAILY.replace('time="2025-02-25"', 'time="2099-12-31"');
    const http = createServer((req, res) => res.end(req.url === '/daily.xml' ? future : HISTORY));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const service = startRates({ source: ecbSource({ daily: `${base}/daily.xml`, history: `${base}/history.xml` }), file, snapshotFile: join(DATA, 'eurofxref-hist-90d.xml'), fetch: true, now: () => new Date('2025-02-25T17:00:00Z') });
      expect(await service.refresh(true)).toBe('failed');
      expect(service.feed().days[0]!.date).toBe('2025-02-25');
      expect(existsSync(file)).toBe(false);
      service.close();
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});

describe('a hostile mirror', () => {
  const snapshotFile = join(DATA, 'eurofxref-hist-90d.xml');
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const http = createServer(handler);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => { http.closeAllConnections(); http.close(() => resolve()); }) };
  };
  const service = (base: string) =>
    startRates({ source: ecbSource({ daily: `${base}/daily.xml`, history: `${base}/history.xml` }), file: join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json'), snapshotFile, fetch: true, now: () => new Date('2025-02-25T17:00:00Z'), timeoutMs: 60_000 });

  it('a 400 MB answer is cut off after 2 MB while it streams, without the memory growing', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    // No Content-Length: only reading the stream can tell the size. The mirror writes as fast as it is read.
    const mirror = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      const pump = () => {
        while (sent < 400 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
    });
    const before = process.memoryUsage().rss;
    try {
      const rates = service(mirror.base);
      expect(await rates.refresh(true)).toBe('failed');
      expect(rates.feed().source).toBe('snapshot');
      rates.close();
      // What was sent before the cut: the cap and the socket buffers, far from 400 MB.
      expect(sent).toBeLessThan(32 * 1024 * 1024);
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    } finally {
      await mirror.close();
    }
  });

  it('an answer announced larger than 2 MB is refused before it is read', async () => {
    const mirror = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml', 'content-length': String(400 * 1024 * 1024) });
      res.write('<?xml version="1.0"?>');
    });
    try {
      const rates = service(mirror.base);
      expect(await rates.refresh(true)).toBe('failed');
      rates.close();
    } finally {
      await mirror.close();
    }
  });

  it('a redirect to another host (169.254.169.254, another port) is not followed; one within the same origin is', async () => {
    const elsewhere: string[] = [];
    const other = await serve((req, res) => {
      elsewhere.push(req.url ?? '');
      res.end(req.url === '/daily.xml' ? DAILY : HISTORY);
    });
    let to = 'http://169.254.169.254/latest/meta-data/';
    const hits: string[] = [];
    const mirror = await serve((req, res) => {
      hits.push(req.url ?? '');
      if (req.url?.startsWith('/moved/')) return void res.end(req.url === '/moved/daily.xml' ? DAILY : HISTORY);
      res.writeHead(302, { location: to.replace('{path}', req.url ?? '') }).end();
    });
    try {
      const metadata = service(mirror.base);
      const started = Date.now();
      expect(await metadata.refresh(true)).toBe('failed');
      expect(Date.now() - started).toBeLessThan(5000);
      metadata.close();

      to = `${other.base}{path}`;
      const away = service(mirror.base);
      expect(await away.refresh(true)).toBe('failed');
      expect(elsewhere).toEqual([]);
      away.close();

      to = '/moved{path}';
      hits.length = 0;
      const moved = service(mirror.base);
      expect(await moved.refresh(true)).toBe('fetched');
      expect(moved.feed().days).toEqual(parseEcbXml(HISTORY));
      expect(hits).toEqual(['/daily.xml', '/moved/daily.xml', '/history.xml', '/moved/history.xml']);
      moved.close();
    } finally {
      await mirror.close();
      await other.close();
    }
  });
});

describe('GET /api/currency-rates', () => {
  it('answers the rates the server holds, as JSON, with their source and dates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-api-'));
    const server = await startServer({ CURRENCY_RATES_FETCH: '0', CURRENCY_RATES_FILE: join(dir, 'rates.json'), CONTACT_DB: join(dir, 'contact.sqlite') });
    try {
      const res = await fetch(`${server.base}/api/currency-rates`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await res.json()).toEqual({ source: 'snapshot', days: parseEcbXml(HISTORY) });
    } finally {
      await server.close();
    }
  });
});
