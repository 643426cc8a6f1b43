import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

/**
 * The four calculations, one tab each: X % of Y; X is what % of Y; X is Y % of what; % change from X to Y.
 * X and Y are the first and second number of the tab's sentence.
 */
export const MODES = ['percentOf', 'whatPercent', 'percentIsOf', 'change'] as const;
export type Mode = (typeof MODES)[number];

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'percentOf' },
  },
  required: ['mode'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  input: 'texts',
  inputFields: ['x', 'y'],
  output: 'custom',
  panel: true,
  examples: [
    { name: 'tip', input: { x: '15', y: '80' }, options: { mode: 'percentOf' }, output: { mode: 'percentOf', x: 15, y: 80, result: 12 } },
    { name: 'score', input: { x: '45', y: '60' }, options: { mode: 'whatPercent' }, output: { mode: 'whatPercent', x: 45, y: 60, result: 75 } },
    { name: 'deposit', input: { x: '30', y: '20' }, options: { mode: 'percentIsOf' }, output: { mode: 'percentIsOf', x: 30, y: 20, result: 150 } },
    {
      name: 'priceDrop',
      input: { x: '80', y: '60' },
      options: { mode: 'change' },
      output: { mode: 'change', x: 80, y: 60, result: -25, difference: -20, direction: 'decrease' },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
