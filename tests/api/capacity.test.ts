/**
 * Server-wide caps on total work, against the real server: with the caps set small, the scan,
 * ping or DNS question over the cap is answered 503 `serverBusy` with Retry-After (and starts no
 * process), a slot is free again as soon as a job ends, a client runs one ping of any kind at a
 * time, the number of half-open connections never passes MAX_SOCKETS (counted by the kernel,
 * against a listener that never accepts) while a scan waits for sockets instead of losing ports,
 * and /api/health stays fast while pings from many clients are refused at the default cap.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, readStream, startServer } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { processStarts } from '../../src/server/processes.ts';
import { configFromEnv } from '../../src/server/config.ts';

/** Each test's clients: plain IPv4 addresses through the trusted proxy. */
const as = (client: string) => ({ 'x-forwarded-for': client });
const BASE_ENV = { TRUST_PROXY: '127.0.0.1', ALLOW_PRIVATE_TARGETS: '1', PORT_SCAN_ANY_HOST: '1' };

const pingBody = (input: Record<string, unknown> = {}) => ({ input: { host: '127.0.0.1', count: 16, timeout: 1, interval: 1, size: 56, ttl: 64, port: 443, continuous: true, ...input }, options: {}, start: 'start' });
const scanBody = (startPort: number, endPort: number, concurrency = 1) => ({ input: { host: '127.0.0.1', startPort, endPort }, options: { range: 'custom', timeout: 1, concurrency, showClosed: true }, start: 'start' });

/** Starts a streamed job and reads until its first part arrived (the job runs): its reader, to stop it. */
async function running(res: Response): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('"part"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the job ended at once: ${text}`);
    text += new TextDecoder().decode(value);
  }
  return reader;
}

