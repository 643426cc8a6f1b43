import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, optionDefaults, seededRandomInt, type ChartBlock, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { copyText, csvRows } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { draw, type DrawResult, type NumbersResult } from './run.ts';
import { histogram, plainList, view } from './view.ts';
import { outcome, what } from './history.ts';

const DEFAULTS = optionDefaults(manifest.options) as Options;
const en = writer('random-number-generator', 'en');
const de = writer('random-number-generator', 'de');
const fr = writer('random-number-generator', 'fr');

function show(input: Partial<Input>, options: Partial<Options>, seed = 1) {
  const i = { min: 1, max: 100, count: 1, ...input } as Input;
  const o = { ...DEFAULTS, ...options } as Options;
  const result = draw(i, o, seededRandomInt(seed));
  if (isToolError(result)) throw new Error(result.code);
  return { result, view: asResultView(view(result, { input: i, options: o })) };
}
const items = (b: ValuesBlock, w = en) => b.items.map((i) => `${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`);

describe('numbers', () => {
  it('shows one number large, copied as it is', () => {
    const { result, view: v } = show({ min: 1, max: 1_000_000, count: 1 }, {});
    const [values] = v.blocks as [ValuesBlock];
    expect(v.blocks).toHaveLength(1);
    expect(values.items[0]!.main).toBe(true);
    expect(en(values.items[0]!.value)).toBe(new Intl.NumberFormat('en').format((result as NumbersResult).values[0]!));
    expect(copyText(v, displayContext('random-number-generator', 'en'))).toBe(String((result as NumbersResult).values[0]));
  });

  it('shows the statistics against the expected mean, a chart from 20 numbers and every number in a table', () => {
    const { result, view: v } = show({ min: 1, max: 100, count: 50 }, {});
    const r = result as NumbersResult;
    const [stats, chart, table] = v.blocks as [ValuesBlock, ChartBlock, TableBlock];
    expect(items(stats)[0]).toBe('Count: 50');
    expect(items(stats)[2]).toMatch(/^Mean: [\d.]+ \(Expected: 50\.5\)$/);
    expect(items(stats)[3]).toBe(`Lowest: ${r.stats.min}`);
    expect(chart.kind).toBe('chart');
    expect(chart.x.map((x) => en(x))).toEqual(['1 to 10', '11 to 20', '21 to 30', '31 to 40', '41 to 50', '51 to 60', '61 to 70', '71 to 80', '81 to 90', '91 to 100']);
    expect(chart.series[0]!.values.reduce((a, b) => a + b, 0)).toBe(50);
    expect(chart.series[1]!.values).toEqual(new Array(10).fill(5));
    expect(table.rows).toHaveLength(50);
    expect(table.rows.map((row) => en(row[1]!))).toEqual(r.values.map(String));
    expect(v.copy).toBe(r.values.join('\n'));
    expect(v.txt).toBe(v.copy);
    expect(v.filename).toBe('random-numbers');
    expect(show({ min: 1, max: 100, count: 19 }, {}).view.blocks.map((b) => b.kind)).toEqual(['values', 'table']);
  });

  it('writes decimals with their places in the page language, and plainly for copying', () => {
    const { result, view: v } = show({ min: 0, max: 1000, count: 3 }, { kind: 'decimal', decimals: 2 });
    const r = result as NumbersResult;
    const table = v.blocks[1] as TableBlock;
    expect(table.rows.map((row) => de(row[1]!))).toEqual(r.values.map((x) => new Intl.NumberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x)));
    expect(v.copy).toBe(r.values.map((x) => x.toFixed(2)).join('\n'));
    expect(plainList([0.1, 2, 1234.5], 2)).toBe('0.10\n2.00\n1234.50');
  });

  it('gives each value its own bar when the range holds ten or fewer, with the expected count', () => {
    const { result } = show({ min: 1, max: 3, count: 30 }, {});
    const h = histogram(result as NumbersResult);
    expect(h.from).toEqual([1, 2, 3]);
    expect(h.to).toEqual([1, 2, 3]);
    expect(h.expected).toEqual([10, 10, 10]);
    expect(h.drawn).toEqual([1, 2, 3].map((v) => (result as NumbersResult).values.filter((x) => x === v).length));
  });

  it('cuts a huge range into ten bars of nearly equal size, every number in one', () => {
    const { result } = show({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, count: 1000 }, {});
    const h = histogram(result as NumbersResult);
    expect(h.drawn).toHaveLength(10);
    expect(h.drawn.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(h.expected.reduce((a, b) => a + b, 0)).toBeCloseTo(1000, 6);
    // A sum beyond exact integers is written in scientific notation, not with false digits.
    const { view: v } = show({ min: Number.MAX_SAFE_INTEGER - 10, max: Number.MAX_SAFE_INTEGER, count: 30 }, {});
    expect(en((v.blocks[0] as ValuesBlock).items[1]!.value)).toMatch(/^2\.\d+ × 10¹⁷$/);
  });
});

