import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * Four tabs: the rule of three (A : B = C : x), inverse proportion (A × B = C × x), simplifying a ratio
 * of two or three terms, and dividing a total in a ratio. Each tab keeps its own numbers.
 */
export const MODES = ['direct', 'inverse', 'simplify', 'divide'] as const;
export type Mode = (typeof MODES)[number];

export const manifest = defineTool({
  related: ['percentage-calculator', 'unit-converter', 'roman-numerals', 'fraction-calculator', 'aspect-ratio-calculator'],
  fields: {
    a: { kind: 'number', perTab: true, default: { direct: 2, inverse: 4, simplify: 12, divide: 2 } },
    b: { kind: 'number', perTab: true, default: { direct: 3, inverse: 6, simplify: 18, divide: 3 } },
    c: { kind: 'number', perTab: true, tabs: ['direct', 'inverse'], default: { direct: 10, inverse: 3 } },
    third: { kind: 'number', perTab: true, tabs: ['simplify', 'divide'], optional: true, default: '' },
    total: { kind: 'number', tabs: ['divide'], default: 100 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'direct' },
  },
  ui: { mode: 'tabs' },
  examples: [
    { name: 'recipe', input: { a: 4, b: 250, c: 6 }, options: { mode: 'direct' }, output: { mode: 'direct', a: 4, b: 250, c: 6, x: 375 } },
    { name: 'workers', input: { a: 4, b: 6, c: 3 }, options: { mode: 'inverse' }, output: { mode: 'inverse', a: 4, b: 6, c: 3, x: 8 } },
    {
      name: 'decimals',
      input: { a: 1.5, b: 2.25, third: 0.75 },
      options: { mode: 'simplify' },
      output: { mode: 'simplify', terms: [1.5, 2.25, 0.75], multiplier: 100, whole: [150, 225, 75], divisor: 75, simplified: [2, 3, 1] },
    },
    {
      name: 'split',
      input: { a: 2, b: 3, third: 5, total: 1200 },
      options: { mode: 'divide' },
      output: { mode: 'divide', terms: [2, 3, 5], total: 1200, sum: 10, part: 120, shares: [240, 360, 600] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
