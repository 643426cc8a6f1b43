import { randomInt, toolError, type RandomInt, type ToolError } from '@sdk/core';
import { selectedSets } from './charsets.ts';
import { entropyBits, strengthOf, type Strength } from './entropy.ts';
import { MAX_LENGTH, MIN_LENGTH, type Input, type Options } from './manifest.ts';

export interface PasswordResult {
  password: string;
  /** How many different characters it was drawn from. */
  poolSize: number;
  /** Entropy in bits: log2 of the number of passwords the generator could have produced. */
  bits: number;
  strength: Strength;
}

/**
 * Draws are repeated until every selected class appears: at the worst (4 characters, 4 classes, similar
 * characters excluded) about 1 draw in 17 qualifies, so this bound is never reached in practice (its
 * chance is below 10^-2000).
 */
const MAX_DRAWS = 100_000;

/**
 * A password of `length` characters, uniformly random among all those over the union of `sets` that
 * contain at least one character of each set (rejection sampling: every character drawn uniformly from
 * the whole pool, the draw repeated while a set is missing). Null if the bound is reached.
 */
export function generatePassword(sets: readonly string[], length: number, random: RandomInt = randomInt): string | null {
  const pool = sets.join('');
  const chars = new Array<string>(length);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    for (let i = 0; i < length; i++) chars[i] = pool[random(pool.length)]!;
    if (sets.every((set) => chars.some((ch) => set.includes(ch)))) return chars.join('');
  }
  return null;
}

/** A new random password from the Web Crypto source, with its entropy and strength. */
export function run(_input: Input, options: Options): PasswordResult | ToolError {
  const { length } = options;
  if (!Number.isInteger(length) || length < MIN_LENGTH) return toolError('tooShort');
  if (length > MAX_LENGTH) return toolError('tooLong');
  const sets = selectedSets(options);
  if (sets.length === 0) return toolError('noCharacterTypes');
  try {
    const password = generatePassword(sets, length);
    if (password === null) return toolError('unexpected');
    const bits = entropyBits(
      sets.map((s) => s.length),
      length,
    );
    return { password, poolSize: sets.reduce((n, s) => n + s.length, 0), bits, strength: strengthOf(bits) };
  } catch {
    return toolError('unexpected');
  }
}
