import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const MIN_PRECISION = 0;
export const MAX_PRECISION = 8;

/**
 * An SVG in (pasted, or opened from a file by the text field); the optimised SVG out, with its size
 * before and after (and gzipped), and a preview of both. svgo's browser build does the work, loaded on
 * first use in the worker: a drawing of megabytes never freezes the page.
 */
/** An icon as an editor saves it: declaration, comment, metadata, an editor's namespace, padded numbers. */
const ICON = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Inkscape 1.3 -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="24px" height="24px" viewBox="0 0 24 24" version="1.1">
  <metadata>Made by hand</metadata>
  <g id="layer1" inkscape:label="Layer 1">
    <circle cx="12.000000" cy="12.000000" r="10.000000" fill="#ff0000" />
    <path d="M 6.123456 12.000000 L 10.000000 16.000000 L 18.000000 8.000000" fill="none" stroke="#FFFFFF" stroke-width="2.000000" />
  </g>
</svg>
`;

/** A triangle with more decimals than any screen shows. */
const PRECISE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <polygon points="50.123456,5.987654 95.555555,94.444444 4.444444,94.444444" fill="#336699"/>
</svg>`;

export const manifest = defineTool({
  related: ['xml-formatter', 'image-converter', 'favicon-generator', 'css-minifier-beautifier', 'image-to-base64', 'placeholder-image-generator'],
  // The optimised SVG is XML: it can be sent to the XML formatter.
  produces: 'xml',
  fields: { text: { kind: 'text', mono: true } },
  options: {
    removeMetadata: { type: 'boolean', default: true },
    removeComments: { type: 'boolean', default: true },
    removeEditorData: { type: 'boolean', default: true },
    cleanupIds: { type: 'boolean', default: true },
    convertPaths: { type: 'boolean', default: true },
    precision: { type: 'integer', minimum: MIN_PRECISION, maximum: MAX_PRECISION, default: 3 },
    removeViewBox: { type: 'boolean', default: false },
    multipass: { type: 'boolean', default: true },
    pretty: { type: 'boolean', default: false },
  },
  ui: { precision: 'updown' },
  // The optimised SVG is downloaded as .svg from its preview; Copy copies its text.
  downloads: [],
  worker: true,
  examples: [
    {
      name: 'icon',
      input: { text: ICON },
      output: {
        svg: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="red"/><path fill="none" stroke="#fff" stroke-width="2" d="M6.123 12 10 16l8-8"/></svg>',
        bytesBefore: 536,
        bytesAfter: 206,
        gzipBefore: 325,
        gzipAfter: 171,
        width: 24,
        height: 24,
        scripts: false,
      },
    },
    {
      name: 'precision',
      input: { text: PRECISE },
      options: { precision: 1, pretty: true },
      output: {
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n  <path fill="#369" d="m50.1 6 45.5 88.4H4.4z"/>\n</svg>\n',
        bytesBefore: 164,
        bytesAfter: 119,
        gzipBefore: 147,
        gzipAfter: 129,
        width: 100,
        height: 100,
        scripts: false,
      },
    },
    {
      name: 'broken',
      input: { text: '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="10" height=10 />\n</svg>' },
      output: toolError('parse.unquotedAttribute', { line: 2, column: 27 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
