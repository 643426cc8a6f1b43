/** Randomness for tools: the Web Crypto source (browsers, workers and Node alike), without modulo bias. */

const MAX_UINT32 = 0x1_0000_0000;

/** A source of uniform integers in [0, maxExclusive): randomInt, or a seeded one. */
export type RandomInt = (maxExclusive: number) => number;

/** A uniformly random integer in [0, maxExclusive), by rejection sampling (no modulo bias). */
export function randomInt(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > MAX_UINT32) throw new RangeError(`randomInt: ${maxExclusive}`);
  const limit = MAX_UINT32 - (MAX_UINT32 % maxExclusive);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % maxExclusive;
  }
}

export function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]!;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** FNV-1a hash of a string: a seed for seededRandomInt. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A seeded, repeatable source of integers (mulberry32, with the same rejection sampling):
 * for "same output every time" options and exact examples, never for anything secret.
 */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return (maxExclusive) => {
    const limit = MAX_UINT32 - (MAX_UINT32 % maxExclusive);
    for (;;) {
      const value = next();
      if (value < limit) return value % maxExclusive;
    }
  };
}
