import { describe, expect, it } from 'vitest';
import { isToolError, readFields } from '@sdk/core';
import { manifest, type Mode } from './manifest.ts';
import { run, type PercentageResult } from './run.ts';

function calc(mode: Mode, x: number, y: number): PercentageResult {
  const result = run({ x, y }, { mode });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

const value = (mode: Mode, x: number, y: number) => calc(mode, x, y).result;
const error = (mode: Mode, x: number, y: number) => {
  const result = run({ x, y }, { mode });
  return isToolError(result) ? result : undefined;
};

// Reference values are worked by hand from the definitions (and agree with the usual percentage
// calculators): X % of Y = X × Y ÷ 100; X is (X ÷ Y × 100) % of Y; X is Y % of (X ÷ Y × 100);
// change = (new − original) ÷ |original| × 100, the product spec's formula.
describe('X % of Y', () => {
  it.each([
    [15, 200, 30],
    [15, 80, 12],
    [7, 3, 0.21],
    [100, 42, 42],
    [0, 123, 0],
    [250, 8, 20],
    [12.5, 64, 8],
    [-20, 50, -10],
    [20, -50, -10],
    [0.5, 1000, 5],
  ])('%s %% of %s = %s', (x, y, want) => {
    expect(value('percentOf', x, y)).toBeCloseTo(want, 12);
  });

  it('keeps whole-number inputs exact (no 30.000000000000004)', () => {
    expect(value('percentOf', 15, 200)).toBe(30);
    expect(value('percentOf', 7, 3)).toBe(0.21);
    expect(value('percentOf', 33, 300)).toBe(99);
  });
});

describe('X is what % of Y', () => {
  it.each([
    [30, 200, 15],
    [45, 60, 75],
    [1, 3, 33.333333333333336],
    [200, 50, 400],
    [0, 7, 0],
    [-5, 20, -25],
  ])('%s is %s %% of… %s', (x, y, want) => {
    expect(value('whatPercent', x, y)).toBeCloseTo(want, 12);
  });

  it('refuses a total of zero instead of showing Infinity or NaN', () => {
    expect(error('whatPercent', 5, 0)).toEqual({ kind: 'tool-error', code: 'zeroTotal', params: { field: 'y' } });
    expect(error('whatPercent', 0, 0)?.code).toBe('zeroTotal');
    expect(error('whatPercent', 0, -0)?.code).toBe('zeroTotal');
  });
});

describe('X is Y % of what', () => {
  it.each([
    [30, 15, 200],
    [30, 20, 150],
    [12, 150, 8],
    [5, 0.5, 1000],
    [0, 10, 0],
  ])('%s is %s %% of %s', (x, y, want) => {
    expect(value('percentIsOf', x, y)).toBeCloseTo(want, 12);
  });

  it('refuses a percentage of zero', () => {
    expect(error('percentIsOf', 30, 0)).toEqual({ kind: 'tool-error', code: 'zeroPercent', params: { field: 'y' } });
  });
});

describe('percentage change', () => {
  it.each([
    [200, 250, 25, 50, 'increase'],
    [80, 60, -25, -20, 'decrease'],
    [50, 50, 0, 0, 'none'],
    [100, 0, -100, -100, 'decrease'],
    [10, 35, 250, 25, 'increase'],
    // A negative original: the change is measured against its absolute value (spec: ÷ |original|).
    [-50, -25, 50, 25, 'increase'],
    [-50, -100, -100, -50, 'decrease'],
    [-20, 10, 150, 30, 'increase'],
  ] as const)('from %s to %s: %s %% (difference %s, %s)', (x, y, want, difference, direction) => {
    const r = calc('change', x, y);
    expect(r.result).toBeCloseTo(want, 12);
    expect(r.difference).toBeCloseTo(difference, 12);
    expect(r.direction).toBe(direction);
  });

  it('refuses an original value of zero', () => {
    expect(error('change', 0, 10)).toEqual({ kind: 'tool-error', code: 'zeroOriginal', params: { field: 'x' } });
    expect(error('change', 0, 0)?.code).toBe('zeroOriginal');
  });

  it('gives the other tabs no difference or direction', () => {
    expect(calc('percentOf', 1, 2)).toEqual({ mode: 'percentOf', x: 1, y: 2, result: 0.02 });
  });
});

describe('numbers as typed on the page', () => {
  const read = (x: string, y: string, lang = 'en', tab: Mode = 'percentOf') => readFields(manifest.fields, { x, y }, lang, tab);

  it('asks for both numbers, and names the empty ones', () => {
    expect(read('', '').missing).toEqual(['x', 'y']);
    expect(read('5', ' ').missing).toEqual(['y']);
    expect(read('', '4', 'en', 'change').missing).toEqual(['x']);
  });

  it('reports text that is not a number at its field', () => {
    expect(read('abc', '').errors).toEqual({ x: { kind: 'tool-error', code: 'invalidNumber' } });
    expect(read('', '12x').errors.y?.code).toBe('invalidNumber');
    for (const text of ['1..2', '--3', 'Infinity', 'NaN', '1e999', '👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', '٣']) {
      expect(read(text, '1', 'en', 'whatPercent').errors.x?.code, text).toBe('invalidNumber');
    }
  });

  it('reads a percentage typed with its sign where the field is a percentage', () => {
    expect(read('20 %', '200').input).toEqual({ x: 20, y: 200 });
    expect(read('20%', '200', 'en', 'whatPercent').errors.x?.code).toBe('invalidNumber');
    expect(read('30', '15 %', 'en', 'percentIsOf').input).toEqual({ x: 30, y: 15 });
  });

  it('reads the numbers of the visitor’s language', () => {
    const of = (x: string, y: string, lang: string) => {
      const r = read(x, y, lang);
      return run(r.input as { x: number; y: number }, { mode: 'percentOf' });
    };
    expect(of('12,5', '1.000', 'de')).toMatchObject({ result: 125 });
    expect(of('12,5', '1 000', 'fr')).toMatchObject({ result: 125 });
    expect(of('12.5', '1,000', 'en')).toMatchObject({ result: 125 });
    expect(of('12,5', '2e3', 'es')).toMatchObject({ result: 250 });
    expect(of(' 10 ', '+50', 'en')).toMatchObject({ result: 5 });
  });

  it('never gives NaN, Infinity or -0', () => {
    expect(error('percentOf', 1e300, 1e300)?.code).toBe('tooLarge');
    expect(error('whatPercent', 1e307, 1e-300)?.code).toBe('tooLarge');
    expect(error('change', -1e308, 1.7e308)?.code).toBe('tooLarge');
    // Large but representable: X × Y overflows, X ÷ 100 × Y does not.
    expect(value('percentOf', 1e300, 1e9)).toBeCloseTo(1e307, -295);
    expect(Object.is(value('percentOf', 0, -5), 0)).toBe(true);
    expect(Object.is(calc('change', -5, -5).result, 0)).toBe(true);
    expect(Object.is(calc('percentOf', -0, 5).x, 0)).toBe(true);
    expect(Object.is(read('-0', '5').input.x, 0)).toBe(true);
  });
});
