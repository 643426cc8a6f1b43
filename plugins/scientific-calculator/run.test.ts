import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { calculator, DISABLED } from './calc.ts';
import { clearHistory, keep, type Options } from './manifest.ts';
import { run, type CalcResult } from './run.ts';

const DEG: Options = { angle: 'deg', numbers: 'decimal', decimalMark: 'auto' };
const calc = async (expression: string, options: Partial<Options> = {}, history = '') => run({ expression, history }, { ...DEG, ...options });
const value = async (expression: string, options: Partial<Options> = {}) => {
  const r = await calc(expression, options);
  if (isToolError(r)) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return (r as CalcResult).value!;
};
const error = async (expression: string, options: Partial<Options> = {}) => {
  const r = await calc(expression, options);
  return isToolError(r) ? r : undefined;
};

describe('arithmetic and functions', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['2^10', 1024],
    ['-2^2', -4],
    ['sqrt(16) + abs(-3)', 7],
    ['5!', 120],
    ['log10(1000)', 3],
    ['exp(0)', 1],
    ['combinations(5, 2)', 10],
    ['10 mod 3', 1],
    ['0.1 + 0.2', 0.30000000000000004],
  ])('%s = %s', async (expression, want) => {
    expect((await value(expression)).number).toBe(want);
  });

  it('shows 0.1 + 0.2 as 0.3 and log(1000, 10) as 3 (15 significant digits), as calculators do', async () => {
    expect((await value('0.1 + 0.2')).text).toBe('0.3');
    expect((await value('log(1000, 10)')).text).toBe('3');
  });

  it('works in degrees or radians, with units to mix them', async () => {
    expect((await value('sin(30)')).number).toBeCloseTo(0.5, 14);
    expect((await value('cos(60)')).number).toBeCloseTo(0.5, 14);
    expect((await value('tan(45)')).number).toBeCloseTo(1, 14);
    expect((await value('asin(0.5)')).number).toBeCloseTo(30, 12);
    expect((await value('atan2(1, 1)')).number).toBeCloseTo(45, 12);
    expect((await value('sin(pi / 6)', { angle: 'rad' })).number).toBeCloseTo(0.5, 14);
    expect((await value('acos(0)', { angle: 'rad' })).number).toBeCloseTo(Math.PI / 2, 14);
    expect((await value('sin((pi / 6) rad)')).number).toBeCloseTo(0.5, 14);
    expect((await value('sin(30 deg)', { angle: 'rad' })).number).toBeCloseTo(0.5, 14);
    expect((await value('sin([30, 90])')).text).toBe('[0.5, 1]');
  });

  it('gives exact fractions, and decimals (said) where the maths needs them', async () => {
    expect(await value('1/3 + 1/6', { numbers: 'fraction' })).toEqual({ type: 'fraction', text: '1/2', number: 0.5 });
    expect(await value('0.1 + 0.2', { numbers: 'fraction' })).toEqual({ type: 'fraction', text: '3/10', number: 0.3 });
    expect(await value('2/4 * 6', { numbers: 'fraction' })).toEqual({ type: 'fraction', text: '3', number: 3 });
    const r = (await calc('sqrt(2)', { numbers: 'fraction' })) as CalcResult;
    expect(r).toMatchObject({ inexact: true, value: { type: 'number', text: '1.4142135623731' } });
  });

  it('computes to 64 digits in high precision (shown to 60)', async () => {
    expect((await value('2^100', { numbers: 'precise' })).text).toBe('1267650600228229401496703205376');
    expect((await value('0.1 + 0.2', { numbers: 'precise' })).text).toBe('0.3');
    expect((await value('1/7', { numbers: 'precise' })).text).toBe(`0.${'142857'.repeat(10)}`);
    expect((await value('asin(1)', { numbers: 'precise' })).text).toBe('90');
  });

  it('handles complex numbers, units and matrices', async () => {
    expect(await value('sqrt(-4)')).toEqual({ type: 'complex', text: '2i' });
    expect(await value('5 cm to inch')).toEqual({ type: 'unit', text: '1.9685039370079 inch' });
    expect(await value('det([1, 2; 3, 4])')).toMatchObject({ number: -2 });
    expect(await value('[1, 2; 3, 4] * [1; 1]')).toEqual({ type: 'matrix', text: '[[3], [7]]' });
  });
});

