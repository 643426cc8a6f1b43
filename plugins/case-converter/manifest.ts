import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const CASES = ['upper', 'lower', 'title', 'sentence', 'alternating', 'inverse', 'camel', 'pascal', 'snake', 'kebab', 'constant'] as const;


export const manifest = defineTool({
  related: ['word-counter', 'text-cleaner', 'slug-generator', 'lorem-ipsum-generator'],
  produces: 'text',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: CASES, default: 'upper' },
  },
  ui: { mode: 'segmented' },
  downloads: ['txt'],
  examples: [
    { name: 'title', input: { text: 'the quick brown fox jumps over the lazy dog' }, options: { mode: 'title' }, output: 'The Quick Brown Fox Jumps Over The Lazy Dog' },
    // Words written with inner capitals keep them: only the first letter of the others changes.
    { name: 'titleInnerCapitals', input: { text: "my iPhone's XMLHttpRequest at McDonald's" }, options: { mode: 'title' }, output: "My iPhone's XMLHttpRequest At McDonald's" },
    { name: 'sentence', input: { text: 'HELLO WORLD. HOW ARE YOU? FINE!' }, options: { mode: 'sentence' }, output: 'Hello world. How are you? Fine!' },
    { name: 'camel', input: { text: 'user account id' }, options: { mode: 'camel' }, output: 'userAccountId' },
    { name: 'snake', input: { text: 'Straße und Café' }, options: { mode: 'snake' }, output: 'straße_und_café' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
