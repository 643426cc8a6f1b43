import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const FROM = ['2', '8', '10', '16', 'other'] as const;
export const WIDTHS = ['none', '8', '16', '32', '64'] as const;
/** The longest number read (digits and separators): far beyond any practical use, short enough to stay instant. */
export const MAX_LENGTH = 10_000;

/**
 * One number, typed in any base from 2 to 36 (0b, 0o and 0x prefixes read), shown at once in binary,
 * octal, decimal, hexadecimal and one other base of the visitor's choice: of any size (BigInt), with a
 * fraction (exact where the base allows, else cut after a chosen number of digits, with the repeating
 * digits named), and, for a chosen width, as the two's complement bit pattern and its signed and
 * unsigned values.
 */
export const manifest = defineTool({
  related: ['ip-converter', 'roman-numerals', 'scientific-calculator', 'unicode-inspector', 'base64-encoder', 'base-encoder'],
  fields: {
    value: { kind: 'line', mono: true, wide: true, maxLength: MAX_LENGTH, default: '255' },
  },
  options: {
    from: { type: 'string', enum: FROM, default: '10' },
    otherBase: { type: 'integer', minimum: 2, maximum: 36, default: 36 },
    width: { type: 'string', enum: WIDTHS, default: 'none' },
    group: { type: 'boolean', default: true },
    prefixes: { type: 'boolean', default: false },
    fractionDigits: { type: 'integer', minimum: 1, maximum: 256, default: 32 },
  },
  ui: { from: 'segmented', otherBase: 'updown', width: 'segmented', fractionDigits: 'updown' },
  // Every example states every option: an example button changes only the options it names.
  examples: [
    {
      name: 'decimal',
      input: { value: '255' },
      options: { from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
      output: { negative: false, rows: [{ base: 2, digits: '11111111' }, { base: 8, digits: '377' }, { base: 10, digits: '255' }, { base: 16, digits: 'FF' }, { base: 36, digits: '73' }] },
    },
    {
      name: 'negative',
      input: { value: '-42' },
      options: { from: '10', otherBase: 36, width: '8', group: true, prefixes: false, fractionDigits: 32 },
      output: {
        negative: true,
        rows: [{ base: 2, digits: '11010110' }, { base: 8, digits: '326' }, { base: 10, digits: '-42' }, { base: 16, digits: 'D6' }, { base: 36, digits: '5Y' }],
        twos: { bits: 8, signed: '-42', unsigned: '214' },
      },
    },
    {
      name: 'fraction',
      input: { value: '0.1' },
      options: { from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
      output: {
        negative: false,
        rows: [
          { base: 2, digits: '0.00011001100110011001100110011010', cut: true, repeat: { start: 1, digits: '0011' } },
          { base: 8, digits: '0.06314631463146314631463146314632', cut: true, repeat: { start: 1, digits: '6314' } },
          { base: 10, digits: '0.1' },
          { base: 16, digits: '0.1999999999999999999999999999999A', cut: true, repeat: { start: 1, digits: '9' } },
          { base: 36, digits: '0.3LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLM', cut: true, repeat: { start: 1, digits: 'L' } },
        ],
      },
    },
    {
      name: 'badDigit',
      input: { value: '1289' },
      options: { from: '8', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
      output: toolError('invalidDigit', { digit: '8', position: 3, base: 8, field: 'value' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