describe('ln, and exact values at the usual angles (as calculator.net and Google give them)', () => {
  it('knows ln, the natural logarithm the page lists', async () => {
    expect(await value('ln(e)')).toEqual({ type: 'number', text: '1', number: 1 });
    expect((await value('ln(1)')).number).toBe(0);
    expect((await value('ln(100) / ln(10)')).text).toBe('2');
    expect((await value('ln(e^2)', { numbers: 'precise' })).text).toBe('2');
    expect(await error('ln(2, 3)')).toEqual(toolError('argumentCount', { field: 'expression', name: 'ln', position: 1 }));
  });

  it('gives 0, ±1/2, ±1 and ±2 exactly in degrees, in every mode', async () => {
    for (const [expression, want] of [
      ['cos(90)', 0], ['sin(180)', 0], ['cos(270)', 0], ['sin(360)', 0], ['sin(-180)', 0], ['cos(-90)', 0], ['sin(720030)', 0.5],
      ['sin(30)', 0.5], ['cos(60)', 0.5], ['sin(210)', -0.5], ['cos(120)', -0.5], ['tan(45)', 1], ['tan(135)', -1], ['tan(180)', 0],
      ['cot(90)', 0], ['cot(45)', 1], ['sec(60)', 2], ['csc(30)', 2], ['sec(180)', -1],
    ] as const) {
      expect(await value(expression), expression).toEqual({ type: 'number', text: String(want), number: want });
      expect((await value(expression, { numbers: 'precise' })).text, `${expression} precise`).toBe(String(want));
    }
    expect((await value('sin([0, 30, 90, 180])')).text).toBe('[0, 0.5, 1, 0]');
    // An angle with its unit, in radians mode too.
    expect(await value('cos(90 deg)', { angle: 'rad' })).toEqual({ type: 'number', text: '0', number: 0 });
    expect(await value('cos(90 deg)')).toEqual({ type: 'number', text: '0', number: 0 });
    // Radians keep the floating-point value, as Google and calculator.net give cos(π/2) in radians.
    expect((await value('cos(pi / 2)', { angle: 'rad' })).number).toBeCloseTo(0, 15);
  });

  it('keeps every digit near the exact angles', async () => {
    const near = (await value('sin(179.9999)')).number!;
    const exact = Math.sin(((180 - 179.9999) * Math.PI) / 180);
    expect(Math.abs(near / exact - 1)).toBeLessThan(1e-15);
    expect((await value('sin(45)')).text).toBe('0.707106781186548');
    expect((await value('tan(60)')).text).toBe('1.73205080756888');
  });

  it('says tan 90° is undefined rather than giving 1.63 × 10¹⁶', async () => {
    for (const [expression, name, angle] of [['tan(90)', 'tan', 90], ['tan(-270)', 'tan', -270], ['sec(90)', 'sec', 90], ['cot(0)', 'cot', 0], ['csc(180)', 'csc', 180]] as const) {
      expect(await error(expression), expression).toEqual(toolError('undefinedAngle', { field: 'expression', name, angle }));
      expect(await error(expression, { numbers: 'precise' }), `${expression} precise`).toEqual(toolError('undefinedAngle', { field: 'expression', name, angle }));
    }
    expect(await error('tan(90 deg)', { angle: 'rad' })).toEqual(toolError('undefinedAngle', { field: 'expression', name: 'tan', angle: 90 }));
    expect(await error('tan([45, 90])')).toEqual(toolError('undefinedAngle', { field: 'expression', name: 'tan', angle: 90 }));
    const r = (await calc('1', {}, 'tan(90)')) as CalcResult;
    expect(r.history).toEqual([{ expression: 'tan(90)', error: { code: 'undefinedAngle', params: { name: 'tan', angle: 90 } } }]);
  });
});

describe('decimal commas, as spreadsheets in German, Spanish and French take them', () => {
  it('reads a comma between digits as a decimal mark where it cannot separate anything, and says so', async () => {
    expect(await calc('0,1+0,2')).toEqual({ value: { type: 'number', text: '0.3', number: 0.30000000000000004 }, history: [], inexact: false, decimalComma: true });
    expect((await value('(1,5 + 2) * 3')).number).toBe(10.5);
    expect((await value('10 mod (7,5)')).number).toBe(2.5);
    expect((await value('0.5 + 0,25')).number).toBe(0.75);
  });

  it('takes a semicolon between a function’s arguments, with decimal commas in them', async () => {
    expect((await value('round(2,567; 2)')).number).toBe(2.57);
    expect((await value('max(1,5; 2,25)')).number).toBe(2.25);
    expect((await calc('round(2,567; 2)')) as CalcResult).toMatchObject({ decimalComma: true });
  });

  it('leaves commas that can separate arguments or matrix entries as they are', async () => {
    expect(await calc('round(2,5)')).toMatchObject({ value: { number: 2 }, decimalComma: false });
    expect((await value('[1,5; 2,5]')).text).toBe('[[1, 5], [2, 5]]');
    expect((await value('x1 = 2')).number).toBe(2);
    expect((await value('"a,1"')).text).toBe('"a,1"');
  });

  it('refuses "1,000", which could be a thousand or one, unless the decimal mark is chosen', async () => {
    expect(await error('1,000 + 5')).toEqual(toolError('ambiguousComma', { field: 'expression', token: '1,000', position: 1 }));
    expect(await calc('1,000 + 5', { decimalMark: 'comma' })).toMatchObject({ value: { number: 6 }, decimalComma: false });
    expect(await error('0,1+0,2', { decimalMark: 'point' })).toMatchObject({ code: 'unexpectedOperator' });
    expect((await value('max(1,5, 2)', { decimalMark: 'comma' })).number).toBe(2);
  });

  it('keeps every position as typed, and reads history lines the same way', async () => {
    expect(await error('0,1 + (2')).toEqual(toolError('parenExpected', { field: 'expression', position: 9 }));
    const r = (await calc('ans * 2', {}, 'a = 1,5\nround(a; 0)')) as CalcResult;
    expect(r.history.map((l) => l.value?.number)).toEqual([1.5, 2]);
    expect(r).toMatchObject({ value: { number: 4 }, decimalComma: true });
  });
});

