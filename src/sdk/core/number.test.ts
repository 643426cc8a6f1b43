import { describe, expect, it } from 'vitest';
import { decimalMark, parseNumber } from './number.ts';

describe('parseNumber', () => {
  it('knows each language decimal mark', () => {
    expect(decimalMark('en')).toBe('.');
    expect(decimalMark('de')).toBe(',');
    expect(decimalMark('es')).toBe(',');
    expect(decimalMark('fr')).toBe(',');
  });
  it('reads empty text as null and garbage as NaN', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    for (const bad of ['abc', '1.2.3x', '--1', '1e', 'Infinity', 'NaN', '0x10', '1e400', '1,2,3']) expect(parseNumber(bad), bad).toBeNaN();
  });
  it('reads English numbers', () => {
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('1,234,567')).toBe(1234567);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('\u22123')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('2e3')).toBe(2000);
    expect(parseNumber('1,5')).toBe(1.5);
  });
  it('reads German, Spanish and French numbers', () => {
    expect(parseNumber('1,5', 'de')).toBe(1.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1.500', 'de')).toBe(1500);
    expect(parseNumber('1,500', 'de')).toBe(1.5);
    expect(parseNumber('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('12.5', 'es')).toBe(12.5);
    expect(parseNumber('1,2,3', 'de')).toBeNaN();
  });
});

describe('canonicalNumberText', () => {
  it('gives run() canonical text, empty for empty, and leaves invalid text as typed', async () => {
    const { canonicalNumberText } = await import('./number.ts');
    expect(canonicalNumberText('1.234,5', 'de')).toBe('1234.5');
    expect(canonicalNumberText(' ', 'de')).toBe('');
    expect(canonicalNumberText('abc', 'fr')).toBe('abc');
    expect(parseNumber(canonicalNumberText('1,5', 'fr'))).toBe(1.5);
  });
});

describe('readNumberList', async () => {
  const { readNumberList } = await import('./number.ts');
  type Mark = Parameters<typeof readNumberList>[1];
  const read = (text: string, decimal: Mark) => {
    const items: { text: string; index: number; number: string | null }[] = [];
    const { ambiguous } = readNumberList(text, decimal, (i) => void items.push(i));
    return { numbers: items.map((i) => i.number), items, ambiguous };
  };
  const numbers = (text: string, decimal: Mark) => read(text, decimal).numbers;

  it('takes spaces inside a number as thousands separators when semicolons or lines separate the numbers', () => {
    expect(read('1 071; 462; 2 310', null)).toMatchObject({ numbers: ['1071', '462', '2310'], ambiguous: true });
    expect(numbers('1\u202f071\n462\n2\u00a0310', null)).toEqual(['1071', '462', '2310']);
    expect(numbers('1 234,5; 2', ',')).toEqual(['1234.5', '2']);
    expect(numbers('1 234.5; 2', '.')).toEqual(['1234.5', '2']);
    // The items' own separators, in the language of the decimal mark.
    expect(numbers('1,000.5; 2', '.')).toEqual(['1000.5', '2']);
    expect(numbers('1.234,5; 2', ',')).toEqual(['1234.5', '2']);
    expect(numbers("1'071; 2.310; 4,620", null)).toEqual(['1071', '2310', '4620']);
  });

  it('reads a line that is no single number as a list of its own', () => {
    expect(read('2 4 4\n5 5 7', '.')).toMatchObject({ numbers: ['2', '4', '4', '5', '5', '7'], ambiguous: false });
    expect(numbers('1,2;3\t4\n5 | 6', '.')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(numbers('1,5, 2,5;−3,25', ',')).toEqual(['1.5', '2.5', '-3.25']);
  });

  it('reads commas next to spaces as separators, and a comma inside a number as a thousands separator', () => {
    expect(read('1.5, 2.5, 3.5, 10, 1,000.5', '.')).toMatchObject({ numbers: ['1.5', '2.5', '3.5', '10', '1000.5'], ambiguous: true });
    expect(read('48, 180, 84', null)).toMatchObject({ numbers: ['48', '180', '84'], ambiguous: false });
    expect(numbers('1,000.5', '.')).toEqual(['1000.5']);
    expect(numbers('1,071 462', null)).toEqual(['1071', '462']);
    // Without spaces, commas separate (a line of CSV); with a decimal comma, a comma between digits is one.
    expect(read('48,180,84', null)).toMatchObject({ numbers: ['48', '180', '84'], ambiguous: true });
    expect(read('10,20,30', '.')).toMatchObject({ numbers: ['10', '20', '30'], ambiguous: false });
    expect(numbers('1,5 2,5 3', ',')).toEqual(['1.5', '2.5', '3']);
    expect(numbers('1,5,2', ',')).toEqual([null]);
  });

  it('says when the list could have been read otherwise', () => {
    expect(read('2 4 4 4 5 5 7 9', '.').ambiguous).toBe(false);
    expect(read('1,5; 2,25; 10', ',').ambiguous).toBe(false);
    expect(read('1 000 2', null)).toMatchObject({ numbers: ['1', '0', '2'], ambiguous: true });
    expect(read('1 071, 462', null)).toMatchObject({ numbers: ['1', '71', '462'], ambiguous: true });
    expect(read('5 120 7', '.').ambiguous).toBe(false);
    expect(read('1.500 2', '.')).toMatchObject({ numbers: ['1.500', '2'], ambiguous: true });
    expect(read('1,500; 2', ',')).toMatchObject({ numbers: ['1.500', '2'], ambiguous: true });
    expect(read('0.125 2', '.').ambiguous).toBe(false);
  });

  it('gives every item with where it starts, numbers or not, and stops when asked', () => {
    expect(read('12, 7.5', null).items).toEqual([{ text: '12', index: 0, number: '12' }, { text: '7.5', index: 4, number: null }]);
    expect(read(' 1 071 ;  x; 2', null).items).toEqual([{ text: '1 071', index: 1, number: '1071' }, { text: 'x', index: 10, number: null }, { text: '2', index: 13, number: '2' }]);
    expect(numbers('1e3 -.5 +2 −4', '.')).toEqual(['1e3', '-0.5', '2', '-4']);
    expect(numbers('1e5 --5 1 2 3 NaN Infinity 12a', null)).toEqual([null, null, '1', '2', '3', null, null, null]);
    expect(numbers(' ;, \n', '.')).toEqual([]);
    const seen: string[] = [];
    readNumberList('1 2 3 4', '.', (i) => (seen.push(i.text), seen.length < 2));
    expect(seen).toEqual(['1', '2']);
  });

  it('takes a point in a list with a decimal comma where it cannot group thousands', () => {
    expect(numbers('12.5; 1.500; 2', ',')).toEqual(['12.5', '1500', '2']);
    expect(numbers('007; 0,5', ',')).toEqual(['7', '0.5']);
  });
});
