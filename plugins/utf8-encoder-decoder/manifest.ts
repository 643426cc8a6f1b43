import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encode', 'decode'] as const;
/** Written before each byte when encoding: nothing, "0x" (C, JavaScript, Python literals) or "\x" (string escapes). */
export const PREFIXES = ['none', '0x', '\\x'] as const;
/** Written between bytes when encoding: a space, nothing, or a comma and a space. */
export const SEPARATORS = ['space', 'none', 'comma'] as const;

const ENCODE = { mode: 'encode', uppercase: true, prefix: 'none', separator: 'space' } as const;

export const manifest = defineTool({
  related: ['text-to-binary', 'base64-encoder', 'url-encoder', 'url-decoder', 'unicode-inspector'],
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    uppercase: { type: 'boolean', default: true },
    prefix: { type: 'string', enum: PREFIXES, default: 'none' },
    separator: { type: 'string', enum: SEPARATORS, default: 'space' },
  },
  ui: { mode: 'segmented' },
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'euro', input: { text: '€' }, options: ENCODE, output: 'E2 82 AC' },
    { name: 'hello', input: { text: 'Hello' }, options: ENCODE, output: '48 65 6C 6C 6F' },
    { name: 'unicode', input: { text: '日本語 👋' }, options: ENCODE, output: 'E6 97 A5 E6 9C AC E8 AA 9E 20 F0 9F 91 8B' },
    { name: 'decode', input: { text: '47 72 C3 BC C3 9F 65 20 F0 9F 8C 8D' }, options: { mode: 'decode' }, output: 'Grüße 🌍' },
    { name: 'escape', input: { text: '€' }, options: { ...ENCODE, prefix: '\\x', separator: 'none' }, output: '\\xE2\\x82\\xAC' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
