import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('salary-calculator', 'en');
const fr = writer('salary-calculator', 'fr');
const base: Input = { amount: 25, per: 'hour', hoursPerWeek: 40, daysPerWeek: 5, weeksPerYear: 52, unpaidDays: 0 };

function shown(input: Partial<Input>) {
  const all = { ...base, ...input };
  const r = run(all);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input: all }));
  return {
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula').map((f) => `${en(f.label)} ${en(f.formula)}`),
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note'),
  };
}

describe('the result', () => {
  it('shows all five figures, marks the one typed, and says it is before tax', () => {
    const { values, notes } = shown({ amount: 3500, per: 'month' });
    expect(values.map((i) => [en(i.label), en(i.value), i.main ?? false, i.hint ? en(i.hint) : ''])).toEqual([
      ['Hourly', '20.19', true, ''],
      ['Daily', '161.54', false, ''],
      ['Weekly', '807.69', false, ''],
      ['Monthly', '3,500.00', false, 'Your figure'],
      ['Yearly', '42,000.00', false, ''],
    ]);
    expect(en(notes[0]!.text)).toMatch(/^Before tax/);
  });

  it('writes out how the year was counted and each conversion', () => {
    const { formulas } = shown({ amount: 50, per: 'hour', unpaidDays: 25 });
    expect(formulas).toEqual([
      'Paid days a year = paid weeks × days a week − unpaid days: 52 × 5 − 25 = 235',
      'Hours a day = hours a week ÷ days a week: 40 ÷ 5 = 8',
      'Paid hours a year = paid days × hours a day: 235 × 8 = 1,880',
      'Yearly = hourly × paid hours: 50.00 × 1,880 = 94,000.00',
      'Daily = yearly ÷ paid days: 94,000.00 ÷ 235 = 400.00',
      'Weekly = yearly ÷ paid weeks: 94,000.00 ÷ 47 = 2,000.00',
      'Monthly = yearly ÷ 12: 94,000.00 ÷ 12 = 7,833.33',
    ]);
  });

  it('explains unpaid days in the visitor’s language', () => {
    const { notes } = shown({ amount: 50, unpaidDays: 25 });
    expect(fr(notes[1]!.text)).toContain('25');
    expect(fr(notes[1]!.text)).toContain('47');
  });
});

describe('the currency', () => {
  it('is written the page language’s way when chosen, and left out by default', () => {
    const r = run({ ...base, amount: 52000, per: 'year' });
    if (isToolError(r)) throw new Error(r.code);
    const year = (currency?: string) => (asResultView(view(r, { input: base, options: currency ? { currency } : undefined })).blocks[0] as ValuesBlock).items[4]!.value;
    expect(en(year())).toBe('52,000.00');
    expect(en(year('USD'))).toBe('$52,000.00');
    expect(fr(year('EUR'))).toBe('52\u202f000,00\u00a0€');
  });
});
