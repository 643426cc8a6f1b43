import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('compound-interest-calculator', 'en');
const de = writer('compound-interest-calculator', 'de');

function shown(input: Input, options: Options) {
  const r = run(input, options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input, options }));
  return {
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    table: v.blocks.find((b): b is TableBlock => b.kind === 'table')!,
  };
}
const line = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('names and writes out the compound interest formula for a principal alone', () => {
    const { values, formulas, table } = shown({ principal: 1500, rate: 4.3, years: 6, deposit: null }, { compounding: 'quarterly', depositFrequency: 'monthly', depositTiming: 'end' });
    expect(values.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Final balance', '1,938.84'],
      ['Total contributions', '1,500.00'],
      ['Total interest', '438.84'],
      ['Effective annual rate', '4.3698%'],
    ]);
    expect(en(values[0]!.hint!)).toBe('After 6 years: 1,500.00 paid in and 438.84 of interest.');
    expect(formulas.map((f) => line(en, f))).toEqual([
      'Starting amount, compound interest A = P × (1 + r ÷ n)^(n × t): 1,500.00 × (1 + 4.3% ÷ 4)^(4 × 6) = 1,938.84',
      'Effective annual rate = (1 + r ÷ n)^n − 1: (1 + 4.3% ÷ 4)^4 − 1 = 4.3698%',
    ]);
    expect(table.rows.map((r) => r.map((c) => en(c)))[5]).toEqual(['6', '0.00', '81.18', '1,938.84']);
  });

  it('writes out the annuity, the equivalent rate when deposits and compounding differ, and the sum', () => {
    const { formulas } = shown({ principal: 1000, rate: 12, years: 1, deposit: 100 }, { compounding: 'annually', depositFrequency: 'monthly', depositTiming: 'start' });
    expect(formulas.map((f) => line(en, f))).toEqual([
      'Starting amount, compound interest A = P × (1 + r ÷ n)^(n × t): 1,000.00 × (1 + 12% ÷ 1)^(1 × 1) = 1,120.00',
      'Rate per deposit period i = (1 + r ÷ n)^(n ÷ m) − 1: (1 + 12% ÷ 1)^(1 ÷ 12) − 1 = 0.948879%',
      'Deposits at the start of each period, future value of an annuity due FV = PMT × ((1 + i)^N − 1) ÷ i × (1 + i): 100.00 × ((1 + 0.948879%)^12 − 1) ÷ 0.948879% × (1 + 0.948879%) = 1,276.65',
      'Final balance = A + FV: 1,120.00 + 1,276.65 = 2,396.65',
      'Effective annual rate = (1 + r ÷ n)^n − 1: (1 + 12% ÷ 1)^1 − 1 = 12%',
    ]);
  });

  it('writes continuous compounding with e, in German too', () => {
    const { formulas, values } = shown({ principal: 1000, rate: 5, years: 10, deposit: null }, { compounding: 'continuously', depositFrequency: 'monthly', depositTiming: 'end' });
    expect(line(en, formulas[0]!)).toBe('Starting amount, continuous compounding A = P × e^(r × t): 1,000.00 × e^(5% × 10) = 1,648.72');
    expect(line(de, formulas[0]!)).toBe('Anfangskapital bei stetiger Verzinsung A = P × e^(r × t): 1.000,00 × e^(5\u00a0% × 10) = 1.648,72');
    expect(de(values[0]!.hint!)).toBe('Nach 10 Jahren: 1.000,00 eingezahlt und 648,72 Zinsen.');
  });
});

describe('the chart', () => {
  it('stacks what was paid in and the interest earned, year by year, adding up to the balance', () => {
    const input: Input = { principal: 10000, rate: 5, years: 10, deposit: 100 };
    const options: Options = { compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' };
    const r = run(input, options);
    if (isToolError(r)) throw new Error(r.code);
    const chart = asResultView(view(r, { input, options })).blocks.find((b) => b.kind === 'chart');
    if (chart?.kind !== 'chart') throw new Error('no chart');
    expect(chart).toMatchObject({ type: 'bar', stacked: true });
    expect(en(chart.label)).toBe('Balance at the end of each year');
    expect(chart.x.map((x) => en(x))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const [paid, interest] = chart.series;
    expect(paid!.values[0]).toBe(11200);
    expect(paid!.values[9]).toBe(22000);
    expect(interest!.values[9]).toBe(9998.32);
    r.rows.forEach((row, i) => expect(Math.round((paid!.values[i]! + interest!.values[i]!) * 100)).toBe(Math.round(row.balance * 100)));
  });
});
