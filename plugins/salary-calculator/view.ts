/**
 * The pay for every period at once, the one typed marked; how the year was counted (paid days and
 * hours) and each conversion written out with the visitor's numbers; a plain "before tax" note.
 * Amounts with two decimals and no currency sign (any currency).
 */
import { money as moneyOf, msg, num, type FormulaBlock, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import { PERIODS, type Period } from './manifest.ts';
import type { SalaryResult } from './run.ts';

/** Hours, days and weeks: up to two decimals (7.5 hours, 48.5 weeks). */
const count = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 2 });

export function view(
  r: SalaryResult,
  { input, options }: { input: { daysPerWeek: number; weeksPerYear: number; unpaidDays: number; hoursPerWeek: number }; options?: { currency?: string } },
): ResultView {
  const currency = options?.currency ?? 'none';
  const money = (value: number) => moneyOf(value, currency);
  const main: Period = r.per === 'year' || r.per === 'month' ? 'hour' : 'year';
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: PERIODS.map((p) => ({
        label: msg(`results.${p}`),
        value: money(r[p]),
        ...(p === main ? { main: true } : {}),
        ...(p === r.per ? { hint: msg('hint.typed') } : {}),
      })),
    },
    { kind: 'note', text: msg('note.beforeTax') },
  ];
  const formulas: FormulaBlock[] = [
    {
      kind: 'formula',
      label: msg('formula.paidDays'),
      formula: [count(input.weeksPerYear), ' × ', count(input.daysPerWeek), ' − ', count(input.unpaidDays), ' = ', count(r.paidDays)],
    },
    { kind: 'formula', label: msg('formula.hoursPerDay'), formula: [count(input.hoursPerWeek), ' ÷ ', count(input.daysPerWeek), ' = ', count(r.hoursPerDay)] },
    { kind: 'formula', label: msg('formula.paidHours'), formula: [count(r.paidDays), ' × ', count(r.hoursPerDay), ' = ', count(r.paidHours)] },
  ];
  /** The number of periods in the year, as counted here. */
  const inYear: Record<Period, NumberDisplay> = { hour: count(r.paidHours), day: count(r.paidDays), week: count(r.paidWeeks), month: count(12), year: count(1) };
  if (r.per !== 'year') {
    formulas.push({ kind: 'formula', label: msg(`formula.yearFrom.${r.per}`), formula: [money(r[r.per]), ' × ', inYear[r.per], ' = ', money(r.year)] });
  }
  for (const p of PERIODS) {
    if (p === 'year' || p === r.per) continue;
    formulas.push({ kind: 'formula', label: msg(`formula.from.${p}`), formula: [money(r.year), ' ÷ ', inYear[p], ' = ', money(r[p])] });
  }
  blocks.push(...formulas);
  if (input.unpaidDays > 0) blocks.push({ kind: 'note', text: msg('note.unpaid', { days: count(input.unpaidDays), weeks: count(r.paidWeeks) }) });
  return { blocks };
}
