/**
 * Uniform draws of any size without bias, from a source of 32-bit integers (the Web Crypto one, or a
 * seeded one for repeatable draws): integers below any bound up to 2⁵⁴ (the whole range of exact
 * JavaScript integers, negative ones included), and sets of different ones (Floyd's algorithm).
 */
import type { RandomInt } from '@sdk/core';

const WORD = 0x1_0000_0000;
const WORD_BITS = 32n;

/** Bits needed to write n − 1 (n ≥ 1): a draw of that many bits covers [0, n). */
function bitLength(n: bigint): bigint {
  let bits = 0n;
  for (let v = n - 1n; v > 0n; v >>= 1n) bits++;
  return bits;
}

/**
 * A uniform integer in [0, n), n ≥ 1. Up to 2³² it is the source's own rejection sampling; above, whole
 * 32-bit words are joined, cut to the bits of n − 1 and drawn again while the value is n or more (so
 * fewer than half the draws are rejected, and no value is favoured, as `%` would favour the small ones).
 */
export function randomBelow(n: bigint, random: RandomInt): bigint {
  if (n < 1n) throw new RangeError(`randomBelow: ${n}`);
  if (n <= BigInt(WORD)) return BigInt(random(Number(n)));
  const bits = bitLength(n);
  const words = Number((bits + WORD_BITS - 1n) / WORD_BITS);
  const mask = (1n << bits) - 1n;
  for (;;) {
    let value = 0n;
    for (let i = 0; i < words; i++) value = (value << WORD_BITS) | BigInt(random(WORD));
    value &= mask;
    if (value < n) return value;
  }
}

/**
 * `count` different integers in [0, n), in a uniformly random order: Floyd's algorithm picks a uniformly
 * random set with exactly `count` draws (however large n is), then a Fisher–Yates shuffle orders it.
 */
export function randomDistinct(n: bigint, count: number, random: RandomInt): bigint[] {
  if (BigInt(count) > n) throw new RangeError(`randomDistinct: ${count} of ${n}`);
  const chosen = new Set<bigint>();
  for (let j = n - BigInt(count); j < n; j++) {
    const t = randomBelow(j + 1n, random);
    chosen.add(chosen.has(t) ? j : t);
  }
  const out = [...chosen];
  for (let i = out.length - 1; i > 0; i--) {
    const k = random(i + 1);
    [out[i], out[k]] = [out[k]!, out[i]!];
  }
  return out;
}
