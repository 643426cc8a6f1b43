import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** How often interest is added, and how many times a year (continuously: the limit, e^(r·t)). */
export const COMPOUNDING = { annually: 1, semiannually: 2, quarterly: 4, monthly: 12, weekly: 52, daily: 365, continuously: Infinity } as const;
export type Compounding = keyof typeof COMPOUNDING;
/** How often a deposit is made, and how many times a year. */
export const DEPOSITS = { monthly: 12, quarterly: 4, semiannually: 2, annually: 1 } as const;
export type DepositFrequency = keyof typeof DEPOSITS;

/** Whether the regular payment is paid in or taken out. */
export const PAYMENTS = ['deposit', 'withdrawal'] as const;
export type Payment = (typeof PAYMENTS)[number];

const money = { kind: 'number', min: 0, max: 1e12, step: 0.01 } as const;

export const manifest = defineTool({
  related: ['loan-calculator', 'percentage-calculator', 'salary-calculator', 'statistics-calculator'],
  fields: {
    principal: { ...money, default: 10000 },
    // Negative rates happen (some savings accounts and bonds, or an investment that loses value).
    rate: { kind: 'number', min: -10, max: 100, unit: 'percent', default: 5 },
    // To the hundredth of a year (2.5 years, 0.25 for three months).
    years: { kind: 'number', min: 0.01, max: 100, step: 0.01, unit: 'year', default: 10 },
    deposit: { ...money, optional: true, default: 100 },
    /** How much the payment grows each year, in percent (a raise, or withdrawals that follow inflation). */
    increase: { kind: 'number', min: 0, max: 100, unit: 'percent', optional: true, default: '' },
    /** Yearly inflation, for the final balance in today's money. */
    inflation: { kind: 'number', min: -10, max: 100, unit: 'percent', optional: true, default: '' },
  },
  options: {
    payment: { type: 'string', enum: PAYMENTS, default: 'deposit' },
    compounding: { type: 'string', enum: Object.keys(COMPOUNDING) as Compounding[], default: 'monthly' },
    depositFrequency: { type: 'string', enum: Object.keys(DEPOSITS) as DepositFrequency[], default: 'monthly' },
    depositTiming: { type: 'string', enum: ['end', 'start'], default: 'end' },
  },
  ui: { payment: 'segmented', compounding: 'select', depositFrequency: 'select', depositTiming: 'segmented' },
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
        withdrawals: 0,
        interest: 438.84,
        effectiveRate: 4.3698,
        principalGrowth: 1938.84,
        depositsGrowth: 0,
        periodRate: null,
        realFinal: null,
        runsOutYear: null,
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
      output: { final: 31998.32, contributions: 22000, withdrawals: 0, interest: 9998.32, effectiveRate: 5.1162, principalGrowth: 16470.09, depositsGrowth: 15528.23, periodRate: 0.416667, realFinal: null, runsOutYear: null, rows: [{ year: 1, deposits: 1200, interest: 539.5, balance: 11739.5 }, { year: 2, deposits: 1200, interest: 628.51, balance: 13568.01 }, { year: 3, deposits: 1200, interest: 722.05, balance: 15490.06 }, { year: 4, deposits: 1200, interest: 820.38, balance: 17510.44 }, { year: 5, deposits: 1200, interest: 923.76, balance: 19634.2 }, { year: 6, deposits: 1200, interest: 1032.4, balance: 21866.6 }, { year: 7, deposits: 1200, interest: 1146.63, balance: 24213.23 }, { year: 8, deposits: 1200, interest: 1266.68, balance: 26679.91 }, { year: 9, deposits: 1200, interest: 1392.88, balance: 29272.79 }, { year: 10, deposits: 1200, interest: 1525.53, balance: 31998.32 }] },
    },
    {
      // The textbook annuity due: 100 at the start of every month at 6 % compounded monthly for 10 years,
      // 100 × ((1.005^120 − 1) ÷ 0.005) × 1.005 = 16,469.87 (16,387.93 at the end of each month).
      name: 'annuityDue',
      input: { principal: 0, rate: 6, years: 10, deposit: 100 },
      options: { compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'start' },
      output: { final: 16469.87, contributions: 12000, withdrawals: 0, interest: 4469.87, effectiveRate: 6.1678, principalGrowth: 0, depositsGrowth: 16469.87, periodRate: 0.5, realFinal: null, runsOutYear: null, rows: [{ year: 1, deposits: 1200, interest: 39.72, balance: 1239.72 }, { year: 2, deposits: 1200, interest: 116.19, balance: 2555.91 }, { year: 3, deposits: 1200, interest: 197.37, balance: 3953.28 }, { year: 4, deposits: 1200, interest: 283.55, balance: 5436.83 }, { year: 5, deposits: 1200, interest: 375.06, balance: 7011.89 }, { year: 6, deposits: 1200, interest: 472.2, balance: 8684.09 }, { year: 7, deposits: 1200, interest: 575.34, balance: 10459.43 }, { year: 8, deposits: 1200, interest: 684.84, balance: 12344.27 }, { year: 9, deposits: 1200, interest: 801.09, balance: 14345.36 }, { year: 10, deposits: 1200, interest: 924.51, balance: 16469.87 }] },
    },
    {
      // A negative rate over a fractional term: 10,000 × 0.98^2.5 = 9,507.47, a loss of 492.53.
      name: 'negativeRate',
      input: { principal: 10000, rate: -2, years: 2.5, deposit: 0 },
      options: { compounding: 'annually' },
      output: { final: 9507.47, contributions: 10000, withdrawals: 0, interest: -492.53, effectiveRate: -2, principalGrowth: 9507.47, depositsGrowth: 0, periodRate: null, realFinal: null, runsOutYear: null, rows: [{ year: 1, deposits: 0, interest: -200, balance: 9800 }, { year: 2, deposits: 0, interest: -196, balance: 9604 }, { year: 2.5, deposits: 0, interest: -96.53, balance: 9507.47 }] },
    },
    {
      // Living on savings: 200,000 at 4 % compounded monthly, 1,500 taken out at the end of each month. The ordinary
      // annuity's present value solved for N, N = −ln(1 − P·i ÷ W) ÷ ln(1 + i) with i = 0.04/12, gives 176.63 months:
      // 176 full withdrawals and a last partial one in month 177, in year 15.
      name: 'drawdown',
      input: { principal: 200000, rate: 4, years: 20, deposit: 1500 },
      options: { payment: 'withdrawal', compounding: 'monthly', depositFrequency: 'monthly', depositTiming: 'end' },
      output: { final: 0, contributions: 200000, withdrawals: 264945.18, interest: 64945.18, effectiveRate: 4.0742, principalGrowth: 444516.42, depositsGrowth: null, periodRate: 0.333333, realFinal: null, runsOutYear: 15, rows: [{ year: 1, deposits: -18000, interest: 7814.61, balance: 189814.61 }, { year: 2, deposits: -18000, interest: 7399.65, balance: 179214.26 }, { year: 3, deposits: -18000, interest: 6967.77, balance: 168182.03 }, { year: 4, deposits: -18000, interest: 6518.3, balance: 156700.33 }, { year: 5, deposits: -18000, interest: 6050.52, balance: 144750.85 }, { year: 6, deposits: -18000, interest: 5563.68, balance: 132314.53 }, { year: 7, deposits: -18000, interest: 5057, balance: 119371.53 }, { year: 8, deposits: -18000, interest: 4529.69, balance: 105901.22 }, { year: 9, deposits: -18000, interest: 3980.88, balance: 91882.1 }, { year: 10, deposits: -18000, interest: 3409.73, balance: 77291.83 }, { year: 11, deposits: -18000, interest: 2815.29, balance: 62107.12 }, { year: 12, deposits: -18000, interest: 2196.65, balance: 46303.77 }, { year: 13, deposits: -18000, interest: 1552.79, balance: 29856.56 }, { year: 14, deposits: -18000, interest: 882.71, balance: 12739.27 }, { year: 15, deposits: -12945.18, interest: 205.91, balance: 0 }, { year: 16, deposits: 0, interest: 0, balance: 0 }, { year: 17, deposits: 0, interest: 0, balance: 0 }, { year: 18, deposits: 0, interest: 0, balance: 0 }, { year: 19, deposits: 0, interest: 0, balance: 0 }, { year: 20, deposits: 0, interest: 0, balance: 0 }] },
    },
    {
      // 1,200 a year growing 3 % a year at 6 % for 10 years, the future value of a growing annuity
      // PMT × ((1 + r)^N − (1 + g)^N) ÷ (r − g) = 17,877.25, worth 17,877.25 ÷ 1.02^10 = 14,665.57 in today's money.
      name: 'growingSavings',
      input: { principal: 0, rate: 6, years: 10, deposit: 1200, increase: 3, inflation: 2 },
      options: { compounding: 'annually', depositFrequency: 'annually', depositTiming: 'end' },
      output: { final: 17877.25, contributions: 13756.66, withdrawals: 0, interest: 4120.59, effectiveRate: 6, principalGrowth: 0, depositsGrowth: 17877.25, periodRate: 6, realFinal: 14665.57, runsOutYear: null, rows: [{ year: 1, deposits: 1200, interest: 0, balance: 1200 }, { year: 2, deposits: 1236, interest: 72, balance: 2508 }, { year: 3, deposits: 1273.08, interest: 150.48, balance: 3931.56 }, { year: 4, deposits: 1311.27, interest: 235.9, balance: 5478.73 }, { year: 5, deposits: 1350.61, interest: 328.72, balance: 7158.06 }, { year: 6, deposits: 1391.13, interest: 429.48, balance: 8978.67 }, { year: 7, deposits: 1432.86, interest: 538.73, balance: 10950.26 }, { year: 8, deposits: 1475.85, interest: 657.01, balance: 13083.12 }, { year: 9, deposits: 1520.12, interest: 784.99, balance: 15388.23 }, { year: 10, deposits: 1565.73, interest: 923.29, balance: 17877.25 }] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
