import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['text-diff-checker', 'json-formatter', 'find-and-replace'],
  fields: {
    pattern: { kind: 'line', mono: true },
    text: { kind: 'text' },
    // Several lines, as a replacement may hold line breaks (JavaScript replacement strings have no escapes for them).
    replacement: { kind: 'text', mono: true, rows: 2 },
  },
  options: {
    global: { type: 'boolean', default: true },
    ignoreCase: { type: 'boolean', default: false },
    multiline: { type: 'boolean', default: false },
    dotAll: { type: 'boolean', default: false },
    unicode: { type: 'boolean', default: false },
    sticky: { type: 'boolean', default: false },
    indices: { type: 'boolean', default: false },
  },
  downloads: ['txt', 'json'],
  worker: true,
  // A catastrophic pattern such as (a+)+$ never ends: its worker is stopped after 2 seconds.
  timeLimitSeconds: 2,
  examples: [
    {
      name: 'emails',
      input: { pattern: '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+', text: 'Write to ana@example.com or team+support@mail.example.org.', replacement: '' },
      output: {
        matches: [
          { index: 9, end: 24, text: 'ana@example.com', groups: [] },
          { index: 28, end: 57, text: 'team+support@mail.example.org', groups: [] },
        ],
        flags: 'g',
        truncated: false,
      },
    },
    {
      name: 'dates',
      input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})', text: 'Released 2024-03-15, patched 2024-04-02.', replacement: '' },
      options: { indices: true },
      output: {
        matches: [
          {
            index: 9,
            end: 19,
            text: '2024-03-15',
            groups: [
              { name: 'year', text: '2024', index: 9, end: 13 },
              { name: 'month', text: '03', index: 14, end: 16 },
              { name: 'day', text: '15', index: 17, end: 19 },
            ],
          },
          {
            index: 29,
            end: 39,
            text: '2024-04-02',
            groups: [
              { name: 'year', text: '2024', index: 29, end: 33 },
              { name: 'month', text: '04', index: 34, end: 36 },
              { name: 'day', text: '02', index: 37, end: 39 },
            ],
          },
        ],
        flags: 'dg',
        truncated: false,
      },
    },
    {
      name: 'swapNames',
      input: { pattern: '(?<last>\\w+), (?<first>\\w+)', text: 'Lovelace, Ada\nHopper, Grace', replacement: '$<first> $1' },
      output: {
        matches: [
          { index: 0, end: 13, text: 'Lovelace, Ada', groups: [{ name: 'last', text: 'Lovelace' }, { name: 'first', text: 'Ada' }] },
          { index: 14, end: 27, text: 'Hopper, Grace', groups: [{ name: 'last', text: 'Hopper' }, { name: 'first', text: 'Grace' }] },
        ],
        flags: 'g',
        truncated: false,
        replaced: 'Ada Lovelace\nGrace Hopper',
      },
    },
    {
      // Without the u flag \p{L} is the letter p and "{L}": it finds nothing, and the page says why.
      name: 'unicodeLetters',
      input: { pattern: '\\p{L}+', text: 'Café Zürich 42', replacement: '' },
      output: { matches: [], flags: 'g', truncated: false, traps: ['propertyWithoutUnicode'] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
