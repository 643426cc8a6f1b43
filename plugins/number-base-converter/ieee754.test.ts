import { describe, expect, it } from 'vitest';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import type { Floats, FloatView } from './ieee754.ts';

const options: Options = { mode: 'float', operation: 'and', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 };
const floats = (value: string) => (run({ value, operand: '' }, options) as Floats).float;
const single = (value: string) => floats(value)[0]!;
const double = (value: string) => floats(value)[1]!;

/** The bits of the same number as the platform stores it. */
const hex32 = (x: number) => new DataView(Float32Array.of(x).buffer).getUint32(0, true).toString(16).toUpperCase().padStart(8, '0');
const hex64 = (x: number) => new DataView(Float64Array.of(x).buffer).getBigUint64(0, true).toString(16).toUpperCase().padStart(16, '0');

describe('number-base-converter, IEEE 754 tab', () => {
  it('splits 0.1 into sign, exponent and mantissa, with the exact value stored', () => {
    expect(single('0.1')).toMatchObject({ sign: '0', exponent: '01111011', mantissa: '10011001100110011001101', hex: '3DCCCCCD', power: -4, exact: '0.100000001490116119384765625', rounded: true });
    expect(double('0.1')).toMatchObject({ hex: '3FB999999999999A', exact: '0.1000000000000000055511151231257827021181583404541015625' });
    expect(double('-2.5')).toMatchObject({ sign: '1', hex: 'C004000000000000', exact: '-2.5', kind: 'normal' });
    expect(double('-2.5').rounded).toBeUndefined();
  });

  it('gives the bits the machine stores, for ordinary, tiny and huge numbers', () => {
    for (const text of ['1', '3.14159', '1e-40', '6.02214076e23', '-0.000001', '16777217', '9007199254740993', '1.7976931348623157e308', '5e-324']) {
      expect(double(text).hex, text).toBe(hex64(Number(text)));
      expect(single(text).hex, text).toBe(hex32(Math.fround(Number(text))));
    }
  });

  it('rounds once from the decimal, where Math.fround(Number(x)) rounds twice', () => {
    // Halfway between two floats in 32 bits, a hair above: Number() first rounds it down to the halfway point.
    const text = '1.00000005960464477550';
    expect(single(text).hex).toBe('3F800001');
    expect(hex32(Math.fround(Number(text)))).toBe('3F800000');
  });

  it('says when a number does not fit: infinity, zero, subnormal', () => {
    const big: FloatView = single('1e39');
    expect(big).toMatchObject({ kind: 'infinity', overflow: true, hex: '7F800000' });
    expect(double('1e39')).toMatchObject({ kind: 'normal' });
    expect(single('1e-50')).toMatchObject({ kind: 'zero', underflow: true });
    expect(single('1e-40')).toMatchObject({ kind: 'subnormal', exponent: '00000000' });
    expect(double('1e400')).toMatchObject({ kind: 'infinity', overflow: true });
  });

  it('reads infinity, NaN, negative zero, separators, and refuses what is not a decimal', () => {
    expect(double('-Infinity')).toMatchObject({ kind: 'infinity', hex: 'FFF0000000000000' });
    expect(double('NaN')).toMatchObject({ kind: 'nan', hex: '7FF8000000000000' });
    expect(double('-0')).toMatchObject({ kind: 'zero', hex: '8000000000000000', exact: '-0' });
    expect(double('1_000.5')).toMatchObject({ exact: '1000.5' });
    expect(run({ value: '0x10', operand: '' }, options)).toMatchObject({ code: 'notDecimal' });
    expect(run({ value: '1,5', operand: '' }, options)).toMatchObject({ code: 'comma' });
    expect(run({ value: ' ', operand: '' }, options)).toMatchObject({ code: 'empty' });
  });
});
