import { describe, expect, it } from 'vitest';
import type { Input, Options } from './manifest.ts';
import { decimal, q, read } from './rational.ts';
import { run } from './run.ts';

const calc = (x: string, op: Input['op'], y: string) => run({ x, op, y }, { mode: 'calculate' } as Options);
const convert = (x: string) => run({ x, op: 'add', y: '' }, { mode: 'convert' } as Options);
const value = (s: string) => {
  const r = read(s);
  if (typeof r === 'string') throw new Error(r);
  return `${r.value.n}/${r.value.d}`;
};

describe('reading what people type', () => {
  it('reads fractions, mixed numbers, decimals with a point or a comma, and signs', () => {
    expect(value('3/4')).toBe('3/4');
    expect(value(' 6 / 8 ')).toBe('3/4');
    expect(value('1 1/2')).toBe('3/2');
    expect(value('-1 1/2')).toBe('-3/2');
    expect(value('−2/5')).toBe('-2/5');
    expect(value('0.75')).toBe('3/4');
    expect(value('0,75')).toBe('3/4');
    expect(value('.5')).toBe('1/2');
    expect(value('7')).toBe('7/1');
    expect(value('1½')).toBe('3/2');
    expect(value('¾')).toBe('3/4');
    expect(value('2⁄3')).toBe('2/3');
  });

  it('reads repeating decimals exactly', () => {
    // Known answers: 0.(3) = 1/3, 0.1(6) = 1/6, 0.(142857) = 1/7, 0.(9) = 1, 1.2(34) = 611/495.
    expect(value('0.(3)')).toBe('1/3');
    expect(value('0,1(6)')).toBe('1/6');
    expect(value('0.(142857)')).toBe('1/7');
    expect(value('0.(9)')).toBe('1/1');
    expect(value('1.2(34)')).toBe('611/495');
    expect(value('-0.(6)')).toBe('-2/3');
  });

  it('refuses what is not a number, and a zero denominator', () => {
    expect(read('')).toBe('empty');
    expect(read('abc')).toBe('invalidFraction');
    expect(read('1/2/3')).toBe('invalidFraction');
    expect(read('1,000.5')).toBe('invalidFraction');
    expect(read('0.(3')).toBe('invalidFraction');
    expect(read('.')).toBe('invalidFraction');
    expect(read('3/0')).toBe('zeroDenominator');
  });
});

describe('calculations', () => {
  it('adds, subtracts, multiplies and divides in lowest terms', () => {
    expect(calc('1 1/2', 'add', '3/4')).toEqual({ mode: 'calculate', x: '3/2', op: 'add', y: '3/4', result: '9/4' });
    expect(calc('1/3', 'add', '1/6')).toMatchObject({ result: '1/2' });
    expect(calc('1/2', 'subtract', '3/4')).toMatchObject({ result: '-1/4' });
    expect(calc('2/3', 'multiply', '9/4')).toMatchObject({ result: '3/2' });
    expect(calc('2/3', 'divide', '-4/9')).toMatchObject({ result: '-3/2' });
    expect(calc('0.(3)', 'add', '0.(6)')).toMatchObject({ result: '1' });
    expect(calc('0.1', 'add', '0.2')).toMatchObject({ result: '3/10' });
  });

  it('stays exact far beyond floating point', () => {
    expect(calc('1/12345678901234567890', 'add', '1/98765432109876543210')).toMatchObject({
      // Checked with Python's fractions.Fraction.
      result: '12345679/135480701249809480123626141',
    });
  });

  it('refuses dividing by zero and a bad field, at that field', () => {
    expect(calc('1/2', 'divide', '0')).toEqual({ kind: 'tool-error', code: 'divideByZero', params: { field: 'y' } });
    expect(calc('1/2', 'add', 'x')).toEqual({ kind: 'tool-error', code: 'invalidFraction', params: { field: 'y' } });
    expect(calc('1/0', 'add', '1')).toEqual({ kind: 'tool-error', code: 'zeroDenominator', params: { field: 'x' } });
    expect(calc('', 'add', '1')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'x' } });
    expect(calc('9'.repeat(200), 'multiply', '9'.repeat(200))).toMatchObject({ result: expect.stringMatching(/^9{199}8/) });
  });

  it('converts one number', () => {
    expect(convert('0.1(6)')).toEqual({ mode: 'convert', x: '1/6' });
    expect(convert('2.375')).toEqual({ mode: 'convert', x: '19/8' });
  });
});

describe('decimal expansion', () => {
  it('finds the repeating part by long division', () => {
    expect(decimal(q(1n, 6n))).toEqual({ negative: false, int: '0', frac: '1', period: '6', exact: true });
    expect(decimal(q(1n, 7n))).toMatchObject({ frac: '', period: '142857' });
    expect(decimal(q(-19n, 8n))).toEqual({ negative: true, int: '2', frac: '375', period: '', exact: true });
    expect(decimal(q(611n, 495n))).toMatchObject({ int: '1', frac: '2', period: '34' });
    // 1/97 repeats every 96 digits: past 60 digits the expansion is cut and marked approximate.
    expect(decimal(q(1n, 97n))).toMatchObject({ exact: false, frac: expect.stringMatching(/^0103092783/) });
  });
});
