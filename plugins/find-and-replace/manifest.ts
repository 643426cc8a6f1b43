import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** The options every example states (an example button changes only the options it names). */
const PLAIN = { useRegex: false, matchCase: false, wholeWords: false, replaceAll: true, occurrence: 1 } as const;

export const manifest = defineTool({
  related: ['regex-tester', 'text-cleaner', 'line-tools', 'case-converter', 'text-diff-checker', 'unicode-inspector'],
  produces: 'text',
  fields: {
    find: { kind: 'line', mono: true, wide: true },
    // Several lines, as a replacement may hold line breaks.
    replace: { kind: 'text', mono: true, rows: 2 },
    text: { kind: 'text' },
  },
  options: {
    useRegex: { type: 'boolean', default: false },
    matchCase: { type: 'boolean', default: false },
    wholeWords: { type: 'boolean', default: false },
    replaceAll: { type: 'boolean', default: true },
    occurrence: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  },
  ui: { occurrence: 'updown' },
  downloads: ['txt'],
  worker: true,
  // A catastrophic pattern such as (a+)+$ never ends: its worker is stopped after 2 seconds.
  timeLimitSeconds: 2,
  examples: [
    {
      name: 'wholeWords',
      input: { find: 'cat', replace: 'dog', text: 'The cat sat on the Cat-flap; concatenate stays.' },
      options: { ...PLAIN, wholeWords: true },
      output: {
        text: 'The dog sat on the dog-flap; concatenate stays.',
        matches: 2,
        replacements: 2,
        marks: [
          { index: 4, end: 7, replacement: 'dog' },
          { index: 19, end: 22, replacement: 'dog' },
        ],
      },
    },
    {
      name: 'regexGroups',
      input: { find: '(?<day>\\d{2})/(?<month>\\d{2})/(\\d{4})', replace: '$3-$<month>-$<day>', text: 'Due 05/11/2026, paid 28/10/2026.' },
      options: { ...PLAIN, useRegex: true },
      output: {
        text: 'Due 2026-11-05, paid 2026-10-28.',
        matches: 2,
        replacements: 2,
        marks: [
          { index: 4, end: 14, replacement: '2026-11-05' },
          { index: 21, end: 31, replacement: '2026-10-28' },
        ],
      },
    },
    {
      name: 'oneAtATime',
      input: { find: 'TODO', replace: 'DONE', text: 'TODO: tests\nTODO: docs\nTODO: release' },
      options: { ...PLAIN, matchCase: true, replaceAll: false, occurrence: 2 },
      output: {
        text: 'TODO: tests\nDONE: docs\nTODO: release',
        matches: 3,
        replacements: 1,
        marks: [
          { index: 0, end: 4 },
          { index: 12, end: 16, replacement: 'DONE' },
          { index: 23, end: 27 },
        ],
      },
    },
    {
      name: 'invalidPattern',
      input: { find: '(unclosed', replace: '', text: 'Some text' },
      options: { ...PLAIN, useRegex: true },
      output: toolError('regex.unterminatedGroup', { field: 'find' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
