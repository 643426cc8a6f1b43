import { defineTool, readBase64, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encode', 'decode'] as const;

/*
 * Sample files, tiny on purpose. dots.png: a 2 × 2 PNG (red, blue / green, yellow), written with pngjs
 * (`new PNG({ width: 2, height: 2 })`, those four RGBA pixels, `PNG.sync.write(png, { colorType: 6 })`).
 * circle.svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#2563eb"/></svg>`.
 * The GIF is the well-known 1 × 1 transparent pixel (42 bytes).
 */
const DOTS_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4AWO8o6b239P2KAOj2GKv/080TzMAAEHaB0/1oSEIAAAAAElFTkSuQmCC';
const CIRCLE_SVG = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxNiAxNiI+PGNpcmNsZSBjeD0iOCIgY3k9IjgiIHI9IjciIGZpbGw9IiMyNTYzZWIiLz48L3N2Zz4=';
const PIXEL_GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const bytes = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

/**
 * An image file to a data URI, Base64 and CSS and HTML snippets (Encode), or a data URI back to its file
 * (Decode). Encode and Decode are tabs, as in the Base64 encoder; the file is read in the browser and
 * never leaves it.
 */
export const manifest = defineTool({
  related: ['base64-encoder', 'image-converter', 'favicon-generator', 'svg-optimizer', 'qr-code-reader', 'url-encoder'],
  fields: {
    file: { kind: 'file', read: 'bytes', accept: 'image/*,.svg,.ico,.avif,.heic', tabs: ['encode'] },
    dataUri: { kind: 'text', mono: true, tabs: ['decode'], rows: 6 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
  },
  ui: { mode: 'tabs' },
  worker: true,
  examples: [
    {
      name: 'png',
      input: { file: { name: 'dots.png', type: 'image/png', base64: DOTS_PNG } },
      options: { mode: 'encode' },
      output: { mode: 'encode', name: 'dots.png', type: 'image/png', format: 'PNG', statedType: null, width: 2, height: 2, size: 84, base64: DOTS_PNG },
    },
    {
      name: 'svg',
      input: { file: { name: 'circle.svg', type: 'image/svg+xml', base64: CIRCLE_SVG } },
      options: { mode: 'encode' },
      output: { mode: 'encode', name: 'circle.svg', type: 'image/svg+xml', format: 'SVG', statedType: null, width: 16, height: 16, size: 110, base64: CIRCLE_SVG },
    },
    {
      name: 'decode',
      input: { dataUri: `data:image/gif;base64,${PIXEL_GIF}` },
      options: { mode: 'decode' },
      output: { mode: 'decode', name: 'image.gif', type: 'image/gif', format: 'GIF', statedType: null, width: 1, height: 1, bytes: bytes(PIXEL_GIF) },
    },
    {
      name: 'mismatch',
      input: { dataUri: `background-image: url("data:image/jpeg;base64,${DOTS_PNG}");` },
      options: { mode: 'decode' },
      output: { mode: 'decode', name: 'image.png', type: 'image/png', format: 'PNG', statedType: 'image/jpeg', width: 2, height: 2, bytes: bytes(DOTS_PNG) },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
