/**
 * Signing a JWT with Web Crypto (RFC 7515 compact serialization, algorithms of RFC 7518 and RFC 8037):
 * the signing input is signed exactly as given, so the RFCs' own tokens come out byte for byte.
 */
import { bytesToBase64, isJsonNumber, parseJsonExact, readBase64, stringifyJsonExact, toolError, type ExactJson, type ToolError } from '@sdk/core';
import type { EXPIRIES, SIGN_ALGS } from './manifest.ts';

// Web Crypto's types, for a file type-checked without the DOM's (Node and browsers have crypto.subtle).
type CryptoKey = { readonly algorithm: { readonly name: string; readonly modulusLength?: number } };
type ImportParams = { readonly name: string; readonly hash?: string; readonly namedCurve?: string };
type SignParams = { readonly name: string; readonly saltLength?: number; readonly hash?: string };
interface Subtle {
  importKey(format: 'raw' | 'pkcs8' | 'jwk', key: Uint8Array | object, algorithm: ImportParams, extractable: boolean, usages: string[]): Promise<CryptoKey>;
  sign(algorithm: SignParams, key: CryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (): Subtle => (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto.subtle;
type JsonWebKey = { readonly kty?: unknown; readonly d?: unknown; readonly alg?: unknown; readonly key_ops?: unknown; readonly use?: unknown };

export type SignAlg = (typeof SIGN_ALGS)[number];
export type Expiry = (typeof EXPIRIES)[number];
const EXPIRY_SECONDS: Record<Exclude<Expiry, 'none'>, number> = { '5m': 300, '15m': 900, '1h': 3600, '1d': 86_400, '7d': 604_800, '30d': 2_592_000 };

/** The curve each ECDSA algorithm signs on (RFC 7518 §3.4): ES512 is P-521, not P-512. */
const CURVES: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };
const HASH_OF = (alg: SignAlg): string => `SHA-${alg.slice(2)}`;

/** Web Crypto's name and parameters of an algorithm, to import a key and to sign. */
function algorithm(alg: SignAlg): { importParams: ImportParams; signParams: SignParams } {
  const family = alg.slice(0, 2);
  if (alg === 'EdDSA') return { importParams: { name: 'Ed25519' }, signParams: { name: 'Ed25519' } };
  const hash = HASH_OF(alg);
  if (family === 'HS') return { importParams: { name: 'HMAC', hash }, signParams: { name: 'HMAC' } };
  if (family === 'RS') return { importParams: { name: 'RSASSA-PKCS1-v1_5', hash }, signParams: { name: 'RSASSA-PKCS1-v1_5' } };
  if (family === 'PS') return { importParams: { name: 'RSA-PSS', hash }, signParams: { name: 'RSA-PSS', saltLength: Number(alg.slice(2)) / 8 } };
  return { importParams: { name: 'ECDSA', namedCurve: CURVES[alg]! }, signParams: { name: 'ECDSA', hash } };
}

const base64url = (bytes: Uint8Array): string => bytesToBase64(bytes, { urlSafe: true });

const isError = (v: unknown): v is ToolError => typeof v === 'object' && v !== null && (v as ToolError).kind === 'tool-error';

/** The DER bytes of a PEM block (its Base64 between the BEGIN and END lines). */
function pemBytes(pem: string): Uint8Array | null {
  const body = pem.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '');
  if (/[-_]/.test(body)) return null;
  const read = readBase64(body);
  return 'bytes' in read && read.bytes.length > 0 ? read.bytes : null;
}

/**
 * The private key (a PKCS #8 PEM or a private JWK) imported for `alg`, or why it cannot be: a public key,
 * the older PKCS #1 and SEC 1 forms (with the command that converts them), an encrypted key, a key of
 * another type or curve, an RSA key under 2048 bits (RFC 7518 §3.3).
 */
export async function importPrivateKey(text: string, alg: SignAlg): Promise<CryptoKey | ToolError> {
  const key = text.trim();
  const field = 'signKey';
  if (key === '') return toolError('signKeyEmpty', { field });
  const { importParams } = algorithm(alg);
  let imported: CryptoKey;
  if (key.startsWith('{')) {
    let jwk: unknown;
    try {
      jwk = JSON.parse(key);
    } catch {
      return toolError('signKeyJson', { field });
    }
    if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk) || typeof (jwk as JsonWebKey).kty !== 'string') return toolError('signKeyJson', { field });
    if ((jwk as JsonWebKey).kty !== 'oct' && typeof (jwk as JsonWebKey).d !== 'string') return toolError('signKeyPublic', { field });
    const { alg: _alg, key_ops: _ops, use: _use, ...bare } = jwk as JsonWebKey;
    try {
      imported = await subtle().importKey('jwk', bare, importParams, false, ['sign']);
    } catch {
      return toolError('signKeyMismatch', { alg, field });
    }
  } else {
    const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(key)?.[1];
    if (label === undefined) return toolError('signKeyFormat', { alg, field });
    if (label === 'PUBLIC KEY' || label === 'RSA PUBLIC KEY' || label === 'CERTIFICATE') return toolError('signKeyPublic', { field });
    if (label === 'RSA PRIVATE KEY') return toolError('signKeyPkcs1', { field });
    if (label === 'EC PRIVATE KEY') return toolError('signKeySec1', { field });
    if (label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(key)) return toolError('signKeyEncrypted', { field });
    if (label !== 'PRIVATE KEY') return toolError('signKeyFormat', { alg, field });
    const der = pemBytes(key);
    if (!der) return toolError('signKeyBase64', { field });
    try {
      imported = await subtle().importKey('pkcs8', der, importParams, false, ['sign']);
    } catch {
      return toolError('signKeyMismatch', { alg, field });
    }
  }
  const modulus = imported.algorithm.modulusLength;
  if (typeof modulus === 'number' && modulus < 2048) return toolError('signKeyRsaShort', { bits: modulus, field });
  return imported;
}