/** A refusal at the cap: 503, Retry-After in whole seconds, and the same number in the message. */
async function expectServerBusy(res: Response) {
  expect(res.status).toBe(503);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${res.headers.get('retry-after')}`).toBe(true);
  expect(await res.json()).toEqual({ error: { code: 'serverBusy', params: { seconds: retryAfter } } });
}

/** Retries a request until it is accepted (a freed slot), for at most `ms`; its answer. */
async function acceptedWithin(ms: number, send: () => Promise<Response>): Promise<Response | null> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const res = await send();
    if (res.status === 200) return res;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

/**
 * A TCP listener in its own process that never accepts: it writes its port, then blocks its event
 * loop, so once the kernel's queue of two connections is full every further connection to it stays
 * half-open (SYN_SENT) until the connecting side gives up.
 */
const NEVER_ACCEPTS = `
const server = require('node:net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(String(server.address().port), () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000));
});`;

describe('server-wide caps on work', () => {
  let dns: TestDns;
  beforeAll(async () => {
    dns = await startTestDns();
  });
  afterAll(async () => {
    await dns.close();
  });

  it('refuses a scan over MAX_SCANS with 503 serverBusy and Retry-After, and takes one as soon as a scan ends', async () => {
    const server = await startServer({ ...BASE_ENV, MAX_SCANS: '1' });
    try {
      // Every port one at a time: far longer than the test.
      const first = await running(await post(server.base, 'port-scanner', scanBody(1, 65535), as('198.51.100.1')));
      await expectServerBusy(await post(server.base, 'port-scanner', scanBody(1, 2), as('198.51.100.2')));
      await first.cancel();
      const next = await acceptedWithin(2000, () => post(server.base, 'port-scanner', scanBody(1, 2), as('198.51.100.2')));
      expect(next, 'a scan is accepted once the running one stopped').not.toBeNull();
      expect((await readStream(next!)).ended).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('refuses a ping over MAX_PINGS (continuous or fixed) without starting a process, and takes one when a ping ends', async () => {
    const server = await startServer({ ...BASE_ENV, MAX_PINGS: '2' });
    try {
      const a = await running(await post(server.base, 'ping-tool', pingBody(), as('198.51.100.11')));
      const b = await running(await post(server.base, 'ping-tool', pingBody(), as('198.51.100.12')));
      const starts = processStarts.count;
      await expectServerBusy(await post(server.base, 'ping-tool', pingBody(), as('198.51.100.13')));
      await expectServerBusy(await post(server.base, 'ping-tool', pingBody({ continuous: false, count: 1 }), as('198.51.100.13')));
      expect(processStarts.count, 'no ping process for a refused ping').toBe(starts);
      await a.cancel();
      const next = await acceptedWithin(2000, () => post(server.base, 'ping-tool', pingBody({ continuous: false, count: 1 }), as('198.51.100.13')));
      expect(next, 'a ping is accepted once one stopped').not.toBeNull();
      const { parts, ended } = await readStream(next!);
      expect(ended).toBe(true);
      expect(parts.at(-1)).toMatchObject({ done: true });
      await b.cancel();
    } finally {
      await server.close();
    }
  });

  it('runs one ping of any kind per client: a second fixed ping while the first runs is 429 busy', async () => {
    const server = await startServer(BASE_ENV);
    try {
      const fixed = pingBody({ continuous: false, count: 10 });
      const first = await running(await post(server.base, 'ping-tool', fixed, as('198.51.100.21')));
      for (const body of [fixed, pingBody()]) {
        const second = await post(server.base, 'ping-tool', body, as('198.51.100.21'));
        expect(second.status).toBe(429);
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await second.json()).toEqual({ error: { code: 'busy' } });
      }
      // Another client is not affected.
      const other = await post(server.base, 'ping-tool', pingBody({ continuous: false, count: 1 }), as('198.51.100.22'));
      expect((await readStream(other)).ended).toBe(true);
      await first.cancel();
      expect(await acceptedWithin(2000, () => post(server.base, 'ping-tool', pingBody({ continuous: false, count: 1 }), as('198.51.100.21')))).not.toBeNull();
    } finally {
      await server.close();
    }
  });

  it('refuses a DNS question over MAX_DNS_QUERIES with 503 serverBusy, and answers once the one in flight ended', async () => {
    const server = await startServer({ ...BASE_ENV, DNS_SERVERS: dns.server, MAX_DNS_QUERIES: '1' });
    try {
      const ask = (name: string, client: string) => post(server.base, 'dns-lookup', { input: { name, type: 'A' }, options: {}, start: 'lookup' }, as(client));
      // A question the test DNS server never answers holds the one slot until its time limit.
      const silent = ask('slow.timeout.test', '198.51.100.31');
      await new Promise((r) => setTimeout(r, 300));
      await expectServerBusy(await ask('public.test', '198.51.100.32'));
      // A ping to a name must resolve it: refused too, before any process starts.
      const starts = processStarts.count;
      await expectServerBusy(await post(server.base, 'ping-tool', pingBody({ host: 'public.test', continuous: false, count: 1 }), as('198.51.100.33')));
      expect(processStarts.count).toBe(starts);
      expect((await silent).status).toBe(422);
      const answered = await ask('public.test', '198.51.100.32');
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as { result: { rcode: string } }).result.rcode).toBe('NOERROR');
    } finally {
      await server.close();
    }
  }, 30_000);

  it('never opens more than MAX_SOCKETS connections at once; a scan waits for sockets and loses no port', async () => {
    const child = spawn(process.execPath, ['-e', NEVER_ACCEPTS], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))));
    const filling = [new Socket().connect(port, '127.0.0.1'), new Socket().connect(port, '127.0.0.1')];
    const server = await startServer({ ...BASE_ENV, PING_METHOD: 'tcp', PING_TCP_PORTS: String(port), MAX_PINGS: '50', MAX_SOCKETS: '4' });
    const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    /** Connections to the listener still waiting for its answer (SYN_SENT), as the kernel counts them. */
    const halfOpen = () =>
      readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f[2]?.endsWith(hex) && f[3] === '02').length;
    try {
      // 12 clients each pinging the silent listener: 12 connections at once without a cap.
      const pings = Array.from({ length: 12 }, (_, i) => post(server.base, 'ping-tool', pingBody({ port, continuous: false, count: 2, timeout: 1, interval: 0.2 }), as(`198.51.100.${40 + i}`)).then(readStream));
      // Meanwhile a scan of closed loopback ports from another client, wider than the sockets left.
      const scan = post(server.base, 'port-scanner', scanBody(1, 40, 20), as('198.51.100.60')).then(readStream);
      let most = 0;
      let done = false;
      const all = Promise.all([Promise.all(pings), scan]).finally(() => (done = true));
      while (!done) {
        most = Math.max(most, halfOpen());
        await new Promise((r) => setTimeout(r, 20));
      }
      const [pinged, scanned] = await all;
      expect(most, 'half-open connections seen').toBeGreaterThan(0);
      expect(most, 'half-open connections at once').toBeLessThanOrEqual(4);
      expect(server.capacity.peak('sockets')).toBe(4);
      // Every ping got its two answers (lost: nobody answered), none was refused.
      for (const { parts, ended } of pinged) {
        expect(ended).toBe(true);
        expect(parts.flatMap((p) => (p.replies as { lost?: boolean }[] | undefined) ?? [])).toEqual([
          { seq: 1, lost: true },
          { seq: 2, lost: true },
        ]);
      }
      expect(scanned.ended).toBe(true);
      const ports = scanned.parts.flatMap((p) => (p.ports as { port: number }[] | undefined) ?? []).map((p) => p.port);
      expect(ports.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await server.close();
      filling.forEach((s) => s.destroy());
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('keeps /api/health fast while pings from many clients are refused at the default cap', async () => {
    const server = await startServer(BASE_ENV);
    // The default MAX_PINGS (the last test checks the defaults).
    const cap = 30;
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    let answers: Response[] = [];
    try {
      answers = await Promise.all(Array.from({ length: cap + 10 }, (_, i) => post(server.base, 'ping-tool', pingBody(), as(`198.51.${101 + Math.floor(i / 200)}.${(i % 200) + 1}`))));
      const refused = answers.filter((r) => r.status === 503);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(cap);
      expect(refused).toHaveLength(10);
      for (const r of refused) await expectServerBusy(r);
      for (const r of answers.filter((a) => a.status === 200)) readers.push(await running(r));
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const health = await fetch(`${server.base}/api/health`);
        expect(health.status).toBe(200);
        expect(performance.now() - started, '/api/health in ms').toBeLessThan(500);
      }
    } finally {
      // Every ping stops with its connection (a body already read or being read is left alone).
      await Promise.all([...readers.map((r) => r.cancel()), ...answers.map((r) => r.body?.cancel().catch(() => undefined))]);
      await server.close();
    }
  }, 30_000);

  it('reads the caps from the environment, and refuses a cap that is not a whole number of at least 1', () => {
    expect(configFromEnv({}).caps).toEqual({ scans: 10, pings: 30, sockets: 400, dnsQueries: 50 });
    expect(configFromEnv({ MAX_SCANS: '2', MAX_PINGS: '3', MAX_SOCKETS: '4', MAX_DNS_QUERIES: '5' }).caps).toEqual({ scans: 2, pings: 3, sockets: 4, dnsQueries: 5 });
    for (const name of ['MAX_SCANS', 'MAX_PINGS', 'MAX_SOCKETS', 'MAX_DNS_QUERIES']) for (const value of ['0', '-1', '2.5', 'many']) expect(() => configFromEnv({ [name]: value }), `${name}=${value}`).toThrow(name);
  });
});
