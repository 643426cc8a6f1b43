import { describe, expect, it } from 'vitest';
import { isToolError, optionDefaults, seededRandomInt, toolError, type RandomInt } from '@sdk/core';
import { randomBelow, randomDistinct } from './draw.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { draw, run, sourceFor, type CoinResult, type DiceResult, type DrawResult, type NumbersResult } from './run.ts';
import { addDraw, type HistoryEntry } from './history.ts';

const DEFAULTS = optionDefaults(manifest.options) as Options;
const SAFE = Number.MAX_SAFE_INTEGER;

function ok<T extends DrawResult>(result: DrawResult | ReturnType<typeof toolError>): T {
  if (isToolError(result)) throw new Error(`${result.code} ${JSON.stringify(result.params)}`);
  return result as T;
}
const numbers = (input: Partial<Input>, options: Partial<Options> = {}, source?: RandomInt) => {
  const i = { min: 1, max: 100, count: 1, ...input } as Input;
  const o = { ...DEFAULTS, mode: 'numbers', ...options } as Options;
  return source ? draw(i, o, source) : run(i, o);
};
/** A source that gives these values in turn (each checked to be below the bound asked). */
function scripted(values: number[]): RandomInt & { asked: number[] } {
  const asked: number[] = [];
  const f = ((max: number) => {
    asked.push(max);
    const v = values.shift();
    if (v === undefined || v >= max) throw new Error(`scripted source: ${v} for ${max}`);
    return v;
  }) as RandomInt & { asked: number[] };
  f.asked = asked;
  return f;
}

describe('randomBelow', () => {
  it('asks the source for the bound itself up to 2³² (its own rejection sampling)', () => {
    const s = scripted([41]);
    expect(randomBelow(49n, s)).toBe(41n);
    expect(s.asked).toEqual([49]);
  });

  it('joins 32-bit words above 2³², cuts them to the bits needed and draws again at n or more, never folding with %', () => {
    const n = 3n * 2n ** 32n; // 34 bits
    // (3 << 32 | 7) is ≥ n: rejected (a modulo would have given 7). Then 2 << 32 | 5 is accepted.
    const s = scripted([3, 7, 2, 5]);
    expect(randomBelow(n, s)).toBe(2n * 2n ** 32n + 5n);
    expect(s.asked).toEqual([2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32]);
    // Bits above the 34 needed are masked off: 0xffffffff in the high word is 3 after the mask, so rejected too.
    expect(randomBelow(n, scripted([0xffffffff, 0, 1, 9]))).toBe(2n ** 32n + 9n);
  });

  it('covers the whole range of exact integers, both halves alike', () => {
    const random = seededRandomInt(7);
    const n = 2n * BigInt(SAFE) + 1n;
    let upper = 0;
    for (let i = 0; i < 4000; i++) {
      const v = randomBelow(n, random);
      expect(v >= 0n && v < n).toBe(true);
      if (v >= n / 2n) upper++;
    }
    // Binomial(4000, ½): 2000 ± 4.7 standard deviations.
    expect(Math.abs(upper - 2000)).toBeLessThan(150);
  });

  it('refuses an empty range', () => {
    expect(() => randomBelow(0n, seededRandomInt(1))).toThrow(RangeError);
  });
});

describe('randomDistinct', () => {
  it('gives every value once when asked for all of them, shuffled', () => {
    const values = randomDistinct(10_000n, 10_000, seededRandomInt(3)).map(Number);
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect(values).not.toEqual([...values].sort((a, b) => a - b));
  });

  it('draws each value of a small range equally often (chi-square, seeded)', () => {
    const random = seededRandomInt(11);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 6000; i++) for (const v of randomDistinct(10n, 3, random)) counts[Number(v)]!++;
    // 1,800 each expected; chi-square with 9 degrees of freedom below 27.9 (p = 0.001).
    const chi = counts.reduce((s, c) => s + (c - 1800) ** 2 / 1800, 0);
    expect(chi).toBeLessThan(27.9);
  });
});

