import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('discount-calculator', 'en');
const es = writer('discount-calculator', 'es');

function shown(input: Partial<Input>, mode: Options['mode']) {
  const r = run({ price: 120, discount: null, discount2: null, discount3: null, amountOff: null, ...input }, { mode });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    table: v.blocks.find((b): b is TableBlock => b.kind === 'table'),
  };
}
const line = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('shows stacked discounts with their equivalent, the steps and the formulas', () => {
    const { values, formulas, table } = shown({ discount: 20, discount2: 10 }, 'percent');
    expect(values.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Price to pay', '86.40'],
      ['You save', '33.60'],
      ['Equivalent single discount', '28%'],
    ]);
    expect(en(values[2]!.hint!)).toBe('Not 30%: each discount is taken off the price already reduced, so together they make 28% off.');
    expect(formulas.map((f) => line(en, f))).toEqual([
      'Price to pay = price × (1 − discount 1) × (1 − discount 2)…: 120.00 × (1 − 20%) × (1 − 10%) = 86.40',
      'Equivalent discount = 1 − (1 − discount 1) × (1 − discount 2)…: 1 − (1 − 20%) × (1 − 10%) = 28%',
    ]);
    expect(table!.rows.map((r) => r.map((c) => en(c)))).toEqual([
      ['Original price', '–', '–', '120.00'],
      ['Discount 1', '20%', '24.00', '96.00'],
      ['Discount 2', '10%', '9.60', '86.40'],
    ]);
    expect(es(values[0]!.hint!)).toBe('Ahorras 33,60 (28\u00a0% de descuento).');
  });

  it('shows one discount without the equivalent or the table', () => {
    const { values, formulas, table } = shown({ discount: 20 }, 'percent');
    expect(values).toHaveLength(2);
    expect(table).toBeUndefined();
    expect(line(en, formulas[0]!)).toBe('Price to pay = price × (1 − discount): 120.00 × (1 − 20%) = 96.00');
  });

  it('shows an amount off as a percentage, with up to 4 decimals', () => {
    const { values, formulas } = shown({ price: 90, amountOff: 30 }, 'amount');
    expect(en(values[1]!.value)).toBe('33.3333%');
    expect(formulas.map((f) => line(en, f))).toEqual(['Price to pay = price − amount off: 90.00 − 30.00 = 60.00', 'Percentage off = amount off ÷ price: 30.00 ÷ 90.00 = 33.3333%']);
  });

  it('works back to the original price', () => {
    const { values, formulas } = shown({ price: 90, discount: 25 }, 'original');
    expect(en(values[0]!.value)).toBe('120.00');
    expect(en(values[0]!.hint!)).toBe('90.00 after 25% off was 120.00 before.');
    expect(line(en, formulas[0]!)).toBe('Original price = sale price ÷ (1 − discount): 90.00 ÷ (1 − 25%) = 120.00');
  });
});
