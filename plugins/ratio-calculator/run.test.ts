import { describe, expect, it } from 'vitest';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';

const input = (i: Partial<Input>): Input => ({ a: 0, b: 0, c: null, third: null, total: null, ...i });
const r = (i: Partial<Input>, mode: Options['mode']) => run(input(i), { mode });

describe('rule of three and inverse proportion', () => {
  it('solves A : B = C : x by cross-multiplying', () => {
    expect(r({ a: 2, b: 3, c: 10 }, 'direct')).toEqual({ mode: 'direct', a: 2, b: 3, c: 10, x: 15 });
    // 4 people need 250 g, 6 need 375 g; 0.1 : 0.3 = 0.2 : x keeps 0.6 (b × c first, then ÷ a).
    expect(r({ a: 4, b: 250, c: 6 }, 'direct')).toMatchObject({ x: 375 });
    expect(r({ a: 3, b: 1, c: 1 }, 'direct')).toMatchObject({ x: 1 / 3 });
    expect(r({ a: -2, b: 3, c: 4 }, 'direct')).toMatchObject({ x: -6 });
  });

  it('solves an inverse proportion: A × B = C × x', () => {
    // 4 workers take 6 days; 3 workers take 8.
    expect(r({ a: 4, b: 6, c: 3 }, 'inverse')).toEqual({ mode: 'inverse', a: 4, b: 6, c: 3, x: 8 });
    expect(r({ a: 60, b: 2, c: 80 }, 'inverse')).toMatchObject({ x: 1.5 });
  });

  it('refuses a division by zero at its field, and results too large to show', () => {
    expect(r({ a: 0, b: 3, c: 10 }, 'direct')).toEqual({ kind: 'tool-error', code: 'zeroA', params: { field: 'a' } });
    expect(r({ a: 1, b: 3, c: 0 }, 'inverse')).toEqual({ kind: 'tool-error', code: 'zeroC', params: { field: 'c' } });
    expect(r({ a: 1e-300, b: 1e300, c: 1e300 }, 'direct')).toMatchObject({ code: 'tooLarge' });
  });
});

describe('simplify', () => {
  it('divides by the greatest common divisor', () => {
    expect(r({ a: 12, b: 18 }, 'simplify')).toEqual({ mode: 'simplify', terms: [12, 18], multiplier: 1, whole: [12, 18], divisor: 6, simplified: [2, 3] });
    expect(r({ a: 1920, b: 1080 }, 'simplify')).toMatchObject({ simplified: [16, 9] });
    expect(r({ a: 7, b: 13 }, 'simplify')).toMatchObject({ divisor: 1, simplified: [7, 13] });
    expect(r({ a: 0, b: 5 }, 'simplify')).toMatchObject({ simplified: [0, 1] });
  });

  it('makes decimals whole exactly, without floating-point noise', () => {
    // 0.1 × 10 is 1 but 0.1 + 0.2 is 0.30000000000000004: the digits are read as written.
    expect(r({ a: 1.5, b: 2.25, third: 0.75 }, 'simplify')).toMatchObject({ multiplier: 100, whole: [150, 225, 75], divisor: 75, simplified: [2, 3, 1] });
    expect(r({ a: 0.1, b: 0.3 }, 'simplify')).toMatchObject({ simplified: [1, 3] });
    expect(r({ a: 1e21, b: 3e21 }, 'simplify')).toMatchObject({ simplified: [1, 3] });
  });

  it('refuses negative terms, all zeros and too many decimals', () => {
    expect(r({ a: 2, b: -3 }, 'simplify')).toEqual({ kind: 'tool-error', code: 'negativeTerm', params: { field: 'b' } });
    expect(r({ a: 0, b: 0, third: 0 }, 'simplify')).toMatchObject({ code: 'allZero' });
    expect(r({ a: 1e-13, b: 1 }, 'simplify')).toEqual({ kind: 'tool-error', code: 'tooPrecise', params: { field: 'a' } });
    expect(r({ a: 1.234567890123, b: 1 }, 'simplify')).toMatchObject({ multiplier: 1e12 });
  });
});

describe('divide a total', () => {
  it('gives each share and what one part is worth', () => {
    expect(r({ a: 2, b: 3, third: 5, total: 1200 }, 'divide')).toEqual({ mode: 'divide', terms: [2, 3, 5], total: 1200, sum: 10, part: 120, shares: [240, 360, 600] });
    expect(r({ a: 1, b: 2, total: 100 }, 'divide')).toMatchObject({ shares: [100 / 3, 200 / 3] });
  });

  it('refuses negative parts and parts that add up to zero', () => {
    expect(r({ a: 0, b: 0, total: 100 }, 'divide')).toMatchObject({ code: 'allZero' });
    expect(r({ a: 1, b: 2, third: -1, total: 100 }, 'divide')).toEqual({ kind: 'tool-error', code: 'negativeTerm', params: { field: 'third' } });
  });
});
