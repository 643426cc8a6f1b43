/**
 * An HTTPS server on loopback for MTA-STS policy files (RFC 8461), with certificates made here: a root the
 * API server trusts through TLS_CHECK_CA_FILE and a leaf for every mta-sts.<domain> below except one,
 * which gets a leaf for another name. It answers by the Host header: a good policy in enforce mode, one in
 * testing mode, one that leaves a mail server out, a redirect, an unusable policy, HTML, and a gzip bomb.
 * The names resolve to 127.0.0.1 in the tests' DNS zone (mailZone.ts); MTA_STS_PORT points the checker here.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { issue, keyPem } from './testCertificates.ts';

export const POLICIES: Record<string, { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> }> = {
  'good.mail.test': { body: 'version: STSv1\r\nmode: enforce\r\nmx: mx1.mail.test\r\nmax_age: 1209600\r\n' },
  'mail.test': { body: 'version: STSv1\nmode: testing\nmx: mx1.mail.test\nmax_age: 86400\n' },
  'sts-wild.mail.test': { body: 'version: STSv1\nmode: enforce\nmx: *.mail.test\nmax_age: 604800\n' },
  'sts-uncovered.mail.test': { body: 'version: STSv1\nmode: enforce\nmx: mail.example.net\nmax_age: 604800\n' },
  'sts-redirect.mail.test': { status: 301, body: '', headers: { location: 'https://www.sts-redirect.mail.test/.well-known/mta-sts.txt' } },
  'sts-bad.mail.test': { body: 'mode: enforce\nversion: STSv1\nmx: mx1.mail.test\nmax_age: 99999999999\n' },
  'sts-html.mail.test': { type: 'text/html', body: '<html>version: STSv1</html>' },
  'sts-bomb.mail.test': { body: gzipSync(Buffer.alloc(32 * 1024 * 1024, 97)), headers: { 'content-encoding': 'gzip' } },
  'sts-badcert.mail.test': { body: 'version: STSv1\nmode: enforce\nmx: mx1.mail.test\nmax_age: 604800\n' },
};

export async function startTestMtaSts(port = 0): Promise<{ port: number; caFile: string; served: string[]; close: () => Promise<void> }> {
  const root = await issue('CN=Toolbench MTA-STS Test Root', null, { ca: true, days: 3650 });
  const names = Object.keys(POLICIES).filter((d) => d !== 'sts-badcert.mail.test').map((d) => `mta-sts.${d}`);
  const leaf = await issue('CN=mta-sts.mail.test', root, { names });
  const other = await issue('CN=www.example.net', root, { names: ['www.example.net'] });
  const dir = mkdtempSync(join(tmpdir(), 'mta-sts-'));
  const caFile = join(dir, 'root.pem');
  writeFileSync(caFile, root.cert.toString('pem'));
  const context = async (cert: typeof leaf) => createSecureContext({ key: await keyPem(cert.keys.privateKey), cert: cert.cert.toString('pem') });
  const [good, wrong] = await Promise.all([context(leaf), context(other)]);
  const served: string[] = [];
  const server: Server = createServer(
    { key: await keyPem(leaf.keys.privateKey), cert: leaf.cert.toString('pem'), SNICallback: (name, done) => done(null, name === 'mta-sts.sts-badcert.mail.test' ? wrong : good) },
    (req, res) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^mta-sts\./, '');
      served.push(host);
      const policy = POLICIES[host];
      if (!policy || req.url !== '/.well-known/mta-sts.txt') return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(policy.status ?? 200, { 'content-type': policy.type ?? 'text/plain; charset=utf-8', ...policy.headers }).end(policy.body);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    caFile,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
