import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['word-counter', 'text-cleaner', 'case-converter'],
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: ['size', 'count'], default: 'size' },
    chunkSize: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1000 },
    chunkCount: { type: 'integer', minimum: 2, maximum: 1000, default: 2 },
    preserveParagraphs: { type: 'boolean', default: true },
    preserveWords: { type: 'boolean', default: true },
  },
  ui: { mode: 'segmented', chunkSize: 'updown', chunkCount: 'updown', preserveParagraphs: 'checkbox', preserveWords: 'checkbox' },
  // Download all: every chunk in one text file with a line before each, or the chunks as a JSON array.
  downloads: ['txt', 'json'],
  worker: true,
  examples: [
    {
      name: 'paragraphs',
      input: { text: 'Plants need light, water and air.\n\nMost of them also need soil rich in nutrients.\n\nIn winter, water them less often.' },
      options: { mode: 'size', chunkSize: 60 },
      output: {
        chunks: ['Plants need light, water and air.', 'Most of them also need soil rich in nutrients.', 'In winter, water them less often.'],
        oversizedParagraphs: 0,
      },
    },
    {
      name: 'threeChunks',
      input: { text: 'The quick brown fox jumps over the lazy dog. It was a sunny day and everyone was happy to be outside.' },
      options: { mode: 'count', chunkCount: 3 },
      output: {
        chunks: ['The quick brown fox jumps over the', 'lazy dog. It was a sunny day and', 'everyone was happy to be outside.'],
        oversizedParagraphs: 1,
      },
    },
    {
      name: 'longParagraph',
      input: { text: 'Short intro.\n\nThis second paragraph is much longer than the chunk size, so it has to be cut at spaces.\n\nThe end.' },
      options: { mode: 'size', chunkSize: 40 },
      output: {
        chunks: ['Short intro.', 'This second paragraph is much longer', 'than the chunk size, so it has to be cut', 'at spaces.\n\nThe end.'],
        oversizedParagraphs: 1,
      },
    },
    {
      name: 'unicode',
      input: { text: 'Café 👍🏽 naïve e\u0301te\u0301 漢字 العربية' },
      options: { mode: 'size', chunkSize: 8 },
      output: { chunks: ['Café 👍🏽', 'naïve', 'e\u0301te\u0301 漢字', 'العربية'], oversizedParagraphs: 1 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
