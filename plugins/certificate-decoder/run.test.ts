import 'reflect-metadata';
import { X509Certificate as NodeCert } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as x509 from '@peculiar/x509';
import { isToolError, type FileInput } from '@sdk/core';
import { manifest } from './manifest.ts';
import { certificatesIn, run, type CertResult } from './run.ts';
import { ISRG_ROOT_X2, TEST_LEAF, TEST_ROOT } from './samples.ts';

async function decode(text: string, file: FileInput | null = null): Promise<CertResult> {
  const result = await run({ text, file });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
async function error(text: string, file: FileInput | null = null) {
  const result = await run({ text, file });
  if (!isToolError(result)) throw new Error('expected an error');
  return result;
}
const derOf = (pem: string) => new Uint8Array(Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, ''), 'base64'));
const fileOf = (bytes: Uint8Array, name = 'cert.der'): FileInput => ({ name, type: '', size: bytes.length, bytes });

/** A CA and a leaf it signs, made in the test. */
async function makeChain() {
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const caKeys = (await crypto.subtle.generateKey(alg, true, ['sign', 'verify'])) as CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({ serialNumber: '01', name: 'CN=Test CA', notBefore: new Date('2025-01-01'), notAfter: new Date('2030-01-01'), signingAlgorithm: alg, keys: caKeys, extensions: [new x509.BasicConstraintsExtension(true, undefined, true)] });
  const leafKeys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const leaf = await x509.X509CertificateGenerator.create({ serialNumber: 'ff00', subject: 'CN=leaf.test', issuer: ca.subject, notBefore: new Date('2025-01-01'), notAfter: new Date('2025-04-01'), signingAlgorithm: alg, publicKey: leafKeys.publicKey, signingKey: caKeys.privateKey, extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: 'leaf.test' }, { type: 'email', value: 'a@leaf.test' }])] });
  return { ca: ca.toString('pem'), leaf: leaf.toString('pem') };
}

describe('certificate decoder: real certificates', () => {
  it('decodes ISRG Root X2 as OpenSSL (Node) reads it', async () => {
    const [c] = (await decode(ISRG_ROOT_X2)).certificates;
    const ref = new NodeCert(ISRG_ROOT_X2);
    expect(c!.subject).toBe('C=US, O=Internet Security Research Group, CN=ISRG Root X2');
    expect(c!.sha256).toBe(ref.fingerprint256);
    expect(c!.sha1).toBe(ref.fingerprint);
    expect(c!.serial.replace(/:/g, '')).toBe(ref.serialNumber);
    expect(c!.notAfter).toBe(new Date(ref.validTo).getTime());
    expect(c!.notBefore).toBe(new Date(ref.validFrom).getTime());
    expect(c).toMatchObject({ keyType: 'ECDSA', keySize: 'P-384', signatureAlgorithm: 'ECDSA with SHA-384', keyUsage: ['keyCertSign', 'cRLSign'], ca: true, pathLength: null, selfIssued: true });
    // Let's Encrypt publishes this fingerprint for ISRG Root X2.
    expect(c!.sha256).toBe('69:72:9B:8E:15:A8:6E:FC:17:7A:57:AF:B7:17:1D:FC:64:AD:D2:8C:2F:CA:8C:F1:50:7E:34:45:3C:CB:14:70');
  });

  it('gives every example its stated output', async () => {
    for (const ex of manifest.examples) expect(await run({ text: '', file: null, ...ex.input }), ex.name).toEqual(ex.output);
  });

  it('checks a chain: names and signatures of each link, and the root', async () => {
    const good = await decode(`${TEST_LEAF}\n${TEST_ROOT}`);
    expect(good.chain).toEqual([{ nameMatch: true, signature: 'valid' }]);
    expect(good.rootSignature).toBe('valid');
    expect(good.certificates[0]).toMatchObject({ keyType: 'RSA', keySize: '2048', sans: ['DNS: www.example.com', 'DNS: example.com', 'IP: 192.0.2.1'], extendedKeyUsage: ['serverAuth', 'clientAuth'], keyUsage: ['digitalSignature', 'keyEncipherment'], ca: false });
    // In the wrong order: the root's issuer is not the leaf, and the leaf's key did not sign the root.
    const reversed = await decode(`${TEST_ROOT}\n${TEST_LEAF}`);
    expect(reversed.chain).toEqual([{ nameMatch: false, signature: 'invalid' }]);
    expect(reversed.rootSignature).toBeNull();
    // A leaf alone: no root at the end.
    expect((await decode(TEST_LEAF)).rootSignature).toBeNull();
  });

  it('finds a signature made by another key with the same name', async () => {
    const a = await makeChain();
    const b = await makeChain();
    const mixed = await decode(a.leaf + b.ca);
    expect(mixed.chain).toEqual([{ nameMatch: true, signature: 'invalid' }]);
    const own = await decode(a.leaf + a.ca);
    expect(own.chain).toEqual([{ nameMatch: true, signature: 'valid' }]);
    expect(own.certificates[0]).toMatchObject({ keyType: 'Ed25519', keySize: '', sans: ['DNS: leaf.test', 'Email: a@leaf.test'], validityDays: 90, serial: 'FF:00' });
  });

  it('reads a DER file, a PEM file, and bare Base64', async () => {
    const der = derOf(ISRG_ROOT_X2);
    const fromDer = await decode('', fileOf(der));
    expect(fromDer.certificates[0]!.sha256).toBe(new NodeCert(ISRG_ROOT_X2).fingerprint256);
    const fromPemFile = await decode('ignored when a file is chosen', fileOf(new TextEncoder().encode(`${TEST_LEAF}\n${TEST_ROOT}`), 'chain.pem'));
    expect(fromPemFile.certificates).toHaveLength(2);
    const bare = ISRG_ROOT_X2.replace(/-----[A-Z ]+-----/g, '');
    expect((await decode(bare)).certificates[0]!.subject).toMatch(/ISRG Root X2$/);
  });
});

