import { toolError, type OptionsOf, type OptionsSchema, type ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const FONT_FAMILIES = ['sans-serif', 'serif', 'monospace'] as const;
export const FORMATS = ['png', 'jpeg'] as const;
/** Width and height in pixels: at most 4000 × 4000 = 16 megapixels (64 MB as an RGBA canvas). */
export const MAX_SIZE = 4000;
const COLOR = '^#[0-9a-fA-F]{6}$';

export const options = {
  type: 'object',
  properties: {
    // No bounds in the schema: run() says what the limits are, in the tool's own words.
    width: { type: 'integer', default: 600 },
    height: { type: 'integer', default: 400 },
    text: { type: 'string', maxLength: 100, default: '' },
    fontSize: { type: 'integer', minimum: 0, maximum: 2000, default: 0 },
    fontFamily: { type: 'string', enum: FONT_FAMILIES, default: 'sans-serif' },
    background: { type: 'string', pattern: COLOR, default: '#cccccc' },
    textColor: { type: 'string', pattern: COLOR, default: '#555555' },
    format: { type: 'string', enum: FORMATS, default: 'png' },
    quality: { type: 'integer', minimum: 1, maximum: 100, default: 90 },
    borderWidth: { type: 'integer', minimum: 0, maximum: 2000, default: 0 },
    borderColor: { type: 'string', pattern: COLOR, default: '#888888' },
    gridSize: { type: 'integer', minimum: 0, maximum: MAX_SIZE, default: 0 },
    gridColor: { type: 'string', pattern: COLOR, default: '#b3b3b3' },
  },
  required: ['width', 'height', 'text', 'fontSize', 'fontFamily', 'background', 'textColor', 'format', 'quality', 'borderWidth', 'borderColor', 'gridSize', 'gridColor'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['width', 'height', 'text', 'fontSize', 'fontFamily', 'textColor', 'background', 'borderWidth', 'borderColor', 'gridSize', 'gridColor', 'format', 'quality'],
    width: { 'ui:widget': 'updown' },
    height: { 'ui:widget': 'updown' },
    fontSize: { 'ui:widget': 'updown' },
    fontFamily: { 'ui:widget': 'select' },
    background: { 'ui:widget': 'color' },
    textColor: { 'ui:widget': 'color' },
    format: { 'ui:widget': 'segmented' },
    quality: { 'ui:widget': 'range' },
    borderWidth: { 'ui:widget': 'updown' },
    borderColor: { 'ui:widget': 'color' },
    gridSize: { 'ui:widget': 'updown' },
    gridColor: { 'ui:widget': 'color' },
  },
  input: 'none',
  output: 'custom',
  panel: true,
  examples: [
    {
      name: 'small',
      input: '',
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
      input: '',
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
    { name: 'tooWide', input: '', options: { width: 5000 }, output: toolError('width') },
  ],
} as const satisfies ToolManifest<typeof options>;
