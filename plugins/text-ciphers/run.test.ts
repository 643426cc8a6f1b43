import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError } from '@sdk/core';
import { atbash, caesar, likelyShift, PREVIEW, rot13, rot47, run, vigenere, type CipherResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

type Settings = Partial<Omit<Input, 'text'> & Options>;
const go = (text: string, { cipher = 'caesar', ...settings }: Settings, key = '') =>
  run({ text, key, direction: 'encode', shift: 3, bruteForce: false, ...settings }, { cipher }) as CipherResult;

describe('known answers (Wikipedia)', () => {
  it('Caesar: the pangram with a left shift of 3 (a right shift of 23)', () => {
    expect(caesar('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG', 23)).toBe('QEB NRFZH YOLTK CLU GRJMP LSBO QEB IXWV ALD');
    expect(go('QEB NRFZH YOLTK CLU GRJMP LSBO QEB IXWV ALD', { direction: 'decode', shift: 23 }).text).toBe('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG');
  });
  it('ROT13: "Why did the chicken cross the road?"', () => {
    expect(rot13('Why did the chicken cross the road?')).toBe('Jul qvq gur puvpxra pebff gur ebnq?');
  });
  it('ROT47: the pangram', () => {
    expect(rot47('The Quick Brown Fox Jumps Over The Lazy Dog.')).toBe('%96 "F:4< qC@H? u@I yF>AD ~G6C %96 {2KJ s@8]');
  });
  it('Atbash: the alphabet reversed', () => {
    expect(atbash('ABCDEFGHIJKLMNOPQRSTUVWXYZ abcxyz')).toBe('ZYXWVUTSRQPONMLKJIHGFEDCBA zyxcba');
  });
  it('Vigenère: ATTACKATDAWN with the key LEMON', () => {
    expect(vigenere('ATTACKATDAWN', 'LEMON', false)).toBe('LXFOPVEFRNHR');
    expect(vigenere('LXFOPVEFRNHR', 'lemon', true)).toBe('ATTACKATDAWN');
  });
});

describe('what is kept', () => {
  it('keeps case, digits, punctuation, accented letters, ß and emoji', () => {
    expect(caesar('Ça va? Größe 42 👋🏽 ñ', 1)).toBe('Çb wb? Hsößf 42 👋🏽 ñ');
    expect(rot47('é ß 👋')).toBe('é ß 👋');
    expect(atbash('Ärger!')).toBe('Äitvi!');
  });
  it('the Vigenère key moves on at letters only, and keeps the case of each letter', () => {
    expect(vigenere('Attack at dawn!', 'LEMON', false)).toBe('Lxfopv ef rnhr!');
  });
  it('a shift of 0 or 26 leaves the text as it is; negative shifts go back', () => {
    expect(caesar('abc', 0)).toBe('abc');
    expect(caesar('abc', 26)).toBe('abc');
    expect(caesar('abc', -1)).toBe('zab');
  });
});

describe('round trips', () => {
  it('every cipher undoes itself or is undone by its decode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 25 }), fc.stringMatching(/^[A-Za-z]{1,12}$/), (text, shift, key) => {
        expect(rot13(rot13(text))).toBe(text);
        expect(rot47(rot47(text))).toBe(text);
        expect(atbash(atbash(text))).toBe(text);
        expect(caesar(caesar(text, shift), 26 - shift)).toBe(text);
        expect(vigenere(vigenere(text, key, false), key, true)).toBe(text);
      }),
    );
  });
});

describe('brute force', () => {
  it('lists all 25 shifts and marks the one that reads as language', () => {
    const r = go('Olssv, Dvysk! Tlla tl ha aol vsk iypknl ha uvvu.', { direction: 'decode', shift: 1, bruteForce: true });
    expect(r.shifts).toHaveLength(25);
    expect(r.shifts![6]).toBe('Hello, World! Meet me at the old bridge at noon.');
    expect(r.likely).toBe(7);
    expect(r.text).toBe('Nkrru, Cuxrj! Skkz sk gz znk urj hxojmk gz tuut.');
  });
  it.each([
    ['Nos vemos mañana en la plaza mayor', 4],
    ['Treffen wir uns morgen früh am Bahnhof', 11],
    ['Rendez-vous demain à la gare du Nord', 19],
    ['Attack at dawn, the enemy sleeps', 3],
  ])('finds the shift of %j', (plain, shift) => {
    expect(likelyShift(caesar(plain, shift))).toBe(shift);
  });
  it('names no likely shift when there are too few letters to tell', () => {
    const r = go('Abc 123', { bruteForce: true });
    expect(r.shifts).toHaveLength(25);
    expect(r.likely).toBeUndefined();
  });
  it('shows the first characters of a long text in the table, never a split emoji, and the whole text as the result', () => {
    const text = `${'x'.repeat(PREVIEW - 1)}👋 more`;
    const r = go(text, { bruteForce: true });
    expect(r.cut).toBe(true);
    expect(r.shifts![0]).toBe(`${'w'.repeat(PREVIEW - 1)}👋`);
    expect(r.text).toBe(caesar(text, 3));
    expect(go('short', { bruteForce: true }).cut).toBeUndefined();
  });
  it('is off when not asked for', () => {
    expect(go('Hello', {})).toEqual({ text: 'Khoor' });
  });
});

describe('bad input', () => {
  it('asks for text', () => {
    expect(go('', {})).toEqual(toolError('empty'));
  });
  it('asks for a Vigenère key at its field, of letters only; spaces in it are ignored', () => {
    expect(go('abc', { cipher: 'vigenere' }, '')).toEqual(toolError('keyRequired', { field: 'key' }));
    expect(go('abc', { cipher: 'vigenere' }, '   ')).toEqual(toolError('keyRequired', { field: 'key' }));
    expect(go('abc', { cipher: 'vigenere' }, 'clé')).toEqual(toolError('keyLetters', { field: 'key' }));
    expect(go('abc', { cipher: 'vigenere' }, 'key 1')).toEqual(toolError('keyLetters', { field: 'key' }));
    expect(go('ATTACKATDAWN', { cipher: 'vigenere' }, 'LE MON').text).toBe('LXFOPVEFRNHR');
  });
  it('never fails on a megabyte', () => {
    const big = 'Lorem ipsum dolor sit amet. '.repeat(40_000);
    const r = go(big, { bruteForce: true });
    expect(isToolError(r)).toBe(false);
    expect(r.text.length).toBe(big.length);
  });
});
