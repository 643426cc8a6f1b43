import { defineTool, toolError, type InputOf, type OptionsFrom, type OptionsOf } from '@sdk/core';
import { randomScheme } from './colors.ts';

export const FONT_FAMILIES = ['sans-serif', 'serif', 'monospace'] as const;
export const FORMATS = ['png', 'jpeg'] as const;
/** Width and height in pixels: at most 4000 × 4000 = 16 megapixels (64 MB as an RGBA canvas). */
export const MAX_SIZE = 4000;
const COLOR = '^#[0-9a-fA-F]{6}$';

/** Sizes people often need, one click away (labels: actions.<key>). */
export const PRESETS = {
  social: { width: 1200, height: 630 },
  fullHd: { width: 1920, height: 1080 },
  square: { width: 1080, height: 1080 },
  leaderboard: { width: 728, height: 90 },
  rectangle: { width: 300, height: 250 },
} as const;

// Every setting is an option: the whole image is in the page's link.
const options = {
  // No bounds in the schema: run() says what the limits are, in the tool's own words.
  width: { type: 'integer', default: 600 },
  height: { type: 'integer', default: 400 },
  text: { type: 'string', maxLength: 100, default: '' },
  fontSize: { type: 'integer', minimum: 0, maximum: 2000, default: 0 },
  fontFamily: { type: 'string', enum: FONT_FAMILIES, default: 'sans-serif' },
  textColor: { type: 'string', pattern: COLOR, default: '#555555' },
  background: { type: 'string', pattern: COLOR, default: '#cccccc' },
  borderWidth: { type: 'integer', minimum: 0, maximum: 2000, default: 0 },
  borderColor: { type: 'string', pattern: COLOR, default: '#888888' },
  gridSize: { type: 'integer', minimum: 0, maximum: MAX_SIZE, default: 0 },
  gridColor: { type: 'string', pattern: COLOR, default: '#b3b3b3' },
  format: { type: 'string', enum: FORMATS, default: 'png' },
  quality: { type: 'integer', minimum: 1, maximum: 100, default: 90 },
} as const;

/** What Reset brings back. */
const DEFAULTS = Object.fromEntries(Object.entries(options).map(([key, prop]) => [key, prop.default])) as OptionsFrom<typeof options>;

export const manifest = defineTool({
  related: ['qr-code-generator', 'color-picker', 'barcode-generator', 'list-randomizer', 'svg-optimizer'],
  options,
  ui: {
    width: 'updown',
    height: 'updown',
    text: 'text',
    fontSize: 'updown',
    fontFamily: 'select',
    textColor: 'color',
    background: 'color',
    borderWidth: 'updown',
    borderColor: 'color',
    gridSize: 'updown',
    gridColor: 'color',
    format: 'segmented',
    quality: 'range',
  },
  // The image for the default settings is in the page from the first paint.
  runWhenEmpty: true,
  actions: {
    randomColors: () => ({ options: randomScheme() }),
    reset: () => ({ options: DEFAULTS }),
    ...Object.fromEntries(Object.entries(PRESETS).map(([key, size]) => [key, () => ({ options: size })])),
  },
  examples: [
    {
      name: 'small',
      input: {},
      options: { width: 150, height: 100 },
      output: {
        width: 150,
        height: 100,
        text: '150 × 100',
        fontSize: 19,
        fontFamily: 'sans-serif',
        background: '#cccccc',
        textColor: '#555555',
        format: 'png',
        quality: 90,
        borderWidth: 0,
        borderColor: '#888888',
        gridSize: 0,
        gridColor: '#b3b3b3',
        svg:
          '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="100" viewBox="0 0 150 100">' +
          '<rect width="150" height="100" fill="#cccccc"/>' +
          '<text x="75" y="50" fill="#555555" font-family="sans-serif" font-size="19" font-weight="bold" text-anchor="middle" dominant-baseline="central">150 × 100</text>' +
          '</svg>',
      },
    },
    {
      name: 'gridBorder',
      input: {},
      options: { width: 200, height: 120, text: 'Logo <&>', fontSize: 24, fontFamily: 'monospace', background: '#FFFFFF', textColor: '#1d4ed8', borderWidth: 4, borderColor: '#1d4ed8', gridSize: 20, gridColor: '#dbe4ff' },
      output: {
        width: 200,
        height: 120,
        text: 'Logo <&>',
        fontSize: 24,
        fontFamily: 'monospace',
        background: '#ffffff',
        textColor: '#1d4ed8',
        format: 'png',
        quality: 90,
        borderWidth: 4,
        borderColor: '#1d4ed8',
        gridSize: 20,
        gridColor: '#dbe4ff',
        svg:
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">' +
          '<rect width="200" height="120" fill="#ffffff"/>' +
          '<defs><pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M0 0H20V1H1V20H0Z" fill="#dbe4ff"/></pattern></defs>' +
          '<rect width="200" height="120" fill="url(#grid)"/>' +
          '<path d="M0 0H200V120H0ZM4 4V116H196V4Z" fill="#1d4ed8" fill-rule="evenodd"/>' +
          '<text x="100" y="60" fill="#1d4ed8" font-family="monospace" font-size="24" font-weight="bold" text-anchor="middle" dominant-baseline="central">Logo &lt;&amp;&gt;</text>' +
          '</svg>',
      },
    },
    { name: 'tooWide', input: {}, options: { width: 5000 }, output: toolError('width') },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
