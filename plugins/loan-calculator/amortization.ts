/**
 * Loan arithmetic in whole cents: the standard annuity payment and an amortization schedule in
 * which each period's interest is rounded to the cent and the last payment is adjusted so that
 * the balance ends at exactly 0.00. Pure: used by run.ts and tested in Node.
 *
 * Rates are carried as integers in millionths of a percent (6.5 % → 6_500_000) so that a period's
 * interest, balance × annual % ÷ periods per year ÷ 100, is rounded exactly (half up) with BigInt,
 * never at the mercy of binary fractions such as 0.065 / 12.
 */

export const FREQUENCIES = ['monthly', 'biweekly', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Payments per year: monthly 12, biweekly (every two weeks) 26, weekly 52. */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { monthly: 12, biweekly: 26, weekly: 52 };

/** Annual rate in millionths of a percent per 1 %. */
export const RATE_SCALE = 1_000_000;

/** One row of a schedule, in cents. */
export interface CentsRow {
  /** 1 for the first payment. */
  number: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
}

export interface CentsSchedule {
  rows: CentsRow[];
  totalPaid: number;
  totalInterest: number;
}

/** The annual rate, a percentage, as an integer number of millionths of a percent. */
export function rateMicros(annualPercent: number): number {
  return Math.round(annualPercent * RATE_SCALE);
}

/** The rate per period as a fraction: annual % ÷ periods per year ÷ 100. */
export function periodRate(annualRateMicros: number, periodsPerYear: number): number {
  return annualRateMicros / RATE_SCALE / periodsPerYear / 100;
}

/**
 * The payment per period in cents: P·r / (1 − (1 + r)^−n), or P / n at 0 %, rounded to the nearest
 * cent (never below one cent, so that even a tiny loan is paid off). 1 − (1 + r)^−n is computed as
 * −expm1(−n·log1p(r)), which keeps its precision when r is tiny.
 */
export function periodicPayment(amountCents: number, annualRateMicros: number, periodsPerYear: number, payments: number): number {
  if (annualRateMicros === 0) return Math.max(1, Math.round(amountCents / payments));
  const r = periodRate(annualRateMicros, periodsPerYear);
  const exact = (amountCents * r) / -Math.expm1(-payments * Math.log1p(r));
  return Math.max(1, Math.round(exact));
}

/** balance × annual % ÷ periods per year ÷ 100, rounded to the cent (halves up), exactly. */
export function periodInterest(balanceCents: number, annualRateMicros: number, periodsPerYear: number): number {
  if (annualRateMicros === 0 || balanceCents === 0) return 0;
  const numerator = BigInt(balanceCents) * BigInt(annualRateMicros);
  const denominator = BigInt(periodsPerYear) * BigInt(RATE_SCALE * 100);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The schedule of a loan of `payments` periods at `paymentCents` per period, plus `extraCents` paid
 * towards the principal each period. Each payment is the regular one (plus the extra) or, when less
 * is owed, exactly what is owed; the `payments`-th payment always clears the balance. The schedule
 * stops as soon as the balance is 0, so extra payments shorten it.
 */
export function amortize(
  amountCents: number,
  annualRateMicros: number,
  periodsPerYear: number,
  payments: number,
  paymentCents: number,
  extraCents = 0,
): CentsSchedule {
  const rows: CentsRow[] = [];
  let balance = amountCents;
  let totalPaid = 0;
  let totalInterest = 0;
  for (let number = 1; number <= payments && balance > 0; number++) {
    const interest = periodInterest(balance, annualRateMicros, periodsPerYear);
    const owed = balance + interest;
    const payment = number === payments ? owed : Math.min(paymentCents + extraCents, owed);
    balance = owed - payment;
    totalPaid += payment;
    totalInterest += interest;
    rows.push({ number, payment, principal: payment - interest, interest, balance });
  }
  return { rows, totalPaid, totalInterest };
}

/** The length of `payments` periods in whole months (rounded), for "x years y months". */
export function monthsOf(payments: number, periodsPerYear: number): number {
  return Math.round((payments * 12) / periodsPerYear);
}
