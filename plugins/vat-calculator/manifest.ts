import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { RATES } from './rates.ts';

/** Where the rate comes from: a country's standard rate, or any rate typed (reduced rates, US sales tax). */
export const SOURCES = ['country', 'custom'] as const;
/** add: the amount is net, VAT is added; remove: the amount is gross (VAT included), VAT is taken out. */
export const MODES = ['add', 'remove'] as const;

export const manifest = defineTool({
  related: ['percentage-calculator', 'discount-calculator', 'margin-calculator', 'tip-calculator', 'currency-converter', 'iban-validator'],
  fields: {
    amount: { kind: 'number', min: 0, max: 1e12, step: 0.01, default: 100 },
    country: {
      kind: 'select',
      tabs: ['country'],
      choices: RATES.map((r) => r.code),
      groups: Object.fromEntries(RATES.map((r) => [r.code, r.group])),
      default: 'GB',
    },
    rate: { kind: 'number', tabs: ['custom'], min: 0, max: 100, unit: 'percent', default: 8.25 },
  },
  options: {
    rateFrom: { type: 'string', enum: SOURCES, default: 'country' },
    mode: { type: 'string', enum: MODES, default: 'add' },
  },
  ui: { rateFrom: 'tabs', mode: 'segmented' },
  examples: [
    {
      // 100.00 × 19 % = 19.00.
      name: 'addGermany',
      input: { amount: 100, country: 'DE' },
      options: { rateFrom: 'country', mode: 'add' },
      output: { mode: 'add', country: 'DE', rate: 19, net: 100, vat: 19, gross: 119 },
    },
    {
      // 120.00 ÷ 1.2 = 100.00.
      name: 'removeUk',
      input: { amount: 120, country: 'GB' },
      options: { rateFrom: 'country', mode: 'remove' },
      output: { mode: 'remove', country: 'GB', rate: 20, net: 100, vat: 20, gross: 120 },
    },
    {
      // 49.99 ÷ 1.255 = 39.832… → 39.83; VAT 10.16.
      name: 'removeFinland',
      input: { amount: 49.99, country: 'FI' },
      options: { rateFrom: 'country', mode: 'remove' },
      output: { mode: 'remove', country: 'FI', rate: 25.5, net: 39.83, vat: 10.16, gross: 49.99 },
    },
    {
      // A US sales tax of 8.25 %: 80.00 × 8.25 % = 6.60.
      name: 'salesTax',
      input: { amount: 80, rate: 8.25 },
      options: { rateFrom: 'custom', mode: 'add' },
      output: { mode: 'add', country: null, rate: 8.25, net: 80, vat: 6.6, gross: 86.6 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
