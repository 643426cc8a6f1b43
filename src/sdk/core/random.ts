/** Randomness for tools: the Web Crypto source (browsers, workers and Node alike), without modulo bias. */

const MAX_UINT32 = 0x1_0000_0000;

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
