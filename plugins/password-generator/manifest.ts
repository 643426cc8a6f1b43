import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;

export const manifest = defineTool({
  related: ['jwt-secret-generator', 'random-uuid-generator', 'list-randomizer', 'bcrypt', 'password-strength', 'random-number-generator'],
  // No fields: a password is made from the settings alone.
  options: {
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
  ui: { length: 'updown' },
  // Random: Generate again is offered, and a password is never in the prerendered page.
  random: true,
  // Copy only: a password is not saved to a file by accident.
  downloads: [],
  // A password is random by nature: the examples with an exact output are the rules it enforces.
  examples: [
    { name: 'tooShort', input: {}, options: { length: 3 }, output: toolError('tooShort') },
    { name: 'tooLong', input: {}, options: { length: 129 }, output: toolError('tooLong') },
    {
      name: 'noTypes',
      input: {},
      options: { uppercase: false, lowercase: false, numbers: false, symbols: false },
      output: toolError('noCharacterTypes'),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
