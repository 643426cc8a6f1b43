import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** percent: a price and one or more percentages off, one after the other; amount: an amount off; original: the price before a discount. */
export const MODES = ['percent', 'amount', 'original'] as const;
export type Mode = (typeof MODES)[number];

const money = { kind: 'number', min: 0, max: 1e12, step: 0.01 } as const;
const percent = { kind: 'number', min: 0, max: 100, unit: 'percent' } as const;

export const manifest = defineTool({
  related: ['percentage-calculator', 'tip-calculator', 'vat-calculator', 'margin-calculator', 'loan-calculator', 'currency-converter'],
  fields: {
    price: { ...money, perTab: true, default: { percent: 120, amount: 120, original: 90 } },
    discount: { ...percent, tabs: ['percent', 'original'], perTab: true, default: { percent: 20, original: 25 } },
    discount2: { ...percent, tabs: ['percent'], optional: true },
    discount3: { ...percent, tabs: ['percent'], optional: true },
    amountOff: { ...money, tabs: ['amount'], default: 30 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'percent' },
  },
  ui: { mode: 'tabs' },
  examples: [
    {
      // 120.00 × 80 % = 96.00.
      name: 'single',
      input: { price: 120, discount: 20 },
      options: { mode: 'percent' },
      output: { mode: 'percent', price: 120, discounts: [20], steps: [{ discount: 20, saving: 24, price: 96 }], final: 96, savings: 24, equivalent: 20 },
    },
    {
      // 20 % then 10 %: 120.00 × 0.8 × 0.9 = 86.40, the same as 28 % off (1 − 0.8 × 0.9), not 30 %.
      name: 'stacked',
      input: { price: 120, discount: 20, discount2: 10 },
      options: { mode: 'percent' },
      output: {
        mode: 'percent',
        price: 120,
        discounts: [20, 10],
        steps: [
          { discount: 20, saving: 24, price: 96 },
          { discount: 10, saving: 9.6, price: 86.4 },
        ],
        final: 86.4,
        savings: 33.6,
        equivalent: 28,
      },
    },
    {
      // 30.00 off 120.00 is 25 % off.
      name: 'amountOff',
      input: { price: 120, amountOff: 30 },
      options: { mode: 'amount' },
      output: { mode: 'amount', price: 120, amountOff: 30, final: 90, savings: 30, percent: 25 },
    },
    {
      // 90.00 after 25 % off: 90 ÷ 0.75 = 120.00.
      name: 'original',
      input: { price: 90, discount: 25 },
      options: { mode: 'original' },
      output: { mode: 'original', price: 90, discount: 25, original: 120, savings: 30 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
