import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type ChartBlock, type Display, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('compound-interest-calculator', 'en');
const de = writer('compound-interest-calculator', 'de');
const fr = writer('compound-interest-calculator', 'fr');
const es = writer('compound-interest-calculator', 'es');
const MONTHLY: Options = { payment: 'deposit', compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' };
const LEVEL = { deposit: null, increase: null, inflation: null };

function shown(input: Input, options: Options) {
  const r = run(input, options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input, options }));
  return {
    values: (v.blocks[0] as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note'),
    chart: v.blocks.find((b): b is ChartBlock => b.kind === 'chart')!,
    table: v.blocks.find((b): b is TableBlock => b.kind === 'table')!,
  };
}
const line = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('names and writes out the compound interest formula for a principal alone', () => {
    const { values, formulas, table } = shown({ principal: 1500, rate: 4.3, years: 6, ...LEVEL }, { payment: 'deposit', compounding: 'quarterly', depositFrequency: 'monthly', depositTiming: 'end' });
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
    const { formulas } = shown({ principal: 1000, rate: 12, years: 1, ...LEVEL, deposit: 100 }, { payment: 'deposit', compounding: 'annually', depositFrequency: 'monthly', depositTiming: 'start' });
    expect(formulas.map((f) => line(en, f))).toEqual([
      'Starting amount, compound interest A = P × (1 + r ÷ n)^(n × t): 1,000.00 × (1 + 12% ÷ 1)^(1 × 1) = 1,120.00',
      'Rate per deposit period i = (1 + r ÷ n)^(n ÷ m) − 1: (1 + 12% ÷ 1)^(1 ÷ 12) − 1 = 0.948879%',
      'Deposits at the start of each period, future value of an annuity due FV = PMT × ((1 + i)^N − 1) ÷ i × (1 + i): 100.00 × ((1 + 0.948879%)^12 − 1) ÷ 0.948879% × (1 + 0.948879%) = 1,276.65',
      'Final balance = A + FV: 1,120.00 + 1,276.65 = 2,396.65',
      'Effective annual rate = (1 + r ÷ n)^n − 1: (1 + 12% ÷ 1)^1 − 1 = 12%',
    ]);
  });

  it('writes continuous compounding with e, in German too', () => {
    const { formulas, values } = shown({ principal: 1000, rate: 5, years: 10, ...LEVEL }, { payment: 'deposit', compounding: 'continuously', depositFrequency: 'monthly', depositTiming: 'end' });
    expect(line(en, formulas[0]!)).toBe('Starting amount, continuous compounding A = P × e^(r × t): 1,000.00 × e^(5% × 10) = 1,648.72');
    expect(line(de, formulas[0]!)).toBe('Anfangskapital bei stetiger Verzinsung A = P × e^(r × t): 1.000,00 × e^(5\u00a0% × 10) = 1.648,72');
    expect(de(values[0]!.hint!)).toBe('Nach 10 Jahren: 1.000,00 eingezahlt und 648,72 Zinsen.');
  });
});

