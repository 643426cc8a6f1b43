import { currencyName, defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { CURRENCIES } from './currencies.ts';

export const TABS = ['converter', 'history', 'favorites'] as const;

/**
 * Amount, from and to (with Swap) are the host's fields, read in the page's language; the 152
 * currencies are named by Intl in the page's language ("US-Dollar (USD)"), not by the locale files;
 * the tab is an option. The examples are answered with the rates kept with the site (the ECB's of
 * 25 February 2025; currency-api's of 29 September 2026 for a pair the ECB does not have); on a site
 * whose server reaches the sources the page shows the latest published rates instead, with their date.
 */
export const manifest = defineTool({
  related: ['unit-converter', 'percentage-calculator', 'loan-calculator', 'tip-calculator', 'vat-calculator', 'discount-calculator'],
  fields: {
    amount: { kind: 'number', min: 0, max: 1_000_000_000, default: 100 },
    from: { kind: 'select', choices: CURRENCIES, names: currencyName, default: 'EUR' },
    to: { kind: 'select', choices: CURRENCIES, names: currencyName, default: 'USD' },
  },
  options: {
    tab: { type: 'string', enum: ['converter', 'history', 'favorites'], default: 'converter' },
  },
  ui: { tab: 'tabs' },
  swap: [['from', 'to']],
  runWhenEmpty: true,
  examples: [
    {
      name: 'euroToDollar',
      input: { amount: 100, from: 'EUR', to: 'USD' },
      output: {
        amount: 100, from: 'EUR', to: 'USD', sources: [{ provider: 'ecb', source: 'snapshot', date: '2025-02-25' }], converted: '104.97', rate: '1.0497', inverse: '0.952653',
        history: [
          { date: '2025-02-25', rate: '1.0497', change: '0.30' },
          { date: '2025-02-24', rate: '1.0466', change: '0.01' },
          { date: '2025-02-21', rate: '1.0465', change: '0.21' },
          { date: '2025-02-20', rate: '1.0443', change: '0.09' },
          { date: '2025-02-19', rate: '1.0434', change: '-0.12' },
          { date: '2025-02-18', rate: '1.0447', change: '-0.25' },
          { date: '2025-02-17', rate: '1.0473', change: '-0.05' },
        ],
      },
    },
    {
      name: 'dollarToYen',
      input: { amount: 250, from: 'USD', to: 'JPY' },
      output: {
        amount: 250, from: 'USD', to: 'JPY', sources: [{ provider: 'ecb', source: 'snapshot', date: '2025-02-25' }], converted: '37437', rate: '149.748', inverse: '0.00667791',
        history: [
          { date: '2025-02-25', rate: '149.748', change: '-0.05' },
          { date: '2025-02-24', rate: '149.828', change: '-0.42' },
          { date: '2025-02-21', rate: '150.463', change: '0.34' },
          { date: '2025-02-20', rate: '149.957', change: '-1.23' },
          { date: '2025-02-19', rate: '151.821', change: '0.04' },
          { date: '2025-02-18', rate: '151.766', change: '0.17' },
          { date: '2025-02-17', rate: '151.504', change: '-0.84' },
        ],
      },
    },
    {
      name: 'poundToFranc',
      input: { amount: 1234.56, from: 'GBP', to: 'CHF' },
      options: { tab: 'history' },
      output: {
        amount: 1234.56, from: 'GBP', to: 'CHF', sources: [{ provider: 'ecb', source: 'snapshot', date: '2025-02-25' }], converted: '1397.64', rate: '1.1321', inverse: '0.883316',
        history: [
          { date: '2025-02-25', rate: '1.1321', change: '-0.40' },
          { date: '2025-02-24', rate: '1.13667', change: '-0.14' },
          { date: '2025-02-21', rate: '1.13823', change: '0.04' },
          { date: '2025-02-20', rate: '1.13773', change: '-0.11' },
          { date: '2025-02-19', rate: '1.13897', change: '0.33' },
          { date: '2025-02-18', rate: '1.1352', change: '-0.03' },
          { date: '2025-02-17', rate: '1.13553', change: '0.08' },
        ],
      },
    },
    {
      // A pair the ECB does not publish: currency-api's rates (29 September 2026: 1.13607202 USD and 1506.61827055 NGN for one euro).
      name: 'dollarToNaira',
      input: { amount: 100, from: 'USD', to: 'NGN' },
      output: {
        amount: 100, from: 'USD', to: 'NGN', sources: [{ provider: 'currency-api', source: 'snapshot', date: '2026-09-29' }], converted: '132616.44', rate: '1326.16', inverse: '0.000754054',
        history: [{ date: '2026-09-29', rate: '1326.16', change: null }],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
