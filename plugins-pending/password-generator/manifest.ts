import { toolError, type OptionsOf, type OptionsSchema, type ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;

export const options = {
  type: 'object',
  properties: {
    // No minimum or maximum here: a length typed outside 4–128 reaches run(), which answers with the
    // spec's message ("Password length must be at most 128 characters") instead of the form's generic one.
    length: { type: 'integer', default: 16 },
    uppercase: { type: 'boolean', default: true },
    lowercase: { type: 'boolean', default: true },
    numbers: { type: 'boolean', default: true },
    symbols: { type: 'boolean', default: true },
    excludeSimilar: { type: 'boolean', default: false },
    excludeAmbiguous: { type: 'boolean', default: false },
  },
  required: ['length', 'uppercase', 'lowercase', 'numbers', 'symbols', 'excludeSimilar', 'excludeAmbiguous'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['length', 'uppercase', 'lowercase', 'numbers', 'symbols', 'excludeSimilar', 'excludeAmbiguous'],
    length: { 'ui:widget': 'updown' },
  },
  input: 'none',
  output: 'custom',
  // A password is random by nature: the examples with an exact output are the rules it enforces.
  examples: [
    { name: 'tooShort', input: '', options: { length: 3 }, output: toolError('tooShort') },
    { name: 'tooLong', input: '', options: { length: 129 }, output: toolError('tooLong') },
    {
      name: 'noTypes',
      input: '',
      options: { uppercase: false, lowercase: false, numbers: false, symbols: false },
      output: toolError('noCharacterTypes'),
    },
  ],
} as const satisfies ToolManifest<typeof options>;
