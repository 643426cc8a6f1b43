import { describe, expect, it } from 'vitest';
import type { FieldDecl } from '@sdk/core/tool.ts';
import { keep, remembered, restore, valueKey } from './state.ts';

const number: FieldDecl = { kind: 'number' };

describe('remembered field values', () => {
  it('keep a number with the language it was typed in, and show it in the language of the page', () => {
    const kept = keep(number, '200.000', 'de');
    expect(restore(kept, 'de')).toBe('200.000');
    expect(restore(kept, 'en')).toBe('200000');
    expect(restore(keep(number, '1 234,5', 'fr'), 'en')).toBe('1234.5');
    expect(restore(keep(number, '1,234.5', 'en'), 'de')).toBe('1234,5');
  });

  it('keep text that is not a number as it was typed', () => {
    expect(restore(keep(number, '12abc', 'de'), 'en')).toBe('12abc');
    expect(restore(keep(number, '', 'de'), 'en')).toBe('');
    expect(restore(keep({ kind: 'line' }, '1.000', 'de'), 'en')).toBe('1.000');
  });

  it('are short values, never secrets, files or long texts unless asked', () => {
    expect(remembered(number)).toBe(true);
    expect(remembered({ kind: 'line', secret: true })).toBe(false);
    expect(remembered({ kind: 'file', read: 'text' })).toBe(false);
    expect(remembered({ kind: 'text' })).toBe(false);
    expect(remembered({ kind: 'text', remember: true })).toBe(true);
    expect(remembered({ kind: 'line', remember: false })).toBe(false);
  });

  it('are kept per tab where the field asks for it', () => {
    expect(valueKey('x', { kind: 'number', perTab: true }, 'change')).toBe('x@change');
    expect(valueKey('x', number, 'change')).toBe('x');
  });
});
