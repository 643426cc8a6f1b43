import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['calculate', 'convert'] as const;
export type Mode = (typeof MODES)[number];
export const OPERATIONS = ['add', 'subtract', 'multiply', 'divide'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * Two tabs: a calculation with two fractions (mixed numbers, decimals and repeating decimals too), and
 * one number converted (a decimal to a fraction, a fraction to its simplest form, a mixed number and a
 * decimal). Fractions are typed as text (3/4, 1 1/2, 0.75 or 0,75, 0.(3)), read exactly with BigInt.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'ratio-calculator', 'unit-converter', 'gcd-lcm-calculator', 'scientific-calculator'],
  fields: {
    x: { kind: 'line', perTab: true, default: { calculate: '1 1/2', convert: '0.1(6)' }, maxLength: 200, mono: true },
    op: { kind: 'select', tabs: ['calculate'], choices: OPERATIONS, default: 'add' },
    y: { kind: 'line', tabs: ['calculate'], default: '3/4', maxLength: 200, mono: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'calculate' },
  },
  ui: { mode: 'tabs' },
  examples: [
    { name: 'add', input: { x: '1 1/2', op: 'add', y: '3/4' }, options: { mode: 'calculate' }, output: { mode: 'calculate', x: '3/2', op: 'add', y: '3/4', result: '9/4' } },
    { name: 'divide', input: { x: '2/3', op: 'divide', y: '-4/9' }, options: { mode: 'calculate' }, output: { mode: 'calculate', x: '2/3', op: 'divide', y: '-4/9', result: '-3/2' } },
    { name: 'repeating', input: { x: '0.1(6)' }, options: { mode: 'convert' }, output: { mode: 'convert', x: '1/6' } },
    { name: 'decimal', input: { x: '2.375' }, options: { mode: 'convert' }, output: { mode: 'convert', x: '19/8' } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
