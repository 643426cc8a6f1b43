import { bytesToBase64, bytesToHex, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface KeyPair {
  /** A new key, or the public half of a key pasted in. */
  source: 'generated' | 'imported';
  keyType: 'rsa' | 'ecdsa' | 'ed25519';
  /** The Web Crypto algorithm: RSASSA-PKCS1-v1_5, RSA-PSS, RSA-OAEP, ECDSA or Ed25519. */
  algorithm: string;
  /** "2048 bits", a curve, or Ed25519 (written by the view). */
  size: string;
  /** SPKI (public) and PKCS #8 (private) in PEM, 64 characters a line. */
  publicPem: string;
  privatePem: string;
  /** JWKs, members sorted, pretty-printed. */
  publicJwk: string;
  privateJwk: string;
  /** SHA-256 of the public key's SPKI DER, in hex and in Base64. */
  fingerprint: string;
  fingerprintBase64: string;
  /** RFC 7638 JWK thumbprint (SHA-256, base64url). */
  thumbprint: string;
}

// The Web Crypto types this file uses: plugin code is type-checked without the DOM library.
type KeyAlgorithm = { name: string; hash?: string; namedCurve?: string };
type GenParams = KeyAlgorithm & { modulusLength?: number; publicExponent?: Uint8Array };
type WebKey = { readonly algorithm: { name: string; modulusLength?: number; namedCurve?: string } };
type Jwk = { kty?: string; crv?: string; d?: string; x?: string; y?: string; n?: string; e?: string; [member: string]: unknown };
type Usage = 'sign' | 'verify' | 'encrypt' | 'decrypt';
interface Subtle {
  generateKey(params: GenParams, extractable: boolean, usages: Usage[]): Promise<{ publicKey: WebKey; privateKey: WebKey }>;
  exportKey(format: 'jwk', key: WebKey): Promise<Jwk>;
  exportKey(format: 'spki' | 'pkcs8', key: WebKey): Promise<ArrayBuffer>;
  importKey(format: 'jwk' | 'pkcs8', data: Jwk | Uint8Array, algorithm: KeyAlgorithm, extractable: boolean, usages: Usage[]): Promise<WebKey>;
  digest(algorithm: string, data: ArrayBuffer | Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (): Subtle => (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto.subtle;


/** PEM: the label's armour around Base64 in lines of 64 characters (RFC 7468). */
export function pem(label: string, der: ArrayBuffer | Uint8Array): string {
  const b64 = bytesToBase64(der instanceof Uint8Array ? der : new Uint8Array(der));
  return `-----BEGIN ${label}-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----`;
}

/** A JWK as shown: members sorted, without the Web Crypto extras (ext, key_ops). */
function jwkText(jwk: Jwk, alg?: string): string {
  const { ext: _e, key_ops: _k, alg: _a, ...rest } = jwk;
  const members: Record<string, unknown> = { ...rest, ...(alg ? { alg } : {}) };
  return JSON.stringify(Object.fromEntries(Object.entries(members).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2);
}

/** RFC 7638: SHA-256 of the required members in lexicographic order, without whitespace. */
async function thumbprint(jwk: Jwk): Promise<string> {
  const required = jwk.kty === 'RSA' ? { e: jwk.e, kty: jwk.kty, n: jwk.n } : jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
  return bytesToBase64(new Uint8Array(await subtle().digest('SHA-256', new TextEncoder().encode(JSON.stringify(required)))), { urlSafe: true });
}

/** The JWK alg of a new key. */
function jwkAlg(algorithm: string, hash: string, curve: string): string {
  const bits = hash.slice(4);
  if (algorithm === 'RSASSA-PKCS1-v1_5') return `RS${bits}`;
  if (algorithm === 'RSA-PSS') return `PS${bits}`;
  if (algorithm === 'RSA-OAEP') return bits === '1' ? 'RSA-OAEP' : `RSA-OAEP-${bits}`;
  if (algorithm === 'ECDSA') return curve === 'P-256' ? 'ES256' : 'ES384';
  return 'EdDSA';
}

/** Everything about a key pair, from its two WebKeys (both extractable). */
async function describe(publicKey: WebKey, privateKey: WebKey, source: KeyPair['source'], keyType: KeyPair['keyType'], alg?: string): Promise<KeyPair> {
  const [spki, pkcs8, publicJwk, privateJwk] = await Promise.all([
    subtle().exportKey('spki', publicKey),
    subtle().exportKey('pkcs8', privateKey),
    subtle().exportKey('jwk', publicKey),
    subtle().exportKey('jwk', privateKey),
  ]);
  const digest = new Uint8Array(await subtle().digest('SHA-256', spki));
  const algorithm = publicKey.algorithm;
  const size = keyType === 'rsa' ? String(algorithm.modulusLength) : keyType === 'ecdsa' ? String(algorithm.namedCurve) : 'Ed25519';
  return {
    source,
    keyType,
    algorithm: algorithm.name,
    size,
    publicPem: pem('PUBLIC KEY', spki),
    privatePem: pem('PRIVATE KEY', pkcs8),
    publicJwk: jwkText(publicJwk, alg),
    privateJwk: jwkText(privateJwk, alg),
    fingerprint: bytesToHex(digest),
    fingerprintBase64: bytesToBase64(digest),
    thumbprint: await thumbprint(publicJwk),
  };
}

/** The parameters of a new key as the options say. */
function generateParams(options: Options): { params: GenParams; usages: Usage[]; keyType: KeyPair['keyType'] } {
  if (options.keyType === 'rsa') {
    const params: GenParams = { name: options.rsaUse, modulusLength: options.rsaBits, publicExponent: new Uint8Array([1, 0, 1]), hash: options.hash };
    return { params, usages: options.rsaUse === 'RSA-OAEP' ? ['encrypt', 'decrypt'] : ['sign', 'verify'], keyType: 'rsa' };
  }
  if (options.keyType === 'ecdsa') return { params: { name: 'ECDSA', namedCurve: options.curve }, usages: ['sign', 'verify'], keyType: 'ecdsa' };
  return { params: { name: 'Ed25519' }, usages: ['sign', 'verify'], keyType: 'ed25519' };
}

// Object identifiers in a PKCS #8 key's algorithm (DER).
const OIDS: [number[], KeyPair['keyType'], KeyAlgorithm][] = [
  [[0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01], 'rsa', { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
  [[0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07], 'ecdsa', { name: 'ECDSA', namedCurve: 'P-256' }],
  [[0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22], 'ecdsa', { name: 'ECDSA', namedCurve: 'P-384' }],
  [[0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x23], 'ecdsa', { name: 'ECDSA', namedCurve: 'P-521' }],
  [[0x06, 0x03, 0x2b, 0x65, 0x70], 'ed25519', { name: 'Ed25519' }],
];
const includes = (bytes: Uint8Array, seq: number[]) => {
  outer: for (let i = 0; i + seq.length <= Math.min(bytes.length, 64); i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return true;
  }
  return false;
};

/** The private key pasted in: its algorithm, as a key Web Crypto can export. */
async function importPrivate(text: string): Promise<{ key: WebKey; keyType: KeyPair['keyType']; algorithm: KeyAlgorithm } | ToolError> {
  const err = (code: string) => toolError(code, { field: 'privateKey' });
  if (text.startsWith('{')) {
    let jwk: Jwk;
    try {
      jwk = JSON.parse(text) as Jwk;
      if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return err('invalidJwk');
    } catch {
      return err('invalidJwk');
    }
    if (typeof jwk !== 'object' || jwk === null) return err('invalidJwk');
    if (jwk.d === undefined) return err(jwk.kty ? 'publicKey' : 'invalidJwk');
    const { ext: _e, key_ops: _k, alg: _a, use: _u, ...clean } = jwk;
    const found: [KeyPair['keyType'], KeyAlgorithm] | undefined =
      jwk.kty === 'RSA' ? ['rsa', { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }] : jwk.kty === 'EC' && (jwk.crv === 'P-256' || jwk.crv === 'P-384') ? ['ecdsa', { name: 'ECDSA', namedCurve: jwk.crv }] : jwk.kty === 'OKP' && jwk.crv === 'Ed25519' ? ['ed25519', { name: 'Ed25519' }] : undefined;
    if (!found) return err('unsupportedKey');
    try {
      return { key: await subtle().importKey('jwk', clean, found[1], true, ['sign']), keyType: found[0], algorithm: found[1] };
    } catch {
      return err('invalidJwk');
    }
  }
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
  if (label === undefined) return err('notPem');
  if (label === 'PUBLIC KEY' || label === 'CERTIFICATE' || label === 'RSA PUBLIC KEY') return err('publicKey');
  if (label === 'ENCRYPTED PRIVATE KEY') return err('encrypted');
  if (label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY') return err('legacyPem');
  if (label !== 'PRIVATE KEY') return err('notPem');
  const body = text.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s+/g, '');
  let der: Uint8Array;
  try {
    der = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  } catch {
    return err('notPem');
  }
  const match = OIDS.find(([oid]) => includes(der, oid));
  if (!match || match[2].namedCurve === 'P-521') return err('unsupportedKey');
  try {
    return { key: await subtle().importKey('pkcs8', der, match[2], true, ['sign']), keyType: match[1], algorithm: match[2] };
  } catch {
    return err('notPem');
  }
}

/** The public half of a private key: its JWK without the private members, imported back. */
async function publicOf(privateKey: WebKey, algorithm: KeyAlgorithm): Promise<WebKey> {
  const jwk = await subtle().exportKey('jwk', privateKey);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ext: _e, key_ops: _k, ...pub } = jwk;
  return subtle().importKey('jwk', pub, algorithm, true, ['verify']);
}

/**
 * A new key pair with the Web Crypto API (in the browser, in a worker), or the public key and the
 * formats of a private key pasted in. Exports PEM (SPKI, PKCS #8) and JWK, with fingerprints.
 */
export async function run(input: Input, options: Options): Promise<KeyPair | ToolError> {
  try {
    const text = input.privateKey.trim();
    if (text !== '') {
      const read = await importPrivate(text);
      if ('kind' in read) return read;
      return await describe(await publicOf(read.key, read.algorithm), read.key, 'imported', read.keyType);
    }
    const { params, usages, keyType } = generateParams(options);
    const pair = await subtle().generateKey(params, true, usages);
    return await describe(pair.publicKey, pair.privateKey, 'generated', keyType, jwkAlg(params.name, options.hash, options.curve));
  } catch {
    return toolError('unexpected');
  }
}
