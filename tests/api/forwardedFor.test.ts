/**
 * Behind a trusted proxy, the X-Forwarded-For hop is read as an address: a port is dropped, IPv6
 * brackets unwrapped, and anything else falls back to the connection's own address. So no hop makes
 * /api/ip or the port scanner answer 500, and a port never turns one client into many.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { hopAddress } from '../../src/server/client.ts';

describe('X-Forwarded-For from a trusted proxy', () => {
  let server: Running;
  let dns: TestDns;
  beforeAll(async () => {
    dns = await startTestDns();
    const dist = mkdtempSync(join(tmpdir(), 'toolbench-dist-'));
    writeFileSync(join(dist, '404.html'), 'not found');
    server = await startServer({ DIST_DIR: dist, DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  const cases: [string, string][] = [
    ['1.2.3.4:80', '1.2.3.4'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:db8::2', '2001:db8::2'],
    // Not an address: the proxy's own (the connection's) address counts.
    ['garbage', '127.0.0.1'],
    ['[1.2.3.4]', '127.0.0.1'],
    ['1.2.3.4:80:90', '127.0.0.1'],
    ['[2001:db8::1', '127.0.0.1'],
  ];

  it('answers /api/ip and the port scanner’s own address with the hop’s address, or the connection’s', async () => {
    for (const [hop, address] of cases) {
      const ip = await fetch(`${server.base}/api/ip`, { headers: { 'x-forwarded-for': hop } });
      expect(ip.status, hop).toBe(200);
      expect(await ip.json(), hop).toEqual({ ip: address });
      const scanner = await fetch(`${server.base}/api/tools/port-scanner`, { headers: { 'x-forwarded-for': hop } });
      expect(scanner.status, hop).toBe(200);
      expect(((await scanner.json()) as { fixed: { host: string } }).fixed.host, hop).toBe(address);
    }
  });

  it('counts one client whatever source port the proxy writes: the 61st DNS lookup in a minute gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await post(server.base, 'dns-lookup', { input: { name: 'public.test', type: 'A' }, options: {}, start: 'lookup' }, { 'x-forwarded-for': `198.51.100.90:${40000 + i}` });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('reads a hop as an address only', () => {
    expect(hopAddress(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(hopAddress('::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
    for (const bad of ['', 'unknown', '1.2.3.4:', '1.2.3.4:123456', '2001:db8::1:443x', '[]', 'http://1.2.3.4/']) expect(hopAddress(bad), bad).toBeNull();
  });
});
