import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { decimalMarkOf, histogram, parseList, quartiles, READ_AS, run, statistics, type Statistics } from './run.ts';

const OPTS: Options = { decimalMark: 'auto', quartiles: 'inclusive' };
const stats = (data: string, options: Partial<Options> = {}): Statistics => {
  const r = run({ data }, { ...OPTS, ...options });
  if (isToolError(r)) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r;
};
/** Agreement to about `digits` significant digits, as NIST's log relative error counts them. */
const close = (actual: number | null, certified: number, digits: number) => expect(Math.abs((actual! - certified) / certified)).toBeLessThan(10 ** -digits);

describe('NIST StRD univariate summary statistics (certified values)', () => {
  it('NumAcc1: 10000001, 10000003, 10000002 → mean 10000002, sd 1 (exact)', () => {
    const s = stats('10000001\n10000003\n10000002');
    expect(s.mean).toBe(10000002);
    expect(s.sdSample).toBe(1);
  });

  it('NumAcc4: 10000000.2 then 500 pairs of 10000000.1 and 10000000.3 → mean 10000000.2, sd 0.1 (exact)', () => {
    // The hardest of NIST's summary-statistics sets: a one-pass sum of squares loses every digit here.
    const data = ['10000000.2', ...Array.from({ length: 500 }, () => '10000000.1\n10000000.3')].join('\n');
    const s = stats(data);
    expect(s.count).toBe(1001);
    close(s.mean, 10000000.2, 14);
    close(s.sdSample, 0.1, 8);
  });
});

describe('textbook values', () => {
  it('2 4 4 4 5 5 7 9: mean 5, population sd 2, sample variance 32/7', () => {
    const s = stats('2 4 4 4 5 5 7 9');
    expect([s.count, s.sum, s.mean, s.median, s.modes, s.modeFrequency, s.range]).toEqual([8, 40, 5, 4.5, [4], 3, 7]);
    expect(s.sdPopulation).toBe(2);
    close(s.varianceSample, 32 / 7, 15);
    // Geometric mean: (2 · 4³ · 5² · 7 · 9)^(1/8); harmonic: 8 ÷ Σ 1/x.
    close(s.geometricMean, (2 * 4 ** 3 * 5 ** 2 * 7 * 9) ** (1 / 8), 14);
    close(s.harmonicMean, 8 / (1 / 2 + 3 / 4 + 2 / 5 + 1 / 7 + 1 / 9), 14);
  });

  it('computes the three quartile methods as their software does', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    // Excel QUARTILE.INC / NumPy: 3.5 and 8.5; QUARTILE.EXC / Minitab: 3 and 9; TI-84 halves: 3 and 9.
    expect(quartiles(sorted, 'inclusive')).toEqual([3.5, 8.5]);
    expect(quartiles(sorted, 'exclusive')).toEqual([3, 9]);
    expect(quartiles(sorted, 'halves')).toEqual([3, 9]);
    const even = [7, 15, 36, 39, 40, 41];
    expect(quartiles(even, 'inclusive')).toEqual([20.25, 39.75]);
    expect(quartiles(even, 'exclusive')).toEqual([13, 40.25]);
    expect(quartiles(even, 'halves')).toEqual([15, 40]);
    expect(quartiles([5], 'halves')).toEqual([5, 5]);
  });

  it('marks the outliers beyond Tukey’s fences', () => {
    const s = stats('12, 15, 11, 14, 13, 16, 12, 48', { quartiles: 'halves' });
    expect([s.q1, s.q3, s.iqr, s.lowerFence, s.upperFence, s.outliers]).toEqual([12, 15.5, 3.5, 6.75, 20.75, [48]]);
  });

  it('gives no mode when every value appears once, and several when they tie', () => {
    expect(stats('1 2 3').modes).toEqual([]);
    expect(stats('1 1 2 2 3').modes).toEqual([1, 2]);
  });

  it('leaves undefined statistics out instead of showing NaN', () => {
    const one = stats('5');
    expect([one.varianceSample, one.sdSample, one.sdPopulation, one.median]).toEqual([null, null, 0, 5]);
    const signed = stats('-1 0 1');
    expect([signed.geometricMean, signed.harmonicMean]).toEqual([null, null]);
    expect(stats('0 1 2').geometricMean).toBe(0);
  });
});

