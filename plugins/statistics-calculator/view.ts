/**
 * The key figures in large type, every statistic in a table (with its formula's name), the outliers
 * said in words, a histogram drawn by the host, the mean and standard deviation worked out, and how
 * the list was read. Up to 10 significant digits, so that floating point's noise never shows.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Statistics } from './run.ts';

const PLAIN: Intl.NumberFormatOptions = { maximumSignificantDigits: 10, maximumFractionDigits: 10, roundingPriority: 'lessPrecision' };
const HUGE: Intl.NumberFormatOptions = { notation: 'scientific', maximumSignificantDigits: 10 };
const n = (v: number): NumberDisplay => num(v, Math.abs(v) >= 1e15 || (v !== 0 && Math.abs(v) < 1e-6) ? HUGE : PLAIN);
const orNone = (v: number | null, why: string): Display => (v === null ? msg(why) : n(v));
/** At most this many values listed in a sentence (modes, outliers); the rest are counted. */
const LISTED = 20;

/** Values as one message parameter, "1; 2; 3" (a semicolon, since the comma is a decimal mark in many languages), of `total`. */
function listed(values: readonly number[], total = values.length): Display {
  const shown = values.slice(0, LISTED);
  let list: Display = n(shown[shown.length - 1]!);
  for (let i = shown.length - 2; i >= 0; i--) list = msg('pair', { a: n(shown[i]!), b: list });
  return total > shown.length ? msg('andMore', { list, count: num(total - shown.length) }) : list;
}

export function view(s: Statistics): ResultView {
  const item = (key: string, symbol: string, value: Display, main = false): ValueItem => ({ label: msg('labelSymbol', { label: msg(`stats.${key}`), symbol }), value, ...(main ? { main } : {}) });
  const key: ValueItem[] = [
    item('mean', 'x̄', n(s.mean), true),
    item('median', 'Q2', n(s.median), true),
    item('sdSample', 's', orNone(s.sdSample, 'needsTwo'), true),
    item('count', 'n', n(s.count)),
  ];
  const rest: ValueItem[] = [
    item('sum', 'Σx', n(s.sum)),
    { label: msg('stats.mode'), value: s.modes.length ? msg('modeValue', { modes: listed(s.modes), count: num(s.modeFrequency) }) : msg('noMode') },
    item('min', 'min', n(s.min)),
    item('max', 'max', n(s.max)),
    item('range', 'max − min', n(s.range)),
    item('q1', 'Q1', n(s.q1)),
    item('q3', 'Q3', n(s.q3)),
    item('iqr', 'IQR', n(s.iqr)),
    item('varianceSample', 's²', orNone(s.varianceSample, 'needsTwo')),
    item('variancePopulation', 'σ²', n(s.variancePopulation)),
    item('sdPopulation', 'σ', n(s.sdPopulation)),
    item('geometricMean', 'G', orNone(s.geometricMean, 'needsPositive')),
    item('harmonicMean', 'H', orNone(s.harmonicMean, 'needsPositive')),
  ];
  const outliers: Display = s.outliers.length
    ? msg('outliers', { list: listed(s.outliers), low: n(s.lowerFence), high: n(s.upperFence) })
    : msg('noOutliers', { low: n(s.lowerFence), high: n(s.upperFence) });
  const blocks: ResultBlock[] = [
    { kind: 'values', items: key, announce: true },
    { kind: 'note', text: outliers, tone: s.outliers.length ? 'warning' : 'info' },
    {
      kind: 'chart',
      type: 'bar',
      label: msg('histogram'),
      xLabel: msg('bin'),
      x: s.bins.map((b, i) => msg(i === s.bins.length - 1 ? 'binClosed' : 'binOpen', { from: n(b.from), to: n(b.to) })),
      series: [{ label: msg('frequency'), values: s.bins.map((b) => b.count) }],
      format: { maximumFractionDigits: 0 },
    },
    { kind: 'values', layout: 'rows', label: msg('allStatistics'), items: rest },
    { kind: 'formula', label: msg('formula.mean'), formula: ['x̄ = Σx ÷ n = ', n(s.sum), ' ÷ ', n(s.count), ' = ', n(s.mean)] },
  ];
  if (s.varianceSample !== null && s.sdSample !== null)
    blocks.push({ kind: 'formula', label: msg('formula.sd'), formula: ['s = √(Σ(x − x̄)² ÷ (n − 1)) = √(', n(s.sumOfSquares), ' ÷ ', n(s.count - 1), ') = ', n(s.sdSample)] });
  blocks.push({ kind: 'note', text: msg(`read.${s.decimalMark}`, { count: num(s.count), method: msg(`method.${s.quartiles}`) }) });
  // "1 071; 2" or "1,000.5" could have been read otherwise: the numbers as read, in order, under the key figures.
  if (s.readAs) blocks.splice(1, 0, { kind: 'note', text: msg('readAs', { count: num(s.count), list: listed(s.readAs, s.count) }) });
  return { blocks, copyLabel: msg('copyLabel') };
}
