import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encode', 'decode'] as const;

/**
 * Text, or a file, in; Base64 out (or back). Encode and Decode are tabs: a file can be chosen on the
 * Encode tab only, and when one is chosen its bytes are encoded instead of the text. The file is read
 * in the browser and never leaves it; decoding always gives text.
 */
export const manifest = defineTool({
  related: ['url-encoder', 'utf8-encoder-decoder', 'json-formatter', 'base-encoder', 'image-to-base64'],
  produces: { encode: 'base64', decode: 'text' },
  fields: {
    text: { kind: 'text' },
    file: { kind: 'file', read: 'bytes', tabs: ['encode'], optional: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    urlSafe: { type: 'boolean', default: false },
    lineBreaks: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs' },
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'encode', input: { text: 'Hello, World!' }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'SGVsbG8sIFdvcmxkIQ==' },
    { name: 'decode', input: { text: 'QmFzZTY0IGlzIG5vdCBlbmNyeXB0aW9uLg==' }, options: { mode: 'decode' }, output: 'Base64 is not encryption.' },
    { name: 'unicode', input: { text: '¡Hola, 世界! 👋' }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'wqFIb2xhLCDkuJbnlYwhIPCfkYs=' },
    {
      name: 'urlSafe',
      input: { text: 'https://example.com/search?q=café&page=2' },
      options: { mode: 'encode', urlSafe: true, lineBreaks: false },
      output: 'aHR0cHM6Ly9leGFtcGxlLmNvbS9zZWFyY2g_cT1jYWbDqSZwYWdlPTI',
    },
    // A 2 × 2 PNG (84 bytes, written by fast-png): its Base64 is the sample itself.
    { name: 'file', input: { file: { name: 'pixels.png', type: 'image/png', base64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC' } }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: { base64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC', name: 'pixels.png', size: 84 } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
