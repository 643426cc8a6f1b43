import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError } from '@sdk/core';
import { decodeHex, MAX_TOKEN_SHOWN, run } from './run.ts';
import type { Options } from './manifest.ts';
import en from './locales/en.json';

const ENC: Options = { mode: 'encode', uppercase: true, prefix: 'none', separator: 'space' };
const DEC: Options = { ...ENC, mode: 'decode' };
const enc = (s: string, o: Partial<Options> = {}) => run({ text: s }, { ...ENC, ...o });
const dec = (s: string, o: Partial<Options> = {}) => run({ text: s }, { ...DEC, ...o });
const nodeHex = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
const INVALID_UTF8 = toolError('invalidUtf8');

describe('known values', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['A', '41'],
    ['Hello', '48 65 6C 6C 6F'],
    ['€', 'E2 82 AC'],
    ['é', 'C3 A9'],
    ['e\u0301', '65 CC 81'],
    ['漢字', 'E6 BC A2 E5 AD 97'],
    ['👋', 'F0 9F 91 8B'],
    ['👍🏽', 'F0 9F 91 8D F0 9F 8F BD'],
    ['العربية', 'D8 A7 D9 84 D8 B9 D8 B1 D8 A8 D9 8A D8 A9'],
    ['\u0000\n', '00 0A'],
    ['\u007F\u0080\u07FF\u0800\uFFFF\u{10000}\u{10FFFF}', '7F C2 80 DF BF E0 A0 80 EF BF BF F0 90 80 80 F4 8F BF BF'],
    ['\uFEFFhi', 'EF BB BF 68 69'],
  ];
  it.each(vectors)('encodes %j as %j', (text, hex) => expect(enc(text)).toBe(hex));
  it.each(vectors)('decodes %j from %j', (text, hex) => expect(dec(hex)).toBe(text));
  it('agrees with Node’s Buffer on mixed scripts', () => {
    const text = 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒͂ǵ̙o 👨‍👩‍👧‍👦 שָׁלוֹם 𝔘𝔫𝔦𝔠𝔬𝔡𝔢';
    expect(enc(text)).toBe(nodeHex(text));
    expect(dec(nodeHex(text))).toBe(text);
  });
});

describe('encode options', () => {
  it('uppercase switches the case of the digits A–F only', () => {
    expect(enc('€', { uppercase: true })).toBe('E2 82 AC');
    expect(enc('€', { uppercase: false })).toBe('e2 82 ac');
  });
  it('prefix 0x and \\x', () => {
    expect(enc('€', { prefix: '0x' })).toBe('0xE2 0x82 0xAC');
    expect(enc('€', { prefix: '\\x' })).toBe('\\xE2 \\x82 \\xAC');
    expect(enc('€', { prefix: '0x', uppercase: false })).toBe('0xe2 0x82 0xac');
  });
  it('separators', () => {
    expect(enc('€', { separator: 'space' })).toBe('E2 82 AC');
    expect(enc('€', { separator: 'none' })).toBe('E282AC');
    expect(enc('€', { separator: 'comma' })).toBe('E2, 82, AC');
    expect(enc('€', { separator: 'comma', prefix: '0x' })).toBe('0xE2, 0x82, 0xAC');
    expect(enc('€', { separator: 'none', prefix: '\\x' })).toBe('\\xE2\\x82\\xAC');
  });
  it('one byte has no separator', () => {
    expect(enc('a', { separator: 'comma', prefix: '0x' })).toBe('0x61');
  });
  it('options other than mode do not change decoding', () => {
    expect(dec('e2 82 ac', { uppercase: false, prefix: '0x', separator: 'comma' })).toBe('€');
  });
});

describe('decode formats accepted', () => {
  it.each([
    ['spaces', 'E2 82 AC'],
    ['lower case', 'e2 82 ac'],
    ['mixed case', 'e2 82 Ac'],
    ['line breaks and tabs', 'E2\n82\r\n\tAC'],
    ['several spaces, leading and trailing', '   E2   82  AC \n'],
    ['commas', 'E2,82,AC'],
    ['commas and spaces', 'E2, 82, AC'],
    ['trailing comma', 'E2, 82, AC,'],
    ['0x prefixes', '0xE2 0x82 0xAC'],
    ['0X prefixes', '0XE2 0X82 0XAC'],
    ['\\x prefixes', '\\xE2 \\x82 \\xAC'],
    ['\\x escapes written together', '\\xE2\\x82\\xAC'],
    ['0x bytes written together', '0xE20x820xAC'],
    ['mixed prefixes', '0xe2 \\x82 AC'],
    ['continuous hex', 'E282AC'],
    ['continuous lower-case hex', 'e282ac'],
    ['continuous hex and separate bytes', 'E282 AC'],
    ['no-break space and ideographic space', 'E2\u00A082\u3000AC'],
  ])('%s', (_, input) => expect(dec(input)).toBe('€'));
  it('a single hex digit is one byte', () => {
    expect(dec('9 A')).toBe('\t\n');
    expect(dec('0x9 0xA')).toBe('\t\n');
    expect(dec('\\x41 \\x9')).toBe('A\t');
  });
  it('round-trips every encode format', () => {
    const text = 'Grüße, 世界 👋';
    for (const uppercase of [true, false])
      for (const prefix of ['none', '0x', '\\x'] as const)
        for (const separator of ['space', 'none', 'comma'] as const) expect(dec(enc(text, { uppercase, prefix, separator }) as string)).toBe(text);
  });
  it('empty or blank input gives empty output', () => {
    expect(dec('')).toBe('');
    expect(dec(' \n\t, ,')).toBe('');
    expect(enc('')).toBe('');
  });
});

