import { describe, expect, it } from 'vitest';
import { pick, randomInt, shuffle } from './random.ts';

describe('random', () => {
  it('stays in range and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = randomInt(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
      seen.add(n);
    }
    expect(seen.size).toBe(7);
  });

  it('is not biased towards low values for a range that does not divide 2^32', () => {
    // 3 × 2^30 does not divide 2^32: plain modulo would make 0..2^30-1 twice as likely as the rest.
    const max = 3 * 2 ** 30;
    let low = 0;
    const runs = 6000;
    for (let i = 0; i < runs; i++) if (randomInt(max) < 2 ** 30) low++;
    // Unbiased: a third (2000); biased modulo: a half (3000). Six standard deviations of margin.
    expect(low).toBeLessThan(2000 + 6 * Math.sqrt(runs * (1 / 3) * (2 / 3)));
  });

  it('rejects impossible ranges', () => {
    expect(() => randomInt(0)).toThrow(RangeError);
    expect(() => randomInt(1.5)).toThrow(RangeError);
  });

  it('shuffles into a permutation and picks members', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect([...shuffle(items)].sort()).toEqual(items);
    expect(items).toContain(pick(items));
  });
});
