import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('margin-calculator', 'en');
const de = writer('margin-calculator', 'de');

function shown(input: Partial<Input> & Pick<Input, 'known'>) {
  const r = run({ cost: null, price: null, profit: null, margin: null, markup: null, ...input } as Input);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note'),
  };
}
const line = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('puts the figure sought first and writes every step out with the visitor’s numbers', () => {
    const { values, formulas } = shown({ known: 'costMargin', cost: 75, margin: 25 });
    expect(values.map((i) => [en(i.label), en(i.value), Boolean(i.main)])).toEqual([
      ['Selling price', '100.00', true],
      ['Cost', '75.00', false],
      ['Profit', '25.00', false],
      ['Margin', '25%', false],
      ['Markup', '33.33%', false],
    ]);
    expect(formulas.map((f) => line(en, f))).toEqual([
      'Price = cost ÷ (1 − margin): 75.00 ÷ (1 − 25%) = 100.00',
      'Profit = price − cost: 100.00 − 75.00 = 25.00',
      'Margin = profit ÷ price: 25.00 ÷ 100.00 = 25%',
      'Markup = profit ÷ cost: 25.00 ÷ 75.00 = 33.33%',
      'Markup from the margin = margin ÷ (1 − margin): 25% ÷ (1 − 25%) = 33.33%',
    ]);
  });

  it('explains margin against markup with the visitor’s own numbers, in their language', () => {
    const { notes } = shown({ known: 'costPrice', cost: 1200, price: 1500 });
    expect(de(notes[0]!.text)).toContain('300,00');
    expect(de(notes[0]!.text)).toContain('20\u00a0%');
    expect(de(notes[0]!.text)).toContain('25\u00a0%');
    expect(de(notes[0]!.text)).toContain('1.500,00');
  });

  it('names a loss as a loss, with the amount lost and a warning', () => {
    const { values, notes } = shown({ known: 'costPrice', cost: 120, price: 100 });
    expect(values.map((i) => [en(i.label), en(i.value)])).toContainEqual(['Loss', '20.00']);
    expect(values.map((i) => en(i.value))).toContain('-20%');
    expect(notes[0]!.tone).toBe('warning');
    expect(en(notes[0]!.text)).toBe('The price is below the cost: you lose 20.00 on each sale (a margin of -20%).');
  });

  it('says a percentage of zero is not defined instead of showing NaN or ∞', () => {
    const { values, formulas } = shown({ known: 'costPrice', cost: 0, price: 40 });
    const markup = values.find((i) => en(i.label) === 'Markup')!;
    expect(en(markup.value)).toBe('Not defined');
    expect(en(markup.hint!)).toBe('A cost of 0 has no percentage to take.');
    expect(formulas.map((f) => en(f.label))).not.toContain('Markup = profit ÷ cost:');
  });
});

describe('the currency', () => {
  it('is written the page language’s way when chosen, and left out by default', () => {
    const r = run({ known: 'costMarkup', cost: 20, price: null, profit: null, margin: null, markup: 100 } as unknown as Input);
    if (isToolError(r)) throw new Error(r.code);
    const price = (currency?: string) => (asResultView(view(r, { options: currency ? { currency } : {} })).blocks[0] as ValuesBlock).items[0]!.value;
    expect(en(price())).toBe('40.00');
    expect(en(price('USD'))).toBe('$40.00');
    expect(de(price('EUR'))).toBe('40,00\u00a0€');
  });
});
