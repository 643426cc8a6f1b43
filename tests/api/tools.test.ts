/**
 * The four network tools against the real server on loopback, measuring for real: a scan of
 * listeners the test opens finds exactly those open and the rest closed; Stop ends a scan on the
 * server within a second; ping measures real ICMP round trips (and TCP connect times where ICMP
 * is not used); DNS answers with TTLs and says NXDOMAIN, SERVFAIL and timeouts; the IP lookup
 * answers from the shipped databases and names private ranges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, readStream, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import { processStarts } from '../../src/server/processes.ts';
import { listen, portBlock } from '../server/ports.ts';

interface Port {
  port: number;
  state: string;
  service?: string;
}

describe('network tools, measured', () => {
  let server: Running;
  let dns: TestDns;
  beforeAll(async () => {
    dns = await startTestDns();
    server = await startServer({ DNS_SERVERS: dns.server, ALLOW_PRIVATE_TARGETS: '1' });
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
  });

  it('port scanner: finds exactly the listeners the test opened, the rest closed, with IANA names', async () => {
    const block = await portBlock();
    try {
      const res = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: block.start, endPort: block.end }, options: { range: 'custom', timeout: 1, concurrency: 5, showClosed: true }, start: 'start' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/x-ndjson');
      const { parts, ended } = await readStream(res);
      expect(ended).toBe(true);
      expect(parts[0]).toMatchObject({ host: '127.0.0.1', address: '127.0.0.1', total: 21 });
      const ports = parts.flatMap((p) => (p.ports as Port[] | undefined) ?? []);
      expect(ports.map((p) => p.port).sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => block.start + i));
      expect(ports.filter((p) => p.state === 'open').map((p) => p.port).sort()).toEqual(block.open);
      expect(ports.filter((p) => p.state !== 'open').every((p) => p.state === 'closed')).toBe(true);
      expect(parts.at(-1)).toMatchObject({ done: true });
    } finally {
      block.close();
    }
  });

  it('port scanner: names services from the IANA list', async () => {
    const res = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: 20, endPort: 25 }, options: { range: 'custom', timeout: 1, concurrency: 6, showClosed: true }, start: 'start' });
    const ports = (await readStream(res)).parts.flatMap((p) => (p.ports as Port[] | undefined) ?? []);
    expect(ports.find((p) => p.port === 22)?.service).toBe('ssh');
    expect(ports.find((p) => p.port === 25)?.service).toBe('smtp');
  });

  it('port scanner: scans only the visitor’s own address unless the operator widens it', async () => {
    const res = await post(server.base, 'port-scanner', { input: { host: '127.0.0.2', startPort: 1, endPort: 2 }, options: { range: 'custom', timeout: 1, concurrency: 1, showClosed: false }, start: 'start' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'ownAddressOnly', params: { address: '127.0.0.1', field: 'host' } } });
  });

  it('port scanner: Stop ends the scan on the server within a second, and one scan runs per client', async () => {
    const before = connectAttempts.count;
    // Every port, one at a time: far longer than the test waits.
    const res = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: 1, endPort: 65535 }, options: { range: 'all', timeout: 1, concurrency: 1, showClosed: false }, start: 'start' });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('"ports"')) text += new TextDecoder().decode((await reader.read()).value);
    // A second scan by the same client while the first runs: refused.
    const second = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: 1, endPort: 2 }, options: { range: 'custom', timeout: 1, concurrency: 1, showClosed: false }, start: 'start' });
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ error: { code: 'busy' } });
    await reader.cancel();
    const stoppedAt = performance.now();
    // Within a second: no more connections, and the client's slot is free again.
    let freed = false;
    while (performance.now() - stoppedAt < 1000) {
      const again = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: 1, endPort: 2 }, options: { range: 'custom', timeout: 1, concurrency: 1, showClosed: false }, start: 'start' });
      if (again.status === 200) {
        await again.text();
        freed = true;
        break;
      }
      await again.text();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(freed, 'a new scan is accepted within a second of Stop').toBe(true);
    const count = connectAttempts.count;
    await new Promise((r) => setTimeout(r, 400));
    expect(connectAttempts.count - count, 'connections after Stop').toBe(0);
    expect(count - before, 'the stopped scan had not finished').toBeLessThan(65_535);
  });

  it('ping: real ICMP round trips through the system’s ping, streamed reply by reply', async () => {
    const started = processStarts.count;
    const res = await post(server.base, 'ping-tool', { input: { host: 'loopback.test', count: 3, timeout: 1, interval: 0.2, size: 56, ttl: 64, port: 443, continuous: false }, options: {}, start: 'start' });
    expect(res.status).toBe(200);
    const { parts, ended } = await readStream(res);
    expect(ended).toBe(true);
    expect(parts[0]).toMatchObject({ host: 'loopback.test', address: '127.0.0.1', method: 'icmp' });
    const replies = parts.flatMap((p) => (p.replies as { seq: number; ms: number; ttl: number }[] | undefined) ?? []);
    expect(replies.map((r) => r.seq)).toEqual([1, 2, 3]);
    for (const r of replies) {
      expect(r.ms).toBeGreaterThan(0);
      expect(r.ms).toBeLessThan(1000);
      expect(r.ttl).toBe(64);
    }
    expect(processStarts.count - started).toBe(1);
    const args = processStarts.last.at(-1)!;
    expect(args.slice(-2)).toEqual(['--', '127.0.0.1']);
    expect(args).toEqual(expect.arrayContaining(['-c', '3', '-s', '56', '-t', '64']));
  });

  it('ping: TCP connect timing where ICMP is not used, and the method says so', async () => {
    const listener = await listen();
    const port = (listener!.address() as { port: number }).port;
    const tcp = await startServer({ DNS_SERVERS: dns.server, ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp', PING_TCP_PORTS: String(port) });
    try {
      const res = await post(tcp.base, 'ping-tool', { input: { host: '127.0.0.1', count: 2, timeout: 1, interval: 0.2, size: 56, ttl: 64, port, continuous: false }, options: {}, start: 'start' });
      const { parts } = await readStream(res);
      expect(parts[0]).toMatchObject({ method: 'tcp', port });
      const replies = parts.flatMap((p) => (p.replies as { seq: number; ms: number; lost?: boolean }[] | undefined) ?? []);
      expect(replies).toHaveLength(2);
      expect(replies.every((r) => !r.lost && r.ms >= 0)).toBe(true);
    } finally {
      await tcp.close();
      listener!.close();
    }
  });

  it('ping: a continuous run is one per client and stops when the visitor stops', async () => {
    const body = { input: { host: '127.0.0.1', count: 4, timeout: 1, interval: 0.2, size: 56, ttl: 64, port: 443, continuous: true }, options: {}, start: 'start' };
    const first = await post(server.base, 'ping-tool', body);
    const reader = first.body!.getReader();
    let text = '';
    while (!text.includes('"replies"')) text += new TextDecoder().decode((await reader.read()).value);
    const second = await post(server.base, 'ping-tool', body);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ error: { code: 'busy' } });
    await reader.cancel();
    const stoppedAt = performance.now();
    let accepted = false;
    while (performance.now() - stoppedAt < 2000 && !accepted) {
      const again = await post(server.base, 'ping-tool', { ...body, input: { ...body.input, continuous: false, count: 1 } });
      accepted = again.status === 200;
      await again.text();
    }
    expect(accepted).toBe(true);
  });

  it('DNS: records with TTLs, and NXDOMAIN, SERVFAIL and timeouts in words', async () => {
    const ask = async (name: string, type: string) => {
      const res = await post(server.base, 'dns-lookup', { input: { name, type }, options: {}, start: 'lookup' });
      return { status: res.status, body: (await res.json()) as { result?: { rcode: string; records: { type: string; ttl: number; value: string }[] }; error?: { code: string } } };
    };
    const mx = await ask('public.test', 'MX');
    expect(mx.body.result).toMatchObject({ rcode: 'NOERROR', records: [{ type: 'MX', ttl: 3600, value: '10 mail.public.test' }] });
    for (const [type, value] of [
      ['AAAA', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      ['TXT', '"v=spf1 -all"'],
      ['NS', 'ns1.public.test'],
      ['CAA', '0 issue "letsencrypt.org"'],
      ['SOA', 'ns1.public.test admin.public.test 2026112501 7200 3600 1209600 300'],
    ]) expect((await ask('public.test', type)).body.result?.records[0]?.value, type).toBe(value);
    const cname = await ask('www.public.test', 'A');
    expect(cname.body.result?.records.map((r) => r.type)).toEqual(['CNAME', 'A']);
    const ptr = await ask('93.184.215.14', 'PTR');
    expect(ptr.body.result?.records[0]).toMatchObject({ type: 'PTR', value: 'public.test' });
    expect((await ask('nothing-here.test', 'A')).body.result?.rcode).toBe('NXDOMAIN');
    expect((await ask('broken.servfail.test', 'A')).body.result?.rcode).toBe('SERVFAIL');
    const silent = await ask('slow.timeout.test', 'A');
    expect(silent.status).toBe(422);
    expect(silent.body.error?.code).toBe('dnsTimeout');
  }, 20_000);

  it('IP lookup: network and location from the shipped databases, private ranges named', async () => {
    const look = async (ip: string, start = 'lookup') => ((await (await post(server.base, 'ip-address-lookup', { input: { ip }, options: {}, start })).json()) as { result: Record<string, unknown> }).result;
    const google = await look('8.8.8.8');
    expect(google).toMatchObject({ ip: '8.8.8.8', version: 4, asn: 15169, countryCode: 'US' });
    expect(typeof google.latitude).toBe('number');
    expect(google.sources).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'DB-IP IP to City Lite', licence: 'CC BY 4.0', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]));
    expect(await look('134744072')).toMatchObject({ ip: '8.8.8.8' });
    expect(await look('2606:4700:4700::1111')).toMatchObject({ version: 6, asn: 13335 });
    expect(await look('192.168.1.20')).toEqual({ ip: '192.168.1.20', version: 4, mine: false, special: { kind: 'private', rfc: 'RFC 1918' }, sources: [] });
    expect(await look('', 'myIp')).toMatchObject({ ip: '127.0.0.1', mine: true, special: { kind: 'loopback' } });
    const empty = await post(server.base, 'ip-address-lookup', { input: { ip: '' }, options: {}, start: 'lookup' });
    expect(await empty.json()).toEqual({ error: { code: 'enterIp', params: { field: 'ip' } } });
  }, 30_000);
});
