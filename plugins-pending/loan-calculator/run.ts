/**
 * Loan calculator: payment per period, totals and amortization schedule of one loan (basic), of two
 * loans side by side (comparison), or of one loan with an extra payment each period (extra).
 *
 * Input: the typed numbers in canonical form (the panel passes canonicalNumberText of what the
 * visitor typed): amount, rate (annual %), term, extra, and amount2, rate2, term2 for loan 2.
 * Choices are options: tab, frequency / termUnit (and frequency2 / termUnit2 for loan 2), showTable.
 *
 * Spec: rate per period = annual rate ÷ periods per year ÷ 100 (monthly 12, biweekly 26, weekly 52);
 * number of payments = years × periods per year, or months × periods per year ÷ 12, rounded to the
 * nearest whole payment (halves up).
 */
import { parseNumber, toolError, type ToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { amortize, monthsOf, PERIODS_PER_YEAR, periodicPayment, rateMicros, type CentsRow, type Frequency } from './amortization.ts';

export const FIELDS = ['amount', 'rate', 'term', 'extra', 'amount2', 'rate2', 'term2'] as const;
export type Field = (typeof FIELDS)[number];
export type LoanInput = Readonly<Record<Field, string>>;

/** Largest amount (and extra payment) accepted: a trillion, so every sum of cents stays exact. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_RATE = 100;
export const MAX_YEARS = 50;
export const MAX_MONTHS = MAX_YEARS * 12;

/** One row of the amortization schedule, in currency units with 2 decimals. */
export interface ScheduleRow {
  number: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/** The figures of one loan, money in currency units with 2 decimals. */
export interface LoanSummary {
  amount: number;
  /** Annual interest rate in percent. */
  rate: number;
  frequency: Frequency;
  periodsPerYear: number;
  /** Payments the term gives before rounding (e.g. 18 months biweekly = 39, 1 month weekly ≈ 4.33). */
  termPayments: number;
  /** Payments the term gives, rounded to whole payments: the n of the formula. */
  scheduledPayments: number;
  /** Payments actually made (fewer than scheduled with extra payments). */
  payments: number;
  /** The regular payment per period (without any extra payment). */
  payment: number;
  /** The last payment, adjusted so that the balance ends at exactly 0.00. */
  lastPayment: number;
  totalPaid: number;
  totalInterest: number;
  /** How long the payments last, in whole months (rounded). */
  months: number;
}

export interface BasicResult {
  tab: 'basic';
  loan: LoanSummary;
  /** Present when options.showTable is set. */
  schedule?: ScheduleRow[];
}

export interface ComparisonResult {
  tab: 'comparison';
  loan: LoanSummary;
  loan2: LoanSummary;
  /** Loan 2 minus loan 1; the payment difference is null when the two pay at different frequencies. */
  difference: { payment: number | null; payments: number; months: number; totalPaid: number; totalInterest: number };
  /** The loan that costs less interest. */
  cheaper: 'first' | 'second' | 'same';
  schedule?: ScheduleRow[];
  schedule2?: ScheduleRow[];
}

export interface ExtraResult {
  tab: 'extra';
  /** The loan without the extra payment. */
  loan: LoanSummary;
  /** The same loan with the extra payment each period (its `payment` is still the regular one). */
  withExtra: LoanSummary;
  extra: number;
  savings: { payments: number; months: number; interest: number };
  /** The schedule with the extra payments. */
  schedule?: ScheduleRow[];
}

export type LoanResult = BasicResult | ComparisonResult | ExtraResult;

/** The fields each tab reads, in the order their messages are reported. */
export const TAB_FIELDS: Readonly<Record<Options['tab'], readonly Field[]>> = {
  basic: ['amount', 'rate', 'term'],
  comparison: ['amount', 'rate', 'term', 'amount2', 'rate2', 'term2'],
  extra: ['amount', 'rate', 'term', 'extra'],
};

type Kind = 'amount' | 'rate' | 'term' | 'extra';
const KIND: Readonly<Record<Field, Kind>> = { amount: 'amount', rate: 'rate', term: 'term', extra: 'extra', amount2: 'amount', rate2: 'rate', term2: 'term' };

/** Checks one typed value; returns the number or the message for it. */
function check(text: string, kind: Kind, termUnit: Options['termUnit'], field: Field): number | ToolError {
  const value = parseNumber(text);
  if (value === null) return toolError('required', { field });
  if (Number.isNaN(value)) return toolError('invalidNumber', { field });
  switch (kind) {
    case 'amount':
      return Math.round(value * 100) >= 1 && value <= MAX_AMOUNT ? value : toolError('amountRange', { field, max: MAX_AMOUNT });
    case 'extra':
      return value >= 0 && value <= MAX_AMOUNT ? value : toolError('extraRange', { field, max: MAX_AMOUNT });
    case 'rate':
      return value >= 0 && value <= MAX_RATE ? value : toolError('rateRange', { field, max: MAX_RATE });
    case 'term':
      if (termUnit === 'months') return Number.isInteger(value) && value >= 1 && value <= MAX_MONTHS ? value : toolError('termMonthsRange', { field, max: MAX_MONTHS });
      return value > 0 && value <= MAX_YEARS ? value : toolError('termYearsRange', { field, max: MAX_YEARS });
  }
}

function termUnitOf(field: Field, options: Options): Options['termUnit'] {
  return field === 'term2' ? options.termUnit2 : options.termUnit;
}

/** The payments a term gives, before rounding. */
export function termPayments(term: number, termUnit: Options['termUnit'], periodsPerYear: number): number {
  return termUnit === 'years' ? term * periodsPerYear : (term * periodsPerYear) / 12;
}

/** Rounds away binary noise (1.1 × 12 = 13.200000000000001) so the result reads as people expect. */
function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Every field of the tab that is empty, not a number or out of range, with its message. */
export function fieldErrors(input: LoanInput, options: Options): Partial<Record<Field, ToolError>> {
  const errors: Partial<Record<Field, ToolError>> = {};
  for (const field of TAB_FIELDS[options.tab] ?? TAB_FIELDS.basic) {
    const checked = check(String(input[field] ?? ''), KIND[field], termUnitOf(field, options), field);
    if (typeof checked !== 'number') {
      errors[field] = checked;
      continue;
    }
    if (KIND[field] === 'term') {
      const frequency = field === 'term2' ? options.frequency2 : options.frequency;
      if (Math.round(tidy(termPayments(checked, termUnitOf(field, options), PERIODS_PER_YEAR[frequency]))) < 1) errors[field] = toolError('termTooShort', { field });
    }
  }
  return errors;
}

const units = (cents: number): number => cents / 100;
const toRows = (rows: readonly CentsRow[]): ScheduleRow[] =>
  rows.map((r) => ({ number: r.number, payment: units(r.payment), principal: units(r.principal), interest: units(r.interest), balance: units(r.balance) }));

interface Computed {
  summary: LoanSummary;
  rows: CentsRow[];
  interestCents: number;
}

/** One loan's schedule and figures. */
function compute(amount: number, rate: number, term: number, termUnit: Options['termUnit'], frequency: Frequency, extra = 0): Computed {
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  const exact = tidy(termPayments(term, termUnit, periodsPerYear));
  const n = Math.round(exact);
  const amountCents = Math.round(amount * 100);
  const micros = rateMicros(rate);
  const paymentCents = periodicPayment(amountCents, micros, periodsPerYear, n);
  const { rows, totalPaid, totalInterest } = amortize(amountCents, micros, periodsPerYear, n, paymentCents, Math.round(extra * 100));
  return {
    rows,
    interestCents: totalInterest,
    summary: {
      amount: units(amountCents),
      rate,
      frequency,
      periodsPerYear,
      termPayments: exact,
      scheduledPayments: n,
      payments: rows.length,
      payment: units(paymentCents),
      lastPayment: units(rows[rows.length - 1]?.payment ?? 0),
      totalPaid: units(totalPaid),
      totalInterest: units(totalInterest),
      months: monthsOf(rows.length, periodsPerYear),
    },
  };
}

/** Two decimals, without binary noise in differences (0.1 + 0.2). */
const money = (value: number): number => Math.round(value * 100) / 100;

export function run(input: LoanInput, options: Options): LoanResult | ToolError {
  const errors = fieldErrors(input, options);
  const tab = options.tab in TAB_FIELDS ? options.tab : 'basic';
  const first = TAB_FIELDS[tab].find((f) => errors[f]);
  if (first) return errors[first]!;
  const value = (field: Field) => parseNumber(String(input[field]))!;
  const loan1 = (extra = 0) => compute(value('amount'), value('rate'), value('term'), options.termUnit, options.frequency, extra);
  const table = options.showTable;

  if (tab === 'comparison') {
    const a = loan1();
    const b = compute(value('amount2'), value('rate2'), value('term2'), options.termUnit2, options.frequency2);
    const interestDiff = b.interestCents - a.interestCents;
    return {
      tab,
      loan: a.summary,
      loan2: b.summary,
      difference: {
        payment: a.summary.frequency === b.summary.frequency ? money(b.summary.payment - a.summary.payment) : null,
        payments: b.summary.payments - a.summary.payments,
        months: b.summary.months - a.summary.months,
        totalPaid: money(b.summary.totalPaid - a.summary.totalPaid),
        totalInterest: units(interestDiff),
      },
      cheaper: interestDiff < 0 ? 'second' : interestDiff > 0 ? 'first' : 'same',
      ...(table ? { schedule: toRows(a.rows), schedule2: toRows(b.rows) } : {}),
    };
  }

  if (tab === 'extra') {
    const base = loan1();
    const faster = loan1(value('extra'));
    return {
      tab,
      loan: base.summary,
      withExtra: faster.summary,
      extra: units(Math.round(value('extra') * 100)),
      savings: {
        payments: base.summary.payments - faster.summary.payments,
        months: base.summary.months - faster.summary.months,
        interest: units(base.interestCents - faster.interestCents),
      },
      ...(table ? { schedule: toRows(faster.rows) } : {}),
    };
  }

  const basic = loan1();
  return { tab: 'basic', loan: basic.summary, ...(table ? { schedule: toRows(basic.rows) } : {}) };
}
