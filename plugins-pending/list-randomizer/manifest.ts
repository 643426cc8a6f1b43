import { toolError, type OptionsOf, type OptionsSchema, type ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const MODES = ['shuffle', 'pick'] as const;
export const MAX_WINNERS = 1_000_000;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'shuffle' },
    winners: { type: 'integer', minimum: 1, maximum: MAX_WINNERS, default: 1 },
    removeDuplicates: { type: 'boolean', default: false },
    removeEmpty: { type: 'boolean', default: true },
  },
  required: ['mode', 'winners', 'removeDuplicates', 'removeEmpty'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['mode', 'winners', 'removeDuplicates', 'removeEmpty'],
    mode: { 'ui:widget': 'segmented' },
    winners: { 'ui:widget': 'updown' },
  },
  input: 'text',
  output: 'custom',
  // The order is random: the examples with an exact output are those where only one order exists.
  examples: [
    {
      name: 'repeatedName',
      input: 'Anna\n\nAnna\n  Anna  \n',
      options: { mode: 'pick', winners: 1, removeDuplicates: true, removeEmpty: true },
      output: { mode: 'pick', items: ['Anna'], total: 1, lines: 4, duplicatesRemoved: 2, emptyRemoved: 1 },
    },
    {
      name: 'oneItem',
      input: 'Only me',
      options: { mode: 'shuffle' },
      output: { mode: 'shuffle', items: ['Only me'], total: 1, lines: 1, duplicatesRemoved: 0, emptyRemoved: 0 },
    },
    {
      name: 'tooManyWinners',
      input: 'Anna\nBen\nCarla',
      options: { mode: 'pick', winners: 5 },
      output: toolError('tooManyWinners', { winners: 5, total: 3 }),
    },
  ],
} as const satisfies ToolManifest<typeof options>;
