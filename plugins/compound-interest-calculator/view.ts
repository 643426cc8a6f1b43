/**
 * The final balance in large type with the contributions, the interest and the effective annual rate;
 * the formulas used, named and written out with the visitor's numbers (the principal's growth, the
 * deposits as an annuity, their sum, the effective rate); a chart of the balance year by year, split
 * into what was paid in and the interest earned, and the table of the years. Money with two
 * decimals, no currency sign (the tool has no currency).
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import { COMPOUNDING, DEPOSITS, type Input, type Options } from './manifest.ts';
import type { CompoundResult } from './run.ts';

const money = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (value: number, digits = 4): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: digits });
const whole = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 0 });

/** The formulas, with the visitor's numbers. */
export function formulas(r: CompoundResult, input: Input, options: Options): ResultBlock[] {
  const n = COMPOUNDING[options.compounding];
  const m = DEPOSITS[options.depositFrequency];
  const t = input.years;
  const continuous = n === Infinity;
  const rate = pct(input.rate);
  const growth: Display[] = continuous ? ['e^(', rate, ' × ', whole(t), ')'] : ['(1 + ', rate, ' ÷ ', whole(n), ')^(', whole(n), ' × ', whole(t), ')'];
  const blocks: ResultBlock[] = [
    { kind: 'formula', label: msg(continuous ? 'formula.principalContinuous' : 'formula.principal'), formula: [money(input.principal), ' × ', ...growth, ' = ', money(r.principalGrowth)] },
  ];
  const deposit = input.deposit ?? 0;
  if (deposit > 0 && r.periodRate !== null) {
    const i = pct(r.periodRate, 6);
    if (continuous || n !== m) {
      const perPeriod: Display[] = continuous ? ['e^(', rate, ' ÷ ', whole(m), ')'] : ['(1 + ', rate, ' ÷ ', whole(n), ')^(', whole(n), ' ÷ ', whole(m), ')'];
      blocks.push({ kind: 'formula', label: msg(continuous ? 'formula.periodRateContinuous' : 'formula.periodRate'), formula: [...perPeriod, ' − 1 = ', i] });
    }
    const start = options.depositTiming === 'start';
    const annuity: Display[] =
      r.periodRate === 0
        ? [money(deposit), ' × ', whole(m * t)]
        : [money(deposit), ' × ((1 + ', i, ')^', whole(m * t), ' − 1) ÷ ', i, ...(start ? [' × (1 + ', i, ')'] : [])];
    blocks.push({ kind: 'formula', label: msg(start ? 'formula.annuityDue' : 'formula.annuity'), formula: [...annuity, ' = ', money(r.depositsGrowth)] });
    blocks.push({ kind: 'formula', label: msg('formula.final'), formula: [money(r.principalGrowth), ' + ', money(r.depositsGrowth), ' = ', money(r.final)] });
  }
  blocks.push({
    kind: 'formula',
    label: msg(continuous ? 'formula.effectiveContinuous' : 'formula.effective'),
    formula: [...(continuous ? ['e^', rate] : ['(1 + ', rate, ' ÷ ', whole(n), ')^', whole(n)]), ' − 1 = ', pct(r.effectiveRate)],
  });
  return blocks;
}

/** Principal and deposits paid in by the end of a year. */
const paidIn = (r: CompoundResult, year: number): number => Math.round((r.contributions - r.rows.slice(year).reduce((a, row) => a + row.deposits, 0)) * 100) / 100;

export function view(r: CompoundResult, { input, options }: { input: Input; options: Options }): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.final'), value: money(r.final), main: true, hint: msg('hint.final', { count: whole(input.years), contributions: money(r.contributions), interest: money(r.interest) }) },
          { label: msg('results.contributions'), value: money(r.contributions) },
          { label: msg('results.interest'), value: money(r.interest) },
          { label: msg('results.effective'), value: pct(r.effectiveRate) },
        ],
      },
      // The balance's two parts year by year, stacked: what was paid in, and the interest it has earned.
      {
        kind: 'chart',
        type: 'bar',
        stacked: true,
        label: msg('chart.label'),
        x: r.rows.map((row) => whole(row.year)),
        xLabel: msg('table.year'),
        series: [
          { label: msg('chart.contributions'), values: r.rows.map((row) => paidIn(r, row.year)) },
          { label: msg('chart.interest'), values: r.rows.map((row) => Math.round((row.balance - paidIn(r, row.year)) * 100) / 100) },
        ],
        format: { maximumFractionDigits: 0 },
      },
      ...formulas(r, input, options),
      {
        kind: 'table',
        caption: msg('table.caption'),
        columns: [{ label: msg('table.year'), numeric: true }, { label: msg('table.deposits'), numeric: true }, { label: msg('table.interest'), numeric: true }, { label: msg('table.balance'), numeric: true }],
        rows: r.rows.map((row) => [whole(row.year), money(row.deposits), money(row.interest), money(row.balance)]),
        rowHeaders: true,
      },
    ],
    copy: money(r.final),
  };
}
