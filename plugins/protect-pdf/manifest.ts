import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  fields: { text: { kind: 'text' } },
  options: {
    reverseLines: { type: 'boolean', default: false },
  },
  downloads: ['txt'],
  examples: [
    { name: 'word', input: { text: 'stressed' }, output: 'desserts' },
    { name: 'lines', input: { text: 'first\nsecond' }, options: { reverseLines: true }, output: 'second\nfirst' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
