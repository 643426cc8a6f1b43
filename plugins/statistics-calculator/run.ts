import { readNumberList, toolError, type ToolError } from '@sdk/core';
import type { DecimalMark, Input, Options, QuartileMethod } from './manifest.ts';

export interface Bin {
  from: number;
  to: number;
  count: number;
}

export interface Statistics {
  count: number;
  sum: number;
  mean: number;
  median: number;
  /** The most frequent values (none when every value appears once). */
  modes: number[];
  /** How often each mode appears. */
  modeFrequency: number;
  min: number;
  max: number;
  range: number;
  q1: number;
  q3: number;
  iqr: number;
  /** Tukey's fences: Q1 − 1.5 × IQR and Q3 + 1.5 × IQR. */
  lowerFence: number;
  upperFence: number;
  /** The values outside the fences, in order. */
  outliers: number[];
  /** Σ(x − x̄)². */
  sumOfSquares: number;
  /** Null for a single value (n − 1 = 0). */
  varianceSample: number | null;
  variancePopulation: number;
  sdSample: number | null;
  sdPopulation: number;
  /** Null unless every value is positive (0 when one is 0 and none negative). */
  geometricMean: number | null;
  /** Null unless every value is positive. */
  harmonicMean: number | null;
  bins: Bin[];
  /** How the list was read. */
  decimalMark: 'point' | 'comma';
  /** When the list could have been read otherwise ("1 071; 2", "1,000.5"): its first numbers as read, in order. */
  readAs: number[] | null;
  quartiles: QuartileMethod;
}

/** At most this many numbers: a few megabytes of text, still a second or two in the worker. */
export const MAX_COUNT = 2_000_000;

/** Numbers listed in the note on how an ambiguous list was read. */
export const READ_AS = 20;

/** "auto": a comma between digits is a decimal comma when the list also has other separators and no decimal point. */
export function decimalMarkOf(text: string, mark: DecimalMark): 'point' | 'comma' {
  if (mark !== 'auto') return mark;
  return /\d,\d/.test(text) && !/\d\.\d/.test(text) && /[;\s|]/.test(text.trim()) ? 'comma' : 'point';
}

/**
 * The numbers of a list, read as the SDK reads every list of numbers (readNumberList: semicolons, lines,
 * spaces or commas between them; thousands separators inside them between semicolons or lines), or the
 * first item that is not one (with its position, counting from 1).
 */
export function parseList(text: string, mark: 'point' | 'comma'): { values: number[]; ambiguous: boolean } | ToolError {
  const values: number[] = [];
  let mistake: ToolError | null = null;
  const { ambiguous } = readNumberList(text, mark === 'comma' ? ',' : '.', (item) => {
    if (values.length === MAX_COUNT) mistake = toolError('tooMany', { max: MAX_COUNT, field: 'data' });
    else {
      const value = item.number === null ? NaN : Number(item.number);
      if (Number.isFinite(value)) values.push(value);
      else mistake = toolError('notANumber', { item: item.text.slice(0, 40), position: values.length + 1, field: 'data' });
    }
    return mistake === null;
  });
  return mistake ?? { values, ambiguous };
}

/** Neumaier's compensated sum: exact enough for NIST's hardest summary-statistics data sets. */
function sumOf(values: readonly number[], f: (x: number) => number = (x) => x): number {
  let sum = 0;
  let c = 0;
  for (const v of values) {
    const x = f(v);
    const t = sum + x;
    c += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  }
  return sum + c;
}

/** The value at a fractional 0-based position h of sorted values, by linear interpolation. */
function at(sorted: readonly number[], h: number): number {
  const n = sorted.length;
  if (h <= 0) return sorted[0]!;
  if (h >= n - 1) return sorted[n - 1]!;
  const lo = Math.floor(h);
  return sorted[lo]! + (h - lo) * (sorted[lo + 1]! - sorted[lo]!);
}

const medianOf = (sorted: readonly number[]) => at(sorted, (sorted.length - 1) / 2);

export function quartiles(sorted: readonly number[], method: QuartileMethod): [number, number] {
  const n = sorted.length;
  switch (method) {
    case 'inclusive':
      return [at(sorted, (n - 1) * 0.25), at(sorted, (n - 1) * 0.75)];
    case 'exclusive':
      return [at(sorted, (n + 1) * 0.25 - 1), at(sorted, (n + 1) * 0.75 - 1)];
    case 'halves': {
      if (n === 1) return [sorted[0]!, sorted[0]!];
      const half = Math.floor(n / 2);
      return [medianOf(sorted.slice(0, half)), medianOf(sorted.slice(n - half))];
    }
  }
}

