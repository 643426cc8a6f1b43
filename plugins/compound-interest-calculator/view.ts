/**
 * The final balance in large type with the contributions, the interest and the effective annual rate;
 * what withdrawals took out and the value in today's money when asked; a warning when the balance shrinks
 * (a negative rate) or the money runs out; the formulas used, named and written out with the visitor's
 * numbers (the principal's growth, the payments as an annuity where one formula fits them, their sum, the
 * effective rate, the inflation adjustment); a chart of the balance year by year, split into what was paid
 * in and the interest earned while both are positive, and the table of the years. Money with two
 * decimals, no currency sign (the tool has no currency).
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import { COMPOUNDING, DEPOSITS, type Input, type Options } from './manifest.ts';
import type { CompoundResult } from './run.ts';

const money = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (value: number, digits = 4): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: digits });
const whole = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 0 });
/** A term or a year of the table: 10, or 2.5 for a term that ends mid-year. */
const yearsNum = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 2 });

/** Whether one annuity formula gives the payments: level payments over a whole number of periods, the money never running out. */
export function annuityFits(r: CompoundResult, input: Input, options: Options): boolean {
  const periods = input.years * DEPOSITS[options.depositFrequency];
  return !input.increase && r.depositsGrowth !== null && Math.abs(periods - Math.round(periods)) < 1e-6;
}

/** The formulas, with the visitor's numbers. */
export function formulas(r: CompoundResult, input: Input, options: Options): ResultBlock[] {
  const n = COMPOUNDING[options.compounding];
  const m = DEPOSITS[options.depositFrequency];
  const t = input.years;
  const continuous = n === Infinity;
  const rate = pct(input.rate);
  const growth: Display[] = continuous ? ['e^(', rate, ' × ', yearsNum(t), ')'] : ['(1 + ', rate, ' ÷ ', whole(n), ')^(', whole(n), ' × ', yearsNum(t), ')'];
  const blocks: ResultBlock[] = [
    { kind: 'formula', label: msg(continuous ? 'formula.principalContinuous' : 'formula.principal'), formula: [money(input.principal), ' × ', ...growth, ' = ', money(r.principalGrowth)] },
  ];
  const deposit = input.deposit ?? 0;
  if (deposit > 0 && r.periodRate !== null && r.depositsGrowth !== null && annuityFits(r, input, options)) {
    const out = options.payment === 'withdrawal';
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
    const value = Math.abs(r.depositsGrowth);
    const label = out ? (start ? 'formula.withdrawalsDue' : 'formula.withdrawals') : start ? 'formula.annuityDue' : 'formula.annuity';
    blocks.push({ kind: 'formula', label: msg(label), formula: [...annuity, ' = ', money(value)] });
    blocks.push({ kind: 'formula', label: msg(out ? 'formula.finalWithdrawals' : 'formula.final'), formula: [money(r.principalGrowth), out ? ' − ' : ' + ', money(value), ' = ', money(r.final)] });
  }
  blocks.push({
    kind: 'formula',
    label: msg(continuous ? 'formula.effectiveContinuous' : 'formula.effective'),
    formula: [...(continuous ? ['e^', rate] : ['(1 + ', rate, ' ÷ ', whole(n), ')^', whole(n)]), ' − 1 = ', pct(r.effectiveRate)],
  });
  if (r.realFinal !== null && input.inflation !== null && input.inflation !== undefined) {
    blocks.push({ kind: 'formula', label: msg('formula.real'), formula: [money(r.final), ' ÷ (1 + ', pct(input.inflation), ')^', yearsNum(t), ' = ', money(r.realFinal)] });
  }
  return blocks;
}

/** Principal and deposits paid in by the end of a year. */
const paidIn = (r: CompoundResult, index: number): number => Math.round((r.contributions - r.rows.slice(index + 1).reduce((a, row) => a + row.deposits, 0)) * 100) / 100;

/** Warnings and notes: the money running out, a balance that shrinks, payments worked out period by period. */
function notes(r: CompoundResult, input: Input, options: Options): ResultBlock[] {
  const blocks: ResultBlock[] = [];
  if (r.runsOutYear !== null) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.runsOut', { year: whole(r.runsOutYear), taken: money(r.withdrawals) }) });
  if (r.interest < 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.shrinks', { rate: pct(input.rate), loss: money(-r.interest) }) });
  if ((input.deposit ?? 0) > 0 && !annuityFits(r, input, options)) blocks.push({ kind: 'note', tone: 'info', text: msg('note.stepByStep') });
  return blocks;
}

/** Paid in and interest stacked, while both are parts of the balance (deposits only, never a loss); else the balance alone. */
function chart(r: CompoundResult, options: Options): ResultBlock {
  const x = r.rows.map((row) => yearsNum(row.year));
  const common = { kind: 'chart', type: 'bar', label: msg('chart.label'), x, xLabel: msg('table.year'), format: { maximumFractionDigits: 0 } } as const;
  const parts = r.rows.map((_, i) => paidIn(r, i));
  if (options.payment === 'deposit' && r.rows.every((row, i) => row.balance >= parts[i]!)) {
    return {
      ...common,
      stacked: true,
      series: [
        { label: msg('chart.contributions'), values: parts },
        { label: msg('chart.interest'), values: r.rows.map((row, i) => Math.round((row.balance - parts[i]!) * 100) / 100) },
      ],
    };
  }
  return { ...common, series: [{ label: msg('table.balance'), values: r.rows.map((row) => row.balance) }] };
}

export function view(r: CompoundResult, { input, options }: { input: Input; options: Options }): ResultView {
  const out = options.payment === 'withdrawal';
  const term = yearsNum(input.years);
  const hint = out
    ? msg('hint.finalWithdrawals', { count: term, contributions: money(r.contributions), withdrawals: money(r.withdrawals), interest: money(r.interest) })
    : msg('hint.final', { count: term, contributions: money(r.contributions), interest: money(r.interest) });
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.final'), value: money(r.final), main: true, hint },
          { label: msg('results.contributions'), value: money(r.contributions) },
          ...(out ? [{ label: msg('results.withdrawals'), value: money(r.withdrawals) }] : []),
          { label: msg('results.interest'), value: money(r.interest) },
          { label: msg('results.effective'), value: pct(r.effectiveRate) },
          ...(r.realFinal !== null && input.inflation !== null && input.inflation !== undefined
            ? [{ label: msg('results.real'), value: money(r.realFinal), hint: msg('hint.real', { count: term, inflation: pct(input.inflation), final: money(r.final), real: money(r.realFinal) }) }]
            : []),
        ],
      },
      ...notes(r, input, options),
      chart(r, options),
      ...formulas(r, input, options),
      {
        kind: 'table',
        caption: msg('table.caption'),
        columns: [{ label: msg('table.year'), numeric: true }, { label: msg(out ? 'table.withdrawals' : 'table.deposits'), numeric: true }, { label: msg('table.interest'), numeric: true }, { label: msg('table.balance'), numeric: true }],
        rows: r.rows.map((row) => [yearsNum(row.year), money(Math.abs(row.deposits)), money(row.interest), money(row.balance)]),
        rowHeaders: true,
      },
    ],
    copy: money(r.final),
  };
}
