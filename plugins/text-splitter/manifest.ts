import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['size', 'count'], default: 'size' },
    chunkSize: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1000 },
    chunkCount: { type: 'integer', minimum: 2, maximum: 1000, default: 2 },
    preserveParagraphs: { type: 'boolean', default: true },
    preserveWords: { type: 'boolean', default: true },
  },
  required: ['mode', 'chunkSize', 'chunkCount', 'preserveParagraphs', 'preserveWords'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['mode', 'chunkSize', 'chunkCount', 'preserveParagraphs', 'preserveWords'],
    mode: { 'ui:widget': 'segmented' },
  },
  input: 'text',
  output: 'custom',
  worker: true,
  examples: [
    {
      name: 'paragraphs',
      input: 'Plants need light, water and air.\n\nMost of them also need soil rich in nutrients.\n\nIn winter, water them less often.',
      options: { mode: 'size', chunkSize: 60 },
      output: {
        chunks: ['Plants need light, water and air.', 'Most of them also need soil rich in nutrients.', 'In winter, water them less often.'],
        oversizedParagraphs: 0,
      },
    },
    {
      name: 'threeChunks',
      input: 'The quick brown fox jumps over the lazy dog. It was a sunny day and everyone was happy to be outside.',
      options: { mode: 'count', chunkCount: 3 },
      output: {
        chunks: ['The quick brown fox jumps over the', 'lazy dog. It was a sunny day and', 'everyone was happy to be outside.'],
        oversizedParagraphs: 1,
      },
    },
    {
      name: 'longParagraph',
      input: 'Short intro.\n\nThis second paragraph is much longer than the chunk size, so it has to be cut at spaces.\n\nThe end.',
      options: { mode: 'size', chunkSize: 40 },
      output: {
        chunks: ['Short intro.', 'This second paragraph is much longer', 'than the chunk size, so it has to be cut', 'at spaces.\n\nThe end.'],
        oversizedParagraphs: 1,
      },
    },
    {
      name: 'unicode',
      input: 'Café 👍🏽 naïve e\u0301te\u0301 漢字 العربية',
      options: { mode: 'size', chunkSize: 8 },
      output: { chunks: ['Café 👍🏽', 'naïve', 'e\u0301te\u0301 漢字', 'العربية'], oversizedParagraphs: 1 },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
