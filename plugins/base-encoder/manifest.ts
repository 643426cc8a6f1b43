import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { ENCODINGS } from './codecs.ts';

export const MODES = ['encode', 'decode'] as const;

/**
 * Text, or a file, in; Base32, Crockford Base32, Base58, Ascii85, Z85 or Base16 out (or back), the
 * sibling of the Base64 tool with the same shape: Encode and Decode tabs, a file on the Encode tab
 * whose bytes are encoded instead of the text, the same error style. Decoded bytes that are not UTF-8
 * text are shown in hex rather than refused.
 */
export const manifest = defineTool({
  related: ['base64-encoder', 'utf8-encoder-decoder', 'url-encoder', 'hmac-generator', 'number-base-converter', 'html-entities'],
  produces: { encode: 'text', decode: 'text' },
  fields: {
    text: { kind: 'text', mono: true },
    file: { kind: 'file', read: 'bytes', tabs: ['encode'], optional: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    encoding: { type: 'string', enum: ENCODINGS, default: 'base32' },
  },
  ui: { mode: 'tabs', encoding: 'select' },
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'base32', input: { text: 'foobar' }, options: { mode: 'encode', encoding: 'base32' }, output: 'MZXW6YTBOI======' },
    { name: 'base58', input: { text: 'Hello World!' }, options: { mode: 'encode', encoding: 'base58' }, output: '2NEpo7TZRRrLZSi2U' },
    { name: 'z85', input: { text: 'HelloWorld' }, options: { mode: 'decode', encoding: 'z85' }, output: { binaryHex: '86 4f d2 6f b5 59 f7 5b', size: 8 } },
    { name: 'ascii85', input: { text: '<~87cURD_*#4DfTZ)~>' }, options: { mode: 'decode', encoding: 'ascii85' }, output: 'Hello, World' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
