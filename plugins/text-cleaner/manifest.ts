import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['extraSpaces', 'lineBreaks', 'emptyLines', 'htmlTags', 'normalizeAll'] as const;

export const manifest = defineTool({
  related: ['case-converter', 'word-counter', 'text-diff-checker', 'unicode-inspector'],
  produces: 'text',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'extraSpaces' },
    keepParagraphs: { type: 'boolean', default: true },
    straightQuotes: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', keepParagraphs: 'checkbox', straightQuotes: 'checkbox' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'extraSpaces',
      input: { text: '  Too   many\tspaces   here.  \nAnd  here\t\ttoo. ' },
      options: { mode: 'extraSpaces' },
      output: { text: 'Too many spaces here.\nAnd here too.', removedCharacters: 11, removedLines: 0 },
    },
    {
      name: 'lineBreaks',
      input: { text: 'This sentence was\nbroken over\nthree lines.\n\nA second\nparagraph.' },
      options: { mode: 'lineBreaks', keepParagraphs: true },
      output: { text: 'This sentence was broken over three lines.\n\nA second paragraph.', removedCharacters: 0, removedLines: 3 },
    },
    {
      name: 'emptyLines',
      input: { text: 'First\n\n\nSecond\n   \nThird\n' },
      options: { mode: 'emptyLines' },
      output: { text: 'First\nSecond\nThird\n', removedCharacters: 6, removedLines: 3 },
    },
    {
      name: 'htmlTags',
      input: { text: '<h1>Title</h1>\n<p>Fish &amp; chips<br>only &euro;5</p>\n<script>alert(1)</script><!-- note -->' },
      options: { mode: 'htmlTags' },
      output: { text: 'Title\n\nFish & chips\nonly €5', removedCharacters: 66, removedLines: 0 },
    },
    {
      name: 'normalizeAll',
      input: { text: '\uFEFF  Caf\u0065\u0301\u00A0\u00A0au\u200Blait  \r\n\r\n“Quoted”\u202Ftext \r\n\r\n' },
      options: { mode: 'normalizeAll', straightQuotes: true },
      output: { text: 'Café aulait\n\n"Quoted" text', removedCharacters: 10, removedLines: 2 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
