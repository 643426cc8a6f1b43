import { describe, expect, it } from 'vitest';
import { formatBytes, parseBytes } from './bytes.ts';
import { run } from './run.ts';
import type { Options } from './manifest.ts';

const opts = (o: Partial<Options>): Options => ({ direction: 'toNumbers', base: 'binary', encoding: 'utf8', separator: 'space', ...o });

describe('text to numbers', () => {
  it('writes the bytes of the text in each base, fixed widths where the base has one', () => {
    expect(run({ text: 'A' }, opts({}))).toBe('01000001');
    expect(run({ text: 'A' }, opts({ base: 'octal' }))).toBe('101');
    expect(run({ text: 'A' }, opts({ base: 'decimal' }))).toBe('65');
    expect(run({ text: '\n' }, opts({ base: 'octal' }))).toBe('012');
    expect(run({ text: 'ß' }, opts({ base: 'hex', separator: 'none' }))).toBe('C39F');
    expect(run({ text: 'ab' }, opts({ base: 'decimal', separator: 'newline' }))).toBe('97\n98');
  });

  it('writes UTF-16 code units in either byte order, a pair for characters beyond U+FFFF', () => {
    expect(run({ text: 'A' }, opts({ base: 'hex', encoding: 'utf16be' }))).toBe('00 41');
    expect(run({ text: 'A' }, opts({ base: 'hex', encoding: 'utf16le' }))).toBe('41 00');
    // U+1F600 is the surrogate pair D83D DE00.
    expect(run({ text: '😀' }, opts({ base: 'hex', encoding: 'utf16be' }))).toBe('D8 3D DE 00');
    expect(run({ text: '😀' }, opts({ base: 'hex' }))).toBe('F0 9F 98 80');
  });

  it('asks for text, and refuses a lone surrogate (it has no encoding)', () => {
    expect(run({ text: '' }, opts({}))).toMatchObject({ code: 'empty' });
    expect(run({ text: 'a\uD800b' }, opts({}))).toMatchObject({ code: 'loneSurrogate' });
  });
});

describe('numbers to text', () => {
  const back = (text: string, o: Partial<Options>) => run({ text }, opts({ direction: 'toText', ...o }));

  it('reads bytes separated by spaces, commas or lines, or written together', () => {
    expect(back('01001000 01101001', {})).toBe('Hi');
    expect(back('0100100001101001', {})).toBe('Hi');
    expect(back('0b01001000, 0b01101001', {})).toBe('Hi');
    expect(back('72,105', { base: 'decimal' })).toBe('Hi');
    expect(back('0x48 0x69', { base: 'hex' })).toBe('Hi');
    expect(back('E282AC', { base: 'hex' })).toBe('€');
    expect(back('00 41 D8 3D DE 00', { base: 'hex', encoding: 'utf16be' })).toBe('A😀');
    expect(back('110 151', { base: 'octal' })).toBe('Hi');
  });

  it('points at the first group that is not a byte, by its place', () => {
    expect(back('01001000 0120', {})).toMatchObject({ code: 'invalid.binary', params: { token: '0120', position: 2 } });
    expect(back('010010001', {})).toMatchObject({ code: 'invalid.binary', params: { position: 1 } });
    expect(back('72 256', { base: 'decimal' })).toMatchObject({ code: 'invalid.decimal', params: { token: '256', position: 2 } });
    expect(back('400', { base: 'octal' })).toMatchObject({ code: 'invalid.octal' });
    expect(back('4G', { base: 'hex' })).toMatchObject({ code: 'invalid.hex' });
  });

  it('says when the bytes are not text in the encoding, never showing replacement characters', () => {
    expect(back('11000011', {})).toMatchObject({ code: 'notUtf8' });
    expect(back('00 41 00', { base: 'hex', encoding: 'utf16be' })).toMatchObject({ code: 'oddUtf16' });
    expect(back('D8 00', { base: 'hex', encoding: 'utf16be' })).toMatchObject({ code: 'notUtf16' });
    expect(back(' , ', {})).toMatchObject({ code: 'emptyNumbers' });
  });

  it('reads back every byte it writes, in every base', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const base of ['binary', 'octal', 'decimal', 'hex'] as const) expect(parseBytes(formatBytes(all, base, ' '), base)).toEqual(all);
  });
});
