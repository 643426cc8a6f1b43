import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type ChartBlock, type FormulaBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('statistics-calculator', 'en');
const de = writer('statistics-calculator', 'de');
const fr = writer('statistics-calculator', 'fr');

function shown(data: string, options: Partial<Options> = {}) {
  const r = run({ data }, { decimalMark: 'auto', quartiles: 'inclusive', ...options });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    values: v.blocks.find((b) => b.kind === 'values') as ValuesBlock,
    all: v.blocks.filter((b): b is ValuesBlock => b.kind === 'values')[1]!,
    chart: v.blocks.find((b) => b.kind === 'chart') as ChartBlock,
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => b.text),
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
  };
}

/** The value of a statistic in the full list, by the start of its English label. */
const cell = (all: ValuesBlock, label: string) => all.items.find((i) => en(i.label).startsWith(label))!.value;

describe('the result', () => {
  it('shows the key figures, every statistic, the outliers and how the list was read', () => {
    const { values, all, notes, formulas } = shown('2 4 4 4 5 5 7 9');
    expect(values.items.map((i) => `${en(i.label)}=${en(i.value)}`)).toEqual(['Mean (x̄)=5', 'Median (Q2)=4.5', 'Standard deviation (sample) (s)=2.138089935', 'Count (n)=8']);
    expect(all.items.map((i) => `${en(i.label)}=${en(i.value)}`)).toEqual([
      'Sum (Σx)=40',
      'Mode=4 (each appears 3 times)',
      'Minimum (min)=2',
      'Maximum (max)=9',
      'Range (max − min)=7',
      'First quartile (Q1)=4',
      'Third quartile (Q3)=5.5',
      'Interquartile range (IQR)=1.5',
      'Variance (sample) (s²)=4.571428571',
      'Variance (population) (σ²)=4',
      'Standard deviation (population) (σ)=2',
      'Geometric mean (G)=4.603215596',
      'Harmonic mean (H)=4.201750729',
    ]);
    expect(en(notes[0]!)).toBe('Outliers: 9. They lie below 1.75 or above 7.75 (1.5 × IQR beyond the quartiles).');
    expect(en(notes[1]!)).toBe('8 numbers read with a decimal point; quartiles by the inclusive method.');
    expect(`${en(formulas[1]!.label)} ${en(formulas[1]!.formula)}`).toBe('Sample standard deviation: s = √(Σ(x − x̄)² ÷ (n − 1)) = √(32 ÷ 7) = 2.138089935');
  });

  it('says how an ambiguous list was read, under the key figures, in the page’s language', () => {
    const { notes } = shown('1.5, 2.5, 3.5, 10, 1,000.5');
    expect(en(notes[0]!)).toBe('Read as 5 numbers: 1.5; 2.5; 3.5; 10; 1,000.5. With semicolons or one number per line, a number may have thousands separators.');
    expect(fr(notes[0]!)).toBe('Lu comme 5 nombres\u202f: 1,5\u202f; 2,5\u202f; 3,5\u202f; 10\u202f; 1\u202f000,5. Avec des points-virgules ou un nombre par ligne, un nombre peut avoir des séparateurs de milliers.');
    const long = Array.from({ length: 30 }, (_, i) => `1 ${String(i).padStart(3, '0')}`).join('\n');
    expect(en(shown(long).notes[0]!)).toMatch(/^Read as 30 numbers: 1,000; 1,001; .*; 1,019 and 10 more\./);
    expect(shown('2 4 4 4 5 5 7 9').notes.map((t) => en(t)).some((t) => t.startsWith('Read as'))).toBe(false);
  });

  it('writes numbers and lists in the page’s language', () => {
    const { values, notes, all } = shown('1,5; 2,25; 3,75; 2,25; 10');
    expect(de(values.items[0]!.value)).toBe('3,95');
    expect(de(notes[1]!)).toBe('5 Zahlen mit Dezimalkomma gelesen; Quartile nach der inklusiven Methode.');
    expect(fr(cell(all, 'Mode'))).toBe('2,25 (chacun apparaît 2 fois)');
    const two = shown('1 1 2 2 3');
    expect(de(cell(two.all, 'Mode'))).toBe('1; 2 (kommt jeweils 2-mal vor)');
  });

  it('says when there is no mode, no outlier, or too few numbers, instead of NaN', () => {
    const { all, notes, values } = shown('5');
    expect(en(cell(all, 'Mode'))).toBe('None: every value appears once');
    expect(en(cell(all, 'Variance (sample)'))).toBe('Needs at least two numbers');
    expect(en(values.items[2]!.value)).toBe('Needs at least two numbers');
    expect(en(notes[0]!)).toBe('No outliers: every value lies between 5 and 5 (1.5 × IQR beyond the quartiles).');
    expect(en(cell(all, 'Harmonic mean'))).toBe('5');
    expect(en(cell(shown('-1 1').all, 'Geometric mean'))).toBe('Needs positive numbers');
  });

  it('draws the histogram with its intervals', () => {
    const { chart } = shown('2 4 4 4 5 5 7 9');
    expect(chart.x.map(en)).toEqual(['2 to under 4', '4 to under 6', '6 to under 8', '8 to 10']);
    expect(chart.series[0]!.values).toEqual([1, 5, 1, 1]);
    expect(en(chart.label)).toBe('Histogram');
  });

  it('lists at most 20 outliers and counts the rest', () => {
    const data = [...Array.from({ length: 100 }, () => '1'), ...Array.from({ length: 25 }, (_, i) => String(100 + i))].join(' ');
    expect(en(shown(data).notes[0]!)).toMatch(/^Outliers: 100; 101; .*; 119 and 5 more\./);
  });
});
