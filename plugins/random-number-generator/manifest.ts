import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['numbers', 'dice', 'coin'] as const;
export type Mode = (typeof MODES)[number];
export const KINDS = ['integer', 'decimal'] as const;
export const SORTS = ['none', 'ascending', 'descending'] as const;
/** The usual dice, then one with any number of sides (the `sides` option). */
export const DICE = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd100', 'custom'] as const;
export type Die = (typeof DICE)[number];
/** Numbers, dice or flips drawn at once at most (and downloaded as TXT, CSV or JSON). */
export const MAX_COUNT = 10_000;
export const MAX_DECIMALS = 10;
export const MAX_SIDES = 1_000_000;
export const MAX_SEED_LENGTH = 100;
const SAFE = Number.MAX_SAFE_INTEGER;

export const manifest = defineTool({
  related: ['list-randomizer', 'password-generator', 'random-uuid-generator', 'statistics-calculator'],
  fields: {
    // The range, inclusive, as far as whole numbers are exact in JavaScript (±9,007,199,254,740,991).
    min: { kind: 'number', tabs: ['numbers'], min: -SAFE, max: SAFE, default: 1 },
    max: { kind: 'number', tabs: ['numbers'], min: -SAFE, max: SAFE, default: 100 },
    // How many numbers, dice or flips: each tab keeps its own.
    count: { kind: 'integer', perTab: true, min: 1, max: MAX_COUNT, default: { numbers: 1, dice: 2, coin: 1 } },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'numbers' },
    kind: { type: 'string', enum: KINDS, default: 'integer' },
    decimals: { type: 'integer', minimum: 1, maximum: MAX_DECIMALS, default: 2 },
    unique: { type: 'boolean', default: false },
    sort: { type: 'string', enum: SORTS, default: 'none' },
    die: { type: 'string', enum: DICE, default: 'd6' },
    sides: { type: 'integer', minimum: 2, maximum: MAX_SIDES, default: 6 },
    // Empty: the Web Crypto source. A seed makes the draws repeatable (a draw others can check), and not secret.
    seed: { type: 'string', maxLength: MAX_SEED_LENGTH, default: '' },
  },
  ui: { mode: 'tabs', kind: 'segmented', decimals: 'updown', sort: 'select', die: 'segmented', sides: 'updown', seed: 'text' },
  optionTabs: { kind: ['numbers'], decimals: ['numbers'], unique: ['numbers'], sort: ['numbers'], die: ['dice'], sides: ['dice'] },
  random: true,
  downloads: ['txt', 'csv', 'json'],
  // Draws are random: the examples with an exact output use a seed (the same seed always gives the same draw), or a rule.
  examples: [
    {
      name: 'lottery',
      input: { min: 1, max: 49, count: 6 },
      options: { mode: 'numbers', unique: true, sort: 'ascending', seed: 'lottery' },
      output: {
        mode: 'numbers',
        values: [6, 11, 20, 23, 25, 36],
        low: 1,
        high: 49,
        decimals: 0,
        available: 49,
        seeded: true,
        stats: { count: 6, sum: 121, mean: 121 / 6, min: 6, max: 36 },
      },
    },
    {
      name: 'threeDice',
      input: { count: 3 },
      options: { mode: 'dice', die: 'd6', seed: 'board game' },
      output: { mode: 'dice', sides: 6, rolls: [2, 1, 6], faces: [1, 1, 0, 0, 0, 1], seeded: true, stats: { count: 3, sum: 9, mean: 3, min: 1, max: 6 } },
    },
    {
      name: 'tenFlips',
      input: { count: 10 },
      options: { mode: 'coin', seed: 'kick-off' },
      output: {
        mode: 'coin',
        flips: ['heads', 'heads', 'heads', 'tails', 'heads', 'heads', 'heads', 'tails', 'tails', 'tails'],
        heads: 6,
        tails: 4,
        longestRun: { side: 'heads', length: 3 },
        seeded: true,
      },
    },
    {
      name: 'tooManyUnique',
      input: { min: 1, max: 5, count: 10 },
      options: { mode: 'numbers', unique: true },
      output: toolError('notEnoughUnique', { field: 'count', count: 10, available: 5, min: 1, max: 5 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
