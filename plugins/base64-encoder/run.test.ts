import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, readBase64, toolError, type FileInput } from '@sdk/core';
import { run, type EncodedFile } from './run.ts';
import type { Options } from './manifest.ts';
import en from './locales/en.json';

const ENC: Options = { mode: 'encode', urlSafe: false, lineBreaks: false };
const URL: Options = { mode: 'encode', urlSafe: true, lineBreaks: false };
const DEC: Options = { mode: 'decode', urlSafe: false, lineBreaks: false };
const enc = (s: string, o: Partial<Options> = {}) => run({ username: '', password: '', text: s, file: null }, { ...ENC, ...o });
const dec = (s: string) => run({ username: '', password: '', text: s, file: null }, DEC);
const nodeB64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('RFC 4648 §10 test vectors', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ];
  it.each(vectors)('encodes %j as %j', (text, b64) => expect(enc(text)).toBe(b64));
  it.each(vectors)('decodes %j from %j', (text, b64) => expect(dec(b64)).toBe(text));
  it.each(vectors)('URL-safe drops the padding of %j', (text, b64) => expect(enc(text, { urlSafe: true })).toBe(b64.replace(/=+$/, '')));
  it.each(vectors)('decodes %j without its padding', (text, b64) => expect(dec(b64.replace(/=+$/, ''))).toBe(text));
});

describe('Unicode text', () => {
  const samples = {
    'emoji with skin tone': '👍🏽 ok',
    'family ZWJ emoji': '👨‍👩‍👧‍👦',
    'combining marks': 'e\u0301 vs é, Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒͂ǵ̙o',
    CJK: '漢字かな交じり文',
    'RTL Arabic': 'مرحبا بالعالم',
    'Hebrew with niqqud': 'שָׁלוֹם',
    'astral plane': '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𐍈',
    'NUL and controls': 'a\u0000b\u0007\r\n\t',
  };
  it.each(Object.entries(samples))('%s matches Node’s UTF-8 Base64 and decodes back', (_, text) => {
    expect(enc(text)).toBe(nodeB64(text));
    expect(dec(nodeB64(text))).toBe(text);
  });
  it('encodes the UTF-8 bytes, not UTF-16 code units', () => {
    expect(enc('é')).toBe('w6k=');
    expect(enc('👋')).toBe('8J+Riw==');
    expect(enc('漢')).toBe('5ryi');
  });
  it('keeps a leading byte order mark', () => {
    expect(enc('\uFEFFhi')).toBe('77u/aGk=');
    expect(dec('77u/aGk=')).toBe('\uFEFFhi');
    expect(dec('77u/')).toBe('\uFEFF');
  });
  it('keeps the example of the manifest', () => {
    expect(enc('¡Hola, 世界! 👋')).toBe('wqFIb2xhLCDkuJbnlYwhIPCfkYs=');
    expect(dec('wqFIb2xhLCDkuJbnlYwhIPCfkYs=')).toBe('¡Hola, 世界! 👋');
  });
});

describe('URL-safe alphabet', () => {
  it('uses - and _ and no padding', () => {
    expect(enc('<<???>>')).toBe('PDw/Pz8+Pg==');
    expect(enc('<<???>>', { urlSafe: true })).toBe('PDw_Pz8-Pg');
    expect(enc('\u00ff\u00fe', URL)).toBe('w7_Dvg');
  });
  it('decodes both alphabets, padded or not, whatever the urlSafe option', () => {
    for (const input of ['PDw/Pz8+Pg==', 'PDw_Pz8-Pg', 'PDw_Pz8-Pg==', 'PDw/Pz8+Pg']) {
      expect(run({ username: '', password: '', text: input, file: null }, { ...DEC, urlSafe: false })).toBe('<<???>>');
      expect(run({ username: '', password: '', text: input, file: null }, { ...DEC, urlSafe: true })).toBe('<<???>>');
    }
  });
});

describe('line breaks', () => {
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(5);
  it('wraps at 76 characters like MIME, with no trailing line break', () => {
    const out = enc(text, { lineBreaks: true }) as string;
    const lines = out.split('\n');
    expect(lines.slice(0, -1).every((l) => l.length === 76)).toBe(true);
    expect(lines.at(-1)!.length).toBeGreaterThan(0);
    expect(lines.at(-1)!.length).toBeLessThanOrEqual(76);
    expect(lines.join('')).toBe(nodeB64(text));
    expect(Buffer.from(text).toString('base64').match(/.{1,76}/g)!.join('\n')).toBe(out);
  });
  it('adds no line break at exactly 76 characters', () => {
    const fits = 'a'.repeat(57); // 57 bytes → 76 characters
    expect(enc(fits, { lineBreaks: true })).toBe(nodeB64(fits));
    expect(enc('a'.repeat(58), { lineBreaks: true })).toBe(nodeB64('a'.repeat(58)).slice(0, 76) + '\n' + nodeB64('a'.repeat(58)).slice(76));
  });
  it('combines with URL-safe output', () => {
    const long = '???>>>'.repeat(30);
    const out = enc(long, { lineBreaks: true, urlSafe: true }) as string;
    expect(out.split('\n').every((l) => l.length <= 76)).toBe(true);
    expect(out.replace(/\n/g, '')).toBe(Buffer.from(long).toString('base64url'));
  });
  it('decoding ignores spaces, tabs and line breaks', () => {
    expect(dec('Zm9v\nYmFy')).toBe('foobar');
    expect(dec('  Zm 9v\r\nYm\tFy  \n')).toBe('foobar');
    expect(dec('Zm9vYg=\n=')).toBe('foob');
    expect(dec(enc(text, { lineBreaks: true }) as string)).toBe(text);
  });
});

