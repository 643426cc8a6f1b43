import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError } from '@sdk/core';
import { findMalformed, run } from './run.ts';
import { run as encode } from '../url-encoder/run.ts';
import type { Options } from './manifest.ts';
import en from './locales/en.json';

const COMPONENT: Options = { mode: 'component', plusAsSpace: false, decodeEachLine: false };
const FULL: Options = { mode: 'fullUrl', plusAsSpace: false, decodeEachLine: false };
const dec = (s: string, o: Partial<Options> = {}) => run({ text: s }, { ...COMPONENT, ...o });

describe('known values', () => {
  it.each([
    ['', ''],
    ['hello', 'hello'],
    ['a%20b', 'a b'],
    ['%C3%A9', 'é'],
    ['%c3%a9', 'é'],
    ['%E2%82%AC', '€'],
    ['%F0%9F%91%8D%F0%9F%8F%BD', '👍🏽'],
    ['e%CC%81', 'e\u0301'],
    ['%E6%BC%A2%E5%AD%97', '漢字'],
    ['%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9', 'العربية'],
    ['100%25', '100%'],
    ['%EF%BB%BFhi', '\uFEFFhi'],
    ['already decoded: é 👍', 'already decoded: é 👍'],
  ])('component: %j → %j', (text, out) => expect(dec(text)).toBe(out));
});

describe('reserved characters in both modes', () => {
  const encoded = '%3B%2F%3F%3A%40%26%3D%2B%24%2C%23';
  it('component mode decodes every reserved character', () => {
    expect(dec(encoded)).toBe(';/?:@&=+$,#');
  });
  it('full-URL mode keeps reserved characters encoded, as decodeURI does', () => {
    expect(run({ text: encoded }, FULL)).toBe(encoded);
    expect(run({ text: 'https://example.com/a%20b%2Fc?q=%E2%82%AC%3D1%26x' }, FULL)).toBe('https://example.com/a b%2Fc?q=€%3D1%26x');
    expect(run({ text: '%25%20%C3%A9%2f' }, FULL)).toBe('% é%2f');
  });
});

describe('+ handling', () => {
  it('keeps + by default', () => {
    expect(dec('a+b%2Bc')).toBe('a+b+c');
    expect(run({ text: 'a+b' }, FULL)).toBe('a+b');
  });
  it('reads + as a space when asked, and %2B as a real +', () => {
    expect(dec('q=hello+world%21+%2B+more', { plusAsSpace: true })).toBe('q=hello world! + more');
    expect(run({ text: 'a+b%2B' }, { ...FULL, plusAsSpace: true })).toBe('a b%2B');
  });
});

describe('line breaks', () => {
  it('ignores raw line breaks in one encoded value (a wrapped string)', () => {
    expect(dec('caf%C3\n%A9%20au%0A\r\nlait')).toBe('café au\nlait');
  });
  it('decodes each line separately and keeps every kind of line break', () => {
    expect(dec('S%C3%A3o%20Paulo\nZ%C3%BCrich\r\n%E6%9D%B1%E4%BA%AC\rx\n', { decodeEachLine: true })).toBe('São Paulo\nZürich\r\n東京\rx\n');
  });
  it('an escape split over two lines is malformed when decoding each line', () => {
    expect(dec('caf%C3\n%A9', { decodeEachLine: true })).toEqual(toolError('invalidUtf8', { bytes: '%C3', position: 4 }));
  });
});

describe('errors with their position', () => {
  it.each([
    ['%', 1],
    ['%ZZ', 1],
    ['%A', 1],
    ['abc%4', 4],
    ['%E0%A4%A', 7],
    ['100% sure', 4],
    ['%41%G1', 4],
    ['é👍🏽%x', 3],
  ])('%j: incompleteEscape at %d', (input, position) => {
    expect(dec(input)).toEqual(toolError('incompleteEscape', { position }));
    expect(run({ text: input }, FULL)).toEqual(toolError('incompleteEscape', { position }));
  });
  it.each([
    ['%C3%28', '%C3%28', 1],
    ['ab%c3%28', '%C3%28', 3],
    ['%FF', '%FF', 1],
    ['x%C0%80', '%C0', 2],
    ['%E0%A4', '%E0%A4', 1],
    ['%E0%A4x', '%E0%A4', 1],
    ['%ED%A0%80', '%ED%A0%80', 1],
    ['%F4%90%80%80', '%F4%90%80%80', 1],
    ['%E0%80%80', '%E0%80%80', 1],
    ['%C3%A9%E2%28%41', '%E2%28', 7],
    ['ok %80', '%80', 4],
  ])('%j: invalidUtf8 %s at %d', (input, bytes, position) => {
    expect(dec(input)).toEqual(toolError('invalidUtf8', { bytes, position }));
    expect(run({ text: input }, FULL)).toEqual(toolError('invalidUtf8', { bytes, position }));
  });
  it('positions count characters of the whole input, line breaks included', () => {
    expect(dec('a\nb\n%ZZ', { decodeEachLine: true })).toEqual(toolError('incompleteEscape', { position: 5 }));
    expect(dec('a\nb\n%ZZ')).toEqual(toolError('incompleteEscape', { position: 5 }));
    expect(dec('a+b+%C3%28', { plusAsSpace: true })).toEqual(toolError('invalidUtf8', { bytes: '%C3%28', position: 5 }));
  });
  it('has the spec messages', () => {
    expect(en.errors.incompleteEscape).toBe("Error: '%' must be followed by two hexadecimal digits (position {position}).");
    expect(en.errors.invalidUtf8).toBe('Error: the bytes {bytes} at position {position} are not valid UTF-8.');
  });
  it('findMalformed finds nothing in what decodeURIComponent accepts, and something in what it rejects', () => {
    const escapes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }).map((b) => '%' + b.toString(16).padStart(2, '0')), fc.constantFrom('%', '%Z', 'a', '%4')), { maxLength: 8 });
    fc.assert(
      fc.property(escapes, (parts) => {
        const s = parts.join('');
        let ok = true;
        try {
          decodeURIComponent(s);
        } catch {
          ok = false;
        }
        expect(findMalformed(s) === null).toBe(ok);
      }),
      { numRuns: 2000 },
    );
  });
  it('decoding never throws and gives text or a known error for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), fc.boolean(), fc.boolean(), (s, full, plus, each) => {
        const r = run({ text: s }, { mode: full ? 'fullUrl' : 'component', plusAsSpace: plus, decodeEachLine: each });
        if (isToolError(r)) expect(['incompleteEscape', 'invalidUtf8']).toContain(r.code);
        else expect(typeof r).toBe('string');
      }),
    );
  });
});

describe('round trips', () => {
  it('decode(encode(x)) = x in component mode', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(encode({ text: s }, { mode: 'component', spaceAsPlus: false, encodeEachLine: false }) as string) === s));
  });
  it('decode(encode(x)) = x in full-URL mode', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => run({ text: encode({ text: s }, { mode: 'fullUrl', spaceAsPlus: false, encodeEachLine: false }) as string }, FULL) === s));
  });
  it('decode(encode(x)) = x with + as space', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(encode({ text: s }, { mode: 'component', spaceAsPlus: true, encodeEachLine: false }) as string, { plusAsSpace: true }) === s));
  });
});
