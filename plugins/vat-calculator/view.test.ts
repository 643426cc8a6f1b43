import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { RATES } from './rates.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('vat-calculator', 'en');
const de = writer('vat-calculator', 'de');
const fr = writer('vat-calculator', 'fr');

function shown(input: Partial<Input>, options: Options) {
  const r = run({ amount: 100, country: 'DE', rate: null, ...input }, options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    v,
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    note: v.blocks.find((b): b is NoteBlock => b.kind === 'note'),
    table: v.blocks.find((b): b is TableBlock => b.kind === 'table'),
  };
}
const line = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('adds VAT: gross first, the country named in the page’s language', () => {
    const { values, formulas, v } = shown({ amount: 100, country: 'DE' }, { rateFrom: 'country', mode: 'add' });
    expect(values.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Gross (incl. VAT)', '119.00'],
      ['VAT at 19%', '19.00'],
      ['Net (excl. VAT)', '100.00'],
    ]);
    expect(en(values[0]!.hint!)).toBe('Germany: standard rate 19%.');
    expect(de(values[0]!.hint!)).toBe('Deutschland: Normalsatz 19\u00a0%.');
    expect(formulas.map((f) => line(en, f))).toEqual(['VAT = net × rate: 100.00 × 19% = 19.00', 'Gross = net + VAT: 100.00 + 19.00 = 119.00']);
    expect(en(v.copy!)).toBe('119.00');
  });

  it('removes VAT: net first, with the division written out', () => {
    const { values, formulas } = shown({ amount: 49.99, country: 'FI' }, { rateFrom: 'country', mode: 'remove' });
    expect(en(values[0]!.value)).toBe('39.83');
    expect(formulas.map((f) => line(en, f))).toEqual(['Net = gross ÷ (1 + rate): 49.99 ÷ (1 + 25.5%) = 39.83', 'VAT = gross − net: 49.99 − 39.83 = 10.16']);
    expect(line(fr, formulas[0]!)).toBe('HT = TTC ÷ (1 + taux)\u202f: 49,99 ÷ (1 + 25,5\u00a0%) = 39,83');
  });

  it('says where the rates come from and when, and lists them with the chosen country marked', () => {
    const { note, table } = shown({ country: 'GB' }, { rateFrom: 'country', mode: 'add' });
    expect(en(note!.text)).toMatch(/^Standard rates in force on August 1, 2025: EU member states as published by the European Commission/);
    expect(en(table!.caption!)).toBe('Standard VAT rates on August 1, 2025');
    expect(table!.rows).toHaveLength(RATES.length);
    expect(en(table!.rows[table!.marked!.row]![0]!)).toBe('United Kingdom');
    expect(de(table!.rows[0]![0]!)).toBe('Belgien');
    expect(fr(table!.rows.find((r) => en(r[0]!) === 'Finland')![1]!)).toBe('25,5\u00a0%');
  });

  it('has no country, note or table for a rate typed', () => {
    const { values, note, table } = shown({ amount: 80, rate: 8.25 }, { rateFrom: 'custom', mode: 'add' });
    expect(values[0]!.hint).toBeUndefined();
    expect(en(values[1]!.label)).toBe('VAT at 8.25%');
    expect(note).toBeUndefined();
    expect(table).toBeUndefined();
  });
});
