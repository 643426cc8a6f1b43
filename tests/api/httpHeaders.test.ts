/**
 * The HTTP headers checker and the host's fetch behind it, against HTTP servers on loopback: redirects
 * followed hop by hop with their status, Location and time; the final headers graded; cookies judged;
 * a redirect to a private address, to a port the operator has not allowed, in a loop or too many times
 * refused at that hop and said; the body never read.
 */
import { Resolver } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { fetchHops } from '../../src/server/http.ts';
import { checkTarget, connectAttempts } from '../../src/server/targets.ts';
import type { CheckedTarget, HttpOutcome } from '../../src/sdk/server/index.ts';
import type { ToolError } from '../../src/sdk/core/toolError.ts';
import type { HeadersCheck } from '../../plugins/http-headers-checker/run.ts';

const SECURE_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=()',
};

describe('the HTTP headers checker', () => {
  let site: Server;
  let port: number;
  let bodyBytesSent = 0;
  let api: Running;
  beforeAll(async () => {
    site = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/') return res.writeHead(301, { location: '/step2' }).end();
      if (path === '/step2') return res.writeHead(302, { location: `http://127.0.0.1:${port}/final?x=1`, 'set-cookie': 'tracking=1; Path=/' }).end();
      if (path === '/final?x=1') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'set-cookie': ['session=abc; Secure; HttpOnly; SameSite=Lax', 'pref=dark; SameSite=None'], 'x-frame-options': 'DENY', ...SECURE_HEADERS });
        // A large body that is never read: the check ends at the headers.
        const chunk = Buffer.alloc(64 * 1024, 120);
        const more = () => {
          while (bodyBytesSent < 50 * 1024 * 1024 && res.write(chunk)) bodyBytesSent += chunk.length;
          if (bodyBytesSent < 50 * 1024 * 1024) res.once('drain', more);
          else res.end();
        };
        return more();
      }
      if (path === '/bare') return res.writeHead(200, { 'content-type': 'text/plain' }).end('hi');
      if (path === '/loop') return res.writeHead(302, { location: '/loop2' }).end();
      if (path === '/loop2') return res.writeHead(302, { location: '/loop' }).end();
      if (path.startsWith('/chain/')) return res.writeHead(302, { location: `/chain/${Number(path.slice(7)) + 1}` }).end();
      if (path === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
      if (path === '/to-other-port') return res.writeHead(302, { location: `http://127.0.0.1:${port + 1}/` }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as { port: number }).port;
    api = await startServer({ ALLOW_PRIVATE_TARGETS: '1', HTTP_CHECK_PORTS: String(port), TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await api.close();
    site.close();
  });

  let client = 0;
  const check = async (url: string, method = 'GET', base = api.base) => {
    const res = await post(base, 'http-headers-checker', { input: { url, method }, options: {}, start: 'check' }, { 'x-forwarded-for': `198.18.9.${++client}` });
    return { status: res.status, body: (await res.json()) as { result?: HeadersCheck; error?: { code: string; params?: Record<string, unknown> } } };
  };

  it('follows every redirect, grades the final headers, judges the cookies and never reads the body', async () => {
    const { status, body } = await check(`http://127.0.0.1:${port}/`);
    expect(status).toBe(200);
    const r = body.result!;
    expect(r.hops.map((h) => [h.status, h.location])).toEqual([
      [301, `http://127.0.0.1:${port}/step2`],
      [302, `http://127.0.0.1:${port}/final?x=1`],
      [200, null],
    ]);
    expect(r.stopped).toBeNull();
    expect(r.final!.compression).toBe('gzip');
    expect(r.final!.httpVersion).toBe('1.1');
    // Served over plain HTTP: HSTS cannot help, everything else is set well.
    expect(Object.fromEntries(r.security.map((s) => [s.header, [s.grade, s.why]]))).toEqual({
      'strict-transport-security': ['missing', 'hstsNeedsHttps'],
      'content-security-policy': ['good', 'cspGood'],
      'x-content-type-options': ['good', 'xctoGood'],
      frame: ['good', 'frameAncestors'],
      'referrer-policy': ['good', 'referrerGood'],
      'permissions-policy': ['good', 'permissionsGood'],
    });
    expect(r.grade).toBe('B');
    expect(r.cookies).toEqual([
      { hop: 2, name: 'tracking', secure: false, httpOnly: false, sameSite: null, problems: ['noHttpOnly'] },
      { hop: 3, name: 'session', secure: true, httpOnly: true, sameSite: 'Lax', problems: [] },
      { hop: 3, name: 'pref', secure: false, httpOnly: false, sameSite: 'None', problems: ['noHttpOnly', 'noneWithoutSecure'] },
    ]);
    expect(bodyBytesSent).toBeLessThan(10 * 1024 * 1024);
  });

  it('grades a bare answer F and says a loop, too many redirects and a port not allowed at their hop', async () => {
    const bare = (await check(`127.0.0.1:${port}/bare`.replace(/^/, 'http://'), 'HEAD')).body.result!;
    expect(bare.grade).toBe('F');
    expect(bare.security.every((s) => s.grade === 'missing')).toBe(true);
    const loop = (await check(`http://127.0.0.1:${port}/loop`)).body.result!;
    expect(loop.stopped).toEqual({ code: 'redirectLoop', params: { hop: 2, url: `http://127.0.0.1:${port}/loop` } });
    expect(loop.final).toBeNull();
    const chain = (await check(`http://127.0.0.1:${port}/chain/1`)).body.result!;
    expect(chain.stopped?.code).toBe('tooManyRedirects');
    expect(chain.hops).toHaveLength(11);
    const before = connectAttempts.count;
    const other = (await check(`http://127.0.0.1:${port}/to-other-port`)).body.result!;
    expect(other.stopped).toMatchObject({ code: 'portNotAllowed', params: { hop: 2, port: port + 1 } });
    expect(connectAttempts.count - before).toBe(1);
  });

  it('refuses a redirect to a private address at that hop, without connecting to it', async () => {
    // The first hop is taken as public (as a site on the internet would be); every later hop goes through the real check.
    const resolver = new Resolver();
    const target = async (host: string): Promise<CheckedTarget | ToolError> =>
      host === 'site.test' ? { host, address: '127.0.0.1', family: 4, addresses: ['127.0.0.1'], resolveMs: 0 } : checkTarget(host, { allowPrivateTargets: false, resolver });
    const before = connectAttempts.count;
    const outcome = (await fetchHops(`http://site.test:${port}/to-private`, { method: 'GET', maxRedirects: 10, timeoutMs: 5000 }, { target, slot: async () => () => undefined, ports: [80, port], signal: new AbortController().signal })) as HttpOutcome;
    expect(outcome.hops.map((h) => h.status)).toEqual([302]);
    expect(outcome.stopped).toMatchObject({ code: 'forbiddenTarget', params: { address: '10.0.0.1', kind: 'private', hop: 2, url: 'http://10.0.0.1/admin' } });
    expect(connectAttempts.count - before, 'connections: only the first hop').toBe(1);
  });

  it('on a deployment (no private targets) refuses a private address before connecting, at the field', async () => {
    const deployment = await startServer({ HTTP_CHECK_PORTS: String(port), TRUST_PROXY: '127.0.0.1' });
    try {
      const before = connectAttempts.count;
      for (const url of [`http://127.0.0.1:${port}/`, `http://0x7f000001:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://localhost:${port}/`]) {
        const { status, body } = await check(url, 'GET', deployment.base);
        expect(status, url).toBe(422);
        expect(body.error?.code, url).toBe('forbiddenTarget');
        expect(body.error?.params?.field, url).toBe('url');
      }
      const ftp = await check('ftp://example.com/', 'GET', deployment.base);
      expect(ftp.status).toBe(400);
      expect(ftp.body.error).toEqual({ code: 'unsupportedScheme', params: { scheme: 'ftp', field: 'url' } });
      expect(connectAttempts.count - before).toBe(0);
    } finally {
      await deployment.close();
    }
  });
});