describe('numbers', () => {
  it('draws whole numbers in the range, both ends included', () => {
    const r = ok<NumbersResult>(numbers({ min: 1, max: 3, count: 3000 }));
    expect(r.values).toHaveLength(3000);
    expect(new Set(r.values)).toEqual(new Set([1, 2, 3]));
    expect(r.stats.count).toBe(3000);
    expect(r.stats.sum).toBe(r.values.reduce((a, b) => a + b, 0));
    expect(r.stats.mean).toBeCloseTo(r.stats.sum / 3000, 10);
    expect([r.low, r.high, r.available, r.decimals, r.seeded]).toEqual([1, 3, 3, 0, false]);
  });

  it('works over the whole range of exact integers, negative numbers included', () => {
    const r = ok<NumbersResult>(numbers({ min: -SAFE, max: SAFE, count: 1000 }));
    for (const v of r.values) expect(Number.isSafeInteger(v)).toBe(true);
    expect(r.values.some((v) => v < 0) && r.values.some((v) => v > 0)).toBe(true);
    expect(r.available).toBe(2 * SAFE + 1);
    const top = ok<NumbersResult>(numbers({ min: SAFE - 1, max: SAFE, count: 200 }));
    expect(new Set(top.values)).toEqual(new Set([SAFE - 1, SAFE]));
  });

  it('gives one number when the range holds one', () => {
    expect(ok<NumbersResult>(numbers({ min: -7, max: -7, count: 3 })).values).toEqual([-7, -7, -7]);
  });

  it('draws different numbers, and all of a range when asked for as many', () => {
    const r = ok<NumbersResult>(numbers({ min: 1, max: 10_000, count: 10_000 }, { unique: true, sort: 'ascending' }));
    expect(r.values).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    const big = ok<NumbersResult>(numbers({ min: 0, max: SAFE, count: 10_000 }, { unique: true }));
    expect(new Set(big.values).size).toBe(10_000);
  });

  it('refuses more different numbers than the range holds, at the count', () => {
    expect(numbers({ min: 1, max: 5, count: 6 }, { unique: true })).toEqual(toolError('notEnoughUnique', { field: 'count', count: 6, available: 5, min: 1, max: 5 }));
    expect(numbers({ min: 0, max: 1, count: 12 }, { unique: true, kind: 'decimal', decimals: 1 })).toEqual(
      toolError('notEnoughUnique', { field: 'count', count: 12, available: 11, min: 0, max: 1 }),
    );
    // Repeats allowed: no limit.
    expect(ok<NumbersResult>(numbers({ min: 1, max: 5, count: 6 })).values).toHaveLength(6);
  });

  it('sorts either way', () => {
    const up = ok<NumbersResult>(numbers({ min: -50, max: 50, count: 200 }, { sort: 'ascending' })).values;
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = ok<NumbersResult>(numbers({ min: -50, max: 50, count: 200 }, { sort: 'descending' })).values;
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('draws decimals on the grid of their places, each equally likely, both ends included', () => {
    const r = ok<NumbersResult>(numbers({ min: 0, max: 0.3, count: 4000 }, { kind: 'decimal', decimals: 1 }));
    expect(new Set(r.values)).toEqual(new Set([0, 0.1, 0.2, 0.3]));
    for (const v of [0, 0.1, 0.2, 0.3]) expect(Math.abs(r.values.filter((x) => x === v).length - 1000)).toBeLessThan(150);
    // 0.07 × 100 is 7.000000000000001 in floating point: still the end of the range, not beyond it.
    const cents = ok<NumbersResult>(numbers({ min: 0.07, max: 0.09, count: 300 }, { kind: 'decimal', decimals: 2 }));
    expect(new Set(cents.values)).toEqual(new Set([0.07, 0.08, 0.09]));
    expect(cents.stats.sum).toBeCloseTo(cents.values.reduce((a, b) => a + b, 0), 9);
  });

  it('moves the ends inside to the chosen places, or says no number fits', () => {
    const r = ok<NumbersResult>(numbers({ min: 0.123, max: 0.158, count: 50 }, { kind: 'decimal', decimals: 2 }));
    expect([r.low, r.high, r.available]).toEqual([0.13, 0.15, 3]);
    expect(numbers({ min: 0.121, max: 0.129 }, { kind: 'decimal', decimals: 2 })).toEqual(toolError('noValueInRange', { field: 'max', decimals: 2, min: 0.121, max: 0.129 }));
  });

  it('keeps decimals exact: refuses numbers too large for their places', () => {
    expect(numbers({ min: 0, max: 1e10 }, { kind: 'decimal', decimals: 10 })).toEqual(toolError('tooPrecise', { field: 'max', decimals: 10, limit: 900719 }));
    expect(numbers({ min: -1e15, max: 0 }, { kind: 'decimal', decimals: 2 })).toEqual(toolError('tooPrecise', { field: 'min', decimals: 2, limit: 90071992547409 }));
    const r = ok<NumbersResult>(numbers({ min: -90071992547409, max: 90071992547409, count: 100 }, { kind: 'decimal', decimals: 2 }));
    for (const v of r.values) expect(Math.abs(Math.round(v * 100) - v * 100)).toBeLessThan(1);
  });

  it('asks for whole numbers and an ordered range', () => {
    expect(numbers({ min: 1.5, max: 10 })).toEqual(toolError('notWhole', { field: 'min' }));
    expect(numbers({ min: 1, max: 10.5 })).toEqual(toolError('notWhole', { field: 'max' }));
    expect(numbers({ min: 10, max: 1 })).toEqual(toolError('minAboveMax', { field: 'max', min: 10, max: 1 }));
  });

  it('gives the same draw for the same seed, spaces around it ignored, and another for another seed', () => {
    const a = numbers({ min: 1, max: 1000, count: 20 }, { seed: 'raffle 2026' });
    expect(numbers({ min: 1, max: 1000, count: 20 }, { seed: '  raffle 2026 ' })).toEqual(a);
    expect(numbers({ min: 1, max: 1000, count: 20 }, { seed: 'raffle 2027' })).not.toEqual(a);
    expect(ok<NumbersResult>(a).seeded).toBe(true);
    expect(sourceFor('   ')).toBe(sourceFor(''));
  });
});

describe('dice', () => {
  const dice = (count: number, options: Partial<Options>, source?: RandomInt) => draw({ min: null, max: null, count }, { ...DEFAULTS, mode: 'dice', ...options }, source ?? sourceFor(''));

  it('rolls every face of the usual dice, and only those, counting each face', () => {
    for (const [die, sides] of [['d4', 4], ['d6', 6], ['d8', 8], ['d10', 10], ['d12', 12], ['d20', 20], ['d100', 100]] as const) {
      const r = ok<DiceResult>(dice(3000, { die }));
      expect(r.sides).toBe(sides);
      expect(Math.min(...r.rolls)).toBe(1);
      expect(Math.max(...r.rolls)).toBe(sides);
      expect(r.faces).toHaveLength(sides);
      expect(r.faces.reduce((a, b) => a + b, 0)).toBe(3000);
      expect(r.faces[0]).toBe(r.rolls.filter((x) => x === 1).length);
      expect(r.stats.sum).toBe(r.rolls.reduce((a, b) => a + b, 0));
    }
  });

  it('rolls a die with any number of sides, counting faces up to 100', () => {
    const r = ok<DiceResult>(dice(500, { die: 'custom', sides: 1_000_000 }));
    expect(r.sides).toBe(1_000_000);
    expect(r.faces).toEqual([]);
    for (const v of r.rolls) expect(v >= 1 && v <= 1_000_000 && Number.isInteger(v)).toBe(true);
    expect(ok<DiceResult>(dice(10, { die: 'custom', sides: 2 })).faces).toHaveLength(2);
  });

  it('rolls a fair die (chi-square, seeded)', () => {
    const random = seededRandomInt(5);
    const faces = new Array<number>(6).fill(0);
    for (let i = 0; i < 6; i++) ok<DiceResult>(dice(10_000, { die: 'd6' }, random)).faces.forEach((c, f) => (faces[f]! += c));
    const chi = faces.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    // 5 degrees of freedom: below 20.5 (p = 0.001).
    expect(chi).toBeLessThan(20.5);
  });
});

describe('coin', () => {
  const coin = (count: number, source: RandomInt) => draw({ min: null, max: null, count }, { ...DEFAULTS, mode: 'coin' }, source);

  it('counts heads and tails and finds the first longest run', () => {
    const r = ok<CoinResult>(coin(8, scripted([0, 1, 1, 0, 0, 0, 1, 1])));
    expect(r.flips).toEqual(['heads', 'tails', 'tails', 'heads', 'heads', 'heads', 'tails', 'tails']);
    expect([r.heads, r.tails]).toEqual([4, 4]);
    expect(r.longestRun).toEqual({ side: 'heads', length: 3 });
    expect(ok<CoinResult>(coin(1, scripted([1]))).longestRun).toEqual({ side: 'tails', length: 1 });
  });

  it('flips up to 10,000 times, about half heads', () => {
    const r = ok<CoinResult>(run({ min: null, max: null, count: 10_000 }, { ...DEFAULTS, mode: 'coin' }));
    expect(r.heads + r.tails).toBe(10_000);
    // 5,000 ± 6 standard deviations (50).
    expect(Math.abs(r.heads - 5000)).toBeLessThan(300);
  });
});

describe('bad input', () => {
  it('refuses a count outside 1–10,000 without throwing (the page refuses it first)', () => {
    for (const count of [0, -1, 10_001, 1.5, Number.NaN]) expect(run({ min: 1, max: 10, count }, DEFAULTS)).toEqual(toolError('unexpected'));
  });
});

describe('history', () => {
  const entry = (id: number, at: number, settings: string): HistoryEntry => ({ id, at, settings, result: { mode: 'coin', flips: ['heads'], heads: 1, tails: 0, longestRun: { side: 'heads', length: 1 }, seeded: false } });

  it('keeps every draw, the latest first', () => {
    let h = addDraw([], entry(1, 0, 'a'));
    h = addDraw(h, entry(2, 100, 'a'));
    h = addDraw(h, entry(3, 10_000, 'b'));
    expect(h.map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('replaces a draw whose settings were still being typed', () => {
    let h = addDraw([], entry(1, 0, 'max 1'));
    h = addDraw(h, entry(2, 300, 'max 10'));
    h = addDraw(h, entry(3, 600, 'max 100'));
    expect(h.map((e) => e.id)).toEqual([3]);
    h = addDraw(h, entry(4, 5000, 'max 100'));
    expect(h.map((e) => e.id)).toEqual([4, 3]);
  });

  it('keeps the latest 100', () => {
    let h: HistoryEntry[] = [];
    for (let i = 0; i < 150; i++) h = addDraw(h, entry(i, i * 10_000, 'a'));
    expect(h).toHaveLength(100);
    expect(h[0]!.id).toBe(149);
  });
});
