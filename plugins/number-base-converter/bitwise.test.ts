import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { run, type Converted } from './run.ts';
import { view } from './view.ts';

const base: Options = { mode: 'bitwise', operation: 'and', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 };
const apply = (value: string, operand: string, o: Partial<Options> = {}) => run({ value, operand }, { ...base, ...o });
const decimal = (value: string, operand: string, o: Partial<Options> = {}) => {
  const r = apply(value, operand, o) as Converted;
  return r.rows.find((row) => row.base === 10)!.digits;
};

describe('number-base-converter, bitwise tab', () => {
  it('applies AND, OR, XOR, NOT and shifts as C, JavaScript and Python do', () => {
    expect(decimal('12', '10')).toBe(String(12 & 10));
    expect(decimal('12', '10', { operation: 'or' })).toBe(String(12 | 10));
    expect(decimal('12', '10', { operation: 'xor' })).toBe(String(12 ^ 10));
    expect(decimal('5', '', { operation: 'not' })).toBe('-6');
    expect(decimal('-8', '1', { operation: 'shr' })).toBe('-4');
    expect(decimal('1', '70', { operation: 'shl' })).toBe((1n << 70n).toString());
    expect(decimal('-1', '28', { operation: 'ushr', width: '32' })).toBe(String(-1 >>> 28));
    expect(decimal('-5', '3')).toBe(String(-5 & 3));
  });

  it('reads both numbers in the input base, of any size', () => {
    expect(decimal('FFFFFFFFFFFFFFFFFFFF', 'F0F0F0F0F0F0F0F0F0F0', { from: '16', operation: 'xor' })).toBe((0xffffffffffffffffffffn ^ 0xf0f0f0f0f0f0f0f0f0f0n).toString());
    expect(decimal('1100', '1010', { from: '2' })).toBe('8');
  });

  it('keeps the result within a width, shown signed and unsigned', () => {
    const r = apply('15', '', { operation: 'not', width: '8' }) as Converted;
    expect(r.twos).toEqual({ bits: 8, signed: '-16', unsigned: '240' });
    expect(r.operands).toEqual({ a: '00001111', result: '11110000' });
    expect(decimal('255', '1', { operation: 'shl', width: '8' })).toBe('-2');
  });

  it('lines up both numbers and the result in binary', () => {
    expect((apply('5', '12', { operation: 'or' }) as Converted).operands).toEqual({ a: ' 101', b: '1100', result: '1101' });
    const v = view(apply('5', '12', { operation: 'or' }) as Converted, { input: { value: '5', operand: '12' }, options: { ...base, operation: 'or' } });
    const table = v.blocks.find((b) => b.kind === 'table');
    expect(table && table.kind === 'table' && table.rows.map((row) => row[0])).toEqual(['A', 'B', 'A | B']);
  });

  it('says clearly what does not fit or cannot be done', () => {
    expect(apply('256', '1', { width: '8' })).toMatchObject({ code: 'operandTooBig', params: { bits: 8, min: '-128', max: '255', field: 'value' } });
    expect(apply('1', '-129', { width: '8' })).toMatchObject({ code: 'operandTooBig', params: { field: 'operand' } });
    expect(apply('1', '9', { operation: 'shl', width: '8' })).toMatchObject({ code: 'shiftTooFar', params: { max: 8 } });
    expect(apply('1', '5000', { operation: 'shl' })).toMatchObject({ code: 'shiftTooFar' });
    expect(apply('1', '-1', { operation: 'shr' })).toMatchObject({ code: 'negativeShift' });
    expect(apply('1', '1', { operation: 'ushr' })).toMatchObject({ code: 'ushrWidth' });
    expect(apply('1.5', '1')).toMatchObject({ code: 'bitwiseWhole', params: { field: 'value' } });
    expect(apply('1', '')).toMatchObject({ code: 'empty', params: { field: 'operand' } });
    expect(apply('1', 'z', { from: '16' })).toMatchObject({ code: 'invalidDigit', params: { field: 'operand' } });
    expect(isToolError(apply('5', '', { operation: 'not' }))).toBe(false);
  });
});
