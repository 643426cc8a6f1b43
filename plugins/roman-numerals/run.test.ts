import { describe, expect, it } from 'vitest';
import { isToolError, type ToolError } from '@sdk/core';
import { BAR, fromRoman, run, toRoman } from './run.ts';

const B = (s: string) => [...s].map((c) => c + BAR).join('');
const value = (text: string) => {
  const r = fromRoman(text);
  if (isToolError(r)) throw new Error(`${text}: ${r.code}`);
  return r.number;
};
const error = (text: string) => fromRoman(text) as ToolError;

describe('number to Roman numeral', () => {
  it('writes the standard forms', () => {
    // Known answers: 1666 uses every letter once, 1994 and 3999 the subtractive pairs, 444 and 949 repeat them.
    const known: [number, string][] = [
      [1, 'I'], [3, 'III'], [4, 'IV'], [9, 'IX'], [14, 'XIV'], [40, 'XL'], [90, 'XC'], [400, 'CD'], [900, 'CM'],
      [444, 'CDXLIV'], [949, 'CMXLIX'], [1666, 'MDCLXVI'], [1994, 'MCMXCIV'], [2026, 'MMXXVI'], [3888, 'MMMDCCCLXXXVIII'], [3999, 'MMMCMXCIX'],
    ];
    for (const [n, r] of known) expect(toRoman(n)).toBe(r);
  });

  it('writes the thousands with a bar from 4,000, as an option', () => {
    expect(toRoman(4000)).toBe(B('IV'));
    expect(toRoman(5001)).toBe(`${B('V')}I`);
    expect(toRoman(1_000_000)).toBe(B('M'));
    expect(toRoman(3_999_999)).toBe(`${B('MMMCMXCIX')}CMXCIX`);
    expect(run({ number: 4000, roman: '' }, { mode: 'toRoman', vinculum: false })).toEqual({ kind: 'tool-error', code: 'needsVinculum', params: { max: 3999, field: 'number' } });
    expect(run({ number: 4000, roman: '' }, { mode: 'toRoman', vinculum: true })).toMatchObject({ roman: B('IV'), parts: [{ roman: B('IV'), value: 4000 }] });
  });

  it('takes the numeral apart by decimal place', () => {
    expect(run({ number: 1994, roman: '' }, { mode: 'toRoman', vinculum: false })).toEqual({
      mode: 'toRoman', number: 1994, roman: 'MCMXCIV',
      parts: [{ roman: 'M', value: 1000 }, { roman: 'CM', value: 900 }, { roman: 'XC', value: 90 }, { roman: 'IV', value: 4 }],
    });
  });

  it('round-trips every number from 1 to 3,999 and a sample up to 3,999,999', () => {
    for (let n = 1; n <= 3999; n++) expect(value(toRoman(n))).toBe(n);
    for (let n = 4000; n <= 3_999_999; n += 7919) expect(value(toRoman(n))).toBe(n);
    expect(value(toRoman(3_999_999))).toBe(3_999_999);
  });
});

describe('Roman numeral to number', () => {
  it('reads small letters, spaces, macrons and Unicode numerals', () => {
    expect(value('mcmxciv')).toBe(1994);
    expect(value(' MM XXVI ')).toBe(2026);
    expect(value('Ⅻ')).toBe(12);
    expect(value('ⅿⅽⅿⅹⅽⅰⅴ')).toBe(1994);
    expect(value('V\u0304')).toBe(5000);
    expect(fromRoman('xlii')).toMatchObject({ roman: 'XLII', number: 42 });
  });

  it('refuses letters that are not numerals, and an empty field', () => {
    expect(error('MCMXCIVA')).toEqual({ kind: 'tool-error', code: 'invalidLetter', params: { letter: 'A', field: 'roman' } });
    expect(error('12')).toMatchObject({ code: 'invalidLetter', params: { letter: '1' } });
    expect(error('')).toMatchObject({ code: 'empty' });
    expect(error(BAR)).toMatchObject({ code: 'invalidLetter' });
    expect(error(`X${BAR}${BAR}`)).toMatchObject({ code: 'invalidLetter' });
  });

  it('names the rule an invalid form breaks, and the right form', () => {
    expect(error('IIII')).toEqual({ kind: 'tool-error', code: 'fourInARow', params: { run: 'IIII', value: 4, roman: 'IV', field: 'roman' } });
    expect(error('MMMM')).toMatchObject({ code: 'fourInARow', params: { value: 4000, roman: B('IV') } });
    expect(error('VX')).toMatchObject({ code: 'fiveSubtracted', params: { pair: 'VX', letter: 'V', value: 5, roman: 'V' } });
    expect(error('LC')).toMatchObject({ code: 'fiveSubtracted', params: { pair: 'LC' } });
    expect(error('IC')).toMatchObject({ code: 'subtractTooFar', params: { pair: 'IC', letter: 'I', a: 'V', b: 'X', value: 99, roman: 'XCIX' } });
    expect(error('XM')).toMatchObject({ code: 'subtractTooFar', params: { a: 'L', b: 'C', roman: 'CMXC' } });
    expect(error('IM')).toMatchObject({ code: 'subtractTooFar', params: { value: 999, roman: 'CMXCIX' } });
    expect(error('VV')).toMatchObject({ code: 'repeatedFive', params: { letter: 'V', value: 10, roman: 'X' } });
    expect(error('DCD')).toMatchObject({ code: 'repeatedFive', params: { letter: 'D' } });
    expect(error('IIX')).toMatchObject({ code: 'doubleSubtract', params: { part: 'IIX', value: 10, roman: 'X' } });
    expect(error('XXC')).toMatchObject({ code: 'doubleSubtract', params: { part: 'XXC' } });
    expect(error('IXI')).toMatchObject({ code: 'notCanonical', params: { value: 10, roman: 'X' } });
    expect(error('XCX')).toMatchObject({ code: 'notCanonical', params: { value: 100, roman: 'C' } });
    expect(error('IIIIIV')).toMatchObject({ code: 'fourInARow', params: { run: 'IIII', value: 8, roman: 'VIII' } });
  });

  it('reads the vinculum, with the thousands first and in their standard form', () => {
    expect(value(`${B('XLV')}DCLXXVIII`)).toBe(45678);
    expect(error(`V${B('V')}`)).toMatchObject({ code: 'vinculumFirst' });
    expect(error(B('I'))).toMatchObject({ code: 'notCanonical', params: { value: 1000, roman: 'M' } });
    expect(error(`${B('V')}M`)).toMatchObject({ code: 'notCanonical', params: { value: 6000, roman: B('VI') } });
    expect(error(B('IIII'))).toMatchObject({ code: 'fourInARow', params: { run: B('IIII'), roman: B('IV') } });
    expect(error(B('IC'))).toMatchObject({ code: 'subtractTooFar', params: { a: B('V'), b: B('X') } });
    expect(error(B('MMMM'))).toMatchObject({ code: 'tooLarge', params: { max: 3_999_999 } });
  });
});

describe('the vinculum option when reading', () => {
  it('refuses a bar without the option, saying why', () => {
    expect(run({ number: null, roman: `${B('V')}` }, { mode: 'toArabic', vinculum: false })).toEqual({ kind: 'tool-error', code: 'barNeedsVinculum', params: { field: 'roman' } });
    expect(run({ number: null, roman: `${B('V')}` }, { mode: 'toArabic', vinculum: true })).toMatchObject({ number: 5000 });
  });
});
