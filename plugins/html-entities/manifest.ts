import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encode', 'decode'] as const;
export const FORMATS = ['named', 'decimal', 'hex'] as const;
export const SCOPES = ['unsafe', 'nonAscii'] as const;

/**
 * Encode: & < > " ' (and, if asked, every non-ASCII character) as named, decimal or hexadecimal
 * references. Decode: every HTML5 named reference and numeric references, read as a browser reads
 * text, with each reference a browser would stumble on listed at its line and column.
 */
export const manifest = defineTool({
  related: ['string-escaper', 'html-minifier', 'url-encoder', 'unicode-inspector', 'html-prettify', 'base-encoder'],
  produces: { encode: 'html', decode: 'text' },
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    format: { type: 'string', enum: FORMATS, default: 'named' },
    scope: { type: 'string', enum: SCOPES, default: 'unsafe' },
  },
  ui: { mode: 'tabs', format: 'segmented', scope: 'radio' },
  optionTabs: { format: ['encode'], scope: ['encode'] },
  downloads: ['txt'],
  worker: true,
  // Every example states every option: an example button changes only the options it names.
  examples: [
    {
      name: 'unsafe',
      input: { text: '<a href="/?q=1&lang=en">Tom\'s café</a>' },
      options: { mode: 'encode', format: 'named', scope: 'unsafe' },
      output: '&lt;a href=&quot;/?q=1&amp;lang=en&quot;&gt;Tom&apos;s café&lt;/a&gt;',
    },
    {
      name: 'nonAscii',
      input: { text: 'Café © 2024 – 😀' },
      options: { mode: 'encode', format: 'named', scope: 'nonAscii' },
      output: 'Caf&eacute; &copy; 2024 &ndash; &#128512;',
    },
    {
      name: 'hex',
      input: { text: '5 € < 10 £ 😀' },
      options: { mode: 'encode', format: 'hex', scope: 'nonAscii' },
      output: '5 &#x20AC; &#x3C; 10 &#xA3; &#x1F600;',
    },
    {
      name: 'decode',
      input: { text: 'Fish &amp;amp; chips &copy 2024 &foo; &#x110000;' },
      options: { mode: 'decode', format: 'named', scope: 'unsafe' },
      output: {
        mode: 'decode',
        text: 'Fish &amp; chips © 2024 &foo; \uFFFD',
        issues: [
          { line: 1, column: 22, reference: '&copy', problem: 'missingSemicolon', result: '©' },
          { line: 1, column: 33, reference: '&foo;', problem: 'unknown' },
          { line: 1, column: 39, reference: '&#x110000;', problem: 'outOfRange', result: '\uFFFD' },
        ],
        issueCount: 3,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