/** Signs `header.payload` (their bytes exactly as given) and returns the compact token. */
export async function signCompact(header: Uint8Array, payload: Uint8Array, alg: SignAlg, key: CryptoKey): Promise<string> {
  const input = `${base64url(header)}.${base64url(payload)}`;
  const signature = new Uint8Array(await subtle().sign(algorithm(alg).signParams, key, new TextEncoder().encode(input)));
  return `${input}.${base64url(signature)}`;
}

/** Imports an HMAC secret (its bytes as the visitor wrote them). */
export async function importSecret(secret: Uint8Array, alg: SignAlg): Promise<CryptoKey | ToolError> {
  if (secret.length === 0) return toolError('signSecretEmpty', { field: 'signKey' });
  return subtle().importKey('raw', secret, algorithm(alg).importParams, false, ['sign']);
}

export interface SignResult {
  readonly mode: 'sign';
  /** The compact JWT: header.payload.signature. */
  readonly token: string;
  readonly alg: SignAlg;
  /** Header and payload as signed, pretty-printed (2 spaces) for reading. */
  readonly headerJson: string;
  readonly payloadJson: string;
  /** An HMAC secret shorter than the hash (RFC 7518 §3.2 asks for at least as many bytes): its length and the least. */
  readonly shortSecret?: { readonly bytes: number; readonly min: number };
}

export interface SignRequest {
  readonly payload: string;
  readonly key: string;
  readonly kid: string;
  readonly alg: SignAlg;
  /** The secret's bytes for HS algorithms, or why they cannot be read. */
  readonly secret: (key: string) => Uint8Array | ToolError;
  readonly iat: boolean;
  readonly expiresIn: Expiry;
  /** Now, in epoch milliseconds (iat, exp). */
  readonly now: number;
}

/**
 * Reads the payload (a JSON object, numbers kept as written), adds iat and exp when asked, builds the
 * header {"alg", "typ": "JWT", "kid"?} and signs both, written compactly, with the key or secret.
 */
export async function signToken(request: SignRequest): Promise<SignResult | ToolError> {
  const { alg } = request;
  if (request.payload.trim() === '') return toolError('signPayloadEmpty', { field: 'payload' });
  const parsed = parseJsonExact(request.payload.trim(), 'payload');
  if ('error' in parsed) return parsed.error;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isJsonNumber(value)) return toolError('signPayloadNotObject', { field: 'payload' });
  const claims: Record<string, ExactJson> = { ...(value as Record<string, ExactJson>) };
  const seconds = Math.floor(request.now / 1000);
  if (request.iat) claims.iat = seconds;
  if (request.expiresIn !== 'none') claims.exp = seconds + EXPIRY_SECONDS[request.expiresIn];

  let key: CryptoKey | ToolError;
  let shortSecret: SignResult['shortSecret'];
  if (alg.startsWith('HS')) {
    const secret = request.secret(request.key);
    if (isError(secret)) return secret;
    key = await importSecret(secret, alg);
    const min = Number(alg.slice(2)) / 8;
    if (secret.length > 0 && secret.length < min) shortSecret = { bytes: secret.length, min };
  } else key = await importPrivateKey(request.key, alg);
  if (isError(key)) return key;

  const kid = request.kid.trim();
  const header = { alg, typ: 'JWT', ...(kid ? { kid } : {}) };
  const encoder = new TextEncoder();
  const token = await signCompact(encoder.encode(JSON.stringify(header)), encoder.encode(stringifyJsonExact(claims)), alg, key);
  return { mode: 'sign', token, alg, headerJson: JSON.stringify(header, null, 2), payloadJson: stringifyJsonExact(claims, 2), ...(shortSecret ? { shortSecret } : {}) };
}
