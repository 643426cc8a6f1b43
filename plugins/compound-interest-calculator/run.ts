import { toolError, type ToolError } from '@sdk/core';
import { COMPOUNDING, DEPOSITS, type Input, type Options } from './manifest.ts';

export interface YearRow {
  /** The year's number; the last row of a fractional term ends at the term (2.5). */
  year: number;
  /** Paid in during the year; negative for withdrawals (money taken out). */
  deposits: number;
  /** Interest earned during the year: balance − previous balance − deposits (negative when the rate is). */
  interest: number;
  /** At the end of the year. */
  balance: number;
}

export interface CompoundResult {
  final: number;
  /** Principal + every deposit. */
  contributions: number;
  /** Everything taken out by regular withdrawals (0 for deposits). */
  withdrawals: number;
  /** final − contributions + withdrawals: negative when the balance shrinks. */
  interest: number;
  /** Effective annual rate (APY) in percent, 4 decimals: (1 + r/n)^n − 1, or e^r − 1 for continuous compounding. */
  effectiveRate: number;
  /** The principal alone after t years: P × (1 + r/n)^(n·t). */
  principalGrowth: number;
  /** What the regular payments add to the final balance (negative for withdrawals); null once the money ran out. */
  depositsGrowth: number | null;
  /** The rate per payment period in percent (6 decimals), when there are payments: (1 + r/n)^(n/m) − 1. */
  periodRate: number | null;
  /** The final balance in today's money, final ÷ (1 + inflation)^t, when an inflation rate is given. */
  realFinal: number | null;
  /** The year in which withdrawals empty the balance (it then stays at 0), or null. */
  runsOutYear: number | null;
  rows: YearRow[];
}

/** Past this, figures stop meaning anything to a reader (and lose their cents in floating point). */
export const MAX_BALANCE = 1e15;

const cents = (value: number): number => Math.round(value * 100) / 100 + 0;
/** m·t read back to the nearest millionth, so that 2.3 years × 12 is 27.6 and 0.35 × 20 is 7, never 6.999…. */
const periodsIn = (years: number, perYear: number): number => Math.round(years * perYear * 1e6) / 1e6;

/** The growth factor of a balance over t years: (1 + r/n)^(n·t), or e^(r·t) for continuous compounding. */
export function growthOver(t: number, rate: number, n: number): number {
  const r = rate / 100;
  return n === Infinity ? Math.exp(r * t) : Math.pow(1 + r / n, n * t);
}

interface Ledger {
  balance: number;
  paidIn: number;
  takenOut: number;
  runsOutYear: number | null;
  /** Balance at the end of each year, and the last at the end of the term. */
  rows: YearRow[];
}

/**
 * The account period by period (m payment periods a year, the last one cut short when the term is not a whole
 * number of periods). Each period the balance grows by the equivalent rate i = (1 + r/n)^(n/m) − 1 (the textbook
 * "general annuity"); a payment is made at the start or the end of it, the payments of year y being
 * PMT × (1 + g)^(y − 1). A payment due after the term (at the end of a cut-short period) is not made. A
 * withdrawal never takes more than the balance: the one that empties it takes what is left, and the year is said.
 */
function ledger({ principal, rate, years, deposit, increase }: { principal: number; rate: number; years: number; deposit: number; increase: number }, options: Options): Ledger {
  const n = COMPOUNDING[options.compounding];
  const m = DEPOSITS[options.depositFrequency];
  const sign = options.payment === 'withdrawal' ? -1 : 1;
  const start = options.depositTiming === 'start';
  const total = periodsIn(years, m);
  const periods = Math.ceil(total);
  const fullGrowth = growthOver(1 / m, rate, n);
  const state: Ledger = { balance: principal, paidIn: principal, takenOut: 0, runsOutYear: null, rows: [] };
  let yearStart = principal;
  let yearPayments = 0;
  const pay = (amount: number, year: number) => {
    if (amount === 0 || state.runsOutYear !== null) return;
    if (sign > 0) {
      state.balance += amount;
      state.paidIn += amount;
      yearPayments += amount;
      return;
    }
    const taken = Math.min(amount, state.balance);
    state.balance -= taken;
    state.takenOut += taken;
    yearPayments -= taken;
    if (taken < amount) {
      state.balance = 0;
      state.runsOutYear = year;
    }
  };
  for (let p = 0; p < periods; p++) {
    const year = Math.floor(p / m) + 1;
    const amount = deposit * Math.pow(1 + increase / 100, year - 1);
    const whole = p + 1 <= total;
    if (start) pay(amount, year);
    state.balance *= whole ? fullGrowth : growthOver((total - p) / m, rate, n);
    if (!start && whole) pay(amount, year);
    const last = p + 1 === periods;
    if ((p + 1) % m === 0 || last) {
      const balance = cents(state.balance);
      const deposits = cents(yearPayments);
      state.rows.push({ year: last ? years : year, deposits, interest: cents(balance - cents(yearStart) - deposits), balance });
      yearStart = state.balance;
      yearPayments = 0;
    }
  }
  return state;
}

export function run({ principal, rate, years, deposit, increase, inflation }: Input, options: Options): CompoundResult | ToolError {
  const amounts = { principal, rate, years, deposit: deposit ?? 0, increase: increase ?? 0 };
  const n = COMPOUNDING[options.compounding];
  const principalGrowth = principal * growthOver(years, rate, n);
  const book = ledger(amounts, options);
  const final = book.balance;
  if (!Number.isFinite(final) || final > MAX_BALANCE || !Number.isFinite(principalGrowth) || principalGrowth > MAX_BALANCE || book.paidIn > MAX_BALANCE) return toolError('tooLarge');

  const finalCents = cents(final);
  const contributions = cents(book.paidIn);
  const withdrawals = cents(book.takenOut);
  const effective = growthOver(1, rate, n) - 1;
  const periodRate = growthOver(1 / DEPOSITS[options.depositFrequency], rate, n) - 1;
  return {
    final: finalCents,
    contributions,
    withdrawals,
    interest: cents(finalCents - contributions + withdrawals),
    effectiveRate: Math.round(effective * 1e6) / 1e4 + 0,
    principalGrowth: cents(principalGrowth),
    depositsGrowth: book.runsOutYear === null ? cents(final - principalGrowth) : null,
    periodRate: amounts.deposit > 0 ? Math.round(periodRate * 1e8) / 1e6 + 0 : null,
    realFinal: inflation === null || inflation === undefined ? null : cents(final / growthOver(years, inflation, 1)),
    runsOutYear: book.runsOutYear,
    rows: book.rows,
  };
}
