import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('roman-numerals', 'en');
const de = writer('roman-numerals', 'de');

function shown(number: number | null, roman: string, mode: 'toRoman' | 'toArabic', vinculum = false) {
  const r = run({ number, roman }, { mode, vinculum });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    values: v.blocks.find((b) => b.kind === 'values') as ValuesBlock,
    formula: v.blocks.find((b) => b.kind === 'formula') as FormulaBlock,
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note'),
    copy: v.copy!,
  };
}

describe('the result', () => {
  it('shows the numeral first when writing one, taken apart place by place', () => {
    const { values, formula, notes, copy } = shown(1994, '', 'toRoman');
    expect(en(values.items[0]!.value)).toBe('MCMXCIV');
    expect(values.items[0]!.main).toBe(true);
    expect(en(values.items[1]!.value)).toBe('1,994');
    expect(`${en(formula.label)} ${en(formula.formula)}`).toBe('Taken apart: M + CM + XC + IV = 1,000 + 900 + 90 + 4 = 1,994');
    expect(de(formula.formula)).toBe('M + CM + XC + IV = 1.000 + 900 + 90 + 4 = 1.994');
    expect(notes).toEqual([]);
    expect(en(copy)).toBe('MCMXCIV');
  });

  it('shows the number first when reading a numeral, in the page’s language', () => {
    const { values, copy } = shown(null, 'mmxxvi', 'toArabic');
    expect(de(values.items[0]!.value)).toBe('2.026');
    expect(en(values.items[1]!.value)).toBe('MMXXVI');
    expect(de(copy)).toBe('2.026');
  });

  it('explains the bar when the vinculum is used, and a single part has no sum', () => {
    const { notes, formula } = shown(5000, '', 'toRoman', true);
    expect(en(notes[0]!.text)).toBe('A bar over a numeral (the vinculum) multiplies it by 1,000.');
    expect(en(formula.formula)).toBe('V\u0305 = 5,000');
  });
});
