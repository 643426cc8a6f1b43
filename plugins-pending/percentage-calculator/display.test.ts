import { describe, expect, it } from 'vitest';
import { formattersFor } from '@sdk/ui';
import { isToolError } from '@sdk/core';
import type { Mode } from './manifest.ts';
import { formula, numberWriter, resultText } from './display.ts';
import { run } from './run.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function calc(mode: Mode, x: string, y: string) {
  const r = run({ x, y }, { mode });
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

describe('numbers in the page language', () => {
  const en = numberWriter(formattersFor('en'));
  const de = numberWriter(formattersFor('de'));
  const fr = numberWriter(formattersFor('fr'));
  const es = numberWriter(formattersFor('es'));

  it('uses the language’s marks and percent spacing', () => {
    expect(en.num(1234.5)).toBe('1,234.5');
    expect(de.num(1234.5)).toBe('1.234,5');
    expect(fr.num(1234.5)).toBe(`1${NNBSP}234,5`);
    expect(en.pct(12.5)).toBe('12.5%');
    expect(de.pct(12.5)).toBe(`12,5${NBSP}%`);
    expect(fr.pct(12.5)).toBe(`12,5${NBSP}%`);
    expect(es.pct(12.5)).toBe(`12,5${NBSP}%`);
  });

  it('hides floating-point noise but keeps real digits', () => {
    expect(en.num(0.1 + 0.2)).toBe('0.3');
    expect(en.num(199.99999999999997)).toBe('200');
    expect(en.pct(100 / 3)).toBe('33.33333333%');
    expect(en.num(1234567.123456789)).toBe('1,234,567.123457');
    expect(en.num(0.000123456789)).toBe('0.000123456789');
    expect(en.num(1e-9)).toBe('0.000000001');
    expect(en.num(12345678901234)).toBe('12,345,678,901,234');
    expect(en.num(1.5e21)).toBe('1.5E21');
  });

  it('signs changes explicitly and never prints NaN', () => {
    expect(en.pct(25, true)).toBe('+25%');
    expect(en.pct(-25, true)).toBe('-25%');
    expect(en.pct(0, true)).toBe('0%');
    expect(en.signed(50)).toBe('+50');
    expect(en.num(NaN)).toBe('–');
  });
});

describe('result and formula', () => {
  const en = numberWriter(formattersFor('en'));
  const de = numberWriter(formattersFor('de'));

  it('spells out each calculation with the numbers', () => {
    expect(formula(en, calc('percentOf', '15', '200'))).toBe('15 ÷ 100 × 200 = 30');
    expect(formula(en, calc('whatPercent', '30', '200'))).toBe('30 ÷ 200 × 100 = 15%');
    expect(formula(en, calc('percentIsOf', '30', '15'))).toBe('30 ÷ 15 × 100 = 200');
    expect(formula(en, calc('change', '200', '250'))).toBe('(250 − 200) ÷ |200| × 100 = +25%');
    expect(formula(de, calc('change', '1000.5', '800'))).toBe('(800 − 1.000,5) ÷ |1.000,5| × 100 = -20,03998001\u00a0%');
  });

  it('puts negative numbers in parentheses', () => {
    expect(formula(en, calc('percentOf', '15', '-200'))).toBe('15 ÷ 100 × (-200) = -30');
    expect(formula(en, calc('change', '-50', '-25'))).toBe('((-25) − (-50)) ÷ |-50| × 100 = +50%');
  });

  it('shows percentages as percentages and numbers as numbers', () => {
    expect(resultText(en, calc('percentOf', '15', '80'))).toBe('12');
    expect(resultText(en, calc('whatPercent', '1', '3'))).toBe('33.33333333%');
    expect(resultText(de, calc('percentIsOf', '30', '20'))).toBe('150');
    expect(resultText(de, calc('change', '80', '60'))).toBe('-25\u00a0%');
  });
});
