import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('ratio-calculator', 'en');
const de = writer('ratio-calculator', 'de');

function shown(i: Partial<Input>, mode: Options['mode']) {
  const res = run({ a: 0, b: 0, c: null, third: null, total: null, ...i }, { mode });
  if (isToolError(res)) throw new Error(res.code);
  const v = asResultView(view(res));
  const values = v.blocks.find((b) => b.kind === 'values') as ValuesBlock;
  const steps = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula').map((f) => `${en(f.label)} ${en(f.formula)}`);
  return { v, values, steps };
}

describe('the working', () => {
  it('shows the rule of three step by step', () => {
    const { values, steps, v } = shown({ a: 2, b: 3, c: 10 }, 'direct');
    expect(en(values.items[0]!.value)).toBe('15');
    expect(en(values.items[0]!.hint!)).toBe('2 is to 3 as 10 is to 15.');
    expect(steps).toEqual(['Step 1: 2 : 3 = 10 : x', 'Step 2: 2 × x = 3 × 10', 'Step 3: x = 3 × 10 ÷ 2 = 15']);
    expect(en(v.copy!)).toBe('15');
  });

  it('puts negative numbers in parentheses and writes decimals in the page’s language', () => {
    const { steps } = shown({ a: -2, b: 1.5, c: 4 }, 'direct');
    expect(steps[2]).toBe('Step 3: x = 1.5 × 4 ÷ (−2) = −3'.replace('−', '-').replace('−', '-'));
    const r = run({ a: 4, b: 6, c: 3, third: null, total: null }, { mode: 'inverse' });
    if (isToolError(r)) throw new Error(r.code);
    expect(de((asResultView(view(r)).blocks[2] as FormulaBlock).formula)).toBe('x = 4 × 6 ÷ 3 = 8');
  });

  it('simplifies with the multiplier and the divisor, and gives 1 : n and n : 1', () => {
    const { values, steps } = shown({ a: 1.5, b: 2.25 }, 'simplify');
    expect(values.items.map((i) => `${en(i.label)}=${en(i.value)}`)).toEqual(['Simplest form=2 : 3', 'As 1 : n=1 : 1.5', 'As n : 1=0.6666666667 : 1']);
    expect(steps).toEqual(['Step 1: 1.5 : 2.25 × 100 = 150 : 225', 'Step 2: 150 : 225 ÷ 75 (greatest common divisor) = 2 : 3']);
    expect(de(values.items[1]!.value)).toBe('1 : 1,5');
  });

  it('divides a total with what one part is worth', () => {
    const { values, steps } = shown({ a: 2, b: 3, third: 5, total: 1200 }, 'divide');
    expect(values.items.map((i) => `${en(i.label)}=${en(i.value)} (${en(i.hint!)})`)).toEqual([
      'Share 1=240 (2 ÷ 10 of the total)',
      'Share 2=360 (3 ÷ 10 of the total)',
      'Share 3=600 (5 ÷ 10 of the total)',
    ]);
    expect(steps).toEqual(['Step 1: parts in all: 2 + 3 + 5 = 10', 'Step 2: one part: 1,200 ÷ 10 = 120', 'Step 3: 2 × 120 = 240; 3 × 120 = 360; 5 × 120 = 600']);
  });
});
