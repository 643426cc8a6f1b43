/**
 * Certificates made for tests (a root, intermediates, leaves good, expired or for another name), with
 * WebCrypto keys: the TLS checker's tests and the end-to-end server's TLS listener use them.
 */
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { webcrypto } from 'node:crypto';

type CryptoKeyPair = webcrypto.CryptoKeyPair;
type CryptoKey = webcrypto.CryptoKey;
const crypto = webcrypto;

x509.cryptoProvider.set(crypto as never);

const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

async function keys() {
  return (await crypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
}
export async function keyPem(key: CryptoKey) {
  const der = Buffer.from(await crypto.subtle.exportKey('pkcs8', key)).toString('base64');
  return `-----BEGIN PRIVATE KEY-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`;
}

export interface Issued {
  cert: x509.X509Certificate;
  keys: CryptoKeyPair;
}
let serial = 1;
export async function issue(subject: string, issuer: Issued | null, { ca = false, names = [] as string[], from = -1, days = 90 } = {}): Promise<Issued> {
  const own = await keys();
  const now = Date.now();
  const extensions: x509.Extension[] = ca
    ? [new x509.BasicConstraintsExtension(true, undefined, true), new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true)]
    : [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension(names.map((n) => (/^\d/.test(n) ? { type: 'ip' as const, value: n } : { type: 'dns' as const, value: n }))),
      ];
  const common = { serialNumber: String(++serial).padStart(2, '0'), notBefore: new Date(now + from * DAY), notAfter: new Date(now + (from + days) * DAY), signingAlgorithm: ALG, extensions };
  const cert = issuer
    ? await x509.X509CertificateGenerator.create({ ...common, subject, issuer: issuer.cert.subject, publicKey: own.publicKey, signingKey: issuer.keys.privateKey })
    : await x509.X509CertificateGenerator.createSelfSigned({ ...common, name: subject, keys: own });
  return { cert, keys: own };
}

