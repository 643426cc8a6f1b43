/**
 * Every reply carries the security headers and the site's error format, also the ones Fastify and
 * the HTTP parser give by themselves (a URL that cannot be decoded, headers over 16 KB, an unreadable
 * request line), and never echoes the URL. Every /api answer is `no-store` (what it says is the
 * visitor's own, or this moment's), except the currency rates, which are the same for everyone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { signFormToken } from '../../src/server/contact/formToken.ts';

const CSP = /default-src 'none'.*frame-ancestors 'none'/;
const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><p class="not-found">404</p>';

/** Sends bytes as they are (fetch would refuse them) and reads the whole answer. */
function rawRequest(base: string, bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function expectSecurityHeaders(headers: Record<string, string | null>, what: string) {
  expect(headers['content-security-policy'], what).toMatch(CSP);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

describe('replies outside the routes', () => {
  let server: Running;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbench-dist-'));
    writeFileSync(join(dir, '404.html'), NOT_FOUND_PAGE);
    server = await startServer({
      DIST_DIR: dir,
      TRUST_PROXY: '127.0.0.1',
      CONTACT_SECRET: 'headers-test',
      CONTACT_DB: join(dir, 'contact.sqlite'),
      CURRENCY_RATES_FETCH: '0',
      CURRENCY_RATES_FILE: join(dir, 'rates.json'),
    });
  });
  afterAll(() => server.close());

  it('answers a URL that cannot be decoded with the 404 page (status 400) or the API’s error, with the headers and without the URL', async () => {
    const page = await fetch(`${server.base}/en/%ff`);
    expect(page.status).toBe(400);
    expectSecurityHeaders(headersOf(page), 'page');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await page.text();
    expect(body).toBe(NOT_FOUND_PAGE);
    const api = await fetch(`${server.base}/api/tools/%ff%fe?x=%ff`);
    expect(api.status).toBe(400);
    expectSecurityHeaders(headersOf(api), 'api');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(await api.json()).toEqual({ error: { code: 'invalidRequest' } });
  });

  it('answers headers over 16 KB 431 and an unreadable request line 400, in the site’s format with the headers', async () => {
    const big = await rawRequest(server.base, `GET /en/%ff-marker HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expectSecurityHeaders(big.headers, '431');
    expect(JSON.parse(big.body)).toEqual({ error: { code: 'requestTooLarge' } });
    for (const line of ['GET /en/%ff-marker HTTP/9.9', 'G\u0000T /en/%ff-marker HTTP/1.1', 'GET /en/%ff-marker\u0001 HTTP/1.1']) {
      const bad = await rawRequest(server.base, `${line}\r\nHost: x\r\n\r\n`);
      expect(bad.status, JSON.stringify(line)).toBe(400);
      expectSecurityHeaders(bad.headers, JSON.stringify(line));
      expect(JSON.parse(bad.body)).toEqual({ error: { code: 'invalidRequest' } });
      expect(bad.body).not.toContain('marker');
    }
  });

  it('marks every /api answer no-store, except the rates everyone shares', async () => {
    const contact = { name: 'Ann', email: 'ann@example.com', subject: 'feedback', message: 'Hello there, a message.', lang: 'en', key: 'headers-test-1', website: '', token: signFormToken('headers-test', Date.now() - 5000) };
    const answers: [string, Promise<Response>][] = [
      ['GET /api/health', fetch(`${server.base}/api/health`)],
      ['GET /api/ip', fetch(`${server.base}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.20' } })],
      ['GET /api/contact/token', fetch(`${server.base}/api/contact/token`)],
      ['POST /api/contact', fetch(`${server.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) })],
      ['POST /api/contact invalid', fetch(`${server.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })],
      ['GET /api/nothing', fetch(`${server.base}/api/nothing`)],
      ['POST bad JSON', post(server.base, 'dns-lookup', '{')],
      ...server.plugins.map((p): [string, Promise<Response>] => [`GET /api/tools/${p.id}`, fetch(`${server.base}/api/tools/${p.id}`, { headers: { 'x-forwarded-for': '203.0.113.21' } })]),
      ...server.plugins.map((p): [string, Promise<Response>] => [`POST /api/tools/${p.id} invalid`, post(server.base, p.id, { input: {}, options: {}, start: 'nope' })]),
      ['POST ip-address-lookup', post(server.base, 'ip-address-lookup', { input: { ip: '' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': '203.0.113.22' })],
    ];
    for (const [what, pending] of answers) {
      const res = await pending;
      expect(res.status, what).toBeLessThan(500);
      expect(res.headers.get('cache-control'), what).toBe('no-store');
      expectSecurityHeaders(headersOf(res), what);
      await res.body?.cancel();
    }
    // Rate-limited answers too.
    let limited: Response | undefined;
    for (let i = 0; i < 200 && limited?.status !== 429; i++) {
      limited = await fetch(`${server.base}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.23' } });
      await limited.body?.cancel();
    }
    expect(limited!.status).toBe(429);
    expect(limited!.headers.get('cache-control')).toBe('no-store');
    const rates = await fetch(`${server.base}/api/currency-rates`);
    await rates.body?.cancel();
    if (rates.status === 200) expect(rates.headers.get('cache-control')).toMatch(/max-age/);
  });
});
