import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** Round each share up to a multiple of this amount ("none": pay to the cent). */
export const ROUNDING = ['none', '0.05', '0.1', '0.5', '1', '5', '10'] as const;
export type Rounding = (typeof ROUNDING)[number];

/** The usual tip percentages, one click each (labels: actions.tip<percent>); any other is typed. */
export const PRESETS = [10, 15, 18, 20, 25] as const;

/**
 * The bill (money with cents), the tip percentage, the number of people; the tax included in the bill
 * is optional (the tip is then worked out on the amount before tax, as US etiquette guides advise).
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'discount-calculator', 'unit-converter', 'loan-calculator', 'currency-converter'],
  fields: {
    bill: { kind: 'number', min: 0, max: 1e12, step: 0.01, default: 80 },
    percent: { kind: 'number', min: 0, max: 100, unit: 'percent', default: 15 },
    people: { kind: 'integer', min: 1, max: 1000, default: 1 },
    tax: { kind: 'number', min: 0, max: 1e12, step: 0.01, optional: true },
  },
  options: {
    roundUp: { type: 'string', enum: ROUNDING, default: 'none' },
  },
  ui: { roundUp: 'select' },
  actions: Object.fromEntries(PRESETS.map((p) => [`tip${p}`, () => ({ input: { percent: p } })])),
  examples: [
    {
      // 15 % of 80.00 = 12.00; 92.00 ÷ 4 = 23.00.
      name: 'dinner',
      input: { bill: 80, percent: 15, people: 4 },
      output: { bill: 80, tax: null, base: 80, percent: 15, tip: 12, total: 92, people: 4, share: 23, centsOver: 0, rounding: null },
    },
    {
      // 18 % of 100.00 = 18.00; 118.00 ÷ 3 = 39.333…: two pay 39.33 and one 39.34.
      name: 'unevenSplit',
      input: { bill: 100, percent: 18, people: 3 },
      output: { bill: 100, tax: null, base: 100, percent: 18, tip: 18, total: 118, people: 3, share: 39.33, centsOver: 1, rounding: null },
    },
    {
      // 20 % of 63.40 = 12.68; 76.08 ÷ 3 = 25.36 → 26.00 each; 78.00 − 63.40 = 14.60 tip, 23.03 % of the bill.
      name: 'roundUp',
      input: { bill: 63.4, percent: 20, people: 3 },
      options: { roundUp: '1' },
      output: {
        bill: 63.4,
        tax: null,
        base: 63.4,
        percent: 20,
        tip: 12.68,
        total: 76.08,
        people: 3,
        share: 25.36,
        centsOver: 0,
        rounding: { step: 1, share: 26, total: 78, tip: 14.6, percent: 23.03 },
      },
    },
    {
      // Tip on the amount before tax: 20 % of (54.00 − 4.32) = 9.94; 63.94 ÷ 2 = 31.97.
      name: 'beforeTax',
      input: { bill: 54, percent: 20, people: 2, tax: 4.32 },
      output: { bill: 54, tax: 4.32, base: 49.68, percent: 20, tip: 9.94, total: 63.94, people: 2, share: 31.97, centsOver: 0, rounding: null },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