describe('errors', () => {
  const invalid = {
    'character outside the alphabet': 'Zm9v*mFy',
    'non-ASCII letter': 'Zm9vé',
    'dot': 'Zm9v.',
    'impossible length 1 mod 4': 'Zm9vY',
    'single character': 'Z',
    'padding in the middle': 'Zg==Zg==',
    'padding inside a group': 'Zm=v',
    'too much padding': 'Zg===',
    'three padding characters': 'Z===',
    'only padding': '====',
    'padding after a full group': 'Zm9v=',
    'two padding after three characters': 'Zm8==',
    'incomplete padding': 'Zg=',
  };
  it.each(Object.entries(invalid))('rejects %s', (_, input) => {
    expect(dec(input)).toEqual(toolError('invalidBase64'));
    expect(readBase64(input)).not.toHaveProperty('bytes');
  });
  it('the invalid-Base64 message is the spec’s, with its Error: prefix', () => {
    expect(en.errors.invalidBase64).toBe('Error: The string to be decoded is not correctly encoded Base64 data.');
  });
  it('decoded bytes that are not UTF-8 give notText, never replacement characters', () => {
    expect(dec('/w==')).toEqual(toolError('notText')); // 0xFF
    expect(dec('wA==')).toEqual(toolError('notText')); // 0xC0 (overlong start)
    expect(dec('7aCA')).toEqual(toolError('notText')); // ED A0 80: an encoded surrogate
    expect(dec('8J+R')).toEqual(toolError('notText')); // truncated emoji
    expect(dec('iVBORw0KGgo=')).toEqual(toolError('notText')); // PNG signature
    expect(en.errors.notText).toBe('Error: The decoded data is binary, not UTF-8 text.');
  });
  it.each([['\uD800'], ['a\uDC00b'], ['😀'.slice(0, 1)], ['x\uDBFF']])('a lone surrogate in %j gives invalidText', (input) => {
    expect(enc(input)).toEqual(toolError('invalidText'));
    expect(enc(input, { urlSafe: true, lineBreaks: true })).toEqual(toolError('invalidText'));
  });
  it('the invalid-text message starts with Error: and names the unpaired surrogate', () => {
    expect(en.errors.invalidText).toMatch(/^Error: .*unpaired surrogate.*UTF-8/);
  });
  it('empty input gives empty output in both modes', () => {
    expect(enc('')).toBe('');
    expect(dec('')).toBe('');
    expect(dec(' \n\t ')).toBe('');
  });
});

describe('properties', () => {
  it('decode(encode(x)) = x for any well-formed text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => dec(enc(s) as string) === s));
  });
  it('decode(encode(x)) = x with URL-safe output and line breaks', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (s, lineBreaks) => dec(enc(s, { urlSafe: true, lineBreaks }) as string) === s));
  });
  it('encoding agrees with Node’s Buffer (standard and base64url)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(enc(s)).toBe(Buffer.from(s).toString('base64'));
        expect(enc(s, { urlSafe: true })).toBe(Buffer.from(s).toString('base64url'));
      }),
    );
  });
  it('any text with a lone surrogate gives invalidText', () => {
    const lone = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), lone, fc.string({ unit: 'grapheme' }), fc.boolean(), (a, s, b, urlSafe) => {
        // A high surrogate followed by a low one would pair up: keep b from starting with one.
        const text = a + s + (/^[\uDC00-\uDFFF]/.test(b) ? 'x' + b : b);
        fc.pre(!text.isWellFormed());
        expect(enc(text, { urlSafe })).toEqual(toolError('invalidText'));
      }),
    );
  });
  it('decoding never throws and gives text or a known error for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const r = dec(s);
        if (isToolError(r)) expect(['invalidBase64', 'notText']).toContain(r.code);
        else expect(typeof r).toBe('string');
      }),
    );
  });
});

describe('large input', () => {
  // Speed is a benchmark's business; this checks that megabytes round-trip exactly.
  it('encodes and decodes several megabytes', () => {
    const big = 'Ünïcödé 😀 漢字 العربية text\n'.repeat(100_000); // ≈ 4 MB of UTF-8
    const b64 = enc(big, { lineBreaks: true }) as string;
    expect(dec(b64)).toBe(big);
    expect(b64.replace(/\n/g, '')).toBe(nodeB64(big));
  });
});

