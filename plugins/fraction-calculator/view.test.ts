import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('fraction-calculator', 'en');
const de = writer('fraction-calculator', 'de');

function shown(input: Input, mode: Options['mode']) {
  const r = run(input, { mode });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input }));
  const values = v.blocks.find((b) => b.kind === 'values') as ValuesBlock;
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula').map((f) => `${en(f.label)} ${en(f.formula)}`);
  return { v, values: values.items.map((i) => `${en(i.label)}=${en(i.value)}`), values_de: values.items.map((i) => de(i.value)), formulas };
}

describe('the working', () => {
  it('adds a mixed number and a fraction over the lowest common denominator', () => {
    const { values, values_de, formulas } = shown({ x: '1 1/2', op: 'add', y: '3/4' }, 'calculate');
    expect(values).toEqual(['Result=9/4', 'Mixed number=2 1/4', 'Decimal=2.25']);
    expect(values_de).toEqual(['9/4', '2 1/4', '2,25']);
    expect(formulas).toEqual([
      'Calculation: 3/2 + 3/4 = 9/4',
      'Step 1: 1 1/2 = (1 × 2 + 1)/2 = 3/2',
      'Step 2: lowest common denominator 4: 3/2 + 3/4 = 6/4 + 3/4',
      'Step 3: (6 + 3)/4 = 9/4',
    ]);
  });

  it('divides by multiplying by the reciprocal, and simplifies', () => {
    const { values, formulas } = shown({ x: '2/3', op: 'divide', y: '-4/9' }, 'calculate');
    expect(values).toEqual(['Result=−3/2', 'Mixed number=−1 1/2', 'Decimal=−1.5']);
    expect(formulas).toEqual([
      'Calculation: 2/3 ÷ (−4/9) = −3/2',
      'Step 1: dividing is multiplying by the reciprocal: 2/3 ÷ (−4/9) = 2/3 × (−9/4)',
      'Step 2: (2 × (−9))/(3 × 4) = −18/12',
      'Step 3: simplify: −18/12 = −3/2 (÷ 6)',
    ]);
  });

  it('turns a repeating decimal into a fraction, with the decimal mark of the page', () => {
    const { values, values_de, formulas } = shown({ x: '0,1(6)', op: 'add', y: '' }, 'convert');
    expect(values).toEqual(['Fraction=1/6', 'Decimal=0.1(6)']);
    expect(values_de).toEqual(['1/6', '0,1(6)']);
    expect(formulas).toEqual(['Step 1: 0.1(6) = (16 − 1)/90 = 15/90 = 1/6 (÷ 15)']);
  });

  it('turns a terminating decimal into a fraction, and marks a cut expansion as approximate', () => {
    expect(shown({ x: '2.375', op: 'add', y: '' }, 'convert').formulas).toEqual(['Step 1: 2.375 = 2375/1000 = 19/8 (÷ 125)']);
    expect(shown({ x: '1/97', op: 'add', y: '' }, 'convert').values[1]).toMatch(/^Decimal=≈ 0\.0103092783\d+…$/);
    expect(shown({ x: '3/4', op: 'add', y: '' }, 'convert').formulas).toEqual([]);
  });
});
