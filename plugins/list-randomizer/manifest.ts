import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['shuffle', 'pick'] as const;
export const MAX_WINNERS = 1_000_000;

export const manifest = defineTool({
  related: ['random-number-generator', 'password-generator', 'random-uuid-generator', 'text-cleaner', 'line-tools'],
  // The list, one item per line.
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'shuffle' },
    winners: { type: 'integer', minimum: 1, maximum: MAX_WINNERS, default: 1 },
    removeDuplicates: { type: 'boolean', default: false },
    removeEmpty: { type: 'boolean', default: true },
  },
  ui: { mode: 'segmented', winners: 'updown' },
  // Random: "Shuffle again" / "Draw again", and a draw is never in the prerendered page.
  random: true,
  downloads: ['txt'],
  // The order is random: the examples with an exact output are those where only one order exists.
  examples: [
    {
      name: 'repeatedName',
      input: { text: 'Anna\n\nAnna\n  Anna  \n' },
      options: { mode: 'pick', winners: 1, removeDuplicates: true, removeEmpty: true },
      output: { mode: 'pick', items: ['Anna'], total: 1, lines: 4, duplicatesRemoved: 2, emptyRemoved: 1 },
    },
    {
      name: 'oneItem',
      input: { text: 'Only me' },
      options: { mode: 'shuffle' },
      output: { mode: 'shuffle', items: ['Only me'], total: 1, lines: 1, duplicatesRemoved: 0, emptyRemoved: 0 },
    },
    {
      name: 'tooManyWinners',
      input: { text: 'Anna\nBen\nCarla' },
      options: { mode: 'pick', winners: 5 },
      output: toolError('tooManyWinners', { winners: 5, total: 3 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
