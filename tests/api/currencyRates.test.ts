/**
 * The currency converter's rates on the server: the ECB files read from saved copies (a real 90-day
 * file, a malformed one, wrong values), the publication calendar, the service (a fetch stored on
 * disk, a restart that needs no fetch, a failed or malformed fetch that keeps what was held);
 * currency-api's euro file (the saved copy, wrong values, a hostile mirror, the fallback address,
 * days gathered one fetch after another); and GET /api/currency-rates on the real server, with the
 * sources the operator chooses. Every source is a server on 127.0.0.1 that the test starts.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbSource, isTargetDay, nextEcbPublication, parseEcbXml, RatesFormatError } from '../../src/server/rates/ecb.ts';
import { currencyApiSource, CURRENCY_API_URLS, nextCurrencyApiCheck, parseCurrencyApiJson } from '../../src/server/rates/currencyApi.ts';
import { startRates } from '../../src/server/rates/service.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { SNAPSHOT } from '../../plugins/currency-converter/snapshot.ts';
import { CURRENCY_API_SNAPSHOT } from '../../plugins/currency-converter/snapshotCurrencyApi.ts';
import { startServer } from '../server/harness.ts';

const DATA = join(process.cwd(), 'plugins/currency-converter/data');
const HISTORY = readFileSync(join(DATA, 'eurofxref-hist-90d.xml'), 'utf8');
const MALFORMED = readFileSync(join(DATA, 'eurofxref-malformed.xml'), 'utf8');
/** The daily file of 25 February 2025: the same envelope with the newest day only. */
const DAILY = HISTORY.replace(/\n<Cube time="2025-02-24">[\s\S]*<\/Cube>\n<\/Cube>/, '</Cube>');
/** currency-api's euro file of 29 September 2026, cut to the converter's currencies (data/README.md). */
const API_FILE = join(DATA, 'currency-api-eur-2026-09-29.json');
const API = readFileSync(API_FILE, 'utf8');
/** The same file as published on another day, or with its euro rates changed. */
const apiFile = (date: string, change: (eur: Record<string, unknown>) => void = () => {}) => {
  const doc = JSON.parse(API) as { date: string; eur: Record<string, unknown> };
  change(doc.eur);
  return JSON.stringify({ ...doc, date });
};

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
    expect(first.feed()).toMatchObject({ provider: 'ecb', source: 'fetched', fetchedAt: '2025-02-25T16:00:00.000Z' });
    expect(first.feed().days).toEqual(parseEcbXml(HISTORY));
    expect(hits).toEqual(['/daily.xml', '/history.xml']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.feed());
    first.close();

    // Restarted an hour later (before the next publication): the stored rates, no request at all.
    hits.length = 0;
    const second = startRates({ source: source(), file, snapshotFile, fetch: true, now: () => new Date('2025-02-25T17:00:00Z') });
    expect(second.feed().source).toBe('fetched');
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
    expect(away.feed()).toEqual({ provider: 'ecb', source: 'snapshot', days: parseEcbXml(HISTORY) });
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

  it('a genuine file stored before there were two sources ({ source: "ecb" }) is still read at start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    writeFileSync(file, JSON.stringify({ source: 'ecb', days: parseEcbXml(HISTORY), fetchedAt: '2025-02-25T16:00:00.000Z' }));
    const service = startRates({ source: ecbSource({ daily: 'http://127.0.0.1:9/d.xml', history: 'http://127.0.0.1:9/h.xml' }), file, snapshotFile: join(DATA, 'eurofxref-hist-90d.xml'), fetch: false, now: () => new Date('2025-02-25T17:00:00Z') });
    expect(service.feed()).toEqual({ provider: 'ecb', source: 'fetched', days: parseEcbXml(HISTORY), fetchedAt: '2025-02-25T16:00:00.000Z' });
    service.close();
    // …but not as currency-api's.
    const other = startRates({ source: currencyApiSource(['http://127.0.0.1:9/eur.json']), file, snapshotFile: API_FILE, fetch: false, now: () => new Date('2026-10-01T00:00:00Z') });
    expect(other.feed().source).toBe('snapshot');
    other.close();
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
      expect(await res.json()).toEqual({
        feeds: [
          { provider: 'ecb', source: 'snapshot', days: parseEcbXml(HISTORY) },
          { provider: 'currency-api', source: 'snapshot', days: parseCurrencyApiJson(API) },
        ],
      });
    } finally {
      await server.close();
    }
  });

  it('serves only the sources the operator chooses (CURRENCY_RATE_SOURCES), the ECB first, and refuses an unknown one at start-up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-api-'));
    const server = await startServer({ CURRENCY_RATES_FETCH: '0', CURRENCY_RATE_SOURCES: 'currency-api', CURRENCY_RATES_FILE: join(dir, 'rates.json'), CONTACT_DB: join(dir, 'contact.sqlite') });
    try {
      const body = (await (await fetch(`${server.base}/api/currency-rates`)).json()) as { feeds: { provider: string }[] };
      expect(body.feeds.map((f) => f.provider)).toEqual(['currency-api']);
    } finally {
      await server.close();
    }
    expect(configFromEnv({}).rateSources).toEqual(['ecb', 'currency-api']);
    expect(configFromEnv({ CURRENCY_RATE_SOURCES: 'currency-api, ECB' }).rateSources).toEqual(['ecb', 'currency-api']);
    expect(configFromEnv({ CURRENCY_RATE_SOURCES: 'ecb' }).rateSources).toEqual(['ecb']);
    expect(() => configFromEnv({ CURRENCY_RATE_SOURCES: 'ecb,fixer' })).toThrow(/CURRENCY_RATE_SOURCES/);
    // currency-api's stored rates sit beside the ECB's unless the operator says otherwise.
    expect(configFromEnv({ CURRENCY_RATES_FILE: '/srv/rates/ecb.json' }).currencyApiRatesFile).toBe('/srv/rates/currency-api-rates.json');
    expect(configFromEnv({ CURRENCY_API_URL: 'https://a.example/eur.json, https://b.example/eur.json' }).currencyApiUrls).toEqual(['https://a.example/eur.json', 'https://b.example/eur.json']);
  });
});