describe('a file', () => {
  /** A file as the page reads it (read: 'bytes'). */
  const fileOf = (name: string, bytes: Uint8Array, type = 'application/octet-stream'): FileInput => ({ name, type, size: bytes.length, bytes });
  /** The 8-byte PNG signature and the start of an IHDR chunk: bytes that are not UTF-8 text. */
  const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52);
  const encFile = (file: FileInput, text = '', o: Partial<Options> = {}) => run({ username: '', password: '', text, file }, { ...ENC, ...o });

  it('encodes its bytes as they are, and says which file it was and how many bytes were read', () => {
    expect(encFile(fileOf('photo.png', PNG, 'image/png'))).toEqual<EncodedFile>({ base64: 'iVBORw0KGgoAAAANSUhEUg==', name: 'photo.png', size: 16 });
    expect(encFile(fileOf('hello.txt', new TextEncoder().encode('Hello, World!'), 'text/plain'))).toEqual({ base64: 'SGVsbG8sIFdvcmxkIQ==', name: 'hello.txt', size: 13 });
  });
  it('ignores the text while a file is chosen, even text that could not be encoded', () => {
    expect(encFile(fileOf('a.bin', Uint8Array.of(0xff)), 'Hello')).toEqual({ base64: '/w==', name: 'a.bin', size: 1 });
    expect(encFile(fileOf('a.bin', Uint8Array.of(0xff)), 'bad \uD800 text')).toEqual({ base64: '/w==', name: 'a.bin', size: 1 });
  });
  it('uses the URL-safe alphabet and the line breaks like text', () => {
    expect((encFile(fileOf('a.bin', Uint8Array.of(0xfb, 0xff, 0xbf)), '', { urlSafe: true }) as EncodedFile).base64).toBe('-_-_');
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => (i * 37) & 0xff);
    const out = (encFile(fileOf('data.bin', bytes), '', { lineBreaks: true }) as EncodedFile).base64;
    expect(out).toBe(Buffer.from(bytes).toString('base64').match(/.{1,76}/g)!.join('\n'));
    const both = (encFile(fileOf('data.bin', bytes), '', { lineBreaks: true, urlSafe: true }) as EncodedFile).base64;
    expect(both.split('\n').every((l) => l.length <= 76)).toBe(true);
    expect(both.replace(/\n/g, '')).toBe(Buffer.from(bytes).toString('base64url'));
  });
  it('encodes an empty file as empty Base64', () => {
    expect(encFile(fileOf('empty.txt', new Uint8Array(0)), 'ignored')).toEqual({ base64: '', name: 'empty.txt', size: 0 });
  });
  it('decoding reads the text only: a file chosen on the Encode tab changes nothing', () => {
    expect(run({ username: '', password: '', text: 'SGk=', file: fileOf('photo.png', PNG) }, DEC)).toBe('Hi');
    expect(run({ username: '', password: '', text: 'Zm9v*', file: fileOf('photo.png', PNG) }, DEC)).toEqual(toolError('invalidBase64'));
  });
  it('a file given without its bytes, or with bytes that are no Uint8Array, is said to be unreadable at the file field (never an empty result)', () => {
    expect(encFile({ name: 'x.bin', type: '', size: 3 }, 'Hello')).toEqual(toolError('unreadableFile', { field: 'file' }));
    // What a Uint8Array becomes when an object merge copies it key by key.
    const copied = { ...Uint8Array.of(1, 2, 3) } as unknown as Uint8Array;
    expect(encFile({ name: 'x.bin', type: '', size: 3, bytes: copied }, 'Hello')).toEqual(toolError('unreadableFile', { field: 'file' }));
    expect(en.errors.unreadableFile).toBe('Error: The file could not be read.');
  });
  it('any bytes: the same as Node’s Buffer, in both alphabets, and decodable back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const file = fileOf('f', bytes);
        expect((encFile(file) as EncodedFile).base64).toBe(Buffer.from(bytes).toString('base64'));
        expect((encFile(file, '', { urlSafe: true }) as EncodedFile).base64).toBe(Buffer.from(bytes).toString('base64url'));
        expect(readBase64((encFile(file, '', { lineBreaks: true }) as EncodedFile).base64)).toEqual({ bytes });
      }),
    );
  });
  it('encodes a file of several megabytes exactly', () => {
    const bytes = Uint8Array.from({ length: 5_000_000 }, (_, i) => (i * 2654435761) >>> 24);
    const result = encFile(fileOf('big.bin', bytes)) as EncodedFile;
    expect(result.size).toBe(5_000_000);
    expect(result.base64).toBe(Buffer.from(bytes).toString('base64'));
  });
});
