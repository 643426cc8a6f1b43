import { currencyName, defineTool, MONEY_CURRENCIES, type InputOf, type OptionsOf } from '@sdk/core';
import { FREQUENCIES } from './amortization.ts';

export const TABS = ['basic', 'comparison', 'extra'] as const;
export const TERM_UNITS = ['years', 'months'] as const;

/**
 * The numbers of one loan (amount, rate, term), shared by every tab, with the extra payment on the Extra
 * payments tab and the second loan on the Comparison tab. Their ranges are checked by run() (its messages
 * say what each one allows); term units and frequencies are options, one set per loan.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'compound-interest-calculator', 'salary-calculator', 'date-calculator', 'bmi-calculator', 'currency-converter'],
  fields: {
    amount: { kind: 'number', default: 200000 },
    rate: { kind: 'number', unit: 'percent', default: 6.5 },
    term: { kind: 'number', default: 30 },
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
    showTable: { type: 'boolean', default: false },
    /** Whose schedule the Comparison tab shows and exports. */
    scheduleOf: { type: 'string', enum: ['1', '2'], default: '1' },
    /** The currency symbol amounts are written with (results, schedule, chart, CSV header). */
    currency: { type: 'string', enum: MONEY_CURRENCIES, default: 'none' },
  },
  ui: { tab: 'tabs', termUnit: 'select', frequency: 'select', termUnit2: 'select', frequency2: 'select', showTable: 'checkbox', scheduleOf: 'segmented', currency: 'select' },
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
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
