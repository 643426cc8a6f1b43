/**
 * The host's ways to registries: the IANA bootstrap files (the shipped copy, an operator's fresher ones
 * preferred file by file, longest match for ranges), `npm run rdap:refresh` against a loopback mirror (a
 * broken file keeps the old one), and one WHOIS query (src/server/whois.ts): a query that is not one line
 * of printable ASCII refused before connecting, an answer cut at maxBytes, Latin-1 read where UTF-8 fails.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBootstrap } from '../../src/server/rdap/bootstrap.ts';
import { isWhoisQuery, whoisQuery } from '../../src/server/whois.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import { refreshBootstrap } from '../../scripts/rdap-refresh.ts';

const file = (services: [string[], string[]][], publication = '2026-12-01T00:00:00Z') => JSON.stringify({ description: 'test', publication, services, version: '1.0' });

describe('the IANA bootstrap files', () => {
  it('name the RDAP service of a TLD, an address range and an AS number from the shipped copy', () => {
    const b = loadBootstrap(undefined);
    expect(b.lookup({ kind: 'domain', name: 'www.example.com' })).toEqual({ urls: ['https://rdap.verisign.com/com/v1/'], publication: '2025-11-06T23:00:01Z', source: 'shipped' });
    expect(b.lookup({ kind: 'ip', address: '8.8.8.8' })?.urls[0]).toBe('https://rdap.arin.net/registry/');
    expect(b.lookup({ kind: 'ip', address: '193.0.6.139' })?.urls[0]).toBe('https://rdap.db.ripe.net/');
    expect(b.lookup({ kind: 'ip', address: '2001:4860::8888' })?.urls[0]).toBe('https://rdap.arin.net/registry/');
    expect(b.lookup({ kind: 'asn', number: 15169 })?.urls[0]).toBe('https://rdap.arin.net/registry/');
    expect(b.lookup({ kind: 'asn', number: 3333 })?.urls[0]).toBe('https://rdap.db.ripe.net/');
    expect(b.lookup({ kind: 'domain', name: 'example.io' })).toBeNull();
    expect(b.files.dns).toEqual({ publication: '2025-11-06T23:00:01Z', source: 'shipped' });
  });
  it('prefer the operator’s files, file by file, and the longest matching range', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bootstrap-'));
    writeFileSync(join(dir, 'ipv4.json'), file([[['8.0.0.0/8'], ['https://wide.example/']], [['8.8.8.0/24'], ['http://narrow.example', 'https://narrow.example/rdap']]]));
    writeFileSync(join(dir, 'dns.json'), '{"not": "a bootstrap file"}');
    const b = loadBootstrap(dir);
    expect(b.lookup({ kind: 'ip', address: '8.8.8.8' })).toEqual({ urls: ['https://narrow.example/rdap/', 'http://narrow.example/'], publication: '2026-12-01T00:00:00Z', source: 'operator' });
    expect(b.lookup({ kind: 'ip', address: '8.8.4.4' })?.urls).toEqual(['https://wide.example/']);
    // A broken operator file: the shipped one is used.
    expect(b.files.dns.source).toBe('shipped');
    expect(b.lookup({ kind: 'domain', name: 'example.org' })?.source).toBe('shipped');
  });
});

describe('npm run rdap:refresh', () => {
  let server: ReturnType<typeof createHttpServer>;
  let base: string;
  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      if (req.url === '/asn.json') return res.writeHead(200).end('<html>maintenance</html>');
      const kind = req.url?.slice(1, -5) ?? '';
      res.writeHead(200, { 'content-type': 'application/json' }).end(file([[[kind === 'dns' ? 'test' : kind === 'ipv6' ? '2001:db8::/32' : '192.0.2.0/24'], ['https://rdap.example/']]], '2026-12-04T12:00:00Z'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => {
    server.close();
  });
  it('writes the files it could read and keeps the old one of a file that is broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refresh-'));
    writeFileSync(join(dir, 'asn.json'), file([[['1-10'], ['https://old.example/']]]));
    const results = await refreshBootstrap(dir, base);
    expect(results.map((r) => [r.kind, r.ok])).toEqual([['dns', true], ['ipv4', true], ['ipv6', true], ['asn', false]]);
    expect(JSON.parse(readFileSync(join(dir, 'dns.json'), 'utf8')).publication).toBe('2026-12-04T12:00:00Z');
    expect(readFileSync(join(dir, 'asn.json'), 'utf8')).toContain('old.example');
    expect(loadBootstrap(dir).lookup({ kind: 'domain', name: 'example.test' })).toMatchObject({ source: 'operator', urls: ['https://rdap.example/'] });
  });
});

describe('one WHOIS query', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];
  beforeAll(async () => {
    server = createServer((socket) => {
      socket.once('data', (chunk) => {
        const query = chunk.toString('latin1');
        received.push(query);
        if (query.startsWith('long')) socket.end(Buffer.alloc(300_000, 65));
        else if (query.startsWith('latin')) socket.end(Buffer.from('Registrant: Müller GmbH\n', 'latin1'));
        else socket.end('Domain Name: example.de\nRegistrar: Grüne Domains\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.close();
  });
  const target = { host: '127.0.0.1', address: '127.0.0.1', family: 4 as const, addresses: ['127.0.0.1'], resolveMs: 0 };

  it('sends one line and reads the answer as UTF-8, else Latin-1', async () => {
    expect(await whoisQuery(target, 'whois.test', port, 'example.de', { timeoutMs: 3000, maxBytes: 10_000 })).toMatchObject({ ok: true, text: 'Domain Name: example.de\nRegistrar: Grüne Domains\n', complete: true, server: 'whois.test', address: '127.0.0.1' });
    expect(received.at(-1)).toBe('example.de\r\n');
    expect(await whoisQuery(target, 'whois.test', port, 'latin.de', { timeoutMs: 3000, maxBytes: 10_000 })).toMatchObject({ ok: true, text: 'Registrant: Müller GmbH\n' });
  });
  it('cuts a long answer at maxBytes, and never more than 256 KiB', async () => {
    const cut = await whoisQuery(target, 'whois.test', port, 'long.de', { timeoutMs: 3000, maxBytes: 1000 });
    expect(cut).toMatchObject({ ok: true, complete: false });
    expect(cut.ok && cut.text.length).toBe(1000);
    const capped = await whoisQuery(target, 'whois.test', port, 'long.de', { timeoutMs: 3000, maxBytes: 10_000_000 });
    expect(capped.ok && capped.text.length).toBe(256 * 1024);
  });
  it('refuses a query that is not one line of printable ASCII, before connecting', async () => {
    const before = connectAttempts.count;
    for (const query of ['example.de\r\nsecond query', 'example.de\n', '', ' ', 'bücher.de', 'a\0b', 'x'.repeat(256)]) {
      expect(isWhoisQuery(query), JSON.stringify(query)).toBe(false);
      expect(await whoisQuery(target, 'whois.test', port, query, { timeoutMs: 1000, maxBytes: 1000 })).toEqual({ ok: false, reason: 'timeout' });
    }
    expect(connectAttempts.count - before).toBe(0);
    expect(isWhoisQuery('-T dn,ace example.de')).toBe(true);
  });
});
