import { createHash, createPrivateKey, createPublicKey, sign, verify, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, RFC8037_KEY, type Options } from './manifest.ts';
import { pem, run, type KeyPair } from './run.ts';

const DEFAULTS: Options = { keyType: 'ed25519', rsaBits: 2048, rsaUse: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', curve: 'P-256' };

async function keys(options: Partial<Options> = {}, privateKey = ''): Promise<KeyPair> {
  const result = await run({ privateKey }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
async function error(privateKey: string) {
  const result = await run({ privateKey }, DEFAULTS);
  if (!isToolError(result)) throw new Error('expected an error');
  return result;
}
const PEM_LINES = /^-----BEGIN (PUBLIC|PRIVATE) KEY-----\n([A-Za-z0-9+/]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END (PUBLIC|PRIVATE) KEY-----$/;
const der = (text: string) => Buffer.from(text.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, ''), 'base64');

describe('key pair generator', () => {
  const cases: [string, Partial<Options>, string, string][] = [
    ['RSA 2048 PKCS #1 v1.5', { keyType: 'rsa' }, 'RS256', 'sha256'],
    ['RSA 3072 PSS SHA-384', { keyType: 'rsa', rsaBits: 3072, rsaUse: 'RSA-PSS', hash: 'SHA-384' }, 'PS384', 'sha384'],
    ['ECDSA P-256', { keyType: 'ecdsa' }, 'ES256', 'sha256'],
    ['ECDSA P-384', { keyType: 'ecdsa', curve: 'P-384' }, 'ES384', 'sha384'],
    ['Ed25519', { keyType: 'ed25519' }, 'EdDSA', ''],
  ];
  for (const [name, options, alg, hash] of cases) {
    it(`generates ${name} keys that OpenSSL (Node) reads back and that sign and verify`, async () => {
      const k = await keys(options);
      expect(k.source).toBe('generated');
      expect(k.publicPem).toMatch(PEM_LINES);
      expect(k.privatePem).toMatch(PEM_LINES);
      const priv = createPrivateKey(k.privatePem);
      const pub = createPublicKey(k.publicPem);
      // The public key is the private key's own.
      expect(createPublicKey(priv).export({ type: 'spki', format: 'pem' }).toString().trim()).toBe(k.publicPem);
      const data = Buffer.from('signed in the test');
      const padding = options.rsaUse === 'RSA-PSS' ? { padding: 6 /* RSA_PKCS1_PSS_PADDING */ } : {};
      const signature = sign(hash || null, data, { key: priv, ...padding });
      expect(verify(hash || null, data, { key: pub, ...padding }, signature)).toBe(true);
      // Fingerprint: SHA-256 of the SPKI DER; thumbprint of the public JWK.
      const digest = createHash('sha256').update(der(k.publicPem)).digest();
      expect(k.fingerprint).toBe(digest.toString('hex'));
      expect(k.fingerprintBase64).toBe(digest.toString('base64'));
      expect(JSON.parse(k.publicJwk).alg).toBe(alg);
      expect(JSON.parse(k.publicJwk).d).toBeUndefined();
      expect(JSON.parse(k.privateJwk).d).toMatch(/^[A-Za-z0-9_-]+$/);
      // The JWKs re-import with Web Crypto.
      expect(createPublicKey({ key: JSON.parse(k.publicJwk), format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString().trim()).toBe(k.publicPem);
    });
  }

  it('generates RSA-OAEP keys that encrypt and decrypt', async () => {
    const k = await keys({ keyType: 'rsa', rsaUse: 'RSA-OAEP', hash: 'SHA-512' });
    expect(k.algorithm).toBe('RSA-OAEP');
    expect(JSON.parse(k.publicJwk).alg).toBe('RSA-OAEP-512');
    const pub = await webcrypto.subtle.importKey('spki', der(k.publicPem), { name: 'RSA-OAEP', hash: 'SHA-512' }, false, ['encrypt']);
    const priv = await webcrypto.subtle.importKey('pkcs8', der(k.privatePem), { name: 'RSA-OAEP', hash: 'SHA-512' }, false, ['decrypt']);
    const secret = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, pub, Buffer.from('hello'));
    expect(Buffer.from(await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, priv, secret)).toString()).toBe('hello');
  });

  it('gives a new key each time', async () => {
    const a = await keys();
    const b = await keys();
    expect(a.privatePem).not.toBe(b.privatePem);
  });

  it('wraps PEM at 64 columns', () => {
    const text = pem('PUBLIC KEY', new Uint8Array(100).fill(255));
    const lines = text.split('\n');
    expect(lines[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(lines.slice(1, -1).map((l) => l.length)).toEqual([64, 64, 8]);
    expect(pem('X', new Uint8Array(48))).toBe(`-----BEGIN X-----\n${'A'.repeat(64)}\n-----END X-----`);
  });

  it('reads the RFC 8037 Ed25519 key, with its RFC 7638 thumbprint', async () => {
    const k = await keys({}, RFC8037_KEY);
    expect(k.thumbprint).toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k');
    expect(k).toEqual(manifest.examples[0]!.output);
  });

  it('finds the public key of a pasted PKCS #8 PEM or private JWK, for every kind', async () => {
    for (const options of [{ keyType: 'rsa' }, { keyType: 'ecdsa', curve: 'P-384' }, { keyType: 'ed25519' }] as Partial<Options>[]) {
      const k = await keys(options);
      const fromPem = await keys({ keyType: 'rsa' }, k.privatePem);
      expect(fromPem).toMatchObject({ source: 'imported', publicPem: k.publicPem, fingerprint: k.fingerprint, thumbprint: k.thumbprint, keyType: k.keyType });
      const fromJwk = await keys({}, k.privateJwk);
      expect(fromJwk.publicPem).toBe(k.publicPem);
    }
  });

  it('explains a key it cannot read, at the field', async () => {
    expect(await error('hello')).toEqual({ kind: 'tool-error', code: 'notPem', params: { field: 'privateKey' } });
    expect((await error('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----')).code).toBe('encrypted');
    expect((await error('-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----')).code).toBe('legacyPem');
    expect((await error('-----BEGIN PRIVATE KEY-----\nnot*base64\n-----END PRIVATE KEY-----')).code).toBe('notPem');
    expect((await error('-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1h\n-----END PRIVATE KEY-----')).code).toBe('notPem');
    expect((await error('{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}')).code).toBe('publicKey');
    expect((await error('{"kty":"OKP","crv":"X25519","d":"AA","x":"AA"}')).code).toBe('unsupportedKey');
    expect((await error('{oops')).code).toBe('invalidJwk');
    expect((await error('[1]')).code).toBe('notPem');
    const p521 = createPrivateKey({ key: (await webcrypto.subtle.exportKey('jwk', (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-521' }, true, ['sign'])).privateKey)) as never, format: 'jwk' });
    expect((await error(p521.export({ type: 'pkcs8', format: 'pem' }).toString())).code).toBe('unsupportedKey');
  });

  it('has a message for every error code in every language', () => {
    const codes = ['notPem', 'publicKey', 'encrypted', 'legacyPem', 'invalidJwk', 'unsupportedKey'];
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string> };
      expect(Object.keys(locale.errors).sort(), lang).toEqual([...codes].sort());
    }
  });
});
