import { hasLoneSurrogate, toolError, utf8Length, type ToolError } from '@sdk/core';
import { MAX_COST, MIN_COST, type Input, type Options } from './manifest.ts';

/** bcrypt reads at most this many bytes of the password (UTF-8); the rest changes nothing. */
export const MAX_BYTES = 72;
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

export interface VerifyResult {
  readonly mode: 'verify';
  readonly match: boolean;
  readonly cost: number;
  /** The version in the hash's prefix: 2a, 2b or 2y. */
  readonly version: string;
  readonly bytes: number;
}

export type BcryptResult = HashResult | VerifyResult;

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

/**
 * Hash: a bcrypt hash with a new random salt, timed, and the time per hash at every cost estimated
 * from it (each step of the cost doubles the work). Verify: whether the password gives this hash.
 */
export async function run({ password, hash }: Input, options: Options): Promise<BcryptResult | ToolError> {
  if (hasLoneSurrogate(password)) return toolError('invalidText', { field: 'password' });
  const bytes = utf8Length(password);
  if (options.mode === 'verify') {
    if (hash.trim() === '') return toolError('hashMissing', { field: 'hash' });
    const parsed = parseHash(hash);
    if ('kind' in parsed) return parsed;
    const { compareSync } = await import('bcryptjs');
    return { mode: 'verify', match: compareSync(password, hash.trim()), cost: parsed.cost, version: parsed.version, bytes };
  }
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
