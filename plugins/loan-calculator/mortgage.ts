/**
 * Mortgage arithmetic in whole cents, on top of a loan's schedule (amortization.ts): the monthly costs
 * paid with each payment (property tax, home insurance, PMI, HOA dues), when PMI ends, and the APR the
 * fees give. Pure: used by run.ts and tested in Node.
 *
 * PMI (private mortgage insurance) is charged with each payment made while the balance owed is above
 * 80 % of the home's original value (its price): the last payment that includes it is the one that
 * brings the balance to 80 % or less, when the borrower may ask the lender to cancel it. Under the US
 * Homeowners Protection Act it ends by itself once the balance is scheduled to reach 78 %: that payment
 * is given too.
 *
 * The APR is the yearly rate (monthly rate × 12, as US Regulation Z states it) at which the payments
 * (principal and interest, and PMI, a finance charge) are worth exactly the money received: the loan
 * less the fees. It is solved by bisection on the actual schedule, so the adjusted last payment counts.
 */
import type { CentsRow } from './amortization.ts';

/** The monthly costs beside principal and interest, in cents. */
export interface MonthlyCosts {
  tax: number;
  insurance: number;
  /** PMI per payment while it applies (0 when it never does). */
  pmi: number;
  hoa: number;
}

/** One payment of a mortgage: the loan's row and what is paid with it, in cents. */
export interface MortgageCentsRow extends CentsRow {
  pmi: number;
  tax: number;
  insurance: number;
  hoa: number;
  /** Principal, interest and everything else paid that month. */
  total: number;
}

export interface PmiTerms {
  /** The home price's 80 %, in cents: PMI is paid while more than this is owed. */
  limit80: number;
  /** The 78 % at which the US Homeowners Protection Act ends PMI by itself. */
  limit78: number;
  /** Whether the loan starts above 80 % of the price (a down payment under 20 %, or fees financed on top). */
  needed: boolean;
  /** The number of the last payment that includes PMI (null when none does). */
  lastPayment: number | null;
  /** The payment that brings the balance to 78 % of the price (null when none includes PMI). */
  autoEndPayment: number | null;
}

/** Whether more than a share of the price is owed: balance > price × percent ÷ 100, in whole cents exactly. */
const above = (balanceCents: number, priceCents: number, percent: number) => balanceCents * 100 > priceCents * percent;

/** When PMI ends on this schedule, for a loan of `loanCents` on a home of `priceCents`. */
export function pmiTerms(rows: readonly CentsRow[], loanCents: number, priceCents: number): PmiTerms {
  const needed = above(loanCents, priceCents, 80);
  const lastPayment = needed ? (rows.find((r) => !above(r.balance, priceCents, 80))?.number ?? rows.length) : null;
  const autoEndPayment = needed ? (rows.find((r) => !above(r.balance, priceCents, 78))?.number ?? rows.length) : null;
  return { limit80: Math.round((priceCents * 80) / 100), limit78: Math.round((priceCents * 78) / 100), needed, lastPayment, autoEndPayment };
}

/** The schedule with each month's costs: PMI on payments up to `pmiLast`, the others on every payment. */
export function mortgageRows(rows: readonly CentsRow[], costs: MonthlyCosts, pmiLast: number | null): MortgageCentsRow[] {
  return rows.map((r) => {
    const pmi = pmiLast !== null && r.number <= pmiLast ? costs.pmi : 0;
    return { ...r, pmi, tax: costs.tax, insurance: costs.insurance, hoa: costs.hoa, total: r.payment + pmi + costs.tax + costs.insurance + costs.hoa };
  });
}

/** What payments at the end of months 1, 2, … are worth today at `monthly` a month. */
function presentValue(payments: readonly number[], monthly: number): number {
  const factor = 1 / (1 + monthly);
  let discount = 1;
  let sum = 0;
  for (const p of payments) {
    discount *= factor;
    sum += p * discount;
  }
  return sum;
}

/**
 * The APR in percent: 12 × the monthly rate i at which the payments (in cents, one a month, the first a
 * month after the loan) are worth `receivedCents`. The value falls as i rises, so bisection between 0
 * and 100 % a month always converges; 200 halvings leave i exact to the last bit. 0 when the payments
 * add up to no more than what was received (a 0 % loan without fees).
 */
export function solveApr(payments: readonly number[], receivedCents: number): number {
  if (receivedCents <= 0 || payments.length === 0) return 0;
  if (payments.reduce((s, p) => s + p, 0) <= receivedCents) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(payments, high) > receivedCents && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payments, mid) > receivedCents) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}