describe('dice', () => {
  it('adds up the dice, with the expected total, and counts each face against the expected count', () => {
    const { result, view: v } = show({ count: 3 }, { mode: 'dice', die: 'd6' }, 1);
    if (result.mode !== 'dice') throw new Error('dice');
    const [values, formula, chart] = v.blocks as [ValuesBlock, FormulaBlock, ChartBlock];
    expect(items(values)[0]).toBe(`Total of 3 × D6: ${result.stats.sum} (Expected: 10.5)`);
    expect(de(values.items[0]!.label)).toBe('Summe von 3 × W6');
    expect(en(formula.formula)).toBe(`${result.rolls.join(' + ')} = ${result.stats.sum}`);
    expect(chart.x.map((x) => en(x))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(chart.series[0]!.values).toEqual(result.faces);
    expect(chart.series[1]!.values).toEqual(new Array(6).fill(0.5));
    expect(v.copy).toBe(result.rolls.join('\n'));
    expect(en(v.regenerateLabel!)).toBe('Roll again');
  });

  it('rolls one die as one large number', () => {
    const { result, view: v } = show({ count: 1 }, { mode: 'dice', die: 'd20' });
    const [values] = v.blocks as [ValuesBlock];
    expect(items(values)).toEqual([`You rolled (D20): ${(result as { rolls: number[] }).rolls[0]}`]);
    expect(fr(values.items[0]!.label)).toBe('Vous avez obtenu (D20)');
  });

  it('lists many dice in a table, and says faces are counted up to 100 sides', () => {
    const { view: v } = show({ count: 150 }, { mode: 'dice', die: 'custom', sides: 1000 });
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'table']);
    expect(en((v.blocks[1] as NoteBlock).text)).toBe('How often each face came up is shown for dice of up to 100 sides.');
  });
});

describe('coin', () => {
  it('says the side of one flip in the page language', () => {
    const { result, view: v } = show({ count: 1 }, { mode: 'coin' });
    const side = (result as { flips: string[] }).flips[0];
    const [values] = v.blocks as [ValuesBlock];
    expect(en(values.items[0]!.value)).toBe(side === 'heads' ? 'Heads' : 'Tails');
    expect(de(values.items[0]!.value)).toBe(side === 'heads' ? 'Kopf' : 'Zahl');
  });

  it('counts heads and tails with their share against 50 %, the longest run, and every flip', () => {
    const { result, view: v } = show({ count: 10 }, { mode: 'coin' }, 4);
    if (result.mode !== 'coin') throw new Error('coin');
    const [values, chart, table] = v.blocks as [ValuesBlock, ChartBlock, TableBlock];
    expect(items(values)[0]).toBe(`Heads: ${result.heads} (${result.heads * 10}%) (Expected: 5 (50%))`);
    expect(items(values)[3]).toMatch(/^Longest run: \d+ (heads|tails)( in a row)?$/);
    expect(fr(values.items[0]!.value)).toBe(`${result.heads} (${result.heads * 10}\u00a0%)`);
    expect(chart.series.map((s) => s.values)).toEqual([[result.heads, result.tails], [5, 5]]);
    expect(table.rows.map((row) => en(row[1]!))).toEqual(result.flips.map((f) => (f === 'heads' ? 'Heads' : 'Tails')));
    const csv = csvRows(v, displayContext('random-number-generator', 'en'));
    expect(csv.some((row) => row[1] === 'Heads' || row[1] === 'Tails')).toBe(true);
  });
});

describe('seed', () => {
  it('says the draw comes from the seed and offers no new draw', () => {
    const { view: v } = show({ count: 3 }, { mode: 'dice', seed: ' game ' });
    expect(v.regenerate).toBe(false);
    expect(en((v.blocks.at(-1) as NoteBlock).text)).toBe('Drawn from the seed “game”: the same seed and settings always give this draw. Empty the seed for unpredictable draws.');
  });
});

describe('history rows', () => {
  const w = (d: Parameters<typeof en>[0]) => en(d);
  const r = (input: Partial<Input>, options: Partial<Options>): DrawResult => show(input, options).result;
  it('says what was drawn and what came out', () => {
    const numbers = r({ min: 1, max: 49, count: 12 }, {});
    expect(en(what(numbers))).toBe('12 numbers from 1 to 49');
    expect(en(outcome(numbers, w))).toBe(`${(numbers as NumbersResult).values.slice(0, 10).join(', ')}…`);
    const dice = r({ count: 2 }, { mode: 'dice', die: 'd20' });
    expect(en(what(dice))).toBe('2 × D20');
    expect(de(what(dice))).toBe('2 × W20');
    if (dice.mode === 'dice') expect(en(outcome(dice, w))).toBe(`${dice.rolls.join(', ')} (total ${dice.stats.sum})`);
    const coins = r({ count: 4 }, { mode: 'coin' });
    expect(en(what(coins))).toBe('4 flips');
    if (coins.mode === 'coin') expect(en(outcome(coins, w))).toBe(`${coins.heads} heads, ${coins.tails} tails`);
  });
});
