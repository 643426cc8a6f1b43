import { readNumberList, toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';
import { abs, euclid, factorise, lcm, primality, type EuclidStep, type Primality } from './numberTheory.ts';

export const MAX_NUMBERS = 100;
export const MAX_DIGITS = 1000;
/** Longer numbers get their GCD and LCM only: testing and factorising them would take seconds each. */
export const MAX_FACTOR_DIGITS = 100;
/** Euclid's divisions kept per pair (the count says how many there were). */
export const MAX_STEPS = 60;
/** Pollard's rho work for a whole run (steps on 128-bit numbers): about a second, even for 100 numbers of 1,000 digits. */
export const RHO_BUDGET = 400_000;

export interface FactorRow {
  /** The number as typed, in canonical form ("-12", "7"). */
  n: string;
  /** 'notTested' above MAX_FACTOR_DIGITS. */
  status: Primality | 'notTested';
  /** Prime factors of |n| with exponents (empty for 0 and ±1). */
  factors: [string, number][];
  /** A composite part left unsplit within the time budget. */
  rest: string | null;
}

export interface GcdResult {
  numbers: string[];
  gcd: string;
  lcm: string;
  /** One row per distinct number, in the order typed. */
  rows: FactorRow[];
  /** Euclid's algorithm, pair after pair: GCD(a, b), then GCD(that, c)… */
  steps: { a: string; b: string; count: number; steps: EuclidStep[] }[];
  /** The list could have been read otherwise ("1 071; 462": thousands separators): the page lists the numbers read. */
  ambiguous: boolean;
}

const INTEGER = /^-?\d+$/;

/**
 * The numbers as the SDK reads lists (readNumberList): commas, spaces or semicolons between them; with
 * semicolons or one per line, spaces, points and commas inside a number separate its thousands.
 */
export function run({ numbers: text }: Input): GcdResult | ToolError {
  const values: bigint[] = [];
  let mistake: ToolError | null = null;
  const { ambiguous } = readNumberList(text, null, ({ text: token, index, number }) => {
    const position = index + 1;
    if (number === null || !INTEGER.test(number)) mistake = toolError('notInteger', { field: 'numbers', value: token.length > 30 ? `${token.slice(0, 30)}…` : token, position });
    else if (number.replace(/^-/, '').length > MAX_DIGITS) mistake = toolError('tooLong', { field: 'numbers', max: MAX_DIGITS, position });
    else if (values.length === MAX_NUMBERS) mistake = toolError('tooMany', { field: 'numbers', max: MAX_NUMBERS });
    else values.push(BigInt(number));
    return mistake === null;
  });
  if (mistake) return mistake;
  if (values.length === 0) return toolError('required', { field: 'numbers' });

  let g = abs(values[0]!);
  let l = abs(values[0]!);
  const steps: GcdResult['steps'] = [];
  for (const v of values.slice(1)) {
    const e = euclid(g, v, MAX_STEPS);
    steps.push({ a: String(g), b: String(v), count: e.count, steps: e.steps });
    g = e.gcd;
    l = lcm(l, v);
  }

  const budget = { left: RHO_BUDGET };
  const seen = new Set<string>();
  const rows: FactorRow[] = [];
  for (const v of values) {
    const key = String(v);
    if (seen.has(key)) continue;
    seen.add(key);
    if (key.replace('-', '').length > MAX_FACTOR_DIGITS) {
      rows.push({ n: key, status: 'notTested', factors: [], rest: null });
      continue;
    }
    const status = primality(v);
    const { factors, rest } = abs(v) < 2n ? { factors: [], rest: null } : status === 'composite' ? factorise(v, budget) : { factors: [[abs(v), 1] as [bigint, number]], rest: null };
    rows.push({ n: key, status, factors: factors.map(([p, e]) => [String(p), e]), rest: rest === null ? null : String(rest) });
  }
  return { numbers: values.map(String), gcd: String(g), lcm: String(l), rows, steps, ambiguous };
}
