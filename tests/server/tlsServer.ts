/**
 * A TLS listener on loopback for the TLS checker's end-to-end test: a self-signed certificate for
 * localhost, with 9.5 days left, that still accepts TLS 1.0 and 1.1, so the page has problems to say.
 * Its port is fixed (E2E_TLS_PORT, else the site's port + 2000) so that the test knows where it is.
 */
import { createServer } from 'node:tls';
import { issue, keyPem } from './testCertificates.ts';

export const testTlsPort = (sitePort = Number(process.env.E2E_PORT ?? 4173)) => Number(process.env.E2E_TLS_PORT ?? sitePort + 2000);

export async function startTestTls(sitePort: number): Promise<{ port: number; close: () => void }> {
  // 9.5 days left: said as 9.
  const leaf = await issue('CN=localhost', null, { names: ['localhost'], days: 10.5 });
  const server = createServer({ key: await keyPem(leaf.keys.privateKey), cert: leaf.cert.toString('pem'), minVersion: 'TLSv1', ciphers: 'DEFAULT:@SECLEVEL=0' }, (socket) => socket.end());
  const port = testTlsPort(sitePort);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => server.close() };
}
