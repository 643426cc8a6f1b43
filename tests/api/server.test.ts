/**
 * The API server on loopback, as a browser or a script meets it: security headers on every answer,
 * the site and its 404 page, bodies checked (400, 413) without harm to later requests, per-client
 * rate limits (429 with Retry-After), forwarded headers believed only from configured proxies, and
 * one log line per request that never carries what the visitor typed.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';

/** A small built site: a page, an asset and the 404 page. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolbench-dist-'));
  mkdirSync(join(dir, 'en/network-tools/ping-tool'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'en/network-tools/ping-tool/index.html'), '<!doctype html><title>Ping tool</title><h1>Ping tool</h1>');
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title><p class="not-found">404</p>');
  // A tool that runs WebAssembly, as the build lists it (src/security/csp.ts), beside one that does not.
  mkdirSync(join(dir, 'en/miscellaneous/media-info'), { recursive: true });
  writeFileSync(join(dir, 'en/miscellaneous/media-info/index.html'), '<!doctype html><title>Media info</title>');
  writeFileSync(join(dir, 'assets/wasmToolWorker-abc123.js'), 'postMessage(1)');
  writeFileSync(join(dir, 'assets/toolWorker-abc123.js'), 'postMessage(1)');
  writeFileSync(join(dir, 'csp.json'), JSON.stringify({ wasm: ['/en/miscellaneous/media-info', '/assets/wasmToolWorker-abc123.js'] }));
  return dir;
}

const CSP = /default-src 'none'.*frame-ancestors 'none'/;

describe('the server', () => {
  let server: Running;
  let dns: TestDns;
  const logs: string[] = [];
  beforeAll(async () => {
    dns = await startTestDns();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
    server = await startServer({ DIST_DIR: fakeDist(), DNS_SERVERS: dns.server, LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, stream);
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  it('sends the security headers on pages, assets, API answers and errors', async () => {
    for (const path of ['/en/network-tools/ping-tool', '/assets/index-abc123.js', '/api/health', '/api/ip', '/no/such/page', '/api/nothing']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.headers.get('content-security-policy'), path).toMatch(CSP);
      expect(res.headers.get('content-security-policy'), path).not.toMatch(/unsafe|\*/);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it("allows WebAssembly only on the pages and the worker script the build lists, and nowhere else", async () => {
    const csp = async (path: string) => (await fetch(`${server.base}${path}`)).headers.get('content-security-policy') ?? '';
    for (const path of ['/en/miscellaneous/media-info', '/en/miscellaneous/media-info/', '/en/miscellaneous/media-info/index.html', '/assets/wasmToolWorker-abc123.js']) {
      const policy = await csp(path);
      expect(policy, path).toMatch(CSP);
      // 'wasm-unsafe-eval' and nothing else more: no eval of strings, no inline script.
      expect(policy.replace(" 'wasm-unsafe-eval'", ''), path).toBe(await csp('/en/network-tools/ping-tool'));
      expect(policy, path).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    }
    for (const path of ['/en/network-tools/ping-tool', '/assets/toolWorker-abc123.js', '/assets/index-abc123.js', '/en/miscellaneous/media-info-x', '/api/health']) {
      expect(await csp(path), path).not.toContain('wasm');
    }
  });

  it('serves the site: a route from its folder, assets for a year, anything else the 404 page with status 404', async () => {
    const page = await fetch(`${server.base}/en/network-tools/ping-tool`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Ping tool</h1>');
    const asset = await fetch(`${server.base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const path of ['/en/no-such-page', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/en/%00']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('class="not-found"');
    }
    const api = await fetch(`${server.base}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'notFound' } });
  });

  it('answers a malformed body 400 and an oversized one 413, and keeps serving', async () => {
    const raw = (body: string, type = 'application/json') => fetch(`${server.base}/api/tools/dns-lookup`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.40' }, body });
    const cases: [string, number, string?][] = [
      ['{"input": {"name": "public.test", "type": "A"', 400],
      ['not json at all', 400],
      ['[]', 400],
      [JSON.stringify({ input: { name: 'public.test', type: 'A' }, options: {} }), 400],
      [JSON.stringify({ input: { name: 'public.test', type: 'A', extra: 1 }, options: {}, start: 'lookup' }), 400],
      [JSON.stringify({ input: { name: 42, type: 'A' }, options: {}, start: 'lookup' }), 400],
      [JSON.stringify({ input: { name: 'public.test', type: 'ANY' }, options: {}, start: 'lookup' }), 400],
      [JSON.stringify({ input: { name: 'public.test', type: 'A' }, options: {}, start: 'rm' }), 400],
      [JSON.stringify({ input: { name: 'x'.repeat(20_000), type: 'A' }, options: {}, start: 'lookup' }), 413],
      ['name=public.test', 415, 'application/x-www-form-urlencoded'],
    ];
    for (const [body, status, type] of cases) {
      const res = await raw(body, type);
      expect(res.status, body.slice(0, 60)).toBe(status);
      const answer = (await res.json()) as { error: { code: string } };
      expect(answer.error.code, body.slice(0, 60)).toMatch(/^(invalidRequest|requestTooLarge)$/);
    }
    const ok = await post(server.base, 'dns-lookup', { input: { name: 'public.test', type: 'A' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': '198.51.100.40' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { result: { records: unknown[] } }).result.records).toHaveLength(1);
  });

  it('answers too many requests 429 with Retry-After, per client', async () => {
    const ask = (client: string) => post(server.base, 'dns-lookup', { input: { name: 'public.test', type: 'TXT' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': client });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await ask('198.51.100.41')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const limited = await ask('198.51.100.41');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rateLimited', params: { seconds: expect.any(Number) } } });
    // Another client is not limited; IPv6 clients of one /64 share their limit.
    expect((await ask('198.51.100.42')).status).toBe(200);
    for (let i = 0; i < 60; i++) await ask(`2001:db8:5:6::${(i + 1).toString(16)}`);
    expect((await ask('2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await ask('2001:db8:5:7::1')).status).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const through = await fetch(`${server.base}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(await through.json()).toEqual({ ip: '203.0.113.77' });
    const direct = await startServer({ DIST_DIR: fakeDist() });
    try {
      const spoofed = await fetch(`${direct.base}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
      expect(await spoofed.json()).toEqual({ ip: '127.0.0.1' });
    } finally {
      await direct.close();
    }
  });

  it('logs one structured line per request, without what the visitor typed', async () => {
    logs.length = 0;
    const marker = 'secret-marker-4242.public.test';
    await post(server.base, 'dns-lookup', { input: { name: marker, type: 'A' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': '198.51.100.43' });
    await fetch(`${server.base}/en/network-tools/ping-tool?host=${marker}#${marker}`);
    await new Promise((r) => setTimeout(r, 100));
    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/tools/dns-lookup', status: 200, client: '198.51.100.43' });
    expect(lines[1]).toMatchObject({ method: 'GET', path: '/en/network-tools/ping-tool', status: 200 });
    expect(logs.join('\n')).not.toContain('secret-marker');
  });

  it('tells the page which values it fixes: the port scanner scans the visitor’s own address', async () => {
    const info = await fetch(`${server.base}/api/tools/port-scanner`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await info.json()).toEqual({ tool: 'port-scanner', stream: true, fixed: { host: '203.0.113.9' } });
  });
});
