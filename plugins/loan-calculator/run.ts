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
import { amortize, monthsOf, periodInterest, PERIODS_PER_YEAR, periodicPayment, rateMicros, type CentsRow, type Frequency } from './amortization.ts';
import { fieldErrors, mortgageCents, TAB_FIELDS, termPayments, tidy, type Field } from './checks.ts';
import { mortgageRows, pmiTerms, solveApr, type MortgageCentsRow } from './mortgage.ts';

/** One row of the amortization schedule, in currency units with 2 decimals. */
export interface ScheduleRow {
  number: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/** A row of the Mortgage tab's schedule: the loan's, and what else is paid that month. */
export interface MortgageRow extends ScheduleRow {
  pmi: number;
  tax: number;
  insurance: number;
  hoa: number;
  /** Everything paid that month. */
  total: number;
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

/** What is paid each month, or over the whole term, item by item. */
export interface MortgageCosts {
  /** Principal and interest. */
  principalInterest: number;
  tax: number;
  insurance: number;
  pmi: number;
  hoa: number;
  total: number;
}

export interface MortgageResult {
  tab: 'mortgage';
  /** The loan itself: the price less the down payment, plus the fees when they are financed. */
  loan: LoanSummary;
  price: number;
  downPayment: number;
  /** The down payment as a percentage of the price (4 decimals). */
  downPercent: number;
  fees: number;
  feesFinanced: boolean;
  /** The loan as a percentage of the price at the start (4 decimals). */
  loanToValue: number;
  /** The first month's payment, item by item (PMI included while it applies). */
  monthly: MortgageCosts;
  /** The monthly payment once PMI has ended (null when there is none). */
  monthlyAfterPmi: number | null;
  /** Every payment of the term added up, item by item. */
  totals: MortgageCosts;
  /** The down payment and the fees paid at closing. */
  upfront: number;
  /** Upfront and every payment: what the home costs over the term. */
  totalCost: number;
  pmi: {
    /** The rate typed, % of the loan a year. */
    rate: number;
    /** Whether the loan starts above 80 % of the price. */
    needed: boolean;
    /** The number of payments that include PMI. */
    payments: number;
    /** The last payment with PMI (balance at 80 % of the price), and the one at 78 % (null without PMI). */
    lastPayment: number | null;
    autoEndPayment: number | null;
    /** 80 % and 78 % of the price. */
    limit80: number;
    limit78: number;
  };
  /** The annual percentage rate the fees (and PMI) give, in percent with 3 decimals: 12 × the monthly rate (US Regulation Z). */
  apr: number;
  /** The same monthly rate compounded over a year, (1 + i)^12 − 1 (the EU's APRC: TAE, TAEG, effektiver Jahreszins). */
  aprEffective: number;
  schedule?: MortgageRow[];
}

export type LoanResult = BasicResult | ComparisonResult | ExtraResult | MortgageResult;

const units = (cents: number): number => cents / 100;
const toRows = (rows: readonly CentsRow[]): ScheduleRow[] =>
  rows.map((r) => ({ number: r.number, payment: units(r.payment), principal: units(r.principal), interest: units(r.interest), balance: units(r.balance) }));

interface Computed {
  summary: LoanSummary;
  rows: CentsRow[];
  interestCents: number;
}

/** One loan's schedule and figures (the amount in currency units, or `amountCents` exactly). */
function compute(amount: number | { cents: number }, rate: number, term: number, termUnit: Options['termUnit'], frequency: Frequency, extra = 0): Computed {
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  const exact = tidy(termPayments(term, termUnit, periodsPerYear));
  const n = Math.round(exact);
  const amountCents = typeof amount === 'number' ? Math.round(amount * 100) : amount.cents;
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

  if (tab === 'mortgage') return mortgage(input, options);

  const basic = loan1();
  return { tab: 'basic', loan: basic.summary, ...(table ? { schedule: toRows(basic.rows) } : {}) };
}

/** Four decimals, for percentages worked out from amounts. */
const share = (part: number, whole: number): number => Math.round((part / whole) * 1e6) / 1e4;

const mortgageRow = (r: MortgageCentsRow): MortgageRow => ({
  number: r.number,
  payment: units(r.payment),
  principal: units(r.principal),
  interest: units(r.interest),
  balance: units(r.balance),
  pmi: units(r.pmi),
  tax: units(r.tax),
  insurance: units(r.insurance),
  hoa: units(r.hoa),
  total: units(r.total),
});

/** The Mortgage tab: a monthly loan of the price less the down payment, with the month's other costs. */
function mortgage(input: Input, options: Options): MortgageResult {
  const value = (field: Field) => input[field] as number;
  const { priceCents, downCents, feesCents, loanCents } = mortgageCents(value('price'), value('down'), value('fees'), options);
  const loan = compute({ cents: loanCents }, value('rate'), value('term'), options.termUnit, 'monthly');
  const perMonth = (annualCents: number) => Math.round(annualCents / 12);
  const pmiRate = value('pmi');
  const terms = pmiTerms(loan.rows, loanCents, priceCents);
  const costs = {
    // A percentage of the price a year, a twelfth of it a month, rounded half up to the cent exactly.
    tax: options.taxUnit === 'percent' ? periodInterest(priceCents, rateMicros(value('tax')), 12) : perMonth(Math.round(value('tax') * 100)),
    insurance: perMonth(Math.round(value('insurance') * 100)),
    pmi: terms.needed ? periodInterest(loanCents, rateMicros(pmiRate), 12) : 0,
    hoa: Math.round(value('hoa') * 100),
  };
  const pmiLast = costs.pmi > 0 ? terms.lastPayment : null;
  const rows = mortgageRows(loan.rows, costs, pmiLast);
  const sum = (key: 'payment' | 'interest' | 'pmi' | 'tax' | 'insurance' | 'hoa' | 'total') => rows.reduce((s, r) => s + r[key], 0);
  const first = rows[0]!;
  const pmiPayments = rows.filter((r) => r.pmi > 0).length;
  const upfrontCents = downCents + (options.feesPaid === 'upfront' ? feesCents : 0);
  // The money received is the loan less the fees, whether they were paid out of pocket or added to the loan.
  const receivedCents = loanCents - feesCents;
  const apr = solveApr(rows.map((r) => r.payment + r.pmi), receivedCents);
  return {
    tab: 'mortgage',
    loan: loan.summary,
    price: units(priceCents),
    downPayment: units(downCents),
    downPercent: share(downCents, priceCents),
    fees: units(feesCents),
    feesFinanced: options.feesPaid === 'financed',
    loanToValue: share(loanCents, priceCents),
    monthly: {
      principalInterest: units(first.payment),
      tax: units(first.tax),
      insurance: units(first.insurance),
      pmi: units(first.pmi),
      hoa: units(first.hoa),
      total: units(first.total),
    },
    monthlyAfterPmi: pmiPayments > 0 && pmiPayments < rows.length ? units(first.total - first.pmi) : null,
    totals: {
      principalInterest: units(sum('payment')),
      tax: units(sum('tax')),
      insurance: units(sum('insurance')),
      pmi: units(sum('pmi')),
      hoa: units(sum('hoa')),
      total: units(sum('total')),
    },
    upfront: units(upfrontCents),
    totalCost: units(upfrontCents + sum('total')),
    pmi: {
      rate: pmiRate,
      needed: terms.needed,
      payments: pmiPayments,
      lastPayment: pmiLast,
      autoEndPayment: pmiLast === null ? null : terms.autoEndPayment,
      limit80: units(terms.limit80),
      limit78: units(terms.limit78),
    },
    apr: Math.round(apr * 1000) / 1000,
    aprEffective: Math.round(Math.expm1(12 * Math.log1p(apr / 1200)) * 100 * 1000) / 1000,
    ...(options.showTable ? { schedule: rows.map(mortgageRow) } : {}),
  };
}
