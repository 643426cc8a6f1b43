import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';
import { CATEGORIES } from './units.ts';

export const MAX_PRECISION = 10;
export const DEFAULT_PRECISION = 6;

/**
 * Flat options: the category, and the units as plain strings (their lists depend on the category,
 * so run() checks them against it and answers an unknown one with a message).
 */
export const options = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: CATEGORIES, default: 'length' },
    from: { type: 'string', maxLength: 20, default: 'm' },
    to: { type: 'string', maxLength: 20, default: 'ft' },
    precision: { type: 'integer', minimum: 0, maximum: MAX_PRECISION, default: DEFAULT_PRECISION },
  },
  required: ['category', 'from', 'to', 'precision'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  // The value typed is the input (one text); categories, units and decimals are options.
  input: 'text',
  output: 'custom',
  panel: true,
  examples: [
    {
      name: 'milesToKilometres',
      input: '5',
      options: { category: 'length', from: 'mi', to: 'km', precision: 6 },
      output: {
        category: 'length',
        from: 'mi',
        to: 'km',
        value: { value: 5, exponent: null, decimals: 0, exact: true, text: '5' },
        result: { value: 8.04672, exponent: null, decimals: 5, exact: true, text: '8.04672' },
        sameUnits: false,
        formula: { kind: 'multiply', factor: { value: 1.609344, exponent: null, decimals: 6, exact: true, text: '1.609344' } },
      },
    },
    {
      name: 'bodyTemperature',
      input: '98.6',
      options: { category: 'temperature', from: 'F', to: 'C', precision: 2 },
      output: {
        category: 'temperature',
        from: 'F',
        to: 'C',
        value: { value: 98.6, exponent: null, decimals: 1, exact: true, text: '98.6' },
        result: { value: 37, exponent: null, decimals: 0, exact: true, text: '37' },
        sameUnits: false,
        formula: { kind: 'affine', before: { value: -32, exponent: null, decimals: 0, exact: true, text: '-32' }, ratio: { n: 5, d: 9 }, after: null },
      },
    },
    {
      name: 'gigabytes',
      input: '500',
      options: { category: 'data', from: 'GB', to: 'GiB', precision: 2 },
      output: {
        category: 'data',
        from: 'GB',
        to: 'GiB',
        value: { value: 500, exponent: null, decimals: 0, exact: true, text: '500' },
        result: { value: 465.66, exponent: null, decimals: 2, exact: false, text: '465.66' },
        sameUnits: false,
        formula: { kind: 'divide', factor: { value: 1.073741824, exponent: null, decimals: 9, exact: true, text: '1.073741824' } },
      },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