/** 1, 2, 2.5 or 5 times a power of ten: bin widths a person reads at a glance. */
function niceStep(rough: number): number {
  const p = 10 ** Math.floor(Math.log10(rough));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= rough) return m * p;
  return 10 * p;
}
const clean = (x: number) => Number(x.toPrecision(12)) + 0;

/** Sturges' number of bins (at most 20), with round edges; the last bin includes its upper edge. */
export function histogram(sorted: readonly number[]): Bin[] {
  const n = sorted.length;
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  if (min === max) return [{ from: min, to: max, count: n }];
  const k = Math.min(20, Math.ceil(Math.log2(n)) + 1);
  const step = niceStep((max - min) / k);
  const start = Math.floor(min / step) * step;
  const count = Math.max(1, Math.ceil(clean((max - start) / step)));
  const bins: Bin[] = Array.from({ length: count }, (_, i) => ({ from: clean(start + i * step), to: clean(start + (i + 1) * step), count: 0 }));
  for (const x of sorted) {
    let i = Math.floor((x - start) / step);
    if (i >= bins.length) i = bins.length - 1;
    if (i > 0 && x < bins[i]!.from) i--;
    bins[i]!.count++;
  }
  return bins;
}

export function statistics(values: readonly number[], quartileMethod: QuartileMethod, decimalMark: 'point' | 'comma', readAs: number[] | null = null): Statistics {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  const n = list.length;
  const sum = sumOf(list);
  // Two passes: the mean, then corrected by the mean of the deviations (exact for NIST's NumAcc data).
  let mean = sum / n;
  mean += sumOf(list, (x) => x - mean) / n;
  const sumOfSquares = sumOf(list, (x) => (x - mean) ** 2);
  const [q1, q3] = quartiles(list, quartileMethod);
  const iqr = q3 - q1;
  const lowerFence = q1 - 1.5 * iqr;
  const upperFence = q3 + 1.5 * iqr;

  const frequency = new Map<number, number>();
  let modeFrequency = 0;
  for (const x of list) {
    const f = (frequency.get(x) ?? 0) + 1;
    frequency.set(x, f);
    if (f > modeFrequency) modeFrequency = f;
  }
  const modes = modeFrequency > 1 ? [...frequency].filter(([, f]) => f === modeFrequency).map(([x]) => x) : [];

  const min = list[0]!;
  const max = list[n - 1]!;
  const positive = min > 0;
  const geometricMean = positive ? Math.exp(sumOf(list, Math.log) / n) : min === 0 ? 0 : null;
  const harmonicMean = positive ? n / sumOf(list, (x) => 1 / x) : null;
  const varianceSample = n > 1 ? sumOfSquares / (n - 1) : null;
  const variancePopulation = sumOfSquares / n;
  return {
    count: n,
    sum,
    mean,
    median: medianOf(list),
    modes,
    modeFrequency,
    min,
    max,
    range: max - min,
    q1,
    q3,
    iqr,
    lowerFence,
    upperFence,
    outliers: list.filter((x) => x < lowerFence || x > upperFence),
    sumOfSquares,
    varianceSample,
    variancePopulation,
    sdSample: varianceSample === null ? null : Math.sqrt(varianceSample),
    sdPopulation: Math.sqrt(variancePopulation),
    geometricMean,
    harmonicMean,
    bins: histogram(list),
    decimalMark,
    readAs,
    quartiles: quartileMethod,
  };
}

export function run({ data }: Input, options: Options): Statistics | ToolError {
  const mark = decimalMarkOf(data, options.decimalMark);
  const list = parseList(data, mark);
  if ('kind' in list) return list;
  const { values } = list;
  if (values.length === 0) return toolError('noNumbers', { field: 'data' });
  const s = statistics(values, options.quartiles, mark, list.ambiguous ? values.slice(0, READ_AS) : null);
  const all = [s.sum, s.mean, s.sumOfSquares, s.variancePopulation, s.range, s.iqr, s.lowerFence, s.upperFence, s.harmonicMean ?? 0];
  if (!all.every(Number.isFinite)) return toolError('tooLarge', { field: 'data' });
  return s;
}
