import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { OPERATIONS } from './bitwise.ts';

export const FROM = ['2', '8', '10', '16', 'other'] as const;
export const WIDTHS = ['none', '8', '16', '32', '64'] as const;
/** The longest number read (digits and separators): far beyond any practical use, short enough to stay instant. */
export const MAX_LENGTH = 10_000;
/** Convert between bases; AND, OR, XOR, NOT and shifts on two numbers; a decimal as IEEE 754 stores it. */
export const MODES = ['convert', 'bitwise', 'float'] as const;
const INTEGER_TABS = ['convert', 'bitwise'];

/**
 * One number, typed in any base from 2 to 36 (0b, 0o and 0x prefixes read), shown at once in binary,
 * octal, decimal, hexadecimal and one other base of the visitor's choice: of any size (BigInt), with a
 * fraction (exact where the base allows, else cut after a chosen number of digits, with the repeating
 * digits named), and, for a chosen width, as the two's complement bit pattern and its signed and
 * unsigned values. The Bitwise tab applies AND, OR, XOR, NOT and shifts to two numbers of that base;
 * the IEEE 754 tab shows a decimal's sign, exponent and mantissa bits in 32 and 64 bits, and the
 * exact value stored.
 */
export const manifest = defineTool({
  related: ['ip-converter', 'roman-numerals', 'scientific-calculator', 'unicode-inspector', 'base64-encoder', 'base-encoder'],
  fields: {
    value: { kind: 'line', mono: true, wide: true, maxLength: MAX_LENGTH, default: '255' },
    operand: { kind: 'line', tabs: ['bitwise'], mono: true, wide: true, maxLength: MAX_LENGTH, default: '15' },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'convert' },
    operation: { type: 'string', enum: OPERATIONS, default: 'and' },
    from: { type: 'string', enum: FROM, default: '10' },
    otherBase: { type: 'integer', minimum: 2, maximum: 36, default: 36 },
    width: { type: 'string', enum: WIDTHS, default: 'none' },
    group: { type: 'boolean', default: true },
    prefixes: { type: 'boolean', default: false },
    fractionDigits: { type: 'integer', minimum: 1, maximum: 256, default: 32 },
  },
  ui: { mode: 'tabs', operation: 'segmented', from: 'segmented', otherBase: 'updown', width: 'segmented', fractionDigits: 'updown' },
  optionTabs: { operation: ['bitwise'], from: INTEGER_TABS, otherBase: INTEGER_TABS, width: INTEGER_TABS, group: INTEGER_TABS, prefixes: INTEGER_TABS, fractionDigits: ['convert'] },
  // Every example states every option: an example button changes only the options it names.
  examples: [
    {
      name: 'decimal',
      input: { value: '255' },
      options: { mode: 'convert', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
      output: { negative: false, rows: [{ base: 2, digits: '11111111' }, { base: 8, digits: '377' }, { base: 10, digits: '255' }, { base: 16, digits: 'FF' }, { base: 36, digits: '73' }] },
    },
    {
      name: 'negative',
      input: { value: '-42' },
      options: { mode: 'convert', from: '10', otherBase: 36, width: '8', group: true, prefixes: false, fractionDigits: 32 },
      output: {
        negative: true,
        rows: [{ base: 2, digits: '11010110' }, { base: 8, digits: '326' }, { base: 10, digits: '-42' }, { base: 16, digits: 'D6' }, { base: 36, digits: '5Y' }],
        twos: { bits: 8, signed: '-42', unsigned: '214' },
      },
    },
    {
      name: 'fraction',
      input: { value: '0.1' },
      options: { mode: 'convert', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
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
      options: { mode: 'convert', from: '8', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 },
      output: toolError('invalidDigit', { digit: '8', position: 3, base: 8, field: 'value' }),
    },
    {
      name: 'and',
      input: { value: '1100', operand: '1010' },
      options: { mode: 'bitwise', operation: 'and', from: '2', otherBase: 36, width: '8', group: true, prefixes: false },
      output: {
        negative: false,
        rows: [{ base: 2, digits: '00001000' }, { base: 8, digits: '10' }, { base: 10, digits: '8' }, { base: 16, digits: '08' }, { base: 36, digits: '8' }],
        twos: { bits: 8, signed: '8', unsigned: '8' },
        operands: { a: '00001100', b: '00001010', result: '00001000' },
      },
    },
    {
      name: 'not',
      input: { value: '0x0F' },
      options: { mode: 'bitwise', operation: 'not', from: '16', otherBase: 36, width: '8', group: true, prefixes: false },
      output: {
        negative: true,
        rows: [{ base: 2, digits: '11110000' }, { base: 8, digits: '360' }, { base: 10, digits: '-16' }, { base: 16, digits: 'F0' }, { base: 36, digits: '6O' }],
        twos: { bits: 8, signed: '-16', unsigned: '240' },
        operands: { a: '00001111', result: '11110000' },
      },
    },
    {
      name: 'float',
      input: { value: '0.1' },
      options: { mode: 'float' },
      output: {
        float: [
          { bits: 32, sign: '0', exponent: '01111011', mantissa: '10011001100110011001101', hex: '3DCCCCCD', kind: 'normal', power: -4, exact: '0.100000001490116119384765625', rounded: true },
          {
            bits: 64, sign: '0', exponent: '01111111011', mantissa: '1001100110011001100110011001100110011001100110011010', hex: '3FB999999999999A', kind: 'normal', power: -4,
            exact: '0.1000000000000000055511151231257827021181583404541015625', rounded: true,
          },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
