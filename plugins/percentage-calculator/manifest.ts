import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * The four calculations, one tab each: X % of Y; X is what % of Y; X is Y % of what; % change from X to Y.
 * X and Y are the first and second number of the tab's sentence.
 */
export const MODES = ['percentOf', 'whatPercent', 'percentIsOf', 'change'] as const;
export type Mode = (typeof MODES)[number];

export const manifest = defineTool({
  related: ['loan-calculator', 'fraction-calculator', 'tip-calculator', 'bmi-calculator', 'currency-converter', 'unit-converter'],
  // Each tab keeps its own numbers, and starts with a worked example so that it answers at once:
  // 15 % of 200 is 30, and the same numbers the other ways round.
  fields: {
    x: { kind: 'number', perTab: true, unit: { percentOf: 'percent' }, default: { percentOf: 15, whatPercent: 30, percentIsOf: 30, change: 200 } },
    y: { kind: 'number', perTab: true, unit: { percentIsOf: 'percent' }, default: { percentOf: 200, whatPercent: 200, percentIsOf: 15, change: 250 } },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'percentOf' },
  },
  ui: { mode: 'tabs' },
  sentence: true,
  examples: [
    { name: 'tip', input: { x: 15, y: 80 }, options: { mode: 'percentOf' }, output: { mode: 'percentOf', x: 15, y: 80, result: 12 } },
    { name: 'score', input: { x: 45, y: 60 }, options: { mode: 'whatPercent' }, output: { mode: 'whatPercent', x: 45, y: 60, result: 75 } },
    { name: 'deposit', input: { x: 30, y: 20 }, options: { mode: 'percentIsOf' }, output: { mode: 'percentIsOf', x: 30, y: 20, result: 150 } },
    {
      name: 'priceDrop',
      input: { x: 80, y: 60 },
      options: { mode: 'change' },
      output: { mode: 'change', x: 80, y: 60, result: -25, difference: -20, direction: 'decrease' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
