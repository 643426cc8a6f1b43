import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['text-diff-checker', 'json-formatter', 'find-and-replace'],
  fields: {
    pattern: { kind: 'line', mono: true, wide: true },
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
        explanation: [
          { source: '[\\w.+-]+', start: 0, end: 8, key: 'class', closeKey: 'classEnd', repeat: { min: 1, max: null }, children: [
            { source: '\\w', start: 1, end: 3, key: 'word' },
            { source: '.', start: 3, end: 4, key: 'char', params: { char: '.' } },
            { source: '+', start: 4, end: 5, key: 'char', params: { char: '+' } },
            { source: '-', start: 5, end: 6, key: 'char', params: { char: '-' } },
          ] },
          { source: '@', start: 8, end: 9, key: 'char', params: { char: '@' } },
          { source: '[\\w-]+', start: 9, end: 15, key: 'class', closeKey: 'classEnd', repeat: { min: 1, max: null }, children: [
            { source: '\\w', start: 10, end: 12, key: 'word' },
            { source: '-', start: 12, end: 13, key: 'char', params: { char: '-' } },
          ] },
          { source: '(?:\\.[\\w-]+)+', start: 15, end: 28, key: 'group', closeKey: 'groupEnd', repeat: { min: 1, max: null }, children: [
            { source: '\\.', start: 18, end: 20, key: 'char', params: { char: '.' } },
            { source: '[\\w-]+', start: 20, end: 26, key: 'class', closeKey: 'classEnd', repeat: { min: 1, max: null }, children: [
              { source: '\\w', start: 21, end: 23, key: 'word' },
              { source: '-', start: 23, end: 24, key: 'char', params: { char: '-' } },
            ] },
          ] },
        ],
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
        explanation: [
          { source: '(?<year>\\d{4})', start: 0, end: 14, key: 'namedCapture', params: { name: 'year', n: 1 }, closeKey: 'captureEnd', children: [
            { source: '\\d{4}', start: 8, end: 13, key: 'digit', repeat: { min: 4, max: 4 } },
          ] },
          { source: '-', start: 14, end: 15, key: 'char', params: { char: '-' } },
          { source: '(?<month>\\d{2})', start: 15, end: 30, key: 'namedCapture', params: { name: 'month', n: 2 }, closeKey: 'captureEnd', children: [
            { source: '\\d{2}', start: 24, end: 29, key: 'digit', repeat: { min: 2, max: 2 } },
          ] },
          { source: '-', start: 30, end: 31, key: 'char', params: { char: '-' } },
          { source: '(?<day>\\d{2})', start: 31, end: 44, key: 'namedCapture', params: { name: 'day', n: 3 }, closeKey: 'captureEnd', children: [
            { source: '\\d{2}', start: 38, end: 43, key: 'digit', repeat: { min: 2, max: 2 } },
          ] },
        ],
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
        explanation: [
          { source: '(?<last>\\w+)', start: 0, end: 12, key: 'namedCapture', params: { name: 'last', n: 1 }, closeKey: 'captureEnd', children: [
            { source: '\\w+', start: 8, end: 11, key: 'word', repeat: { min: 1, max: null } },
          ] },
          { source: ',', start: 12, end: 13, key: 'char', params: { char: ',' } },
          { source: ' ', start: 13, end: 14, key: 'chars.space' },
          { source: '(?<first>\\w+)', start: 14, end: 27, key: 'namedCapture', params: { name: 'first', n: 2 }, closeKey: 'captureEnd', children: [
            { source: '\\w+', start: 23, end: 26, key: 'word', repeat: { min: 1, max: null } },
          ] },
        ],
      },
    },
    {
      // Without the u flag \p{L} is the letter p and "{L}" (the + repeats the }): it finds nothing, and the page says why.
      name: 'unicodeLetters',
      input: { pattern: '\\p{L}+', text: 'Café Zürich 42', replacement: '' },
      output: {
        matches: [],
        flags: 'g',
        truncated: false,
        traps: ['propertyWithoutUnicode'],
        explanation: [
          { source: '\\p', start: 0, end: 2, key: 'char', params: { char: 'p' } },
          { source: '{L', start: 2, end: 4, key: 'text', params: { text: '{L' } },
          { source: '}+', start: 4, end: 6, key: 'char', params: { char: '}' }, repeat: { min: 1, max: null } },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
