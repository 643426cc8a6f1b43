import { toolError, type ToolError } from '@sdk/core';
import { COMPOUNDING, DEPOSITS, type Input, type Options } from './manifest.ts';

export interface YearRow {
  year: number;
  /** Deposited during the year. */
  deposits: number;
  /** Interest earned during the year: balance − previous balance − deposits. */
  interest: number;
  /** At the end of the year. */
  balance: number;
}

export interface CompoundResult {
  final: number;
  /** Principal + every deposit. */
  contributions: number;
  /** final − contributions. */
  interest: number;
  /** Effective annual rate (APY) in percent, 4 decimals: (1 + r/n)^n − 1, or e^r − 1 for continuous compounding. */
  effectiveRate: number;
  /** The principal alone after t years: P × (1 + r/n)^(n·t). */
  principalGrowth: number;
  /** The deposits alone after t years: the future value of the annuity. */
  depositsGrowth: number;
  /** The rate per deposit period in percent (6 decimals), when there are deposits: (1 + r/n)^(n/m) − 1. */
  periodRate: number | null;
  rows: YearRow[];
}

/** Past this, figures stop meaning anything to a reader (and lose their cents in floating point). */
export const MAX_BALANCE = 1e15;

const cents = (value: number): number => Math.round(value * 100) / 100 + 0;

/**
 * The balance after `years` years: the principal compounded n times a year (P·(1 + r/n)^(n·t), or P·e^(r·t)),
 * plus m deposits a year as an annuity at the equivalent rate per deposit period i = (1 + r/n)^(n/m) − 1
 * (the textbook "general annuity"): PMT·((1 + i)^(m·t) − 1)/i, times (1 + i) for deposits at the start of each period.
 */
export function balanceAt(years: number, { principal, rate, deposit }: { principal: number; rate: number; deposit: number }, { compounding, depositFrequency, depositTiming }: Options) {
  const r = rate / 100;
  const n = COMPOUNDING[compounding];
  const m = DEPOSITS[depositFrequency];
  // Growth factor over one year, and over one deposit period.
  const yearGrowth = (t: number) => (n === Infinity ? Math.exp(r * t) : Math.pow(1 + r / n, n * t));
  const i = yearGrowth(1 / m) - 1;
  const k = m * years;
  const annuity = i === 0 ? k : (Math.pow(1 + i, k) - 1) / i;
  const principalGrowth = principal * yearGrowth(years);
  const depositsGrowth = deposit * annuity * (depositTiming === 'start' ? 1 + i : 1);
  return { principalGrowth, depositsGrowth, periodRate: i };
}

export function run({ principal, rate, years, deposit }: Input, options: Options): CompoundResult | ToolError {
  const values = { principal, rate, deposit: deposit ?? 0 };
  const perYear = DEPOSITS[options.depositFrequency];
  const end = balanceAt(years, values, options);
  const final = end.principalGrowth + end.depositsGrowth;
  if (!Number.isFinite(final) || final > MAX_BALANCE) return toolError('tooLarge');

  const rows: YearRow[] = [];
  let previous = cents(principal);
  for (let year = 1; year <= years; year++) {
    const at = balanceAt(year, values, options);
    const balance = cents(at.principalGrowth + at.depositsGrowth);
    const deposits = cents(values.deposit * perYear);
    rows.push({ year, deposits, interest: cents(balance - previous - deposits), balance });
    previous = balance;
  }
  const finalCents = cents(final);
  const contributions = cents(principal + values.deposit * perYear * years);
  const n = COMPOUNDING[options.compounding];
  const r = rate / 100;
  const effective = n === Infinity ? Math.exp(r) - 1 : Math.pow(1 + r / n, n) - 1;
  return {
    final: finalCents,
    contributions,
    interest: cents(finalCents - contributions),
    effectiveRate: Math.round(effective * 1e6) / 1e4,
    principalGrowth: cents(end.principalGrowth),
    depositsGrowth: cents(end.depositsGrowth),
    periodRate: values.deposit > 0 ? Math.round(end.periodRate * 1e8) / 1e6 : null,
    rows,
  };
}
