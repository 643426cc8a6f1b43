import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const MODES = ['extraSpaces', 'lineBreaks', 'emptyLines', 'htmlTags', 'normalizeAll'] as const;

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: MODES, default: 'extraSpaces' },
    keepParagraphs: { type: 'boolean', default: true },
    straightQuotes: { type: 'boolean', default: false },
  },
  required: ['mode', 'keepParagraphs', 'straightQuotes'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['mode', 'keepParagraphs', 'straightQuotes'],
    mode: { 'ui:widget': 'segmented' },
    keepParagraphs: { 'ui:widget': 'checkbox' },
    straightQuotes: { 'ui:widget': 'checkbox' },
  },
  input: 'text',
  output: 'custom',
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'extraSpaces',
      input: '  Too   many\tspaces   here.  \nAnd  here\t\ttoo. ',
      options: { mode: 'extraSpaces' },
      output: { text: 'Too many spaces here.\nAnd here too.', removedCharacters: 11, removedLines: 0 },
    },
    {
      name: 'lineBreaks',
      input: 'This sentence was\nbroken over\nthree lines.\n\nA second\nparagraph.',
      options: { mode: 'lineBreaks', keepParagraphs: true },
      output: { text: 'This sentence was broken over three lines.\n\nA second paragraph.', removedCharacters: 0, removedLines: 3 },
    },
    {
      name: 'emptyLines',
      input: 'First\n\n\nSecond\n   \nThird\n',
      options: { mode: 'emptyLines' },
      output: { text: 'First\nSecond\nThird\n', removedCharacters: 6, removedLines: 3 },
    },
    {
      name: 'htmlTags',
      input: '<h1>Title</h1>\n<p>Fish &amp; chips<br>only &euro;5</p>\n<script>alert(1)</script><!-- note -->',
      options: { mode: 'htmlTags' },
      output: { text: 'Title\n\nFish & chips\nonly €5', removedCharacters: 66, removedLines: 0 },
    },
    {
      name: 'normalizeAll',
      input: '\uFEFF  Caf\u0065\u0301\u00A0\u00A0au\u200Blait  \r\n\r\n“Quoted”\u202Ftext \r\n\r\n',
      options: { mode: 'normalizeAll', straightQuotes: true },
      output: { text: 'Café aulait\n\n"Quoted" text', removedCharacters: 10, removedLines: 2 },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
