import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { ALPHABETS } from './alphabets.ts';

export const MAX_LENGTH = 1000;

export const manifest = defineTool({
  related: ['text-ciphers', 'case-converter', 'word-counter', 'morse-code', 'readability'],
  // A name, a booking code, an e-mail address: spelled character by character.
  fields: { text: { kind: 'line', wide: true, maxLength: MAX_LENGTH } },
  options: {
    alphabet: { type: 'string', enum: ALPHABETS, default: 'nato' },
  },
  ui: { alphabet: 'segmented' },
  downloads: ['txt', 'csv'],
  examples: [
    {
      name: 'nato',
      input: { text: 'AB12 x' },
      options: { alphabet: 'nato' },
      output: {
        words: [
          [
            { char: 'A', word: 'Alfa', pronunciation: 'AL-FAH' },
            { char: 'B', word: 'Bravo', pronunciation: 'BRAH-VOH' },
            { char: '1', word: 'One', pronunciation: 'WUN' },
            { char: '2', word: 'Two', pronunciation: 'TOO' },
          ],
          [{ char: 'x', word: 'X-ray', pronunciation: 'ECKS-RAY' }],
        ],
        unknown: [],
      },
    },
    {
      name: 'din5009',
      input: { text: 'Müller-Straße 2' },
      options: { alphabet: 'din5009' },
      output: {
        words: [
          [
            { char: 'M', word: 'München' },
            { char: 'ü', word: 'Umlaut Unna' },
            { char: 'l', word: 'Leipzig' },
            { char: 'l', word: 'Leipzig' },
            { char: 'e', word: 'Essen' },
            { char: 'r', word: 'Rostock' },
            { char: '-', word: 'Bindestrich' },
            { char: 'S', word: 'Salzwedel' },
            { char: 't', word: 'Tübingen' },
            { char: 'r', word: 'Rostock' },
            { char: 'a', word: 'Aachen' },
            { char: 'ß', word: 'Eszett' },
            { char: 'e', word: 'Essen' },
          ],
          [{ char: '2', word: 'Zwo' }],
        ],
        unknown: [],
      },
    },
    {
      name: 'french',
      input: { text: 'Zoé' },
      options: { alphabet: 'french' },
      output: { words: [[{ char: 'Z', word: 'Zoé' }, { char: 'o', word: 'Oscar' }, { char: 'é', word: 'Émile' }]], unknown: [] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
