import { describe, expect, it } from 'vitest';
import type { Input } from './manifest.ts';
import { clockText, timerText } from '@sdk/core';
import { lapRows, lapsCsv, run } from './run.ts';

const timer = (hours: number | null, minutes: number | null, seconds: number | null) => run({ hours, minutes, seconds } as Input, { tab: 'timer' });

describe('timer length', () => {
  it('adds hours, minutes and seconds, empty parts counting as zero', () => {
    expect(timer(0, 25, 0)).toEqual({ tab: 'timer', totalMs: 1_500_000 });
    expect(timer(1, null, 5)).toEqual({ tab: 'timer', totalMs: 3_605_000 });
    expect(timer(99, 59, 59)).toEqual({ tab: 'timer', totalMs: 359_999_000 });
    expect(run({ hours: null, minutes: null, seconds: null } as Input, { tab: 'stopwatch' })).toEqual({ tab: 'stopwatch' });
  });

  it('refuses zero, parts out of range and numbers that are not whole', () => {
    expect(timer(0, 0, 0)).toEqual({ kind: 'tool-error', code: 'zeroTimer', params: { field: 'minutes' } });
    expect(timer(null, null, null)).toMatchObject({ code: 'zeroTimer' });
    expect(timer(0, 60, 0)).toEqual({ kind: 'tool-error', code: 'invalidPart', params: { field: 'minutes', max: 59 } });
    expect(timer(100, 0, 0)).toMatchObject({ code: 'invalidPart', params: { field: 'hours' } });
    expect(timer(0, 1, 1.5)).toMatchObject({ code: 'invalidPart', params: { field: 'seconds' } });
    expect(timer(0, Number.NaN, 0)).toMatchObject({ code: 'invalidPart', params: { field: 'minutes' } });
    expect(timer(-1, 0, 0)).toMatchObject({ code: 'invalidPart' });
  });
});

describe('laps', () => {
  it('gives each lap, the total, and marks the best and the worst', () => {
    expect(lapRows([61_000, 119_500, 185_000, 244_000])).toEqual([
      { n: 1, lapMs: 61_000, totalMs: 61_000, mark: null },
      { n: 2, lapMs: 58_500, totalMs: 119_500, mark: 'best' },
      { n: 3, lapMs: 65_500, totalMs: 185_000, mark: 'worst' },
      { n: 4, lapMs: 59_000, totalMs: 244_000, mark: null },
    ]);
  });

  it('marks nothing with one lap or equal laps, and the first of equal best laps', () => {
    expect(lapRows([1000]).map((r) => r.mark)).toEqual([null]);
    expect(lapRows([1000, 2000, 3000]).map((r) => r.mark)).toEqual([null, null, null]);
    expect(lapRows([1000, 2000, 4000]).map((r) => r.mark)).toEqual(['best', null, 'worst']);
  });

  it('writes the laps as CSV with seconds to the millisecond, for the page language\'s spreadsheets', () => {
    const csv = lapsCsv(lapRows([61_000, 119_505]), ['Lap', 'Lap time (s)', 'Total (s)', 'Note'], { best: 'best', worst: 'worst' }, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Lap,Lap time (s),Total (s),Note', '1,61.000,61.000,worst', '2,58.505,119.505,best']);
    // German, French and Spanish spreadsheets: ";" between fields, "," in numbers.
    for (const lang of ['de', 'fr', 'es']) {
      const local = lapsCsv(lapRows([61_000, 119_505]), ['Runde', 'Rundenzeit (s)', 'Gesamt (s)', 'Hinweis'], { best: 'beste', worst: 'langsamste' }, lang);
      expect(local.slice(1).split('\r\n')).toEqual(['Runde;Rundenzeit (s);Gesamt (s);Hinweis', '1;61,000;61,000;langsamste', '2;58,505;119,505;beste']);
    }
  });
});

describe('clock text', () => {
  it('shows minutes, seconds and hundredths, hours when there are some, cut not rounded', () => {
    expect(clockText(0)).toBe('00:00.00');
    expect(clockText(59_999)).toBe('00:59.99');
    expect(clockText(3_723_450, ',')).toBe('1:02:03,45');
    expect(clockText(-5)).toBe('00:00.00');
  });

  it('rounds the timer up to the second, so it reads 00:00 only at the end', () => {
    expect(timerText(300_000)).toBe('05:00');
    expect(timerText(1)).toBe('00:01');
    expect(timerText(0)).toBe('00:00');
    expect(timerText(-20)).toBe('00:00');
    expect(timerText(3_600_000)).toBe('1:00:00');
  });
});
