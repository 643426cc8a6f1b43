import { hasLoneSurrogate, toolError, utf8Bytes, utf8Length, type ToolError } from '@sdk/core';
import { MAX_COST, MIN_COST, type Input, type Options } from './manifest.ts';
import { argon2, argon2String, parsePhc, saltBytes, scrypt, SCRYPT_MAX_BYTES, scryptMemory, scryptString, verifyPhc, type ArgonVariant } from './kdf.ts';

/** A hash timed at a cost below this is dominated by its fixed setup: the estimates are timed from this cost. */
const CALIBRATION_COST = 9;

export interface HashResult {
  readonly mode: 'hash';
  readonly hash: string;
  readonly cost: number;
  /** How long this hash took here, in milliseconds. */
  readonly ms: number;
  /** Estimated milliseconds per hash on this device for every cost from 4 to 15, scaled from a timed hash. */
  readonly estimates: readonly number[];
  /** The password's length in UTF-8 bytes. */
  readonly bytes: number;
}

/** An Argon2id hash as a PHC string, with the parameters it records. */
export interface Argon2Result {
  readonly mode: 'argon2id';
  readonly hash: string;
  /** KiB. */
  readonly memory: number;
  readonly iterations: number;
  readonly parallelism: number;
  readonly saltBytes: number;
  readonly hashBytes: number;
  /** Whether the salt is a new random one (else the one typed). */
  readonly randomSalt: boolean;
  readonly bytes: number;
}

/** A scrypt hash as a PHC string ($scrypt$ln=…,r=…,p=…$salt$hash). */
export interface ScryptResult {
  readonly mode: 'scrypt';
  readonly hash: string;
  readonly costLog: number;
  readonly blockSize: number;
  readonly parallelism: number;
  /** The memory it takes: 128 · r · N bytes. */
  readonly memoryBytes: number;
  readonly saltBytes: number;
  readonly hashBytes: number;
  readonly randomSalt: boolean;
  readonly bytes: number;
}

interface VerifyBase {
  readonly mode: 'verify';
  readonly match: boolean;
  /** The password's length in UTF-8 bytes. */
  readonly bytes: number;
}
export interface BcryptVerify extends VerifyBase {
  readonly algorithm: 'bcrypt';
  readonly cost: number;
  /** The version in the hash's prefix: 2a, 2b or 2y. */
  readonly version: string;
}
export interface ArgonVerify extends VerifyBase {
  readonly algorithm: ArgonVariant;
  /** 19 or 16. */
  readonly version: number;
  readonly memory: number;
  readonly iterations: number;
  readonly parallelism: number;
}
export interface ScryptVerify extends VerifyBase {
  readonly algorithm: 'scrypt';
  readonly costLog: number;
  readonly blockSize: number;
  readonly parallelism: number;
}
export type VerifyResult = BcryptVerify | ArgonVerify | ScryptVerify;

export type BcryptResult = HashResult | Argon2Result | ScryptResult | VerifyResult;

/** bcrypt's own Base64 alphabet. */
const BCRYPT_CHARS = /^[./A-Za-z0-9]$/;

/** The hash's cost and version, or what is wrong with it (at the hash field). */
export function parseHash(text: string): { cost: number; version: string } | ToolError {
  const hash = text.trim();
  const prefix = /^\$(2[aby])\$(\d\d)\$/.exec(hash);
  if (!prefix) return toolError('hashPrefix', { field: 'hash' });
  const cost = Number(prefix[2]);
  if (cost < MIN_COST || cost > 31) return toolError('hashCost', { field: 'hash', cost });
  const start = text.indexOf(hash);
  for (let i = 7; i < hash.length; i++) {
    const char = String.fromCodePoint(hash.codePointAt(i)!);
    if (!BCRYPT_CHARS.test(char)) return toolError('hashChar', { field: 'hash', char, position: [...text.slice(0, start + i)].length + 1 });
  }
  if (hash.length !== 60) return toolError('hashLength', { field: 'hash', length: hash.length });
  if (cost > MAX_COST) return toolError('hashCostHigh', { field: 'hash', cost, max: MAX_COST });
  return { cost, version: prefix[1]! };
}