describe('the chart', () => {
  it('stacks what was paid in and the interest earned, year by year, adding up to the balance', () => {
    const input: Input = { principal: 10000, rate: 5, years: 10, ...LEVEL, deposit: 100 };
    const options: Options = { payment: 'deposit', compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' };
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

describe('the upgrades', () => {
  it('says plainly when a negative rate shrinks the balance, over a fractional term', () => {
    const { values, notes, formulas, table } = shown({ principal: 10000, rate: -2, years: 2.5, ...LEVEL }, { ...MONTHLY, compounding: 'annually' });
    expect(en(values[0]!.hint!)).toBe('After 2.5 years: 10,000.00 paid in and -492.53 of interest.');
    expect(notes.map((n) => [n.tone, en(n.text)])).toEqual([['warning', 'The balance shrinks: at -2% a year, it loses 492.53 instead of earning interest.']]);
    expect(de(notes[0]!.text)).toBe('Das Kapital schrumpft: Bei -2\u00a0% im Jahr verliert es 492,53, statt Zinsen zu bringen.');
    expect(line(en, formulas[0]!)).toBe('Starting amount, compound interest A = P × (1 + r ÷ n)^(n × t): 10,000.00 × (1 + -2% ÷ 1)^(1 × 2.5) = 9,507.47');
    expect(table.rows.map((r) => en(r[0]!))).toEqual(['1', '2', '2.5']);
  });

  it('shows withdrawals as what was taken out, and the year the money runs out', () => {
    const { values, notes, formulas, table, chart } = shown({ principal: 200000, rate: 4, years: 20, ...LEVEL, deposit: 1500 }, { ...MONTHLY, payment: 'withdrawal' });
    expect(values.map((i) => en(i.label))).toEqual(['Final balance', 'Total contributions', 'Total withdrawals', 'Total interest', 'Effective annual rate']);
    expect(en(values[2]!.value)).toBe('264,945.18');
    expect(en(values[0]!.hint!)).toBe('After 20 years: 200,000.00 paid in, 264,945.18 taken out and 64,945.18 of interest.');
    expect(notes.map((n) => n.tone)).toEqual(['warning', 'info']);
    expect(en(notes[0]!.text)).toBe('The money runs out in year 15: the withdrawals take more than the balance and its interest. In all, 264,945.18 is taken out; the balance then stays at 0.');
    expect(fr(notes[0]!.text)).toBe('L’argent est épuisé pendant l’année 15\u202f: les retraits dépassent le capital et ses intérêts. Au total, 264\u202f945,18 sont retirés\u202f; le capital reste ensuite à 0.');
    // No annuity formula once the money has run out.
    expect(formulas.map((f) => en(f.label))).toEqual(['Starting amount, compound interest A = P × (1 + r ÷ n)^(n × t):', 'Effective annual rate = (1 + r ÷ n)^n − 1:']);
    expect(en(table.columns[1]!.label)).toBe('Withdrawals');
    expect(table.rows[0]!.map((c) => en(c))).toEqual(['1', '18,000.00', '7,814.61', '189,814.61']);
    expect(chart.stacked).toBeFalsy();
    expect(chart.series.map((s) => en(s.label))).toEqual(['Balance']);
  });

  it('writes out withdrawals as an annuity taken off the principal while the money lasts', () => {
    const { formulas, notes } = shown({ principal: 50000, rate: 5, years: 10, ...LEVEL, deposit: 3000 }, { payment: 'withdrawal', compounding: 'annually', depositFrequency: 'annually', depositTiming: 'end' });
    expect(notes).toEqual([]);
    expect(formulas.slice(1, 3).map((f) => line(en, f))).toEqual([
      'Withdrawals at the end of each period, future value of an annuity FV = PMT × ((1 + i)^N − 1) ÷ i: 3,000.00 × ((1 + 5%)^10 − 1) ÷ 5% = 37,733.68',
      'Final balance = A − FV: 81,444.73 − 37,733.68 = 43,711.05',
    ]);
  });

  it('gives the value in today’s money, and says growing payments are worked out period by period', () => {
    const { values, notes, formulas } = shown({ principal: 0, rate: 6, years: 10, deposit: 1200, increase: 3, inflation: 2 }, { payment: 'deposit', compounding: 'annually', depositFrequency: 'annually', depositTiming: 'end' });
    expect([en(values.at(-1)!.label), en(values.at(-1)!.value)]).toEqual(["In today's money", '14,665.57']);
    expect(en(values.at(-1)!.hint!)).toBe("At 2% inflation a year, 17,877.25 in 10 years buys what 14,665.57 buys today.");
    expect(es(values.at(-1)!.hint!)).toBe('Con una inflación del 2\u00a0% anual, 17.877,25 dentro de 10 años compran lo mismo que 14.665,57 hoy.');
    expect(notes.map((n) => [n.tone, en(n.text)])).toEqual([['info', 'No single annuity formula fits these payments (they grow each year, stop when the money runs out, or the term ends mid-period): the balance is worked out period by period, as the table shows.']]);
    expect(line(en, formulas.at(-1)!)).toBe("In today's money = final balance ÷ (1 + inflation)^t: 17,877.25 ÷ (1 + 2%)^10 = 14,665.57");
  });
});
