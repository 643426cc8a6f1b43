import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['escape', 'unescape'] as const;
export const FORMATS = ['json', 'javascript', 'html', 'csv', 'sql', 'regex', 'shell'] as const;

export const manifest = defineTool({
  related: ['url-encoder', 'base64-encoder', 'json-formatter', 'regex-tester', 'html-entities', 'unicode-inspector'],
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'escape' },
    format: { type: 'string', enum: FORMATS, default: 'json' },
    quotes: { type: 'boolean', default: false },
    asciiOnly: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', format: 'select' },
  downloads: ['txt'],
  worker: true,
  // Every example states every option: an example button changes only the options it names.
  examples: [
    {
      name: 'json',
      input: { text: 'He said "hi"\n\tC:\\Temp' },
      options: { mode: 'escape', format: 'json', quotes: false, asciiOnly: false },
      output: 'He said \\"hi\\"\\n\\tC:\\\\Temp',
    },
    {
      name: 'html',
      input: { text: 'Caf&eacute; &lt;3 &#x1F600; &amp; more' },
      options: { mode: 'unescape', format: 'html', quotes: false, asciiOnly: false },
      output: 'Café <3 😀 & more',
    },
    {
      name: 'shell',
      input: { text: "it's done" },
      options: { mode: 'escape', format: 'shell', quotes: true, asciiOnly: false },
      output: "'it'\\''s done'",
    },
    {
      name: 'badEscape',
      input: { text: 'line one\\nline \\two \\q' },
      options: { mode: 'unescape', format: 'json', quotes: false, asciiOnly: false },
      output: toolError('invalidEscape', { line: 1, column: 21, field: 'text', sequence: '\\q' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