describe('reading currency-api’s euro file', () => {
  const at = new Date('2026-09-29T12:00:00Z');

  it('reads the saved file: one day, the 151 currencies of the converter besides the euro, values as published', () => {
    const days = parseCurrencyApiJson(API, at);
    expect(days).toHaveLength(1);
    expect(days[0]!.date).toBe('2026-09-29');
    expect(Object.keys(days[0]!.rates)).toHaveLength(151);
    expect(days[0]!.rates).toMatchObject({ USD: '1.13607202', NGN: '1506.61827055', ARS: '1732.54080866', IRR: '1562098.626243', KWD: '0.35071891', CVE: '110.27' });
    expect(days[0]!.rates.EUR).toBeUndefined();
  });

  it('the copy shipped to the page is exactly what the saved file says', () => {
    expect(CURRENCY_API_SNAPSHOT.days).toEqual(parseCurrencyApiJson(API, at));
  });

  it('keeps only the converter’s currencies: crypto-currencies, metals and withdrawn currencies in the file are ignored', () => {
    const file = apiFile('2026-09-29', (eur) => Object.assign(eur, { btc: 0.000013652638, xau: 0.00029, hrk: 7.5345, '1inch': 11.32244633, USD: 5 }));
    expect(parseCurrencyApiJson(file, at)).toEqual(parseCurrencyApiJson(API, at));
  });

  it('refuses what no genuine file holds: not JSON, no euro rates, an impossible or future date, a euro not worth one euro, a rate that is not a positive decimal, too few currencies', () => {
    expect(() => parseCurrencyApiJson('<html><body>Service unavailable</body></html>', at)).toThrow(RatesFormatError);
    expect(() => parseCurrencyApiJson(API.slice(0, 2000), at)).toThrow(/not JSON/);
    expect(() => parseCurrencyApiJson('', at)).toThrow(RatesFormatError);
    expect(() => parseCurrencyApiJson('[1,2]', at)).toThrow(/not a rates file/);
    expect(() => parseCurrencyApiJson(JSON.stringify({ date: '2026-09-29', usd: { eur: 0.88 } }), at)).toThrow(/no euro rates/);
    expect(() => parseCurrencyApiJson(apiFile('2026-02-30'), at)).toThrow(/valid date/);
    expect(() => parseCurrencyApiJson(apiFile('29.09.2026'), at)).toThrow(/valid date/);
    expect(() => parseCurrencyApiJson(apiFile('2026-10-01'), at)).toThrow(/in the future/);
    expect(() => parseCurrencyApiJson(apiFile('2099-12-31'), at)).toThrow(/in the future/);
    // Tomorrow in UTC is already today somewhere: accepted.
    expect(parseCurrencyApiJson(apiFile('2026-09-30'), at)[0]!.date).toBe('2026-09-30');
    expect(() => parseCurrencyApiJson(apiFile('2026-09-29', (eur) => (eur.eur = 1.02)), at)).toThrow(/euro itself/);
    for (const bad of [0, -1.05, '1.05', null, 1e-7, 5e21]) expect(() => parseCurrencyApiJson(apiFile('2026-09-29', (eur) => (eur.ngn = bad)), at), String(bad)).toThrow(/NGN has no valid rate/);
    const few = JSON.stringify({ date: '2026-09-29', eur: { eur: 1, usd: 1.13, gbp: 0.86 } });
    expect(() => parseCurrencyApiJson(few, at)).toThrow(/only 2 currencies/);
  });

  it('asks again at the next of 00:30, 06:30, 12:30 and 18:30 UTC, and documents jsDelivr first with the Cloudflare copy as fallback', () => {
    expect(nextCurrencyApiCheck(new Date('2026-09-29T00:10:00Z')).toISOString()).toBe('2026-09-29T00:30:00.000Z');
    expect(nextCurrencyApiCheck(new Date('2026-09-29T00:30:00Z')).toISOString()).toBe('2026-09-29T06:30:00.000Z');
    expect(nextCurrencyApiCheck(new Date('2026-09-29T20:00:00Z')).toISOString()).toBe('2026-09-30T00:30:00.000Z');
    expect(CURRENCY_API_URLS).toEqual(['https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.json', 'https://latest.currency-api.pages.dev/v1/currencies/eur.json']);
  });
});

