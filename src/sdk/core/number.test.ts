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