describe('errors', () => {
  it.each([
    ['three digits', 'E2 82A AC', '82A'],
    ['odd continuous hex', 'E282A', 'E282A'],
    ['letter outside hex', 'E2 8G AC', '8G'],
    ['prefix without digits', '0x', '0x'],
    ['prefix with three digits', '0x123', '0x123'],
    ['one digit inside written-together escapes', '\\xE\\x82', '\\xE\\x82'],
    ['trailing prefix', '\\xE2\\x', '\\xE2\\x'],
    ['word', 'hello', 'hello'],
    ['minus sign', '-1', '-1'],
    ['semicolon separator', 'E2;82', 'E2;82'],
    ['full-width digits', '４１', '４１'],
    ['emoji', '41 👋', '👋'],
  ])('%s gives invalidHex with the token', (_, input, token) => {
    expect(dec(input)).toEqual(toolError('invalidHex', { token }));
  });
  it('reports the first bad token', () => {
    expect(dec('41 zz yy')).toEqual(toolError('invalidHex', { token: 'zz' }));
  });
  it('cuts a very long token, never inside a surrogate pair', () => {
    const r = dec('41 ' + 'x'.repeat(10_000));
    expect(r).toEqual(toolError('invalidHex', { token: 'x'.repeat(MAX_TOKEN_SHOWN) + '…' }));
    const emoji = dec('😀'.repeat(100));
    expect(emoji).toEqual(toolError('invalidHex', { token: '😀'.repeat(MAX_TOKEN_SHOWN) + '…' }));
    expect(dec('😀'.repeat(MAX_TOKEN_SHOWN))).toEqual(toolError('invalidHex', { token: '😀'.repeat(MAX_TOKEN_SHOWN) }));
  });
  it.each([
    ['overlong NUL', 'C0 80'],
    ['overlong slash', 'C0 AF'],
    ['overlong 3-byte', 'E0 80 80'],
    ['overlong 4-byte', 'F0 80 80 80'],
    ['truncated euro', 'E2 82'],
    ['truncated emoji', 'F0 9F 91'],
    ['lone lead byte', 'C3'],
    ['truncated then ASCII', 'E2 82 41'],
    ['lone continuation byte', '80'],
    ['continuation after ASCII', '41 BF'],
    ['FF', 'FF'],
    ['FE', 'FE'],
    ['F5 lead byte', 'F5 80 80 80'],
    ['above U+10FFFF', 'F4 90 80 80'],
    ['high surrogate encoded as bytes', 'ED A0 80'],
    ['low surrogate encoded as bytes', 'ED B0 80'],
    ['surrogate pair encoded as CESU-8', 'ED A0 BD ED B8 80'],
    ['Latin-1 é', '63 61 66 E9'],
  ])('%s is rejected with invalidUtf8', (_, input) => {
    expect(dec(input)).toEqual(INVALID_UTF8);
  });
  it('never lets a replacement character slip through', () => {
    expect(dec('EF BF BD')).toBe('\uFFFD'); // an encoded U+FFFD is real text
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const r = dec(Buffer.from(bytes).toString('hex'));
        const node = Buffer.from(bytes).toString('utf8');
        const valid = Buffer.from(node, 'utf8').equals(Buffer.from(bytes));
        if (valid) expect(r).toBe(node);
        else expect(r).toEqual(INVALID_UTF8);
      }),
    );
  });
  it.each([['\uD800'], ['a\uDC00b'], ['😀'.slice(0, 1)], ['x\uDBFF']])('a lone surrogate in %j gives invalidText', (input) => {
    expect(enc(input)).toEqual(toolError('invalidText'));
    expect(enc(input, { prefix: '0x', separator: 'comma', uppercase: false })).toEqual(toolError('invalidText'));
  });
  it('English messages: the spec’s sentence with the Error: prefix', () => {
    expect(en.errors.invalidUtf8).toBe('Error: Invalid UTF8 byte representation.');
    expect(en.errors.invalidHex).toBe('Error: “{token}” is not a byte in hexadecimal.');
    expect(en.errors.invalidText).toBe('Error: the text contains an unpaired surrogate character, which has no UTF-8 form.');
  });
});

describe('properties', () => {
  const options = fc.record({
    uppercase: fc.boolean(),
    prefix: fc.constantFrom('none', '0x', '\\x'),
    separator: fc.constantFrom('space', 'none', 'comma'),
  }) as fc.Arbitrary<Partial<Options>>;
  it('decode(encode(x)) = x for any well-formed text and any encode options', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), options, (s, o) => dec(enc(s, o) as string) === s));
    fc.assert(fc.property(fc.string({ unit: 'binary' }).filter((s) => s.isWellFormed()), (s) => dec(enc(s) as string) === s));
  });
  it('encoding agrees with Node’s Buffer', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }).filter((s) => s.isWellFormed()), (s) => enc(s) === nodeHex(s)));
  });
  it('decoding never throws and gives text or a known error for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const r = dec(s);
        if (isToolError(r)) expect(['invalidHex', 'invalidUtf8']).toContain(r.code);
        else expect(typeof r).toBe('string');
      }),
    );
  });
  it('decodeHex gives the bytes written in any accepted form', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const got = decodeHex([...bytes].map((b) => '0x' + b.toString(16)).join(',\n'));
        expect(got).toEqual(Uint8Array.from(bytes));
      }),
    );
  });
});

describe('large input', () => {
  it('encodes and decodes megabytes', () => {
    const big = 'Ünïcödé 😀 漢字 العربية text\n'.repeat(50_000);
    const hex = enc(big) as string;
    expect(hex).toBe([...Buffer.from(big)].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' '));
    expect(dec(hex)).toBe(big);
    expect(dec(Buffer.from(big).toString('hex'))).toBe(big);
  });
});