/** Whether the password gives the hash: bcrypt ($2a$, $2b$, $2y$), Argon2 or scrypt, told by its prefix. */
async function verify(password: string, text: string, bytes: number): Promise<VerifyResult | ToolError> {
  const hash = text.trim();
  if (hash === '') return toolError('hashMissing', { field: 'hash' });
  if (!/^\$(argon2|scrypt\$)/.test(hash)) {
    const parsed = parseHash(text);
    if ('kind' in parsed) return parsed;
    const { compareSync } = await import('bcryptjs');
    return { mode: 'verify', algorithm: 'bcrypt', match: compareSync(password, hash), cost: parsed.cost, version: parsed.version, bytes };
  }
  const phc = parsePhc(hash);
  if ('kind' in phc) return phc;
  const match = await verifyPhc(utf8Bytes(password), phc);
  if (phc.algorithm === 'scrypt') return { mode: 'verify', algorithm: 'scrypt', match, costLog: phc.costLog, blockSize: phc.blockSize, parallelism: phc.parallelism, bytes };
  return { mode: 'verify', algorithm: phc.algorithm, match, version: phc.version, memory: phc.memory, iterations: phc.iterations, parallelism: phc.parallelism, bytes };
}

/** The salt typed, or why it cannot be used (Argon2 needs 8 bytes at least). */
function readSalt(text: string, min: number): { bytes: Uint8Array; random: boolean } | ToolError {
  if (hasLoneSurrogate(text)) return toolError('invalidText', { field: 'salt' });
  const salt = saltBytes(text);
  if (salt.bytes.length < min) return toolError('saltShort', { field: 'salt', min, bytes: salt.bytes.length });
  return salt;
}

async function hashArgon2id(password: string, options: Options, salt: string, bytes: number): Promise<Argon2Result | ToolError> {
  const { memory, iterations, parallelism, hashLength } = options;
  if (memory < 8 * parallelism) return toolError('argon2MemoryLow', { min: 8 * parallelism, parallelism });
  const read = readSalt(salt, 8);
  if ('kind' in read) return read;
  const params = { variant: 'argon2id', version: 19, memory, iterations, parallelism } as const;
  const hash = await argon2(utf8Bytes(password), read.bytes, params, hashLength);
  return { mode: 'argon2id', hash: argon2String(params, read.bytes, hash), memory, iterations, parallelism, saltBytes: read.bytes.length, hashBytes: hashLength, randomSalt: read.random, bytes };
}

async function hashScrypt(password: string, options: Options, salt: string, bytes: number): Promise<ScryptResult | ToolError> {
  const params = { costLog: options.costLog, blockSize: options.blockSize, parallelism: options.parallelism };
  const memoryBytes = scryptMemory(params);
  if (memoryBytes > SCRYPT_MAX_BYTES) return toolError('scryptMemory', { memory: memoryBytes / 2 ** 20, max: SCRYPT_MAX_BYTES / 2 ** 20 });
  const read = readSalt(salt, 1);
  if ('kind' in read) return read;
  const hash = await scrypt(utf8Bytes(password), read.bytes, params, options.hashLength);
  return { mode: 'scrypt', hash: scryptString(params, read.bytes, hash), ...params, memoryBytes, saltBytes: read.bytes.length, hashBytes: options.hashLength, randomSalt: read.random, bytes };
}

/**
 * Bcrypt: a hash with a new random salt, timed, and the time per hash at every cost estimated from it
 * (each step of the cost doubles the work). Argon2id, scrypt: a PHC string with the parameters chosen.
 * Verify: whether the password gives this hash, whichever of them it is.
 */
export async function run({ password, hash, salt }: Input, options: Options): Promise<BcryptResult | ToolError> {
  if (hasLoneSurrogate(password)) return toolError('invalidText', { field: 'password' });
  const bytes = utf8Length(password);
  if (options.mode === 'verify') return verify(password, hash ?? '', bytes);
  if (options.mode === 'argon2id') return hashArgon2id(password, options, salt ?? '', bytes);
  if (options.mode === 'scrypt') return hashScrypt(password, options, salt ?? '', bytes);
  const { genSaltSync, hashSync } = await import('bcryptjs');
  const cost = options.cost;
  const started = Date.now();
  const result = hashSync(password, genSaltSync(cost));
  const ms = Date.now() - started;
  // The estimates scale the time of a hash at the calibration cost or above: this one, or one more.
  let base = { cost, ms };
  if (cost < CALIBRATION_COST) {
    const t = Date.now();
    hashSync(password, genSaltSync(CALIBRATION_COST));
    base = { cost: CALIBRATION_COST, ms: Date.now() - t };
  }
  const estimates = Array.from({ length: MAX_COST - MIN_COST + 1 }, (_, i) => Math.max(1, base.ms) * 2 ** (MIN_COST + i - base.cost));
  return { mode: 'hash', hash: result, cost, ms, estimates, bytes };
}