describe('history', () => {
  it('evaluates the lines top to bottom, with variables and ans', async () => {
    const r = (await calc('ans * 2', {}, 'a = 3\n\nb = a^2\n  b + 1  ')) as CalcResult;
    expect(r.history).toEqual([
      { expression: 'a = 3', value: { type: 'number', text: '3', number: 3 } },
      { expression: 'b = a^2', value: { type: 'number', text: '9', number: 9 } },
      { expression: 'b + 1', value: { type: 'number', text: '10', number: 10 } },
    ]);
    expect(r.value).toMatchObject({ number: 20 });
  });

  it('keeps a mistaken line with its message and goes on', async () => {
    const r = (await calc('2', {}, '1 +\n5')) as CalcResult;
    expect(r.history).toEqual([
      { expression: '1 +', error: { code: 'unexpectedEnd', params: { position: 4 } } },
      { expression: '5', value: { type: 'number', text: '5', number: 5 } },
    ]);
  });

  it('shows the history alone when the line is empty', async () => {
    expect(await calc('', {}, '1 + 1')).toEqual({ value: null, history: [{ expression: '1 + 1', value: { type: 'number', text: '2', number: 2 } }], inexact: false, decimalComma: false });
    expect(await calc('  ', {}, '')).toEqual(toolError('required', { field: 'expression' }));
  });

  it('“Keep” moves the expression to the history; “Clear history” empties it', () => {
    expect(keep({ input: { expression: ' 2 + 2 ', history: 'a = 1\n' } })).toEqual({ input: { history: 'a = 1\n2 + 2', expression: '' } });
    expect(keep({ input: { expression: '3', history: '' } })).toEqual({ input: { history: '3', expression: '' } });
    expect(keep({ input: { expression: '  ', history: 'a' } })).toEqual({});
    expect(clearHistory()).toEqual({ input: { history: '' } });
  });
});

describe('mistakes, said where they are', () => {
  it.each([
    ['2 * (3 + 4', 'parenExpected', { position: 11 }],
    ['2 +', 'unexpectedEnd', { position: 4 }],
    ['x + 1', 'undefinedSymbol', { name: 'x', position: 1 }],
    ['2 * foo(3)', 'undefinedFunction', { name: 'foo', position: 5 }],
    ['sin(1, 2)', 'argumentCount', { name: 'sin', position: 1 }],
    ['1/0', 'infinite', {}],
    ['10^400', 'infinite', {}],
    ['0/0', 'notANumber', {}],
    ['[1, 2] * [1, 2, 3]', 'dimension', {}],
    ['5 cm + 2 kg', 'units', {}],
  ] as const)('%s → %s', async (expression, code, params) => {
    expect(await error(expression)).toEqual(toolError(code, { field: 'expression', ...params }));
  });

  it('never shows Infinity or NaN, in any mode', async () => {
    for (const numbers of ['decimal', 'fraction', 'precise'] as const) {
      for (const e of ['1/0', '0/0', '-1/0']) expect((await error(e, { numbers }))?.code, `${e} ${numbers}`).toMatch(/^(infinite|notANumber|divisionByZero)$/);
    }
  });
});

describe('security (mathjs guide: functions disabled for untrusted expressions)', () => {
  it.each(DISABLED.filter((n) => n !== 'reviver' && n !== 'chain').map((n) => [n]))('%s is refused', async (name) => {
    expect(await error(`${name}("1 + 1")`)).toEqual(toolError('disabled', { field: 'expression', name }));
  });

  it('cannot reach JavaScript through the expression', async () => {
    for (const e of ['constructor', 'sin.constructor("return 1")()', '[].constructor', 'f = sin; f.constructor']) {
      const r = await calc(e);
      expect(isToolError(r), e).toBe(true);
    }
  });

  it('keeps one instance per mode and angle unit', async () => {
    expect(await calculator('decimal', 'deg')).toBe(await calculator('decimal', 'deg'));
    expect(await calculator('decimal', 'deg')).not.toBe(await calculator('decimal', 'rad'));
  });
});
