/**
 * The TLS checker against real TLS servers on loopback, with certificates made for the test (a root the
 * server trusts through TLS_CHECK_CA_FILE, an intermediate, leaves that are good, expired, self-signed or
 * for another name), through the real API server with private targets allowed (an intranet's setting).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server, type TlsOptions } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issue, keyPem, type Issued } from '../server/testCertificates.ts';
import { post, startServer, type Running } from '../server/harness.ts';
import { connectAttempts } from '../../src/server/targets.ts';
import type { TlsCheck } from '../../plugins/ssl-checker/run.ts';

const listening = (server: Server | TcpServer) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

describe('ssl-checker on the API server', () => {
  const servers: (Server | TcpServer)[] = [];
  const ports: Record<string, number> = {};
  let api: Running;
  let closedPort: number;

  beforeAll(async () => {
    const root = await issue('CN=Toolbench Test Root', null, { ca: true, days: 3650 });
    const intermediate = await issue('CN=Toolbench Test Intermediate', root, { ca: true, days: 365 });
    const good = await issue('CN=localhost', intermediate, { names: ['localhost'] });
    const expired = await issue('CN=localhost', intermediate, { names: ['localhost'], from: -100, days: 90 });
    const soon = await issue('CN=localhost', intermediate, { names: ['localhost'], from: -80, days: 85 });
    const self = await issue('CN=localhost', null, { names: ['localhost'] });
    const dir = mkdtempSync(join(tmpdir(), 'tls-check-'));
    const caFile = join(dir, 'root.pem');
    writeFileSync(caFile, root.cert.toString('pem'));
    const serve = async (name: string, leaf: Issued, chain: Issued[], extra: TlsOptions = {}) => {
      const server = createServer({ key: await keyPem(leaf.keys.privateKey), cert: [leaf, ...chain].map((c) => c.cert.toString('pem')).join('\n'), ...extra }, (s) => s.end());
      servers.push(server);
      ports[name] = await listening(server);
    };
    await serve('good', good, [intermediate]);
    await serve('incomplete', good, []);
    await serve('expired', expired, [intermediate]);
    await serve('soon', soon, [intermediate]);
    await serve('self', self, []);
    await serve('legacy', good, [intermediate], { minVersion: 'TLSv1', ciphers: 'DEFAULT:@SECLEVEL=0' });
    await serve('onlyLegacy', good, [intermediate], { minVersion: 'TLSv1', maxVersion: 'TLSv1', ciphers: 'DEFAULT:@SECLEVEL=0' });
    // Plain TCP that closes at once: not TLS.
    const plain = createTcpServer((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    servers.push(plain);
    ports.plain = await listening(plain);
    const closed = createTcpServer();
    closedPort = await listening(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    api = await startServer({ ALLOW_PRIVATE_TARGETS: '1', TLS_CHECK_CA_FILE: caFile, TLS_CHECK_PORTS: [...Object.values(ports), closedPort].join(','), TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await api?.close();
    for (const server of servers) server.close();
  });

  let client = 0;
  const check = async (host: string, port: number) => {
    const res = await post(api.base, 'ssl-checker', { input: { host, port }, options: {}, start: 'check' }, { 'x-forwarded-for': `198.18.7.${++client}` });
    return { status: res.status, body: (await res.json()) as { result?: TlsCheck; error?: { code: string; params?: Record<string, unknown> } } };
  };

  it('reads a good chain: trusted, the name matches, the root added from the trusted roots, old versions refused', async () => {
    const { status, body } = await check('localhost', ports.good!);
    expect(status).toBe(200);
    const r = body.result!;
    expect(r.trusted).toBe(true);
    expect(r.hostMatch).toBe(true);
    expect(r.protocol).toBe('TLSv1.3');
    expect(r.certificates.map((c) => [c.subject, c.sent])).toEqual([
      ['CN=localhost', true],
      ['CN=Toolbench Test Intermediate', true],
      ['CN=Toolbench Test Root', false],
    ]);
    expect(r.chain.every((l) => l.nameMatch && l.signature === 'valid')).toBe(true);
    expect(r.certificates[0]!.keyType).toBe('ECDSA');
    expect(r.legacy).toEqual([
      { version: 'TLSv1', accepted: false },
      { version: 'TLSv1.1', accepted: false },
    ]);
    expect(r.problems).toEqual(['noOcspStapling']);
  });

  it('says what is wrong, most serious first', async () => {
    expect((await check('localhost', ports.incomplete!)).body.result!.problems).toEqual(['incompleteChain', 'noOcspStapling']);
    expect((await check('localhost', ports.expired!)).body.result!.problems).toEqual(['expired', 'noOcspStapling']);
    expect((await check('localhost', ports.self!)).body.result!.problems).toEqual(['selfSigned', 'noOcspStapling']);
    const soon = (await check('localhost', ports.soon!)).body.result!;
    expect(soon.problems).toEqual(['expiresSoon', 'noOcspStapling']);
    // The certificate names localhost only: reached by its address, the name does not match.
    const byAddress = (await check('127.0.0.1', ports.good!)).body.result!;
    expect(byAddress.hostMatch).toBe(false);
    expect(byAddress.problems[0]).toBe('wrongHost');
    const legacy = (await check('localhost', ports.legacy!)).body.result!;
    expect(legacy.legacy).toEqual([
      { version: 'TLSv1', accepted: true },
      { version: 'TLSv1.1', accepted: true },
    ]);
    expect(legacy.problems).toEqual(['legacyProtocols', 'noOcspStapling']);
    expect((await check('localhost', ports.onlyLegacy!)).body.error).toEqual({ code: 'onlyLegacyTls', params: { host: 'localhost', port: ports.onlyLegacy, version: 'TLS 1.0' } });
  });

  it('says when nothing listens, when the port does not speak TLS, and refuses ports the operator has not allowed without connecting', async () => {
    expect((await check('localhost', closedPort)).body.error).toEqual({ code: 'connectionRefused', params: { host: 'localhost', port: closedPort } });
    expect((await check('localhost', ports.plain!)).body.error?.code).toBe('noTls');
    const before = connectAttempts.count;
    const refused = await check('localhost', 8443);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('portNotAllowed');
    expect(refused.body.error?.params?.field).toBe('port');
    expect(connectAttempts.count - before).toBe(0);
  });
});
