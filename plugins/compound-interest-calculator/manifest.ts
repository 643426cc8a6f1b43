import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** How often interest is added, and how many times a year (continuously: the limit, e^(r·t)). */
export const COMPOUNDING = { annually: 1, semiannually: 2, quarterly: 4, monthly: 12, weekly: 52, daily: 365, continuously: Infinity } as const;
export type Compounding = keyof typeof COMPOUNDING;
/** How often a deposit is made, and how many times a year. */
export const DEPOSITS = { monthly: 12, quarterly: 4, semiannually: 2, annually: 1 } as const;
export type DepositFrequency = keyof typeof DEPOSITS;

const money = { kind: 'number', min: 0, max: 1e12, step: 0.01 } as const;

export const manifest = defineTool({
  related: ['loan-calculator', 'percentage-calculator', 'salary-calculator', 'statistics-calculator'],
  fields: {
    principal: { ...money, default: 10000 },
    rate: { kind: 'number', min: 0, max: 100, unit: 'percent', default: 5 },
    years: { kind: 'integer', min: 1, max: 100, unit: 'year', default: 10 },
    deposit: { ...money, optional: true, default: 100 },
  },
  options: {
    compounding: { type: 'string', enum: Object.keys(COMPOUNDING) as Compounding[], default: 'monthly' },
    depositFrequency: { type: 'string', enum: Object.keys(DEPOSITS) as DepositFrequency[], default: 'monthly' },
    depositTiming: { type: 'string', enum: ['end', 'start'], default: 'end' },
  },
  ui: { compounding: 'select', depositFrequency: 'select', depositTiming: 'segmented' },
  examples: [
    {
      // The textbook example (Wikipedia, "Compound interest"): 1,500 at 4.3 % compounded quarterly for 6 years,
      // 1500 × (1 + 0.043/4)^24 = 1,938.84.
      name: 'textbook',
      input: { principal: 1500, rate: 4.3, years: 6, deposit: 0 },
      options: { compounding: 'quarterly' },
      output: {
        final: 1938.84,
        contributions: 1500,
        interest: 438.84,
        effectiveRate: 4.3698,
        principalGrowth: 1938.84,
        depositsGrowth: 0,
        periodRate: null,
        rows: [
          { year: 1, deposits: 0, interest: 65.55, balance: 1565.55 },
          { year: 2, deposits: 0, interest: 68.41, balance: 1633.96 },
          { year: 3, deposits: 0, interest: 71.4, balance: 1705.36 },
          { year: 4, deposits: 0, interest: 74.52, balance: 1779.88 },
          { year: 5, deposits: 0, interest: 77.78, balance: 1857.66 },
          { year: 6, deposits: 0, interest: 81.18, balance: 1938.84 },
        ],
      },
    },
    {
      // 10,000 at 5 % compounded monthly for 10 years, plus 100 at the end of every month.
      name: 'savingsPlan',
      input: { principal: 10000, rate: 5, years: 10, deposit: 100 },
      options: { compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' },
      output: { final: 31998.32, contributions: 22000, interest: 9998.32, effectiveRate: 5.1162, principalGrowth: 16470.09, depositsGrowth: 15528.23, periodRate: 0.416667, rows: [{ year: 1, deposits: 1200, interest: 539.5, balance: 11739.5 }, { year: 2, deposits: 1200, interest: 628.51, balance: 13568.01 }, { year: 3, deposits: 1200, interest: 722.05, balance: 15490.06 }, { year: 4, deposits: 1200, interest: 820.38, balance: 17510.44 }, { year: 5, deposits: 1200, interest: 923.76, balance: 19634.2 }, { year: 6, deposits: 1200, interest: 1032.4, balance: 21866.6 }, { year: 7, deposits: 1200, interest: 1146.63, balance: 24213.23 }, { year: 8, deposits: 1200, interest: 1266.68, balance: 26679.91 }, { year: 9, deposits: 1200, interest: 1392.88, balance: 29272.79 }, { year: 10, deposits: 1200, interest: 1525.53, balance: 31998.32 }] },
    },
    {
      // The textbook annuity due: 100 at the start of every month at 6 % compounded monthly for 10 years,
      // 100 × ((1.005^120 − 1) ÷ 0.005) × 1.005 = 16,469.87 (16,387.93 at the end of each month).
      name: 'annuityDue',
      input: { principal: 0, rate: 6, years: 10, deposit: 100 },
      options: { compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'start' },
      output: { final: 16469.87, contributions: 12000, interest: 4469.87, effectiveRate: 6.1678, principalGrowth: 0, depositsGrowth: 16469.87, periodRate: 0.5, rows: [{ year: 1, deposits: 1200, interest: 39.72, balance: 1239.72 }, { year: 2, deposits: 1200, interest: 116.19, balance: 2555.91 }, { year: 3, deposits: 1200, interest: 197.37, balance: 3953.28 }, { year: 4, deposits: 1200, interest: 283.55, balance: 5436.83 }, { year: 5, deposits: 1200, interest: 375.06, balance: 7011.89 }, { year: 6, deposits: 1200, interest: 472.2, balance: 8684.09 }, { year: 7, deposits: 1200, interest: 575.34, balance: 10459.43 }, { year: 8, deposits: 1200, interest: 684.84, balance: 12344.27 }, { year: 9, deposits: 1200, interest: 801.09, balance: 14345.36 }, { year: 10, deposits: 1200, interest: 924.51, balance: 16469.87 }] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
