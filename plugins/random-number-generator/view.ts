/**
 * A draw as the page shows it: the number (or the total of the dice, or the side of the coin) large,
 * the statistics of the draw beside what chance alone would give on average, every value in a table (or
 * the dice added up), and a chart of how the draw spreads against the expected spread. Copy and TXT give
 * the numbers one per line as programs read them; CSV the tables; JSON the whole draw.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { CoinResult, DiceResult, DrawResult, NumbersResult, Stats } from './run.ts';

/** Draws of at least this many numbers get a chart of their spread. */
export const CHART_FROM = 20;
/** Bars of the numbers' chart (each value has its own when the range holds no more). */
export const BINS = 10;
/** Dice added up in a formula ("2 + 1 + 6 = 9") up to this many; a table above. */
export const FORMULA_DICE = 100;
/** Rows of a long table drawn at first (the rest on Show more). */
const PAGE = 100;

const SAFE = Number.MAX_SAFE_INTEGER;

/** A value with exactly `decimals` places (or a whole number). */
const fixed = (value: number, decimals: number): NumberDisplay => (decimals > 0 ? num(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : num(value));
/** A sum or a mean: beyond exact integers, written with 15 significant digits in scientific notation rather than with false digits. */
function total(value: number, decimals: number): NumberDisplay {
  return Math.abs(value) > SAFE ? num(value, { notation: 'scientific', maximumSignificantDigits: 15 }) : fixed(value, decimals);
}
const mean = (value: number, decimals: number): NumberDisplay =>
  Math.abs(value) > SAFE ? num(value, { notation: 'scientific', maximumSignificantDigits: 15 }) : num(value, { maximumFractionDigits: Math.min(decimals + 2, 20) });
const expected = (value: Display): Display => msg('results.expected', { value });

/** The numbers as programs read them (1234.5), one per line: what Copy and TXT give. */
export function plainList(values: readonly number[], decimals: number): string {
  // for programs: Copy and TXT give the numbers as programs read them (1234.5); the page shows them with num().
  return values.map((v) => (decimals > 0 ? v.toFixed(decimals) : String(v))).join('\n');
}

function statItems(stats: Stats, decimals: number, expectedMean: number, expectedSum?: number): ValueItem[] {
  return [
    { label: msg('results.count'), value: num(stats.count) },
    { label: msg('results.sum'), value: total(stats.sum, decimals), ...(expectedSum !== undefined ? { hint: expected(mean(expectedSum, decimals)) } : {}) },
    { label: msg('results.mean'), value: mean(stats.mean, decimals), hint: expected(mean(expectedMean, decimals)) },
    { label: msg('results.min'), value: fixed(stats.min, decimals) },
    { label: msg('results.max'), value: fixed(stats.max, decimals) },
  ];
}

function valuesTable(values: readonly number[], decimals: number, heading: string): ResultBlock {
  return {
    kind: 'table',
    caption: msg(`table.${heading}Caption`),
    columns: [{ label: msg('table.index'), numeric: true }, { label: msg(`table.${heading}`), numeric: true }],
    rows: values.map((v, i) => [num(i + 1), fixed(v, decimals)]),
    rowHeaders: true,
    sortable: true,
    pageSize: PAGE,
  };
}

/**
 * The range cut into at most BINS bars of (nearly) equal numbers of possible values, each with how many
 * values fell in it and how many chance gives on average (count × the bar's share of the range).
 */
export function histogram(r: NumbersResult): { from: number[]; to: number[]; drawn: number[]; expected: number[] } {
  const scale = 10 ** r.decimals;
  const low = Math.round(r.low * scale);
  const size = r.available;
  const bins = Math.min(BINS, size);
  // Bar i holds the steps [start(i), start(i + 1)) of the range.
  const start = (i: number) => (i === bins ? size : Math.floor((i * size) / bins));
  const from: number[] = [];
  const to: number[] = [];
  const expectedCounts: number[] = [];
  for (let i = 0; i < bins; i++) {
    from.push((low + start(i)) / scale);
    to.push((low + start(i + 1) - 1) / scale);
    expectedCounts.push(Math.round(((r.values.length * (start(i + 1) - start(i))) / size) * 100) / 100);
  }
  const drawn = new Array<number>(bins).fill(0);
  for (const v of r.values) {
    const step = Math.round(v * scale) - low;
    // The bar whose steps hold this one (floor(i × size / bins) ≤ step).
    let i = Math.min(bins - 1, Math.floor(((step + 1) * bins) / size));
    while (i > 0 && start(i) > step) i--;
    while (i < bins - 1 && start(i + 1) <= step) i++;
    drawn[i]!++;
  }
  return { from, to, drawn, expected: expectedCounts };
}

function numbersView(r: NumbersResult): ResultView {
  const d = r.decimals;
  const blocks: ResultBlock[] = [];
  if (r.values.length === 1) {
    blocks.push({ kind: 'values', announce: true, items: [{ label: msg('results.number'), value: fixed(r.values[0]!, d), main: true, copy: plainList(r.values, d) }] });
  } else {
    blocks.push({ kind: 'values', items: statItems(r.stats, d, (r.low + r.high) / 2) });
    if (r.values.length >= CHART_FROM) {
      const h = histogram(r);
      blocks.push({
        kind: 'chart',
        type: 'bar',
        label: msg('chart.numbers'),
        x: h.from.map((from, i) => (from === h.to[i] ? fixed(from, d) : msg('chart.bin', { from: fixed(from, d), to: fixed(h.to[i]!, d) }))),
        xLabel: msg('chart.range'),
        series: [
          { label: msg('chart.drawn'), values: h.drawn },
          { label: msg('chart.expected'), values: h.expected },
        ],
        format: { maximumFractionDigits: 2 },
      });
    }
    blocks.push(valuesTable(r.values, d, 'number'));
  }
  return { blocks, copy: plainList(r.values, d), txt: plainList(r.values, d), filename: 'random-numbers' };
}

function diceView(r: DiceResult): ResultView {
  const n = r.rolls.length;
  const blocks: ResultBlock[] = [];
  const average = (r.sides + 1) / 2;
  if (n === 1) {
    blocks.push({ kind: 'values', announce: true, items: [{ label: msg('dice.rolled', { die: msg('dice.name', { sides: num(r.sides) }) }), value: num(r.rolls[0]!), main: true, copy: String(r.rolls[0]) }] });
  } else {
    blocks.push({
      kind: 'values',
      announce: true,
      items: [
        { label: msg('dice.total', { dice: num(n), die: msg('dice.name', { sides: num(r.sides) }) }), value: num(r.stats.sum), main: true, hint: expected(mean(n * average, 0)) },
        ...statItems(r.stats, 0, average).filter((_, i) => i !== 1),
      ],
    });
    if (n <= FORMULA_DICE) blocks.push({ kind: 'formula', label: msg('dice.each'), formula: [...r.rolls.flatMap((v, i) => (i === 0 ? [num(v)] : [' + ', num(v)])), ' = ', num(r.stats.sum)] });
    if (r.faces.length) {
      blocks.push({
        kind: 'chart',
        type: 'bar',
        label: msg('chart.faces'),
        x: r.faces.map((_, i) => num(i + 1)),
        xLabel: msg('chart.face'),
        series: [
          { label: msg('chart.rolled'), values: r.faces },
          { label: msg('chart.expected'), values: r.faces.map(() => Math.round((n / r.sides) * 100) / 100) },
        ],
        format: { maximumFractionDigits: 2 },
      });
    } else blocks.push({ kind: 'note', text: msg('dice.facesNote', { max: num(100) }) });
    if (n > FORMULA_DICE) blocks.push(valuesTable(r.rolls, 0, 'die'));
  }
  return { blocks, copy: plainList(r.rolls, 0), txt: plainList(r.rolls, 0), regenerateLabel: msg('dice.again'), filename: 'dice-rolls' };
}

const share = (part: number, whole: number): NumberDisplay => num(part / whole, { style: 'percent', maximumFractionDigits: 1 });

function coinView(r: CoinResult): ResultView {
  const n = r.flips.length;
  const blocks: ResultBlock[] = [];
  if (n === 1) {
    blocks.push({ kind: 'values', announce: true, items: [{ label: msg('coin.result'), value: msg(`coin.${r.flips[0]!}`), main: true }] });
  } else {
    const half = msg('coin.count', { count: num(n / 2, { maximumFractionDigits: 1 }), share: share(1, 2) });
    blocks.push({
      kind: 'values',
      announce: true,
      items: [
        { label: msg('coin.heads'), value: msg('coin.count', { count: num(r.heads), share: share(r.heads, n) }), main: true, hint: expected(half) },
        { label: msg('coin.tails'), value: msg('coin.count', { count: num(r.tails), share: share(r.tails, n) }), main: true, hint: expected(half) },
        { label: msg('results.count'), value: num(n) },
        { label: msg('coin.longestRun'), value: msg(`coin.run.${r.longestRun.side}`, { count: num(r.longestRun.length) }) },
      ],
    });
    blocks.push({
      kind: 'chart',
      type: 'bar',
      label: msg('chart.coin'),
      x: [msg('coin.heads'), msg('coin.tails')],
      xLabel: msg('chart.side'),
      series: [
        { label: msg('chart.flipped'), values: [r.heads, r.tails] },
        { label: msg('chart.expected'), values: [n / 2, n / 2] },
      ],
      format: { maximumFractionDigits: 1 },
    });
    blocks.push({
      kind: 'table',
      caption: msg('table.flipCaption'),
      columns: [{ label: msg('table.index'), numeric: true }, { label: msg('table.flip') }],
      rows: r.flips.map((side, i) => [num(i + 1), msg(`coin.${side}`)]),
      rowHeaders: true,
      pageSize: PAGE,
    });
  }
  return { blocks, regenerateLabel: msg('coin.again'), filename: 'coin-flips' };
}

export function view(result: DrawResult, { options }: { input: Input; options: Options }): ResultView {
  const v = result.mode === 'numbers' ? numbersView(result) : result.mode === 'dice' ? diceView(result) : coinView(result);
  if (!result.seeded) return v;
  // A seed gives the same draw every time: nothing to draw again, and said so.
  return { ...v, blocks: [...v.blocks, { kind: 'note', text: msg('seededNote', { seed: options.seed.trim() }) }], regenerate: false };
}
