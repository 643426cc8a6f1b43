/**
 * Redis going away mid-run (SIGKILL) costs no visitor an answer: the API keeps serving, the limits
 * (requests a minute, the contact allowance, one scan per client) are counted in each process's
 * memory meanwhile, /api/health says `degraded` (still 200: the instance serves), the log says so
 * once instead of ioredis' "Unhandled error event" for every reconnection, and when redis-server is
 * back on its port the two instances count together again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { signFormToken } from '../../src/server/contact/formToken.ts';
import { freePort } from '../server/ports.ts';

const SECRET = 'redis-outage-test';


function startRedis(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
}

/** Asks until the answer is as wanted (a reconnection takes up to 2 s), at most 15 s. */
async function until(check: () => Promise<boolean>, what: string) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 15_000) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const lookup = (base: string, client: string) => post(base, 'ip-address-lookup', { input: { ip: '10.0.0.1' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': client });
const health = async (base: string) => (await fetch(`${base}/api/health`)).json() as Promise<Record<string, unknown>>;
let n = 0;
const contact = (base: string, client: string) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'feedback', message: `Redis is away, message ${++n}.`, lang: 'en', key: `outage-${process.pid}-${n}`, website: '', token: signFormToken(SECRET, Date.now() - 5000) }),
  });

/** Statuses of `count` lookups by one client, alternating between the instances. */
async function statuses(bases: string[], client: string, count: number): Promise<number[]> {
  const all: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await lookup(bases[i % bases.length]!, client);
    all.push(res.status);
    await res.body?.cancel();
  }
  return all;
}

describe('Redis unreachable mid-run', () => {
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let a: Running;
  let b: Running;
  const logs: Record<string, unknown>[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')));
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const dir = mkdtempSync(join(tmpdir(), 'toolbench-outage-'));
    writeFileSync(join(dir, '404.html'), 'not found');
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)));
    const env = (name: string) => ({
      DIST_DIR: dir,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '127.0.0.1',
      ALLOW_PRIVATE_TARGETS: '1',
      LOG_LEVEL: 'info',
      CONTACT_DB: join(dir, `${name}.sqlite`),
      CONTACT_PER_HOUR: '2',
      CONTACT_SECRET: SECRET,
      CURRENCY_RATES_FETCH: '0',
      CURRENCY_RATES_FILE: join(dir, 'rates.json'),
    });
    [a, b] = await Promise.all([startServer(env('a'), stream), startServer(env('b'), stream)]);
    await until(async () => (await health(a.base)).status === 'ok' && (await health(b.base)).status === 'ok', 'connected to Redis');
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await Promise.all([a?.close(), b?.close()]);
    redis?.kill('SIGKILL');
  });

  it('keeps answering with limits in memory, says degraded, warns once, and shares the limits again when Redis is back', { timeout: 90_000 }, async () => {
    expect(await health(a.base)).toEqual({ ok: true, status: 'ok', limits: 'redis' });

    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await until(async () => (await health(a.base)).status === 'degraded' && (await health(b.base)).status === 'degraded', 'health says degraded');
    const degraded = await fetch(`${a.base}/api/health`);
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toEqual({ ok: true, status: 'degraded', limits: 'memory' });

    // The tool answers, and its per-minute limit still holds on each instance (60 a minute each, in memory).
    const onA = await statuses([a.base], '203.0.113.70', 61);
    expect(onA.slice(0, 60).every((s) => s === 200), String(onA)).toBe(true);
    expect(onA[60]).toBe(429);
    const limited = await lookup(a.base, '203.0.113.70');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rateLimited' } });
    // Counted apart now: the other instance has not seen this client.
    expect((await lookup(b.base, '203.0.113.70')).status).toBe(200);

    // The contact form stores messages and its allowance (2 an hour here) still holds.
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push((await contact(a.base, '203.0.113.71')).status);
    expect(sent).toEqual([201, 201, 429]);

    // One scan at a time per client, held in memory.
    const scan = (host: string, end: number) => post(a.base, 'port-scanner', { input: { host, startPort: 1, endPort: end }, options: { range: end === 65535 ? 'all' : 'custom', timeout: 1, concurrency: 1, showClosed: false }, start: 'start' });
    const running = await scan('127.0.0.1', 65535);
    expect(running.status).toBe(200);
    const reader = running.body!.getReader();
    await reader.read();
    const second = await scan('127.0.0.1', 2);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ error: { code: 'busy' } });
    await reader.cancel();

    // Reconnection attempts go on meanwhile (ioredis retries sooner than every 2 s at first); nothing to await but time:
    // the warning must not come again within the minute.
    await new Promise((r) => setTimeout(r, 4500));
    const warnings = logs.filter((l) => /Redis unreachable/.test(String(l.msg)));
    expect(warnings.length).toBe(2);
    expect(warnings.every((w) => w.level === 40)).toBe(true);
    expect(logs.filter((l) => Number(l.level) >= 40 && !/Redis unreachable/.test(String(l.msg)))).toEqual([]);

    // Redis is back on its port: healthy again, and one client's requests are counted across both instances.
    redis = await startRedis(redisPort);
    await until(async () => (await health(a.base)).status === 'ok' && (await health(b.base)).status === 'ok', 'health back to ok');
    expect(await health(b.base)).toEqual({ ok: true, status: 'ok', limits: 'redis' });
    const shared = await statuses([a.base, b.base], '203.0.113.72', 62);
    expect(shared.slice(0, 60).every((s) => s === 200), String(shared)).toBe(true);
    expect(shared.slice(60)).toEqual([429, 429]);
    expect(logs.some((l) => /Redis answers again/.test(String(l.msg)))).toBe(true);

    expect(consoleErrors.filter((e) => e.includes('Unhandled error event'))).toEqual([]);
  });
});
