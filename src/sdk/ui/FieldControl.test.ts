import { describe, expect, it } from 'vitest';
import { unitSymbol } from './FieldControl.tsx';

describe('the unit after a number field', () => {
  it('is the symbol written after most numbers, in the page language: plural where the language has one', () => {
    expect(unitSymbol('day', 'en')).toBe('days');
    expect(unitSymbol('year', 'fr')).toBe('ans');
    expect(unitSymbol('kilogram', 'de')).toBe('kg');
    expect(unitSymbol('percent', 'es')).toBe('%');
    expect(unitSymbol('px', 'en')).toBe('px');
  });
});
