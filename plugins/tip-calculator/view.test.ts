import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('tip-calculator', 'en');
const de = writer('tip-calculator', 'de');
const fr = writer('tip-calculator', 'fr');

function shown(input: Partial<Input>, options: Options = { roundUp: 'none' }) {
  const r = run({ bill: 80, percent: 15, people: 1, tax: null, ...input }, options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = (v.blocks[0] as ValuesBlock).items;
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula');
  return { values, formulas };
}
const line = (w: typeof en, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('shows the total first for one person, with the tip and total calculations', () => {
    const { values, formulas } = shown({});
    expect(values.map((i) => [en(i.label), en(i.value), i.main ?? false])).toEqual([
      ['Total', '92.00', true],
      ['Tip', '12.00', false],
    ]);
    expect(formulas.map((f) => line(en, f))).toEqual(['Tip = bill × percentage: 80.00 × 15% = 12.00', 'Total = bill + tip: 80.00 + 12.00 = 92.00']);
  });

  it('shows what each person pays, and who pays a cent more', () => {
    const { values, formulas } = shown({ bill: 100, percent: 18, people: 3 });
    expect(en(values[0]!.label)).toBe('Each person pays');
    expect(en(values[0]!.value)).toBe('39.33');
    expect(en(values[0]!.hint!)).toBe('1 person pays 39.34 and the others 39.33, so that the shares add up to the total.');
    expect(en(values[3]!.value)).toBe('6.00');
    expect(line(en, formulas[2]!)).toBe('Share = total ÷ people: 118.00 ÷ 3 ≈ 39.33');
    expect(de(values[0]!.hint!)).toBe('1 Person zahlt 39,34, die anderen 39,33, damit die Anteile den Gesamtbetrag ergeben.');
    expect(en(shown({ bill: 100, percent: 18, people: 6 }).values[0]!.hint!)).toBe('4 people pay 19.67 and the others 19.66, so that the shares add up to the total.');
  });

  it('shows the rounded share, the tip actually given and its percentage', () => {
    const { values, formulas } = shown({ bill: 63.4, percent: 20, people: 3 }, { roundUp: '1' });
    expect(values.map((i) => [en(i.label), en(i.value), i.hint ? en(i.hint) : ''])).toEqual([
      ['Each person pays', '26.00', '25.36 before rounding up.'],
      ['Tip', '14.60', '23.03% of the bill after rounding up.'],
      ['Total', '78.00', ''],
      ['Tip per person', '4.87', ''],
    ]);
    expect(line(en, formulas[2]!)).toBe('Share = total ÷ people, rounded up to 1.00: 76.08 ÷ 3 = 25.36 → 26.00');
    expect(line(fr, formulas[2]!)).toBe('Part = total ÷ personnes, arrondie au multiple de 1,00 supérieur\u202f: 76,08 ÷ 3 = 25,36 → 26,00');
  });

  it('writes the tip before tax with the tax taken off', () => {
    const { formulas } = shown({ bill: 54, percent: 20, people: 2, tax: 4.32 });
    expect(line(en, formulas[0]!)).toBe('Tip = (bill − tax) × percentage: (54.00 − 4.32) × 20% = 9.94');
    expect(line(de, formulas[0]!)).toBe('Trinkgeld = (Rechnungsbetrag − Steuer) × Prozentsatz: (54,00 − 4,32) × 20\u00a0% = 9,94');
  });

  it('writes large amounts with the language’s grouping', () => {
    expect(de(shown({ bill: 1234567.8, percent: 10 }).values[0]!.value)).toBe('1.358.024,58');
    expect(fr(shown({ bill: 1234567.8, percent: 10 }).values[0]!.value)).toBe('1\u202f358\u202f024,58');
  });
});
