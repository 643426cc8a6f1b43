/**
 * An instance's life as an operator sees it: liveness and readiness apart (readiness fails while Redis
 * is unreachable and says so, liveness does not), a graceful stop on SIGTERM (a request in flight
 * finishes with its answer, a continuous ping ends with `serverStopping`, which the page says, the port
 * stops accepting, the process exits 0), JSON log lines that carry each request's id (the proxy's
 * X-Request-Id when it sends a plain one), and Prometheus metrics: off by default, on a port of their
 * own when asked, behind a token when one is set.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { freePort } from '../server/ports.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { startRedis, waitForOutput } from '../server/services.ts';

const data = mkdtempSync(join(tmpdir(), 'toolbench-lifecycle-'));
const BASE_ENV = { CURRENCY_RATES_FETCH: '0', CURRENCY_RATES_FILE: join(data, 'rates.json'), CONTACT_DB: join(data, 'contact.sqlite'), ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp' };
const continuousPing = { input: { host: '127.0.0.1', count: 4, timeout: 0.5, interval: 0.5, size: 56, ttl: 64, port: 80, continuous: true }, options: {}, start: 'start' };

describe('readiness and liveness', () => {
  it('are ready with a reachable Redis; while Redis is away readiness is 503 (redis: unreachable) and liveness and /api/health stay 200', async () => {
    const redis = await startRedis();
    const server = await startServer({ ...BASE_ENV, REDIS_URL: redis.url });
    try {
      for (let i = 0; i < 50 && (await fetch(`${server.base}/api/health/ready`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(await ready.json()).toEqual({ ready: true, database: 'ok', redis: 'ok', stopping: false });
      expect(ready.headers.get('cache-control')).toBe('no-store');
      await redis.stop();
      for (let i = 0; i < 50 && (await fetch(`${server.base}/api/health/ready`)).status !== 503; i++) await new Promise((r) => setTimeout(r, 100));
      const down = await fetch(`${server.base}/api/health/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ready: false, database: 'ok', redis: 'unreachable', stopping: false });
      expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'degraded' });
    } finally {
      await server.close();
      await redis.stop().catch(() => undefined);
    }
  });
});

describe('a graceful stop', () => {
  let dns: TestDns;
  beforeAll(async () => {
    dns = await startTestDns(undefined, { silent: ['slow.public.test'] });
  });
  afterAll(async () => {
    await dns?.close();
  });

  it('lets a request in flight finish, ends a continuous ping with serverStopping, stops accepting, then closes', async () => {
    const server: Running = await startServer({ ...BASE_ENV, DNS_SERVERS: dns.server });
    // A DNS lookup the resolver never answers: in flight for its few seconds of time limit.
    const slow = post(server.base, 'dns-lookup', { input: { name: 'slow.public.test', type: 'A' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': '203.0.113.1' });
    const ping = await post(server.base, 'ping-tool', continuousPing);
    expect(ping.status).toBe(200);
    const reader = ping.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const closing = server.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    const lines = text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => 'part' in l)).toBe(true);
    expect(lines.at(-2)).toEqual({ error: { code: 'serverStopping' } });
    expect(lines.at(-1)).toEqual({ end: true });
    // The ping ended at once, not after its 5 minutes.
    expect(Date.now() - started).toBeLessThan(3000);
    // The port no longer accepts new connections.
    await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
    const answered = await slow;
    expect(answered.status).toBeLessThan(500);
    await closing;
  });

  it('on SIGTERM: the process ends the ping with its message, logs why it stops, and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...BASE_ENV, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: data, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    await waitForOutput(child, /running at/, 'server', 60_000);
    const base = `http://127.0.0.1:${port}`;
    const ping = await post(base, 'ping-tool', continuousPing, { 'x-request-id': 'lifecycle-test-0001' });
    expect(ping.headers.get('x-request-id')).toBe('lifecycle-test-0001');
    const reader = ping.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain('{"error":{"code":"serverStopping"}}\n{"end":true}');
    expect(await exited).toBe(0);
    const logs = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logs.some((l) => l.msg === 'shutting down: finishing requests in flight' && l.signal === 'SIGTERM')).toBe(true);
    expect(logs.some((l) => l.msg === 'stopped')).toBe(true);
    // The request's line carries the id the proxy gave.
    expect(logs.find((l) => l.msg === 'request' && l.path === '/api/tools/ping-tool')).toMatchObject({ requestId: 'lifecycle-test-0001', status: 200 });
  }, 60_000);
});

describe('request ids and metrics', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  it('gives each request an id (a made-up or oversized one is replaced) and no metrics port by default', async () => {
    const server = await startServer({ ...BASE_ENV, LOG_LEVEL: 'info' }, sink);
    try {
      expect(server.metricsServer).toBeUndefined();
      const own = await fetch(`${server.base}/api/health/live`, { headers: { 'x-request-id': 'abc<script>' } });
      const id = own.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request' && l.requestId === id);
      expect(logged).toMatchObject({ method: 'GET', path: '/api/health/live', status: 200 });
    } finally {
      await server.close();
    }
  });

  it('serves Prometheus metrics on their own port, behind the token when one is set', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ ...BASE_ENV, METRICS_PORT: String(metricsPort), METRICS_TOKEN: 'metrics-secret' });
    try {
      const url = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong-secret!' } })).status).toBe(401);
      // Not on the site's port.
      expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
      for (let i = 0; i < 3; i++) await fetch(`${server.base}/api/health/live`);
      for (let i = 0; i < 61; i++) await post(server.base, 'ip-address-lookup', { input: { ip: '10.0.0.1' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': '203.0.113.9' });
      const res = await fetch(url, { headers: { authorization: 'Bearer metrics-secret' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      const text = await res.text();
      expect(text).toContain('toolbench_http_requests_total{route="/api/health/live",method="GET",status="200"} 3');
      expect(text).toContain('toolbench_http_request_duration_seconds_count{route="/api/health/live"} 3');
      expect(text).toMatch(/toolbench_http_request_duration_seconds_bucket\{route="\/api\/health\/live",le="\+Inf"\} 3/);
      expect(text).toContain('toolbench_limit_refusals_total{kind="rate"} 1');
      expect(text).toContain('toolbench_jobs_in_flight{kind="pings"} 0');
      expect(text).toMatch(/toolbench_rate_source_age_seconds\{source="ecb"\} \d+/);
    } finally {
      await server.close();
    }
  });
});
