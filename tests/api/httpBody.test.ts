/**
 * ctx.fetch's body read (src/server/http.ts), against HTTP servers on loopback: a small body read whole,
 * a long one cut at maxBytes, compressed bodies (gzip, deflate, Brotli) counted after decompression so
 * that a decompression bomb stops at the cap with the connection closed, the host's own cap of 1 MiB over
 * whatever a tool asks, no body read from a redirect or a HEAD, an encoding Node cannot read refused, and
 * a redirect to a private address still refused at its hop without connecting.
 */
import { Resolver } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHops } from '../../src/server/http.ts';
import { checkTarget, connectAttempts } from '../../src/server/targets.ts';
import type { CheckedTarget, HttpOutcome, HttpProbe } from '../../src/sdk/server/index.ts';
import type { ToolError } from '../../src/sdk/core/toolError.ts';

/** 64 MiB of zeros, compressed: a few dozen kB that would fill the server's memory if read whole. */
const BOMB = Buffer.alloc(64 * 1024 * 1024);
const GZIP_BOMB = gzipSync(BOMB, { level: 9 });
const DEFLATE_BOMB = deflateSync(BOMB, { level: 9 });
const BROTLI_BOMB = brotliCompressSync(BOMB);

describe('ctx.fetch reads a small body, safely', () => {
  let site: Server;
  let port: number;
  let longSent = 0;
  const accepts: string[] = [];
  beforeAll(async () => {
    site = createServer((req, res) => {
      accepts.push(`${req.headers.accept} | ${req.headers['accept-encoding']}`);
      const path = req.url ?? '/';
      if (path === '/small') return res.writeHead(200, { 'content-type': 'text/plain' }).end('version: STSv1\nmode: enforce\n');
      if (path === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"ok":"gzip é"}'));
      if (path === '/redirect') return res.writeHead(302, { location: '/small' }).end('a redirect body nobody reads');
      if (path === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/secret' }).end();
      if (path === '/gzip-bomb') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(GZIP_BOMB);
      if (path === '/deflate-bomb') return res.writeHead(200, { 'content-encoding': 'deflate' }).end(DEFLATE_BOMB);
      if (path === '/br-bomb') return res.writeHead(200, { 'content-encoding': 'br' }).end(BROTLI_BOMB);
      if (path === '/unknown') return res.writeHead(200, { 'content-encoding': 'compress' }).end('xx');
      if (path === '/broken-gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(Buffer.from('not gzip at all'));
      if (path === '/long') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 97);
        const more = () => {
          while (longSent < 50 * 1024 * 1024 && !res.destroyed && res.write(chunk)) longSent += chunk.length;
          if (longSent < 50 * 1024 * 1024 && !res.destroyed) res.once('drain', more);
          else res.end();
        };
        res.on('close', () => res.destroy());
        return more();
      }
      res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as { port: number }).port;
  });
  afterAll(() => {
    site.close();
  });

  const resolver = new Resolver();
  /** The site stands for a public one (127.0.0.1 taken as public); every other host goes through the real check. */
  const target = async (host: string): Promise<CheckedTarget | ToolError> =>
    host === 'site.test' ? { host, address: '127.0.0.1', family: 4, addresses: ['127.0.0.1'], resolveMs: 0 } : checkTarget(host, { allowPrivateTargets: false, resolver });
  const get = async (path: string, body: HttpProbe['body'] | null = { maxBytes: 1024 }, method: HttpProbe['method'] = 'GET') =>
    (await fetchHops(`http://site.test:${port}${path}`, { method, maxRedirects: 3, timeoutMs: 10_000, ...(body ? { body } : {}) }, { target, slot: async () => () => undefined, ports: [80, port], signal: new AbortController().signal })) as HttpOutcome;

  it('reads a small body whole, with the Accept the tool asked for', async () => {
    const r = await get('/small', { maxBytes: 1024, accept: 'text/plain' });
    expect(r.stopped).toBeNull();
    expect(r.hops[0]!.body).toEqual({ text: 'version: STSv1\nmode: enforce\n', bytes: 29, complete: true, encoding: null });
    expect(accepts.at(-1)).toBe('text/plain | gzip, deflate, br');
    const gz = await get('/gzip');
    expect(gz.hops[0]!.body).toEqual({ text: '{"ok":"gzip é"}', bytes: 16, complete: true, encoding: 'gzip' });
  });

  it('cuts a long body at maxBytes and closes the connection', async () => {
    const r = await get('/long', { maxBytes: 100_000 });
    expect(r.hops[0]!.body).toMatchObject({ bytes: 100_000, complete: false });
    expect(r.hops[0]!.body!.text).toBe('a'.repeat(100_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(longSent).toBeLessThan(10 * 1024 * 1024);
  });

  it('stops a gzip, deflate or Brotli bomb at maxBytes of decompressed output', async () => {
    for (const [path, encoding] of [['/gzip-bomb', 'gzip'], ['/deflate-bomb', 'deflate'], ['/br-bomb', 'br']] as const) {
      const before = process.memoryUsage().rss;
      const r = await get(path, { maxBytes: 64 * 1024 });
      expect(r.stopped, path).toBeNull();
      expect(r.hops[0]!.body, path).toMatchObject({ bytes: 64 * 1024, complete: false, encoding });
      expect(r.hops[0]!.body!.text, path).toBe('\0'.repeat(64 * 1024));
      // Nothing near the 64 MiB it stands for was ever held.
      expect(process.memoryUsage().rss - before, path).toBeLessThan(32 * 1024 * 1024);
    }
  });

  it('never reads past 1 MiB, whatever the tool asks', async () => {
    const r = await get('/gzip-bomb', { maxBytes: 50 * 1024 * 1024 });
    expect(r.hops[0]!.body).toMatchObject({ bytes: 1024 * 1024, complete: false });
  });

  it('reads no body from a redirect or a HEAD, and says an encoding it cannot read or a broken stream', async () => {
    const r = await get('/redirect');
    expect(r.hops.map((h) => [h.status, h.body?.text])).toEqual([[302, undefined], [200, 'version: STSv1\nmode: enforce\n']]);
    expect((await get('/small', { maxBytes: 1024 }, 'HEAD')).hops[0]!.body).toBeUndefined();
    expect((await get('/small', null)).hops[0]!.body).toBeUndefined();
    expect((await get('/unknown')).stopped?.code).toBe('badAnswer');
    expect((await get('/broken-gzip')).stopped?.code).toBe('badAnswer');
  });

  it('still refuses a redirect to a private address at its hop, without connecting to it', async () => {
    const before = connectAttempts.count;
    const r = await get('/to-private');
    expect(r.hops.map((h) => h.status)).toEqual([302]);
    expect(r.stopped).toMatchObject({ code: 'forbiddenTarget', params: { address: '10.0.0.1', kind: 'private', hop: 2 } });
    expect(connectAttempts.count - before).toBe(1);
  });
});
