import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Mode } from './manifest.ts';
import { answer, formula, view } from './view.ts';
import { run } from './run.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function calc(mode: Mode, x: number, y: number) {
  const r = run({ x, y }, { mode });
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

const en = writer('percentage-calculator', 'en');
const de = writer('percentage-calculator', 'de');
const fr = writer('percentage-calculator', 'fr');
const es = writer('percentage-calculator', 'es');

describe('numbers in the page language', () => {
  it('uses the language’s marks and percent spacing', () => {
    expect(en(answer(calc('percentOf', 1234.5, 100)))).toBe('1,234.5');
    expect(de(answer(calc('percentOf', 1234.5, 100)))).toBe('1.234,5');
    expect(fr(answer(calc('percentOf', 1234.5, 100)))).toBe(`1${NNBSP}234,5`);
    expect(en(answer(calc('whatPercent', 12.5, 100)))).toBe('12.5%');
    expect(de(answer(calc('whatPercent', 12.5, 100)))).toBe(`12,5${NBSP}%`);
    expect(fr(answer(calc('whatPercent', 12.5, 100)))).toBe(`12,5${NBSP}%`);
    expect(es(answer(calc('whatPercent', 12.5, 100)))).toBe(`12,5${NBSP}%`);
  });

  it('hides floating-point noise but keeps real digits', () => {
    expect(en(answer(calc('percentOf', 0.1 + 0.2, 100)))).toBe('0.3');
    expect(en(answer(calc('whatPercent', 1, 3)))).toBe('33.33333333%');
    expect(en(answer(calc('percentOf', 1234567.123456789, 100)))).toBe('1,234,567.123457');
    expect(en(answer(calc('percentOf', 0.000123456789, 100)))).toBe('0.000123456789');
    expect(en(answer(calc('percentOf', 12345678901234, 100)))).toBe('12,345,678,901,234');
    expect(en(answer(calc('percentOf', 1.5e21, 100)))).toBe('1.5 × 10²¹');
  });

  it('signs changes explicitly and says the direction in words', () => {
    expect(en(answer(calc('change', 200, 250)))).toBe('+25%');
    expect(en(answer(calc('change', 80, 60)))).toBe('-25%');
    expect(en(answer(calc('change', 50, 50)))).toBe('0%');
    const values = (mode: Mode, x: number, y: number) => asResultView(view(calc(mode, x, y))).blocks[0] as ValuesBlock;
    const drop = values('change', 80, 60);
    expect(en(drop.items[0]!.label)).toBe('▼ Decrease');
    expect(en(drop.items[0]!.hint!)).toBe('From 80 to 60 is a decrease of 25%.');
    expect(en(drop.items[1]!.label)).toBe('Difference');
    expect(en(drop.items[1]!.value)).toBe('-20');
    expect(de(values('change', 80, 60).items[0]!.hint!)).toBe(`Von 80 auf 60 sinkt der Wert um 25${NBSP}%.`);
    expect(en(values('percentOf', 15, 200).items[0]!.hint!)).toBe('15% of 200 is 30.');
  });
});

describe('the calculation', () => {
  it('spells out each calculation with the numbers', () => {
    expect(en(formula(calc('percentOf', 15, 200)))).toBe('15 ÷ 100 × 200 = 30');
    expect(en(formula(calc('whatPercent', 30, 200)))).toBe('30 ÷ 200 × 100 = 15%');
    expect(en(formula(calc('percentIsOf', 30, 15)))).toBe('30 ÷ 15 × 100 = 200');
    expect(en(formula(calc('change', 200, 250)))).toBe('(250 − 200) ÷ |200| × 100 = +25%');
    expect(de(formula(calc('change', 1000.5, 800)))).toBe(`(800 − 1.000,5) ÷ |1.000,5| × 100 = -20,03998001${NBSP}%`);
  });

  it('puts negative numbers in parentheses', () => {
    expect(en(formula(calc('percentOf', 15, -200)))).toBe('15 ÷ 100 × (-200) = -30');
    expect(en(formula(calc('change', -50, -25)))).toBe('((-25) − (-50)) ÷ |-50| × 100 = +50%');
  });

  it('labels the calculation and copies the answer', () => {
    const v = asResultView(view(calc('percentOf', 15, 80)));
    const f = v.blocks[1] as FormulaBlock;
    expect(`${de(f.label)} ${de(f.formula)}`).toBe('Rechenweg: 15 ÷ 100 × 80 = 12');
    expect(en(v.copy!)).toBe('12');
  });
});
