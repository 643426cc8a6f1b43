import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError, type FileInput } from '@sdk/core';
import { run, decodeText, MAX_BASE58_BYTES, type DecodedBinary, type EncodedFile } from './run.ts';
import { ENCODINGS, type Encoding } from './codecs.ts';

const enc = (text: string, encoding: Encoding) => run({ text, file: null }, { mode: 'encode', encoding });
const dec = (text: string, encoding: Encoding) => run({ text, file: null }, { mode: 'decode', encoding });
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
const fileOf = (bytes: Uint8Array, name = 'f.bin'): FileInput => ({ name, type: '', size: bytes.length, bytes });
const encFile = (bytes: Uint8Array, encoding: Encoding) => run({ text: '', file: fileOf(bytes) }, { mode: 'encode', encoding });

describe('RFC 4648 §10 test vectors', () => {
  const base32: [string, string][] = [['', ''], ['f', 'MY======'], ['fo', 'MZXQ===='], ['foo', 'MZXW6==='], ['foob', 'MZXW6YQ='], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI======']];
  const base16: [string, string][] = [['', ''], ['f', '66'], ['fo', '666F'], ['foo', '666F6F'], ['foob', '666F6F62'], ['fooba', '666F6F6261'], ['foobar', '666F6F626172']];
  it.each(base32)('Base32 encodes %j as %j and decodes it back', async (text, b32) => {
    expect(await enc(text, 'base32')).toBe(b32);
    expect(await dec(b32, 'base32')).toBe(text);
  });
  it.each(base32)('Base32 decodes %j from lowercase and without padding', async (text, b32) => {
    expect(await dec(b32.toLowerCase().replace(/=+$/, ''), 'base32')).toBe(text);
  });
  it.each(base16)('Base16 encodes %j as %j and decodes it back, in either case', async (text, b16) => {
    expect(await enc(text, 'base16')).toBe(b16);
    expect(await dec(b16, 'base16')).toBe(text);
    expect(await dec(b16.toLowerCase(), 'base16')).toBe(text);
  });
});

describe('Z85 (ZeroMQ RFC 32)', () => {
  const SPEC = bytesOf('864fd26fb559f75b');
  it('encodes the specification’s 8 bytes as HelloWorld, and decodes them back', async () => {
    expect(await encFile(SPEC, 'z85')).toEqual<EncodedFile>({ encoded: 'HelloWorld', name: 'f.bin', size: 8 });
    expect(await dec('HelloWorld', 'z85')).toEqual<DecodedBinary>({ binaryHex: '86 4f d2 6f b5 59 f7 5b', size: 8 });
  });
  it('refuses data that is not a multiple of 4 bytes, and text not in groups of 5', async () => {
    expect(await enc('abc', 'z85')).toEqual(toolError('z85Length', { bytes: 3 }));
    expect(await encFile(Uint8Array.of(1, 2), 'z85')).toEqual(toolError('z85Length', { bytes: 2, field: 'file' }));
    expect(await dec('Hello', 'z85')).not.toSatisfy(isToolError);
    expect(await dec('HelloWorl', 'z85')).toEqual(toolError('z85TextLength', { length: 9 }));
    expect(await dec('Hello,', 'z85')).toEqual(toolError('invalidChar', { char: ',', position: 6, encoding: 'Z85' }));
  });
  it('refuses a group above 32 bits', async () => {
    expect(await dec('#####', 'z85')).toEqual(toolError('invalidData', { encoding: 'Z85' }));
  });
});

describe('Ascii85', () => {
  it('encodes the classic examples', async () => {
    expect(await enc('Man ', 'ascii85')).toBe('9jqo^');
    expect(await enc('sure.', 'ascii85')).toBe('F*2M7/c');
    expect(await enc('Hello, World', 'ascii85')).toBe('87cURD_*#4DfTZ)');
    expect(await encFile(new Uint8Array(8), 'ascii85')).toMatchObject({ encoded: 'zz' });
    expect(await encFile(new Uint8Array(3), 'ascii85')).toMatchObject({ encoded: '!!!!' });
  });
  it('decodes with or without <~ ~>, across line breaks, with z (zero bytes are shown in hex: they are not text)', async () => {
    expect(await dec('<~9jqo^F*2M7/c~>', 'ascii85')).toBe('Man sure.');
    expect(await dec('9jqo^\nF*2M7/c', 'ascii85')).toBe('Man sure.');
    expect(await dec('zz', 'ascii85')).toEqual({ binaryHex: '00 00 00 00 00 00 00 00', size: 8 });
  });
  it('agrees with the Leviathan quotation of the Ascii85 article', async () => {
    const text = 'Man is distinguished, not only by his reason, but by this singular passion from other animals, which is a lust of the mind, that by a perseverance of delight in the continued and indefatigable generation of knowledge, exceeds the short vehemence of any carnal pleasure.';
    const encoded = await enc(text, 'ascii85');
    expect(String(encoded).slice(0, 40)).toBe('9jqo^BlbD-BleB1DJ+*+F(f,q/0JhKF<GL>Cj@.4');
    expect(await dec(String(encoded), 'ascii85')).toBe(text);
  });
  it('refuses a lone last character, z inside a group, and characters past u', async () => {
    expect(await dec('9jqo^F', 'ascii85')).toEqual(toolError('invalidData', { encoding: 'Ascii85' }));
    expect(await dec('9jzqo', 'ascii85')).toEqual(toolError('invalidData', { encoding: 'Ascii85' }));
    expect(await dec('9jqo^v', 'ascii85')).toEqual(toolError('invalidChar', { char: 'v', position: 6, encoding: 'Ascii85' }));
    expect(await dec('s8W-"', 'ascii85')).toEqual(toolError('invalidData', { encoding: 'Ascii85' }));
  });
});

describe('Base58 (Bitcoin alphabet), vectors of draft-msporny-base58', () => {
  it('encodes and decodes the draft’s examples', async () => {
    expect(await enc('Hello World!', 'base58')).toBe('2NEpo7TZRRrLZSi2U');
    expect(await enc('The quick brown fox jumps over the lazy dog.', 'base58')).toBe('USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z');
    expect(await encFile(bytesOf('0000287fb4cd'), 'base58')).toMatchObject({ encoded: '11233QC4' });
    expect(await dec('2NEpo7TZRRrLZSi2U', 'base58')).toBe('Hello World!');
    expect(await dec('11233QC4', 'base58')).toEqual({ binaryHex: '00 00 28 7f b4 cd', size: 6 });
  });
  it('names 0, O, I and l, which the alphabet leaves out', async () => {
    expect(await dec('2NEpo0TZ', 'base58')).toEqual(toolError('invalidChar', { char: '0', position: 6, encoding: 'Base58' }));
    expect(await dec('2NEpO', 'base58')).toEqual(toolError('invalidChar', { char: 'O', position: 5, encoding: 'Base58' }));
    expect(await dec('Il', 'base58')).toEqual(toolError('invalidChar', { char: 'I', position: 1, encoding: 'Base58' }));
  });
  it('says when data is too long for Base58', async () => {
    expect(await encFile(new Uint8Array(MAX_BASE58_BYTES + 1), 'base58')).toEqual(toolError('base58TooLong', { max: MAX_BASE58_BYTES, field: 'file' }));
    expect(await encFile(new Uint8Array(MAX_BASE58_BYTES).fill(255), 'base58')).not.toSatisfy(isToolError);
    expect(await dec('2'.repeat(3000), 'base58')).toEqual(toolError('base58TooLong', { max: MAX_BASE58_BYTES }));
  });
});

describe('Crockford Base32', () => {
  it('encodes without padding and decodes its readable forms (lowercase, hyphens, I L O)', async () => {
    expect(await enc('foobar', 'base32crockford')).toBe('CSQPYRK1E8');
    expect(await dec('CSQPYRK1E8', 'base32crockford')).toBe('foobar');
    expect(await dec('csqp-yrk1-e8', 'base32crockford')).toBe('foobar');
    expect(await dec('CSQPYRKIE8', 'base32crockford')).toBe('foobar');
    expect(await dec('CSQPYRKlE8', 'base32crockford')).toBe('foobar');
    expect(await dec('8', 'base32crockford')).toEqual(toolError('invalidData', { encoding: 'Crockford Base32' }));
    expect(await dec('CSQPU', 'base32crockford')).toEqual(toolError('invalidChar', { char: 'U', position: 5, encoding: 'Crockford Base32' }));
  });
});

describe('errors in the Base64 tool’s style', () => {
  it('names the invalid character with its position as typed (spaces and emoji count one each)', async () => {
    expect(await dec('MZXW 6Y!B', 'base32')).toEqual(toolError('invalidChar', { char: '!', position: 8, encoding: 'Base32' }));
    expect(await dec('😀MZXW', 'base32')).toEqual(toolError('invalidChar', { char: '😀', position: 1, encoding: 'Base32' }));
    expect(await dec('MZ1W', 'base32')).toEqual(toolError('invalidChar', { char: '1', position: 3, encoding: 'Base32' }));
    expect(await dec('66 6G', 'base16')).toEqual(toolError('invalidChar', { char: 'G', position: 5, encoding: 'Base16' }));
  });
  it('refuses padding in the middle, padding that does not complete a group and impossible lengths', async () => {
    expect(await dec('MY==MY==', 'base32')).toEqual(toolError('invalidChar', { char: 'M', position: 5, encoding: 'Base32' }));
    expect(await dec('MY===', 'base32')).toEqual(toolError('invalidData', { encoding: 'Base32' }));
    expect(await dec('M', 'base32')).toEqual(toolError('invalidData', { encoding: 'Base32' }));
    expect(await dec('666', 'base16')).toEqual(toolError('invalidData', { encoding: 'Base16' }));
  });
  it('the messages start with Error: like the Base64 tool’s', async () => {
    const en = (await import('./locales/en.json')).default;
    expect(en.errors.invalidChar).toBe('Error: “{char}” at position {position} is not a {encoding} character.');
    expect(en.errors.invalidData).toBe('Error: The string to be decoded is not correctly encoded {encoding} data.');
  });
  it('refuses a lone surrogate when encoding', async () => {
    expect(await enc('a\uD800', 'base32')).toEqual(toolError('invalidText'));
  });
});

describe('text and files', () => {
  it('encodes UTF-8 and decodes it back in every encoding (Z85 with a multiple of 4 bytes)', async () => {
    for (const encoding of ENCODINGS) {
      const text = encoding === 'z85' ? 'añ😀!' : '¡Hola, 世界! 👋';
      const encoded = await enc(text, encoding);
      expect(typeof encoded, encoding).toBe('string');
      expect(await dec(encoded as string, encoding), encoding).toBe(text);
    }
  });
  it('encodes a file’s bytes, ignoring the text, and names the file', async () => {
    const r = await run({ text: 'ignored', file: fileOf(bytesOf('666f6f'), 'foo.txt') }, { mode: 'encode', encoding: 'base32' });
    expect(r).toEqual({ encoded: 'MZXW6===', name: 'foo.txt', size: 3 });
  });
  it('says a file without bytes could not be read', async () => {
    expect(await run({ text: '', file: { name: 'x', type: '', size: 1 } }, { mode: 'encode', encoding: 'base32' })).toEqual(toolError('unreadableFile', { field: 'file' }));
  });
  it('round-trips any bytes in every encoding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...ENCODINGS), async (bytes, encoding) => {
        const data = encoding === 'z85' ? bytes.slice(0, bytes.length - (bytes.length % 4)) : bytes;
        const r = (await encFile(data, encoding)) as EncodedFile;
        expect(await decodeText(r.encoded, encoding)).toEqual(data);
      }),
    );
  });
  it('Base32 and Base16 agree with Node on a megabyte', async () => {
    const bytes = Uint8Array.from({ length: 1_000_000 }, (_, i) => (i * 2654435761) >>> 24);
    const r = (await encFile(bytes, 'base16')) as EncodedFile;
    expect(r.encoded).toBe(Buffer.from(bytes).toString('hex').toUpperCase());
    const b32 = (await encFile(bytes, 'base32')) as EncodedFile;
    expect(await decodeText(b32.encoded, 'base32')).toEqual(bytes);
  });
});
