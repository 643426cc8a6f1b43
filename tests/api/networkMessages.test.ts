/**
 * What ping and the port scanner may reach, and how they say no (issue #30, items 1 and 15): a TCP
 * ping connects only to the operator's ports (80 and 443 unless PING_TCP_PORTS widens them) and
 * refuses any other before a connection is made; localhost names are refused as the local
 * addresses they are, as 127.0.0.1 is; a visitor the server sees at a private or loopback address
 * is told why no scan is possible from there, not asked to correct a field they cannot change.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, readStream, startServer, type Running } from '../server/harness.ts';
import { startTestDns, type TestDns } from '../server/dnsServer.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import { processStarts } from '../../src/server/processes.ts';

const pingBody = (host: string, port: number) => ({ input: { host, count: 1, timeout: 1, interval: 1, size: 56, ttl: 64, port, continuous: false }, options: {}, start: 'start' });

describe('PING_TCP_PORTS', () => {
  it('is 80 and 443 unless set, and takes a comma-separated list of ports', () => {
    expect(configFromEnv({}).pingTcpPorts).toEqual([80, 443]);
    expect(configFromEnv({ PING_TCP_PORTS: ' 443, 22,80,22 ' }).pingTcpPorts).toEqual([22, 80, 443]);
  });

  it.each(['0', '65536', 'ssh', '80;443', '80,,443', '-1', '8.0', '0x50'])('refuses %j at start-up', (value) => {
    expect(() => configFromEnv({ PING_TCP_PORTS: value })).toThrow(/PING_TCP_PORTS/);
  });
});

describe('a TCP ping', () => {
  let dns: TestDns;
  let listener: Server;
  let port: number;
  let accepted = 0;
  let client = 0;
  const fresh = () => ({ 'x-forwarded-for': `198.18.7.${++client}` });
  beforeAll(async () => {
    dns = await startTestDns();
    listener = createServer((socket) => {
      accepted++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    await dns.close();
    listener.close();
  });

  it('refuses a port outside the operator’s list, at the port field, before any connection', async () => {
    // Private targets allowed, so that only the port stands between the request and the test's listener.
    const server = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp' });
    try {
      const connects = connectAttempts.count;
      for (const p of [port, 22, 8080, 1]) {
        const res = await post(server.base, 'ping-tool', pingBody('127.0.0.1', p), fresh());
        expect(res.status, String(p)).toBe(422);
        expect(await res.json()).toEqual({ error: { code: 'tcpPortNotAllowed', params: { port: String(p), ports: '80, 443', field: 'port' } } });
      }
      expect(connectAttempts.count - connects, 'connections made').toBe(0);
      expect(accepted, 'connections the listener accepted').toBe(0);
    } finally {
      await server.close();
    }
  });

  it('connects to a port the operator added, and says the ports it may use', async () => {
    const server = await startServer({ DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', ALLOW_PRIVATE_TARGETS: '1', PING_METHOD: 'tcp', PING_TCP_PORTS: `443,${port}` });
    try {
      const before = accepted;
      const res = await post(server.base, 'ping-tool', pingBody('127.0.0.1', port), fresh());
      expect(res.status).toBe(200);
      const { parts } = await readStream(res);
      expect(parts[0]).toMatchObject({ method: 'tcp', port, allowedPorts: [443, port].sort((a, b) => a - b) });
      expect(accepted - before).toBe(1);
      const refused = await post(server.base, 'ping-tool', pingBody('127.0.0.1', 80), fresh());
      expect(await refused.json()).toEqual({ error: { code: 'tcpPortNotAllowed', params: { port: '80', ports: [443, port].sort((a, b) => a - b).join(', '), field: 'port' } } });
    } finally {
      await server.close();
    }
  });
});

describe('local names and local visitors', () => {
  let server: Running;
  beforeAll(async () => {
    // The defaults a deployment has: no private targets, the port scanner limited to the visitor's own address.
    server = await startServer({ PING_METHOD: 'tcp' });
  });
  afterAll(() => server.close());

  it.each(['localhost', 'LOCALHOST.', 'foo.localhost', 'a.b.localhost'])('ping says %s is a local address, as it says for 127.0.0.1, and asks no resolver', async (host) => {
    const connects = connectAttempts.count;
    const processes = processStarts.count;
    const res = await post(server.base, 'ping-tool', pingBody(host, 443));
    expect(res.status).toBe(422);
    const name = host.toLowerCase().replace(/\.$/, '');
    expect(await res.json()).toEqual({ error: { code: 'forbiddenTarget', params: { address: name, kind: 'loopback', rfc: 'RFC 6761', field: 'host' } } });
    expect(connectAttempts.count - connects).toBe(0);
    expect(processStarts.count - processes).toBe(0);
  });

  it('tells a visitor it sees at a loopback address why no scan is possible, blaming no field', async () => {
    const info = await fetch(`${server.base}/api/tools/port-scanner`);
    expect(await info.json()).toMatchObject({ fixed: { host: '127.0.0.1' } });
    const connects = connectAttempts.count;
    const res = await post(server.base, 'port-scanner', { input: { host: '127.0.0.1', startPort: null, endPort: null }, options: { range: 'common', timeout: 1, concurrency: 50, showClosed: false }, start: 'start' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'privateVisitor', params: { address: '127.0.0.1', rfc: 'RFC 1122' } } });
    expect(connectAttempts.count - connects).toBe(0);
  });
});
