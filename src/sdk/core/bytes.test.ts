import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToHex, constantTimeEqual, readBase64, readHex, typedChars } from './bytes.ts';

const bytes = (...b: number[]) => ({ bytes: Uint8Array.from(b) });

describe('typedChars', () => {
  it('keeps each character with its position as typed, separators left out', () => {
    expect(typedChars('a b😀c')).toEqual([
      { char: 'a', position: 1 },
      { char: 'b', position: 3 },
      { char: '😀', position: 4 },
      { char: 'c', position: 5 },
    ]);
    expect(typedChars('a:b', /[\s:]/u)).toEqual([
      { char: 'a', position: 1 },
      { char: 'b', position: 3 },
    ]);
  });
});

describe('readHex', () => {
  it('reads either case, whitespace ignored', () => {
    expect(readHex('0A ff\n10')).toEqual(bytes(0x0a, 0xff, 0x10));
    expect(readHex('')).toEqual(bytes());
  });
  it('takes 0x only when asked', () => {
    expect(readHex('0xAB', { prefix0x: true })).toEqual(bytes(0xab));
    expect(readHex(' 0X ab', { prefix0x: true })).toEqual(bytes(0xab));
    expect(readHex('0xAB')).toEqual({ error: 'char', char: 'x', position: 2 });
  });
  it('names the first wrong character with its position as typed, then refuses half bytes', () => {
    expect(readHex('ab 😀 zz')).toEqual({ error: 'char', char: '😀', position: 4 });
    expect(readHex('ab:cd')).toEqual({ error: 'char', char: ':', position: 3 });
    expect(readHex('ab:cd', { separator: /[\s:]/u })).toEqual(bytes(0xab, 0xcd));
    expect(readHex('abc')).toEqual({ error: 'length' });
  });
});

describe('readBase64', () => {
  it('reads both alphabets, padded or not, whitespace ignored', () => {
    expect(readBase64('Zm9v')).toEqual(bytes(0x66, 0x6f, 0x6f));
    expect(readBase64('Zg==')).toEqual(bytes(0x66));
    expect(readBase64('Zm8')).toEqual(bytes(0x66, 0x6f));
    expect(readBase64(' Zm\n8=\u00a0')).toEqual(bytes(0x66, 0x6f));
    expect(readBase64('-_-_')).toEqual(readBase64('+/+/'));
    expect(readBase64('')).toEqual(bytes());
  });
  it('names the first character out of place: a wrong one, or a = before data', () => {
    expect(readBase64('ab *d')).toEqual({ error: 'char', char: '*', position: 4 });
    expect(readBase64('ab😀d')).toEqual({ error: 'char', char: '😀', position: 3 });
    expect(readBase64('😀 !')).toEqual({ error: 'char', char: '😀', position: 1 });
    expect(readBase64('Zg==Zg==')).toEqual({ error: 'char', char: '=', position: 3 });
    expect(readBase64('Zm=v')).toEqual({ error: 'char', char: '=', position: 3 });
    expect(readBase64('Zg=*')).toEqual({ error: 'char', char: '=', position: 3 });
  });
  it('refuses lengths no bytes have and padding that does not complete the last group', () => {
    for (const text of ['Z', 'Zm9vY', 'Zg===', 'Z===', '====', 'Zm9v=', 'Zm8==', 'Zg=']) expect(readBase64(text)).toEqual({ error: 'length' });
  });
  it('with loose padding, takes up to two = whatever the length', () => {
    expect(readBase64('Zg=', { loosePadding: true })).toEqual(bytes(0x66));
    expect(readBase64('Zm9v=', { loosePadding: true })).toEqual(bytes(0x66, 0x6f, 0x6f));
    expect(readBase64('Zg===', { loosePadding: true })).toEqual({ error: 'length' });
    expect(readBase64('Z', { loosePadding: true })).toEqual({ error: 'length' });
  });
  it('takes other separators when told', () => {
    expect(readBase64('Zm:9v', { separator: /[\s:]/u })).toEqual(bytes(0x66, 0x6f, 0x6f));
    expect(readBase64('Zm:9v')).toEqual({ error: 'char', char: ':', position: 3 });
  });
});

describe('writing', () => {
  it('writes hex and Base64 like Node, and reads them back', () => {
    for (let n = 0; n < 70; n++) {
      const b = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(bytesToHex(b)).toBe(Buffer.from(b).toString('hex'));
      expect(bytesToBase64(b)).toBe(Buffer.from(b).toString('base64'));
      expect(bytesToBase64(b, { urlSafe: true })).toBe(Buffer.from(b).toString('base64url'));
      expect(readBase64(bytesToBase64(b))).toEqual({ bytes: b });
      expect(readHex(bytesToHex(b))).toEqual({ bytes: b });
    }
  });
  it('breaks MIME lines at 76 characters, between groups', () => {
    const text = bytesToBase64(new Uint8Array(120), { lineBreaks: true });
    expect(text.split('\n').map((line) => line.length)).toEqual([76, 76, 8]);
  });
});

describe('constantTimeEqual', () => {
  it('is equal only for the same bytes and length', () => {
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2))).toBe(false);
    expect(constantTimeEqual(Uint8Array.of(0, 0), Uint8Array.of(0))).toBe(false);
    expect(constantTimeEqual(new Uint8Array(0), new Uint8Array(0))).toBe(true);
  });
});
