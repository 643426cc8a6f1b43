/**
 * How strong a generated password is. The generator draws uniformly from every string of the chosen
 * length over the pool that contains each selected class at least once, so its entropy is exactly
 * log2 of the number of such strings (counted by inclusion–exclusion), a little below
 * length × log2(pool size), which would count strings missing a class too.
 */

export const STRENGTHS = ['weak', 'medium', 'strong', 'veryStrong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/**
 * Lower bounds in bits of medium, strong and very strong. An attacker testing 10^12 guesses a second
 * offline (a GPU cluster against a fast hash) needs on average 2^49 / 10^12 s ≈ 9 minutes below
 * 50 bits; at 80 bits, 2^79 / 10^12 s ≈ 19,000 years, the classic 80-bit security margin;
 * 112 bits is the least security strength NIST SP 800-57 Part 1 (Rev. 5) accepts for keys.
 */
export const STRENGTH_THRESHOLDS = { medium: 50, strong: 80, veryStrong: 112 } as const;

/** Number of strings of `length` characters over the disjoint sets of these sizes that use every set at least once. */
export function countWithEveryClass(setSizes: readonly number[], length: number): bigint {
  const pool = setSizes.reduce((a, b) => a + b, 0);
  const n = BigInt(length);
  let total = 0n;
  // Inclusion–exclusion over the subsets of classes left out.
  for (let mask = 0; mask < 1 << setSizes.length; mask++) {
    let missing = 0;
    let bits = 0;
    for (let i = 0; i < setSizes.length; i++) {
      if (mask & (1 << i)) {
        missing += setSizes[i]!;
        bits++;
      }
    }
    const term = BigInt(pool - missing) ** n;
    total += bits % 2 === 0 ? term : -term;
  }
  return total;
}

/** log2 of a positive big integer, to double precision. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return -Infinity;
  const bitLength = value.toString(2).length;
  const shift = Math.max(0, bitLength - 53);
  return shift + Math.log2(Number(value >> BigInt(shift)));
}

/** Entropy in bits of a password of `length` drawn as above. */
export function entropyBits(setSizes: readonly number[], length: number): number {
  return log2BigInt(countWithEveryClass(setSizes, length));
}

export function strengthOf(bits: number): Strength {
  if (bits >= STRENGTH_THRESHOLDS.veryStrong) return 'veryStrong';
  if (bits >= STRENGTH_THRESHOLDS.strong) return 'strong';
  if (bits >= STRENGTH_THRESHOLDS.medium) return 'medium';
  return 'weak';
}
