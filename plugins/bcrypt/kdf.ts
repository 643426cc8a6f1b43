/**
 * Argon2id and scrypt password hashes in the PHC string format, and their verification, with
 * @noble/hashes (loaded on first use, in the worker). The strings are those libraries write:
 *   $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>      (the reference implementation, argon2-cffi, PHP, libsodium)
 *   $scrypt$ln=17,r=8,p=1$<salt>$<hash>                (passlib; ln is log₂ N)
 * salt and hash in Base64 without padding (passlib's "." for "+" is read too).
 */
import { bytesToBase64, constantTimeEqual, readBase64, reportProgress, toolError, utf8Bytes, type ToolError } from '@sdk/core';

/** What verifying may cost: 1 GiB of memory (libsodium's "sensitive" Argon2id), 20 passes, scrypt's N up to 2^20. */
export const VERIFY_MAX_MEMORY_KIB = 1_048_576;
export const VERIFY_MAX_ITERATIONS = 20;
/** scrypt's memory (128 · r · N bytes) when hashing here, and when verifying a hash made elsewhere. */
export const SCRYPT_MAX_BYTES = 256 * 1024 * 1024;
export const SCRYPT_VERIFY_MAX_BYTES = 1024 * 1024 * 1024;
/** A new random salt is 16 bytes, as the reference implementation and OWASP advise. */
export const SALT_BYTES = 16;
const MAX_MEM = 2 ** 30 + 2 ** 21;

export type ArgonVariant = 'argon2id' | 'argon2i' | 'argon2d';

export interface ArgonParams {
  readonly variant: ArgonVariant;
  /** 19 (0x13, every current library) or 16 (0x10, hashes written before 2016 without "v="). */
  readonly version: number;
  /** Memory in KiB. */
  readonly memory: number;
  readonly iterations: number;
  readonly parallelism: number;
}
export interface ScryptParams {
  /** log₂ N. */
  readonly costLog: number;
  readonly blockSize: number;
  readonly parallelism: number;
}

/** A PHC string read: its algorithm, parameters, salt and hash. */
export type Phc = ({ readonly algorithm: ArgonVariant } & ArgonParams & { readonly salt: Uint8Array; readonly hash: Uint8Array }) | ({ readonly algorithm: 'scrypt' } & ScryptParams & { readonly salt: Uint8Array; readonly hash: Uint8Array });

const b64 = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/=+$/, '');
const progress = (fraction: number) => reportProgress(Math.round(fraction * 1000), 1000);

/** The salt typed (its UTF-8 bytes), or a new random one. */
export function saltBytes(text: string): { bytes: Uint8Array; random: boolean } {
  if (text === '') return { bytes: (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto.getRandomValues(new Uint8Array(SALT_BYTES)), random: true };
  return { bytes: utf8Bytes(text), random: false };
}

/** Argon2 of the password (bytes), optionally with a secret key and associated data (RFC 9106 §3.1, noble's key and personalization). */
export async function argon2(password: Uint8Array, salt: Uint8Array, params: ArgonParams, hashBytes: number, extra: { key?: Uint8Array; data?: Uint8Array } = {}): Promise<Uint8Array> {
  const noble = await import('@noble/hashes/argon2.js');
  const fn = { argon2id: noble.argon2idAsync, argon2i: noble.argon2iAsync, argon2d: noble.argon2dAsync }[params.variant];
  return fn(password, salt, {
    m: params.memory,
    t: params.iterations,
    p: params.parallelism,
    version: params.version,
    dkLen: hashBytes,
    maxmem: MAX_MEM,
    asyncTick: 50,
    onProgress: progress,
    ...(extra.key ? { key: extra.key } : {}),
    ...(extra.data ? { personalization: extra.data } : {}),
  });
}

/** scrypt of the password (RFC 7914). */
export async function scrypt(password: Uint8Array, salt: Uint8Array, params: ScryptParams, hashBytes: number): Promise<Uint8Array> {
  const { scryptAsync } = await import('@noble/hashes/scrypt.js');
  return scryptAsync(password, salt, { N: 2 ** params.costLog, r: params.blockSize, p: params.parallelism, dkLen: hashBytes, maxmem: MAX_MEM, asyncTick: 50, onProgress: progress });
}

/** scrypt's memory in bytes: 128 · r · N. */
export const scryptMemory = (params: ScryptParams): number => 128 * params.blockSize * 2 ** params.costLog;

export const argon2String = (params: ArgonParams, salt: Uint8Array, hash: Uint8Array): string =>
  `$${params.variant}$v=${params.version}$m=${params.memory},t=${params.iterations},p=${params.parallelism}$${b64(salt)}$${b64(hash)}`;
export const scryptString = (params: ScryptParams, salt: Uint8Array, hash: Uint8Array): string => `$scrypt$ln=${params.costLog},r=${params.blockSize},p=${params.parallelism}$${b64(salt)}$${b64(hash)}`;

/** Base64 of a PHC string, without padding; passlib writes "." for "+". */
function phcBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/.]*$/.test(text)) return null;
  const read = readBase64(text.replace(/\./g, '+'));
  return 'bytes' in read ? read.bytes : null;
}