describe('certificate decoder: bad input', () => {
  it('says what is wrong, at the field', async () => {
    expect(await error('hello')).toEqual({ kind: 'tool-error', code: 'notPem', params: { field: 'text' } });
    expect(await error('  ')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    expect(await error('-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----')).toMatchObject({ code: 'wrongPem', params: { label: 'CERTIFICATE REQUEST' } });
    expect(await error(`${TEST_LEAF}\n${TEST_ROOT.slice(0, 300)}`)).toEqual({ kind: 'tool-error', code: 'truncatedPem', params: { number: 2, field: 'text' } });
    expect(await error('-----BEGIN CERTIFICATE-----\nnot*base64!\n-----END CERTIFICATE-----')).toMatchObject({ code: 'badBase64', params: { number: 1 } });
    expect(await error(`-----BEGIN CERTIFICATE-----\n${Buffer.from('not a certificate at all').toString('base64')}\n-----END CERTIFICATE-----`)).toMatchObject({ code: 'badCertificate', params: { number: 1 } });
    expect(await error(ISRG_ROOT_X2.repeat(21))).toMatchObject({ code: 'tooMany', params: { max: 20 } });
  });

  it('refuses truncated DER, at the file field', async () => {
    const der = derOf(ISRG_ROOT_X2);
    for (const cut of [1, 10, 100, der.length - 1]) expect(await error('', fileOf(der.slice(0, cut))), `cut at ${cut}`).toEqual({ kind: 'tool-error', code: 'badCertificate', params: { number: 1, field: 'file' } });
    expect(await error('', fileOf(new TextEncoder().encode('just text')))).toMatchObject({ code: 'badCertificate', params: { field: 'file' } });
  });

  it('reads the PEM blocks of a text with other lines around them', () => {
    const found = certificatesIn(`subject=CN=x\n${TEST_LEAF}\nissuer=CN=y\n${TEST_ROOT}\n`);
    expect(Array.isArray(found) && found.length).toBe(2);
  });

  it('has a message for every error code in every language', () => {
    const codes = ['empty', 'notPem', 'wrongPem', 'tooMany', 'truncatedPem', 'badBase64', 'badCertificate'];
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string> };
      expect(Object.keys(locale.errors).sort(), lang).toEqual([...codes].sort());
    }
  });
});
