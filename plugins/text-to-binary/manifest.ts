import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { BASES } from './bytes.ts';

export const DIRECTIONS = ['toNumbers', 'toText'] as const;
/** UTF-8, or UTF-16 with the bytes of each code unit big-endian (as in UTF-16BE) or little-endian (Windows). */
export const ENCODINGS = ['utf8', 'utf16be', 'utf16le'] as const;
export const SEPARATORS = ['space', 'none', 'comma', 'newline'] as const;

/** Switching tabs carries the result over, so numbers just made read back at once. */
function carryOutput({ output }: { readonly output?: unknown }): { input?: { text: string } } {
  return typeof output === 'string' ? { input: { text: output } } : {};
}

const binary = { direction: 'toNumbers', base: 'binary', encoding: 'utf8', separator: 'space' } as const;

export const manifest = defineTool({
  related: ['utf8-encoder-decoder', 'number-base-converter', 'unicode-inspector', 'base64-encoder', 'morse-code'],
  fields: { text: { kind: 'text' } },
  options: {
    direction: { type: 'string', enum: DIRECTIONS, default: 'toNumbers' },
    base: { type: 'string', enum: BASES, default: 'binary' },
    encoding: { type: 'string', enum: ENCODINGS, default: 'utf8' },
    separator: { type: 'string', enum: SEPARATORS, default: 'space' },
  },
  ui: { direction: 'tabs', base: 'segmented', encoding: 'select', separator: 'select' },
  optionTabs: { separator: ['toNumbers'] },
  onTabChange: carryOutput,
  produces: 'text',
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'hi', input: { text: 'Hi' }, options: binary, output: '01001000 01101001' },
    { name: 'euro', input: { text: '€' }, options: { ...binary, base: 'hex' }, output: 'E2 82 AC' },
    { name: 'utf16', input: { text: 'é€' }, options: { ...binary, base: 'hex', encoding: 'utf16be' }, output: '00 E9 20 AC' },
    { name: 'decimal', input: { text: 'Olé' }, options: { ...binary, base: 'decimal', separator: 'comma' }, output: '79, 108, 195, 169' },
    { name: 'fromBinary', input: { text: '01001000 01100101 01101100 01101100 01101111' }, options: { ...binary, direction: 'toText' }, output: 'Hello' },
    { name: 'fromOctal', input: { text: '101 102 103' }, options: { ...binary, direction: 'toText', base: 'octal' }, output: 'ABC' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
