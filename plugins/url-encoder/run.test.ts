import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toolError } from '@sdk/core';
import { run } from './run.ts';
import { run as decode } from '../url-decoder/run.ts';
import type { Options } from './manifest.ts';
import en from './locales/en.json';

const COMPONENT: Options = { mode: 'component', spaceAsPlus: false, encodeEachLine: false };
const FULL: Options = { mode: 'fullUrl', spaceAsPlus: false, encodeEachLine: false };
const enc = (s: string, o: Partial<Options> = {}) => run({ text: s }, { ...COMPONENT, ...o });

describe('known values', () => {
  it.each([
    ['', ''],
    ['hello', 'hello'],
    ['a b', 'a%20b'],
    ['é', '%C3%A9'],
    ['€', '%E2%82%AC'],
    ['👍🏽', '%F0%9F%91%8D%F0%9F%8F%BD'],
    ['e\u0301', 'e%CC%81'],
    ['漢字', '%E6%BC%A2%E5%AD%97'],
    ['العربية', '%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9'],
    ['100%', '100%25'],
    ["-_.!~*'()", "-_.!~*'()"],
  ])('component: %j → %j', (text, out) => expect(enc(text)).toBe(out));

  it('agrees with encodeURIComponent and encodeURI', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(enc(s)).toBe(encodeURIComponent(s));
        expect(run({ text: s }, FULL)).toBe(encodeURI(s));
      }),
    );
  });
});

describe('reserved characters in both modes', () => {
  const reserved = ";/?:@&=+$,#";
  it('component mode encodes every reserved character', () => {
    expect(enc(reserved)).toBe('%3B%2F%3F%3A%40%26%3D%2B%24%2C%23');
  });
  it('full-URL mode keeps them, so the address keeps its structure', () => {
    expect(run({ text: reserved }, FULL)).toBe(reserved);
    expect(run({ text: 'https://example.com/café menu?q=crème brûlée&lang=fr#menú' }, FULL)).toBe(
      'https://example.com/caf%C3%A9%20menu?q=cr%C3%A8me%20br%C3%BBl%C3%A9e&lang=fr#men%C3%BA',
    );
    expect(enc('https://example.com/?q=1')).toBe('https%3A%2F%2Fexample.com%2F%3Fq%3D1');
  });
  it('both modes encode % itself', () => {
    expect(run({ text: '50% off' }, FULL)).toBe('50%25%20off');
  });
});

describe('spaces as +', () => {
  it('writes spaces as + and a real + as %2B in component mode', () => {
    expect(enc('hello world & friends + more', { spaceAsPlus: true })).toBe('hello+world+%26+friends+%2B+more');
    expect(enc('  ', { spaceAsPlus: true })).toBe('++');
  });
  it('has no effect in full-URL mode', () => {
    expect(run({ text: 'a b+c' }, { ...FULL, spaceAsPlus: true })).toBe('a%20b+c');
  });
  it('leaves an encoded %20 in the text alone', () => {
    expect(enc('%20 x', { spaceAsPlus: true })).toBe('%2520+x');
  });
});

describe('each line', () => {
  it('encodes line breaks as %0A / %0D by default', () => {
    expect(enc('a b\nc\r\nd')).toBe('a%20b%0Ac%0D%0Ad');
  });
  it('keeps every kind of line break when encoding each line', () => {
    expect(enc('a b\nc\r\nd\re\n', { encodeEachLine: true })).toBe('a%20b\nc\r\nd\re\n');
    expect(enc('São Paulo\nZürich\n東京', { encodeEachLine: true })).toBe('S%C3%A3o%20Paulo\nZ%C3%BCrich\n%E6%9D%B1%E4%BA%AC');
    expect(run({ text: 'x?\ny z' }, { ...FULL, encodeEachLine: true })).toBe('x?\ny%20z');
  });
});

describe('errors', () => {
  it.each([['\uD800'], ['a\uDC00b'], ['😀'.slice(0, 1)], ['x\uDBFF']])('a lone surrogate in %j gives invalidText in every mode', (input) => {
    expect(enc(input)).toEqual(toolError('invalidText'));
    expect(run({ text: input }, FULL)).toEqual(toolError('invalidText'));
    expect(enc(input, { spaceAsPlus: true, encodeEachLine: true })).toEqual(toolError('invalidText'));
  });
  it('has the spec message', () => {
    expect(en.errors.invalidText).toBe('Error: the text contains an unpaired surrogate character, which cannot be URL-encoded.');
  });
  it('empty input gives empty output', () => {
    expect(enc('')).toBe('');
    expect(run({ text: '' }, FULL)).toBe('');
    expect(enc('', { encodeEachLine: true })).toBe('');
  });
});

describe('round trips with the URL decoder', () => {
  const dec = (s: string, mode: Options['mode'], plusAsSpace = false, decodeEachLine = false) => decode({ text: s }, { mode, plusAsSpace, decodeEachLine });
  it('decode(encode(x)) = x in component mode', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(enc(s) as string, 'component') === s));
  });
  it('decode(encode(x)) = x in full-URL mode', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(run({ text: s }, FULL) as string, 'fullUrl') === s));
  });
  it('decode(encode(x)) = x with + for spaces', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(enc(s, { spaceAsPlus: true }) as string, 'component', true) === s));
  });
  it('decode(encode(x)) = x line by line, in both modes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('component' as const, 'fullUrl' as const), (s, mode) => {
        expect(dec(run({ text: s }, { ...COMPONENT, mode, encodeEachLine: true }) as string, mode, false, true)).toBe(s);
      }),
    );
  });
  it('any text with a lone surrogate gives invalidText, never a throw', () => {
    const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), lone, fc.string({ unit: 'grapheme' }), fc.boolean(), (a, s, b, eachLine) => {
        const text = a + s + (/^[\uDC00-\uDFFF]/.test(b) ? 'x' + b : b);
        fc.pre(!text.isWellFormed());
        expect(enc(text, { encodeEachLine: eachLine })).toEqual(toolError('invalidText'));
        expect(run({ text: text }, { ...FULL, encodeEachLine: eachLine })).toEqual(toolError('invalidText'));
      }),
    );
  });
});

describe('large input', () => {
  it('encodes and decodes several megabytes', () => {
    const big = 'Ünïcödé 😀 漢字 العربية a+b=c & d/e?\n'.repeat(100_000);
    const out = enc(big) as string;
    expect(out.length).toBeGreaterThan(big.length);
    expect(decode({ text: out }, { mode: 'component', plusAsSpace: false, decodeEachLine: false })).toBe(big);
  });
});
