import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('grade-calculator', 'en');
const de = writer('grade-calculator', 'de');
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

function shown(grades: string, scale: Options['scale'], more: Partial<Input> = {}) {
  const r = run({ grades, target: null, remaining: null, ...more } as Input, { scale });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const items = (v.blocks.find((b) => b.kind === 'values') as ValuesBlock).items;
  const item = (label: string) => items.find((i) => en(i.label) === label);
  const tables = v.blocks.filter((b): b is TableBlock => b.kind === 'table');
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text));
  return { items, item, tables, formulas, notes };
}

describe('grade-calculator view', () => {
  it('says the average with its word, and what the final needs', () => {
    const { item, notes } = shown('Homework 92 20%\nMidterm 78 30%', 'percent', { target: 80 });
    expect(en(item('Weighted average')!.value)).toBe('83.6% – B');
    expect(en(item('Needed on the remaining work for 80%')!.value)).toBe('76.4% – C');
    expect(en(item('Remaining work (left to 100%)')!.value)).toBe('50%');
    expect(en(item('Final average still possible')!.value)).toBe('41.8% to 91.8%');
    expect(notes).toContain('Your weights add up to 50%: the rest, up to 100%, is taken as the remaining work.');
  });

  it('gives the German average cut after the first decimal, with its word in German', () => {
    const { items } = shown('1,7\n3,0', 'de');
    expect(de(items[0]!.value)).toBe('2,35 – gut');
    expect(de(items[1]!.value)).toBe('2,3');
  });

  it('converts the average to the other scales, marked approximate, with the Bavarian formula written out', () => {
    const { tables, formulas, notes } = shown('14', 'fr');
    const converted = tables[1]!;
    expect(en(converted.caption!)).toBe('Your average on other scales (approximate)');
    expect(converted.rows.map((row) => row.map((c) => nbsp(en(c))))).toEqual([
      ['US GPA (4.0)', '2.2', 'C'],
      ['US percent', '76%', 'C'],
      ['Germany (1–6)', '2.8', 'befriedigend (satisfactory)'],
      ['Spain (0–10)', '7', 'notable (very good)'],
    ]);
    expect(formulas.at(-1)!.formula.map(en).join('')).toBe('N = 1 + 3 × (20 − 14) ÷ (20 − 10) = 2.8');
    expect(notes.at(-1)).toMatch(/^Conversions between countries are approximate/);
  });

  it('says when a target cannot be reached', () => {
    const { notes, item } = shown('2 50%', 'es', { target: 9 });
    expect(item('Needed on the remaining work for 9')).toBeUndefined();
    expect(notes[0]).toBe('A target of 9 cannot be reached: even 10 on all the remaining work gives 6.');
  });
});
