import { describe, expect, it } from 'vitest';
import { keyFace, namedByFace, pressKey } from './keypad.ts';
import { listSeparator } from './number.ts';

describe('pressKey: the text after a keypad key', () => {
  it('writes at the caret, or in place of the selection, and puts the caret after what it wrote', () => {
    expect(pressKey('', 0, 0, { insert: 'sin(' })).toEqual({ text: 'sin(', caret: 4 });
    expect(pressKey('2+3', 1, 1, { insert: '0' })).toEqual({ text: '20+3', caret: 2 });
    expect(pressKey('2+3', 1, 2, { insert: '*' })).toEqual({ text: '2*3', caret: 2 });
    // A selection made backwards, or positions past the end, are still the same text.
    expect(pressKey('2+3', 2, 1, { insert: '*' })).toEqual({ text: '2*3', caret: 2 });
    expect(pressKey('12', 9, 9, { insert: '3' })).toEqual({ text: '123', caret: 3 });
  });

  it('deletes the selection or the character before the caret, a character outside the BMP whole', () => {
    expect(pressKey('sin(', 4, 4, { does: 'backspace' })).toEqual({ text: 'sin', caret: 3 });
    expect(pressKey('2*3', 1, 2, { does: 'backspace' })).toEqual({ text: '23', caret: 1 });
    expect(pressKey('23', 0, 0, { does: 'backspace' })).toEqual({ text: '23', caret: 0 });
    expect(pressKey('a😀', 3, 3, { does: 'backspace' })).toEqual({ text: 'a', caret: 1 });
  });

  it('empties the field', () => {
    expect(pressKey('2*sin(90)', 3, 3, { does: 'clear' })).toEqual({ text: '', caret: 0 });
  });
});

describe('keyFace: a key as a page in one language shows and names it', () => {
  it('shows text as it is, a symbol for what it writes, and the tool’s name for it', () => {
    expect(keyFace('expression', '7', 'en')).toEqual({ show: '7', insert: '7' });
    expect(keyFace('expression', { insert: 'sqrt(', show: '√', name: 'squareRoot' }, 'de')).toEqual({ show: '√', insert: 'sqrt(', nameKey: 'fields.expression.keys.squareRoot' });
    expect(keyFace('expression', { insert: 'sin(', show: 'sin' }, 'en')).toEqual({ show: 'sin', insert: 'sin(' });
  });

  it('writes the page’s decimal mark and list separator, named by the host unless the tool names them', () => {
    expect(keyFace('x', { does: 'decimal' }, 'en')).toEqual({ show: '.', insert: '.', nameKey: 'common:keypad.decimal' });
    expect(keyFace('x', { does: 'decimal' }, 'de')).toEqual({ show: ',', insert: ',', nameKey: 'common:keypad.decimal' });
    expect(keyFace('x', { does: 'listSeparator' }, 'en')).toMatchObject({ insert: ',' });
    expect(keyFace('x', { does: 'listSeparator', name: 'argumentSeparator' }, 'fr')).toEqual({ show: ';', insert: ';', nameKey: 'fields.x.keys.argumentSeparator' });
    expect(['en', 'es', 'de', 'fr'].map(listSeparator)).toEqual([',', ';', ';', ';']);
    expect(keyFace('x', { does: 'backspace' }, 'en')).toEqual({ show: '⌫', does: 'backspace', nameKey: 'common:keypad.backspace' });
  });

  it('knows which faces name themselves', () => {
    expect(['7', 'sin', 'ans', 'π'].map(namedByFace)).toEqual([true, true, true, true]);
    expect(['√', '×', '(', '−', '.'].map(namedByFace)).toEqual([false, false, false, false, false]);
  });
});
