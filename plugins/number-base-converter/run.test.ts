import { describe, expect, it } from 'vitest';
import type { Options } from './manifest.ts';
import { fractionIn, parse, run, type Converted } from './run.ts';

const base: Options = { mode: 'convert', operation: 'and', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 };
const convert = (value: string, o: Partial<Options> = {}) => run({ value, operand: '' }, { ...base, ...o });
const digits = (value: string, o: Partial<Options> = {}) => Object.fromEntries((convert(value, o) as Converted).rows.map((r) => [r.base, r.digits]));

describe('number-base-converter', () => {
  it('converts between the usual bases and any base 2–36', () => {
    expect(digits('255')).toEqual({ 2: '11111111', 8: '377', 10: '255', 16: 'FF', 36: '73' });
    expect(digits('zz', { from: 'other', otherBase: 36 })).toEqual({ 2: '10100001111', 8: '2417', 10: '1295', 16: '50F', 36: 'ZZ' });
    expect(digits('777', { from: '8', otherBase: 3 })).toEqual({ 2: '111111111', 8: '777', 10: '511', 16: '1FF', 3: '200221' });
    expect(digits('0', { from: '2' })).toEqual({ 2: '0', 8: '0', 10: '0', 16: '0', 36: '0' });
    // The other base is one of the four: no row twice.
    expect((convert('10', { otherBase: 16 }) as Converted).rows).toHaveLength(4);
  });

  it('reads prefixes, signs and separators', () => {
    expect(digits('0xff')[10]).toBe('255');
    expect(digits('0B1010_1010')[10]).toBe('170');
    expect(digits('0o17')[10]).toBe('15');
    expect(digits('  -0x2A ')[10]).toBe('-42');
    expect(digits('−7')[2]).toBe('-111');
    expect(digits('1 000 000')[16]).toBe('F4240');
    expect(digits("1'000")[10]).toBe('1000');
    expect(digits('-0')[10]).toBe('0');
    // In base 16, "0b1" is hexadecimal digits (0xB1), not a binary prefix.
    expect(digits('0b1', { from: '16' })[10]).toBe('177');
    // A prefix of another base is a digit mistake in a base that is not decimal.
    expect(convert('0x1', { from: '8' })).toEqual({ kind: 'tool-error', code: 'invalidDigit', params: { digit: 'x', position: 2, base: 8, field: 'value' } });
  });

  it('converts numbers of any size exactly', () => {
    const big = '9'.repeat(2000);
    const hex = (BigInt(big)).toString(16).toUpperCase();
    expect(digits(big)[16]).toBe(hex);
    expect(digits(hex, { from: '16' })[10]).toBe(big);
    const b36 = 'Z'.repeat(500);
    expect(digits(b36, { from: 'other', otherBase: 36 })[10]).toBe((36n ** 500n - 1n).toString());
    expect(digits('18446744073709551616')[16]).toBe('10000000000000000');
  });

  it('names an invalid digit with its position', () => {
    expect(convert('1289', { from: '8' })).toEqual({ kind: 'tool-error', code: 'invalidDigit', params: { digit: '8', position: 3, base: 8, field: 'value' } });
    expect(convert('102', { from: '2' })).toEqual({ kind: 'tool-error', code: 'invalidDigit', params: { digit: '2', position: 3, base: 2, field: 'value' } });
    expect(convert('12G', { from: '16' })).toEqual({ kind: 'tool-error', code: 'invalidDigit', params: { digit: 'G', position: 3, base: 16, field: 'value' } });
    expect(convert('12/3')).toEqual({ kind: 'tool-error', code: 'invalidChar', params: { char: '/', position: 3, field: 'value' } });
    // An emoji is one character, as the visitor counts.
    expect(convert('😀😀')).toEqual({ kind: 'tool-error', code: 'invalidChar', params: { char: '😀', position: 1, field: 'value' } });
    expect(convert('1 -😀')).toEqual({ kind: 'tool-error', code: 'invalidChar', params: { char: '-', position: 3, field: 'value' } });
    expect(convert('1.2.3')).toEqual({ kind: 'tool-error', code: 'twoPoints', params: { position: 4, field: 'value' } });
    expect(convert('1,5')).toEqual({ kind: 'tool-error', code: 'comma', params: { position: 2, field: 'value' } });
    expect(convert('  ')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'value' } });
    expect(convert('0x')).toEqual({ kind: 'tool-error', code: 'noDigits', params: { field: 'value' } });
    expect(convert('-')).toEqual({ kind: 'tool-error', code: 'noDigits', params: { field: 'value' } });
    expect(convert('1'.repeat(10_001))).toEqual({ kind: 'tool-error', code: 'tooLong', params: { max: 10_000, field: 'value' } });
  });

  it("writes negative numbers in two's complement at 8, 16, 32 and 64 bits", () => {
    expect(convert('-42', { width: '8' })).toEqual({
      negative: true,
      rows: [{ base: 2, digits: '11010110' }, { base: 8, digits: '326' }, { base: 10, digits: '-42' }, { base: 16, digits: 'D6' }, { base: 36, digits: '5Y' }],
      twos: { bits: 8, signed: '-42', unsigned: '214' },
    });
    expect(digits('-1', { width: '16' })[16]).toBe('FFFF');
    expect(digits('-1', { width: '32' })[2]).toBe('1'.repeat(32));
    expect(digits('-9223372036854775808', { width: '64' })[16]).toBe('8000000000000000');
    expect(digits('1', { width: '32' })[16]).toBe('00000001');
    expect(digits('5', { width: '8' })[2]).toBe('00000101');
  });

  it("reads a bit pattern as signed and unsigned", () => {
    expect((convert('FF', { from: '16', width: '8' }) as Converted).twos).toEqual({ bits: 8, signed: '-1', unsigned: '255' });
    expect((convert('0x7FFF', { width: '16' }) as Converted).twos).toEqual({ bits: 16, signed: '32767', unsigned: '32767' });
    expect((convert('0x80000000', { width: '32' }) as Converted).twos).toEqual({ bits: 32, signed: '-2147483648', unsigned: '2147483648' });
  });

  it('says when a number does not fit in the width', () => {
    expect(convert('-129', { width: '8' })).toEqual({ kind: 'tool-error', code: 'negativeTooBig', params: { bits: 8, min: '-128', max: '127', maxUnsigned: '255', field: 'value' } });
    expect(convert('256', { width: '8' })).toEqual({ kind: 'tool-error', code: 'tooBig', params: { bits: 8, min: '-128', max: '127', maxUnsigned: '255', field: 'value' } });
    expect(convert('18446744073709551616', { width: '64' })).toMatchObject({ code: 'tooBig', params: { maxUnsigned: '18446744073709551615' } });
    expect(convert('1.5', { width: '8' })).toEqual({ kind: 'tool-error', code: 'fractionWidth', params: { field: 'value' } });
  });

  it('converts fractions exactly where they end', () => {
    expect(digits('0x1.8')).toEqual({ 2: '1.1', 8: '1.4', 10: '1.5', 16: '1.8', 36: '1.I' });
    expect(digits('-0.625')).toEqual({ 2: '-0.101', 8: '-0.5', 10: '-0.625', 16: '-0.A', 36: '-0.MI' });
    expect(digits('0.0001', { from: '2' })[10]).toBe('0.0625');
    // 2^-40 has 40 decimal digits: more than 32, so it is rounded.
    const tiny = convert('0x0.0000000001') as Converted;
    expect(tiny.rows[2]).toMatchObject({ base: 10, cut: true });
    expect(digits('0x0.0000000001', { fractionDigits: 40 })[10]).toBe('0.0000000000009094947017729282379150390625');
  });

  it('rounds a fraction that does not end, and names the digits that repeat', () => {
    const rows = (convert('0.1', { fractionDigits: 8 }) as Converted).rows;
    expect(rows[0]).toEqual({ base: 2, digits: '0.00011010', cut: true, repeat: { start: 1, digits: '0011' } });
    expect(rows[3]).toEqual({ base: 16, digits: '0.1999999A', cut: true, repeat: { start: 1, digits: '9' } });
    expect(fractionIn(1n, 3n, 10, 5)).toEqual({ digits: '0.33333', cut: true, repeat: { start: 0, digits: '3' } });
    expect(fractionIn(1n, 7n, 10, 3)).toEqual({ digits: '0.143', cut: true, repeat: { start: 0, digits: '142857' } });
    expect(fractionIn(1n, 6n, 10, 4)).toEqual({ digits: '0.1667', cut: true, repeat: { start: 1, digits: '6' } });
    // A carry reaches the whole part.
    expect(fractionIn(999n, 1000n, 10, 2)).toEqual({ digits: '1.00', cut: true });
    expect(fractionIn(63n, 64n, 2, 3)).toEqual({ digits: '1.000', cut: true });
  });

  it('parses into an exact fraction', () => {
    expect(parse('1.25', 10)).toEqual({ negative: false, numerator: 125n, denominator: 100n });
    expect(parse('-A.8', 16)).toEqual({ negative: true, numerator: 168n, denominator: 16n });
  });
});