describe('reading the list', () => {
  it('takes any separator, and decides the decimal mark only where it is unambiguous', () => {
    expect(decimalMarkOf('1, 2, 3', 'auto')).toBe('point');
    expect(decimalMarkOf('1,2,3', 'auto')).toBe('point');
    expect(decimalMarkOf('1,5 2,5 3', 'auto')).toBe('comma');
    expect(decimalMarkOf('1,5; 2,25', 'auto')).toBe('comma');
    expect(decimalMarkOf('1,5\n2,5', 'auto')).toBe('comma');
    expect(decimalMarkOf('1.5, 2,5', 'auto')).toBe('point');
    expect(decimalMarkOf('1,5 2,5', 'point')).toBe('point');
    expect(parseList('1,2;3\t4\n5 | 6', 'point')).toEqual({ values: [1, 2, 3, 4, 5, 6], ambiguous: false });
    expect(parseList('1,5, 2,5;−3,25', 'comma')).toEqual({ values: [1.5, 2.5, -3.25], ambiguous: false });
    expect(parseList('1e3 -.5 +2', 'point')).toEqual({ values: [1000, -0.5, 2], ambiguous: false });
    expect(stats('1,5; 2,25; 3,75').decimalMark).toBe('comma');
  });

  it('reads thousands separators inside the numbers, and keeps the numbers read when the list was ambiguous', () => {
    // The visitor's list on /en/: n = 5, not 6, with 1,000.5 as one number.
    expect(stats('1.5, 2.5, 3.5, 10, 1,000.5')).toMatchObject({ count: 5, max: 1000.5, decimalMark: 'point', readAs: [1.5, 2.5, 3.5, 10, 1000.5] });
    expect(stats('1 071,5; 2 310; 462')).toMatchObject({ count: 3, sum: 3843.5, decimalMark: 'comma', readAs: [1071.5, 2310, 462] });
    expect(stats('1 071\n2 310\n462')).toMatchObject({ count: 3, sum: 3843, readAs: [1071, 2310, 462] });
    expect(stats('1.234,5; 2', { decimalMark: 'comma' })).toMatchObject({ count: 2, sum: 1236.5 });
    expect(stats('2 4 4 4 5 5 7 9').readAs).toBeNull();
    expect(stats('1,5; 2,25; 3,75').readAs).toBeNull();
    const long = Array.from({ length: 30 }, (_, i) => `1 ${String(i).padStart(3, '0')}`).join('\n');
    expect(stats(long)).toMatchObject({ count: 30, readAs: Array.from({ length: READ_AS }, (_, i) => 1000 + i) });
  });

  it('names the first item that is not a number, and an empty list', () => {
    expect(run({ data: '1 2 abc 4' }, OPTS)).toEqual({ kind: 'tool-error', code: 'notANumber', params: { item: 'abc', position: 3, field: 'data' } });
    expect(run({ data: '1,2,3 4' }, { ...OPTS, decimalMark: 'comma' })).toMatchObject({ code: 'notANumber', params: { item: '1,2,3', position: 1 } });
    expect(run({ data: '1 NaN' }, OPTS)).toMatchObject({ code: 'notANumber', params: { item: 'NaN' } });
    expect(run({ data: '1 Infinity' }, OPTS)).toMatchObject({ code: 'notANumber' });
    expect(run({ data: ' ;, \n' }, OPTS)).toEqual({ kind: 'tool-error', code: 'noNumbers', params: { field: 'data' } });
    expect(run({ data: '1e308 1e308' }, OPTS)).toMatchObject({ code: 'tooLarge' });
  });

  it('handles a large list quickly', () => {
    const data = Array.from({ length: 200_000 }, (_, i) => String((i * 7919) % 10007)).join('\n');
    const t = performance.now();
    const s = stats(data);
    expect(s.count).toBe(200_000);
    expect(performance.now() - t).toBeLessThan(3000);
  });
});

describe('histogram', () => {
  it('uses round bin edges covering every value once', () => {
    expect(histogram([2, 4, 4, 4, 5, 5, 7, 9])).toEqual([
      { from: 2, to: 4, count: 1 },
      { from: 4, to: 6, count: 5 },
      { from: 6, to: 8, count: 1 },
      { from: 8, to: 10, count: 1 },
    ]);
    expect(histogram([3, 3, 3])).toEqual([{ from: 3, to: 3, count: 3 }]);
    const values = Array.from({ length: 1000 }, (_, i) => i / 10);
    const bins = histogram(values);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(1000);
    expect(bins.length).toBeLessThanOrEqual(20);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the edges stay round.
    expect(statistics([0.1, 0.2, 0.3], 'inclusive', 'point').bins).toEqual([{ from: 0.1, to: 0.2, count: 1 }, { from: 0.2, to: 0.3, count: 2 }]);
  });
});
