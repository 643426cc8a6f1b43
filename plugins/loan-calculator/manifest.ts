import { currencyName, defineTool, MONEY_CURRENCIES, type InputOf, type OptionsOf } from '@sdk/core';
import { FREQUENCIES } from './amortization.ts';

export const TABS = ['basic', 'comparison', 'extra', 'mortgage'] as const;
export const TERM_UNITS = ['years', 'months'] as const;
/** A down payment or a property tax is typed as a percentage of the home price or as an amount. */
export const SHARE_UNITS = ['percent', 'amount'] as const;
/** Fees paid at closing out of pocket, or added to the loan. */
export const FEES_PAID = ['upfront', 'financed'] as const;

/**
 * The numbers of one loan (amount, rate, term), shared by every tab, with the extra payment on the Extra
 * payments tab and the second loan on the Comparison tab. The Mortgage tab borrows the home price less the
 * down payment (plus the fees when they are financed) at the shared rate and term, paid monthly, and adds
 * property tax, home insurance, PMI and HOA dues to each payment. Their ranges are checked by run() (its messages
 * say what each one allows); term units and frequencies are options, one set per loan.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'compound-interest-calculator', 'salary-calculator', 'date-calculator', 'bmi-calculator', 'currency-converter'],
  fields: {
    amount: { kind: 'number', tabs: ['basic', 'comparison', 'extra'], default: 200000 },
    price: { kind: 'number', tabs: ['mortgage'], default: 400000 },
    /** A percentage of the price or an amount (options.downUnit). */
    down: { kind: 'number', tabs: ['mortgage'], default: 10 },
    rate: { kind: 'number', unit: 'percent', default: 6.5 },
    term: { kind: 'number', default: 30 },
    /** Per year: a percentage of the price or an amount (options.taxUnit). */
    tax: { kind: 'number', tabs: ['mortgage'], default: 1.2 },
    /** Home insurance per year. */
    insurance: { kind: 'number', tabs: ['mortgage'], default: 1500 },
    /** Private mortgage insurance, % of the loan amount per year, while the balance is above 80 % of the price. */
    pmi: { kind: 'number', tabs: ['mortgage'], unit: 'percent', default: 0.5 },
    /** HOA dues and other monthly costs. */
    hoa: { kind: 'number', tabs: ['mortgage'], default: 0 },
    /** Origination and closing costs, which the APR spreads over the loan. */
    fees: { kind: 'number', tabs: ['mortgage'], default: 4000 },
    extra: { kind: 'number', tabs: ['extra'], default: 100 },
    amount2: { kind: 'number', tabs: ['comparison'], default: 200000 },
    rate2: { kind: 'number', tabs: ['comparison'], unit: 'percent', default: 5.5 },
    term2: { kind: 'number', tabs: ['comparison'], default: 15 },
  },
  options: {
    tab: { type: 'string', enum: TABS, default: 'basic' },
    termUnit: { type: 'string', enum: TERM_UNITS, default: 'years' },
    frequency: { type: 'string', enum: FREQUENCIES, default: 'monthly' },
    termUnit2: { type: 'string', enum: TERM_UNITS, default: 'years' },
    frequency2: { type: 'string', enum: FREQUENCIES, default: 'monthly' },
    downUnit: { type: 'string', enum: SHARE_UNITS, default: 'percent' },
    taxUnit: { type: 'string', enum: SHARE_UNITS, default: 'percent' },
    feesPaid: { type: 'string', enum: FEES_PAID, default: 'upfront' },
    showTable: { type: 'boolean', default: false },
    /** Whose schedule the Comparison tab shows and exports. */
    scheduleOf: { type: 'string', enum: ['1', '2'], default: '1' },
    /** The currency symbol amounts are written with (results, schedule, chart, CSV header). */
    currency: { type: 'string', enum: MONEY_CURRENCIES, default: 'none' },
  },
  ui: { tab: 'tabs', downUnit: 'select', taxUnit: 'select', feesPaid: 'select', termUnit: 'select', frequency: 'select', termUnit2: 'select', frequency2: 'select', showTable: 'checkbox', scheduleOf: 'segmented', currency: 'select' },
  optionNames: { currency: currencyName },
  // A 50-year weekly schedule is 2,600 rows (twice that when two loans are compared): worked out off the page's thread.
  worker: true,
  // The default loan is answered at once, in the prerendered page too.
  runWhenEmpty: true,
  // Outputs checked against an independent computation with Python's decimal module (run.test.ts).
  examples: [
    {
      name: 'mortgage',
      input: { amount: 200000, rate: 6.5, term: 30 },
      options: { tab: 'basic', termUnit: 'years', frequency: 'monthly' },
      output: { tab: 'basic', loan: { amount: 200000, rate: 6.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 360, payment: 1264.14, lastPayment: 1259.56, totalPaid: 455085.82, totalInterest: 255085.82, months: 360 } },
    },
    {
      name: 'carLoan',
      input: { amount: 25000, rate: 4.9, term: 60 },
      options: { tab: 'basic', termUnit: 'months', frequency: 'monthly' },
      output: { tab: 'basic', loan: { amount: 25000, rate: 4.9, frequency: 'monthly', periodsPerYear: 12, termPayments: 60, scheduledPayments: 60, payments: 60, payment: 470.64, lastPayment: 470.43, totalPaid: 28238.19, totalInterest: 3238.19, months: 60 } },
    },
    {
      name: 'weekly',
      input: { amount: 100000, rate: 5, term: 30 },
      options: { tab: 'basic', termUnit: 'years', frequency: 'weekly' },
      output: { tab: 'basic', loan: { amount: 100000, rate: 5, frequency: 'weekly', periodsPerYear: 52, termPayments: 1560, scheduledPayments: 1560, payments: 1560, payment: 123.8, lastPayment: 111.1, totalPaid: 193115.3, totalInterest: 93115.3, months: 360 } },
    },
    {
      name: 'zeroRate',
      input: { amount: 1000, rate: 0, term: 12 },
      options: { tab: 'basic', termUnit: 'months', frequency: 'monthly', showTable: true },
      output: {
        tab: 'basic',
        loan: { amount: 1000, rate: 0, frequency: 'monthly', periodsPerYear: 12, termPayments: 12, scheduledPayments: 12, payments: 12, payment: 83.33, lastPayment: 83.37, totalPaid: 1000, totalInterest: 0, months: 12 },
        schedule: [
          { number: 1, payment: 83.33, principal: 83.33, interest: 0, balance: 916.67 },
          { number: 2, payment: 83.33, principal: 83.33, interest: 0, balance: 833.34 },
          { number: 3, payment: 83.33, principal: 83.33, interest: 0, balance: 750.01 },
          { number: 4, payment: 83.33, principal: 83.33, interest: 0, balance: 666.68 },
          { number: 5, payment: 83.33, principal: 83.33, interest: 0, balance: 583.35 },
          { number: 6, payment: 83.33, principal: 83.33, interest: 0, balance: 500.02 },
          { number: 7, payment: 83.33, principal: 83.33, interest: 0, balance: 416.69 },
          { number: 8, payment: 83.33, principal: 83.33, interest: 0, balance: 333.36 },
          { number: 9, payment: 83.33, principal: 83.33, interest: 0, balance: 250.03 },
          { number: 10, payment: 83.33, principal: 83.33, interest: 0, balance: 166.7 },
          { number: 11, payment: 83.33, principal: 83.33, interest: 0, balance: 83.37 },
          { number: 12, payment: 83.37, principal: 83.37, interest: 0, balance: 0 },
        ],
      },
    },
    {
      name: 'compareTerms',
      input: { amount: 200000, rate: 6.5, term: 30, amount2: 200000, rate2: 5.5, term2: 15 },
      options: { tab: 'comparison', termUnit: 'years', frequency: 'monthly', termUnit2: 'years', frequency2: 'monthly' },
      output: {
        tab: 'comparison',
        loan: { amount: 200000, rate: 6.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 360, payment: 1264.14, lastPayment: 1259.56, totalPaid: 455085.82, totalInterest: 255085.82, months: 360 },
        loan2: { amount: 200000, rate: 5.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 180, scheduledPayments: 180, payments: 180, payment: 1634.17, lastPayment: 1633.34, totalPaid: 294149.77, totalInterest: 94149.77, months: 180 },
        difference: { payment: 370.03, payments: -180, months: -180, totalPaid: -160936.05, totalInterest: -160936.05 },
        cheaper: 'second',
      },
    },
    {
      name: 'extraPayments',
      input: { amount: 200000, rate: 6.5, term: 30, extra: 100 },
      options: { tab: 'extra', termUnit: 'years', frequency: 'monthly' },
      output: {
        tab: 'extra',
        loan: { amount: 200000, rate: 6.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 360, payment: 1264.14, lastPayment: 1259.56, totalPaid: 455085.82, totalInterest: 255085.82, months: 360 },
        withExtra: { amount: 200000, rate: 6.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 293, payment: 1264.14, lastPayment: 812.56, totalPaid: 399141.44, totalInterest: 199141.44, months: 293 },
        extra: 100,
        savings: { payments: 67, months: 67, interest: 55944.38 },
      },
    },
    {
      name: 'homePurchase',
      input: { price: 400000, down: 10, rate: 6.5, term: 30, tax: 1.2, insurance: 1500, pmi: 0.5, hoa: 0, fees: 4000 },
      options: { tab: 'mortgage', termUnit: 'years', downUnit: 'percent', taxUnit: 'percent', feesPaid: 'upfront' },
      // PMI's last payment (95, balance 319,708.38 ≤ 320,000), the 78 % payment (109) and the APR (6.913 %) checked with Python's decimal module (run.test.ts).
      output: {
        tab: 'mortgage',
        loan: { amount: 360000, rate: 6.5, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 360, payment: 2275.44, lastPayment: 2281.04, totalPaid: 819164, totalInterest: 459164, months: 360 },
        price: 400000,
        downPayment: 40000,
        downPercent: 10,
        fees: 4000,
        feesFinanced: false,
        loanToValue: 90,
        monthly: { principalInterest: 2275.44, tax: 400, insurance: 125, pmi: 150, hoa: 0, total: 2950.44 },
        monthlyAfterPmi: 2800.44,
        totals: { principalInterest: 819164, tax: 144000, insurance: 45000, pmi: 14250, hoa: 0, total: 1022414 },
        upfront: 44000,
        totalCost: 1066414,
        pmi: { rate: 0.5, needed: true, payments: 95, lastPayment: 95, autoEndPayment: 109, limit80: 320000, limit78: 312000 },
        apr: 6.913,
        aprEffective: 7.136,
      },
    },
    {
      name: 'financedFees',
      input: { price: 300000, down: 60000, rate: 6, term: 30, tax: 3600, insurance: 1200, pmi: 0.5, hoa: 150, fees: 5000 },
      options: { tab: 'mortgage', termUnit: 'years', downUnit: 'amount', taxUnit: 'amount', feesPaid: 'financed' },
      // 20 % down, but the fees added to the loan take it to 81.67 % of the price: PMI for 20 payments.
      output: {
        tab: 'mortgage',
        loan: { amount: 245000, rate: 6, frequency: 'monthly', periodsPerYear: 12, termPayments: 360, scheduledPayments: 360, payments: 360, payment: 1468.9, lastPayment: 1467.56, totalPaid: 528802.66, totalInterest: 283802.66, months: 360 },
        price: 300000,
        downPayment: 60000,
        downPercent: 20,
        fees: 5000,
        feesFinanced: true,
        loanToValue: 81.6667,
        monthly: { principalInterest: 1468.9, tax: 300, insurance: 100, pmi: 102.08, hoa: 150, total: 2120.98 },
        monthlyAfterPmi: 2018.9,
        totals: { principalInterest: 528802.66, tax: 108000, insurance: 36000, pmi: 2041.6, hoa: 54000, total: 728844.26 },
        upfront: 60000,
        totalCost: 788844.26,
        pmi: { rate: 0.5, needed: true, payments: 20, lastPayment: 20, autoEndPayment: 41, limit80: 240000, limit78: 234000 },
        apr: 6.27,
        aprEffective: 6.453,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