describe('the currency-api service', () => {
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const http = createServer(handler);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => { http.closeAllConnections(); http.close(() => resolve()); }) };
  };
  const tempFile = () => join(mkdtempSync(join(tmpdir(), 'rates-')), 'currency-api.json');
  const start = (urls: string[], options: { file?: string; now?: Date; timeoutMs?: number } = {}) =>
    startRates({ source: currencyApiSource(urls), file: options.file ?? tempFile(), snapshotFile: API_FILE, fetch: true, now: () => options.now ?? new Date('2026-10-02T01:00:00Z'), timeoutMs: options.timeoutMs ?? 60_000 });

  it('serves its snapshot until a fetch succeeds, then gathers the days it fetches (the snapshot’s only while recent), stored on disk and read back at a restart', async () => {
    let date = '2026-10-01';
    const hits: string[] = [];
    const mirror = await serve((req, res) => {
      hits.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(apiFile(date, (eur) => (eur.ngn = date === '2026-10-01' ? 1510.5 : 1512.25)));
    });
    try {
      const file = tempFile();
      const first = start([`${mirror.base}/eur.json`], { file });
      expect(first.feed()).toEqual({ provider: 'currency-api', source: 'snapshot', days: parseCurrencyApiJson(API) });
      expect(await first.refresh()).toBe('fetched');
      expect(first.feed()).toMatchObject({ provider: 'currency-api', source: 'fetched', fetchedAt: '2026-10-02T01:00:00.000Z' });
      // The new day first, then the snapshot's genuine day of the same source, 2 days older.
      expect(first.feed().days.map((d) => [d.date, d.rates.NGN])).toEqual([['2026-10-01', '1510.5'], ['2026-09-29', '1506.61827055']]);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.feed());
      first.close();

      // Restarted before the next check: what was stored, no request.
      hits.length = 0;
      const second = start([`${mirror.base}/eur.json`], { file, now: new Date('2026-10-02T05:00:00Z') });
      expect(second.feed().source).toBe('fetched');
      expect(await second.refresh()).toBe('unchanged');
      expect(hits).toEqual([]);
      second.close();

      // The next day's file: added to the days held.
      date = '2026-10-02';
      const third = start([`${mirror.base}/eur.json`], { file, now: new Date('2026-10-03T01:00:00Z') });
      expect(await third.refresh()).toBe('fetched');
      expect(third.feed().days.map((d) => d.date)).toEqual(['2026-10-02', '2026-10-01', '2026-09-29']);
      third.close();

      // Months later: days more than 14 days older than the newest are let go (no change shown across a gap of months).
      date = '2026-12-02';
      const later = start([`${mirror.base}/eur.json`], { file, now: new Date('2026-12-03T01:00:00Z') });
      expect(await later.refresh()).toBe('fetched');
      expect(later.feed().days.map((d) => d.date)).toEqual(['2026-12-02']);
      later.close();
    } finally {
      await mirror.close();
    }
  });

  it('falls back to the next address when the first fails, is malformed or is refused', async () => {
    const hits: string[] = [];
    const mirror = await serve((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/down.json') return void res.writeHead(503).end('busy');
      if (req.url === '/future.json') return void res.end(apiFile('2099-01-01'));
      res.end(apiFile('2026-10-01'));
    });
    try {
      const rates = start([`${mirror.base}/down.json`, `${mirror.base}/future.json`, `${mirror.base}/eur.json`]);
      expect(await rates.refresh(true)).toBe('fetched');
      expect(hits).toEqual(['/down.json', '/future.json', '/eur.json']);
      expect(rates.feed().days[0]!.date).toBe('2026-10-01');
      rates.close();

      // Every address failing: what was held stays, nothing is stored.
      const file = tempFile();
      const none = start([`${mirror.base}/down.json`, `${mirror.base}/future.json`, 'http://127.0.0.1:9/eur.json'], { file, timeoutMs: 2000 });
      expect(await none.refresh(true)).toBe('failed');
      expect(none.feed()).toEqual({ provider: 'currency-api', source: 'snapshot', days: parseCurrencyApiJson(API) });
      expect(existsSync(file)).toBe(false);
      none.close();
    } finally {
      await mirror.close();
    }
  });

  it('a fetch with a rate for the euro, a negative rate or a date after tomorrow is never served or stored', async () => {
    let body = '';
    const mirror = await serve((_req, res) => res.end(body));
    try {
      for (const bad of [apiFile('2026-10-01', (eur) => (eur.eur = 0.5)), apiFile('2026-10-01', (eur) => (eur.usd = -1.1)), apiFile('2026-10-04')]) {
        body = bad;
        const file = tempFile();
        const rates = start([`${mirror.base}/eur.json`], { file });
        expect(await rates.refresh(true)).toBe('failed');
        expect(rates.feed().source).toBe('snapshot');
        expect(existsSync(file)).toBe(false);
        rates.close();
      }
    } finally {
      await mirror.close();
    }
  });

  it('a 400 MB answer is cut off after 2 MB while it streams; one announced larger is refused before it is read', async () => {
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    const endless = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
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
    const announced = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(400 * 1024 * 1024) });
      res.write('{"date":');
    });
    try {
      const rates = start([`${endless.base}/eur.json`]);
      expect(await rates.refresh(true)).toBe('failed');
      expect(sent).toBeLessThan(32 * 1024 * 1024);
      rates.close();
      const big = start([`${announced.base}/eur.json`]);
      expect(await big.refresh(true)).toBe('failed');
      big.close();
    } finally {
      await endless.close();
      await announced.close();
    }
  });

  it('a redirect to another host is not followed; one within the same origin is', async () => {
    const elsewhere: string[] = [];
    const other = await serve((req, res) => {
      elsewhere.push(req.url ?? '');
      res.end(apiFile('2026-10-01'));
    });
    let to = '';
    const hits: string[] = [];
    const mirror = await serve((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/v1/eur.json') return void res.end(apiFile('2026-10-01'));
      res.writeHead(302, { location: to }).end();
    });
    try {
      for (const target of ['http://169.254.169.254/latest/meta-data/', `${other.base}/eur.json`]) {
        to = target;
        const rates = start([`${mirror.base}/eur.json`]);
        expect(await rates.refresh(true)).toBe('failed');
        rates.close();
      }
      expect(elsewhere).toEqual([]);
      to = '/v1/eur.json';
      hits.length = 0;
      const moved = start([`${mirror.base}/eur.json`]);
      expect(await moved.refresh(true)).toBe('fetched');
      expect(hits).toEqual(['/eur.json', '/v1/eur.json']);
      moved.close();
    } finally {
      await mirror.close();
      await other.close();
    }
  });
});