/** name=value pairs, each name once, each value a whole number. */
function phcParams(text: string): Map<string, number> | null {
  const map = new Map<string, number>();
  for (const pair of text.split(',')) {
    const m = /^([a-z]+)=(\d{1,10})$/.exec(pair);
    if (!m || map.has(m[1]!)) return null;
    map.set(m[1]!, Number(m[2]));
  }
  return map;
}

/**
 * Reads an Argon2 or scrypt PHC string, or says what is wrong with it (at the hash field): its form,
 * its parameters, or a cost beyond what this page verifies.
 */
export function parsePhc(text: string): Phc | ToolError {
  const field = 'hash';
  const parts = text.split('$');
  const algorithm = parts[1] ?? '';
  if (algorithm === 'argon2id' || algorithm === 'argon2i' || algorithm === 'argon2d') {
    // $argon2id$v=19$m=…,t=…,p=…$salt$hash, or without v= (version 16).
    const hasVersion = parts[2]?.startsWith('v=') ?? false;
    const expected = hasVersion ? 6 : 5;
    if (parts[0] !== '' || parts.length !== expected) return toolError('argon2Form', { field });
    const version = hasVersion ? Number(/^v=(\d+)$/.exec(parts[2]!)?.[1] ?? NaN) : 16;
    if (version !== 19 && version !== 16) return toolError('argon2Version', { field });
    const params = phcParams(parts[expected - 3]!);
    const memory = params?.get('m');
    const iterations = params?.get('t');
    const parallelism = params?.get('p');
    if (!params || params.size !== 3 || memory === undefined || iterations === undefined || parallelism === undefined) return toolError('argon2Params', { field });
    const salt = phcBase64(parts[expected - 2]!);
    const hash = phcBase64(parts[expected - 1]!);
    if (!salt || !hash) return toolError('phcBase64', { field });
    if (parallelism < 1 || parallelism > 255 || iterations < 1 || memory < 8 * parallelism || salt.length < 8 || hash.length < 4) return toolError('argon2Params', { field });
    if (memory > VERIFY_MAX_MEMORY_KIB || iterations > VERIFY_MAX_ITERATIONS) return toolError('argon2TooCostly', { field, memory: Math.ceil(memory / 1024), iterations, maxMemory: VERIFY_MAX_MEMORY_KIB / 1024, maxIterations: VERIFY_MAX_ITERATIONS });
    return { algorithm, variant: algorithm, version, memory, iterations, parallelism, salt, hash };
  }
  if (algorithm === 'scrypt') {
    if (parts[0] !== '' || parts.length !== 5) return toolError('scryptForm', { field });
    const params = phcParams(parts[2]!);
    const costLog = params?.get('ln');
    const blockSize = params?.get('r');
    const parallelism = params?.get('p');
    if (!params || params.size !== 3 || costLog === undefined || blockSize === undefined || parallelism === undefined) return toolError('scryptParams', { field });
    const salt = phcBase64(parts[3]!);
    const hash = phcBase64(parts[4]!);
    if (!salt || !hash) return toolError('phcBase64', { field });
    if (costLog < 1 || costLog > 30 || blockSize < 1 || blockSize > 1024 || parallelism < 1 || parallelism > 1024 || hash.length < 1) return toolError('scryptParams', { field });
    const memory = scryptMemory({ costLog, blockSize, parallelism });
    if (memory > SCRYPT_VERIFY_MAX_BYTES || parallelism * memory > 16 * SCRYPT_VERIFY_MAX_BYTES) return toolError('scryptTooCostly', { field, memory: Math.ceil(memory / 2 ** 20), max: SCRYPT_VERIFY_MAX_BYTES / 2 ** 20 });
    return { algorithm, costLog, blockSize, parallelism, salt, hash };
  }
  return toolError('hashPrefix', { field });
}

/** Whether the password gives the PHC string's hash (compared in constant time). */
export async function verifyPhc(password: Uint8Array, phc: Phc): Promise<boolean> {
  const computed = phc.algorithm === 'scrypt' ? await scrypt(password, phc.salt, phc, phc.hash.length) : await argon2(password, phc.salt, phc, phc.hash.length);
  return constantTimeEqual(computed, phc.hash);
}
