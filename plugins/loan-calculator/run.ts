/**
 * Loan calculator: payment per period, totals and amortization schedule of one loan (basic), of two
 * loans side by side (comparison), or of one loan with an extra payment each period (extra).
 *
 * Input: the numbers as the page read them: amount, rate (annual %), term, extra, and amount2, rate2,
 * term2 for loan 2 (null when empty or not on the tab). Choices are options: tab, frequency / termUnit
 * (and frequency2 / termUnit2 for loan 2), showTable; the ranges are checked in checks.ts.
 *
 * Spec: rate per period = annual rate ÷ periods per year ÷ 100 (monthly 12, biweekly 26, weekly 52);
 * number of payments = years × periods per year, or months × periods per year ÷ 12, rounded to the
 * nearest whole payment (halves up).
 */
import type { ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { amortize, monthsOf, PERIODS_PER_YEAR, periodicPayment, rateMicros, type CentsRow, type Frequency } from './amortization.ts';
import { fieldErrors, TAB_FIELDS, termPayments, tidy, type Field } from './checks.ts';

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

export function run(input: Input, options: Options): LoanResult | ToolError {
  const errors = fieldErrors(input, options);
  const tab = options.tab in TAB_FIELDS ? options.tab : 'basic';
  const first = TAB_FIELDS[tab].find((f) => errors[f]);
  if (first) return errors[first]!;
  const value = (field: Field) => input[field] as number;
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
