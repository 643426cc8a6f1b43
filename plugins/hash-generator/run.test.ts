import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { toolError, type FileInput } from '@sdk/core';
import { expectedBytes, run, CHUNK_BYTES, type CompareResult, type HashResult } from './run.ts';
import { ALGORITHMS, manifest, type Algorithm, type Options } from './manifest.ts';

/** The options' defaults: the Hash tab, text input. */
const OPTIONS: Options = { mode: 'hash', inputFormat: 'text', algorithm: 'sha256', output: 'hex' };
const NO_INPUT = { text: '', file: null, expected: '', first: null, second: null };
const hashText = async (text: string, algorithm: Options['algorithm'], output: Options['output'] = 'hex', expected = '') =>
  (await run({ ...NO_INPUT, text, expected }, { ...OPTIONS, algorithm, output })) as HashResult;
const one = async (text: string, algorithm: Algorithm) => (await hashText(text, algorithm)).hashes[0]!.value;

describe('NIST / FIPS known answers for "abc"', () => {
  it.each<[Algorithm, string]>([
    ['sha1', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha224', '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
    ['sha256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['sha384', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
    ['sha512', 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
    ['sha3_224', 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf'],
    ['sha3_256', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    ['sha3_384', 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25'],
    ['sha3_512', 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0'],
    // RFC 7693, appendix A.
    ['blake2b', 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923'],
  ])('%s', async (algorithm, expected) => {
    expect(await one('abc', algorithm)).toBe(expected);
  });
});

describe('RFC 1321 MD5 test suite', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ])('MD5(%j)', async (text, expected) => {
    expect(await one(text, 'md5')).toBe(expected);
  });
});

describe('BLAKE3 and CRC-32 check values', () => {
  it('BLAKE3 of the empty input and of one zero byte (the official test vectors)', async () => {
    expect(await one('', 'blake3')).toBe('af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262');
    expect(await one('\u0000', 'blake3')).toBe('2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213');
  });
  it('CRC-32 of "123456789" is cbf43926, and of nothing 00000000', async () => {
    expect(await one('123456789', 'crc32')).toBe('cbf43926');
    expect(await one('', 'crc32')).toBe('00000000');
    expect(await one('The quick brown fox jumps over the lazy dog', 'crc32')).toBe('414fa339');
  });
});

describe('text, output and comparison', () => {
  it('hashes the text as UTF-8, like Node, in hex or Base64', async () => {
    const text = '¡Hola, 世界! 👋\n';
    expect(await one(text, 'sha256')).toBe(createHash('sha256').update(text).digest('hex'));
    expect((await hashText(text, 'sha512', 'base64')).hashes[0]!.value).toBe(createHash('sha512').update(text).digest('base64'));
    expect((await hashText(text, 'sha3_384')).size).toBe(Buffer.byteLength(text));
  });
  it('gives every algorithm at once, in the order of the list', async () => {
    const r = await hashText('abc', 'all');
    expect(r.hashes.map((h) => h.algorithm)).toEqual([...ALGORITHMS]);
    expect(r.hashes.find((h) => h.algorithm === 'md5')!.value).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
  it('compares an expected hash in any case, with spaces or colons, or in Base64', async () => {
    const sha = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    for (const expected of [sha, sha.toUpperCase(), sha.match(/../g)!.join(':'), sha.match(/.{8}/g)!.join(' '), Buffer.from(sha, 'hex').toString('base64'), Buffer.from(sha, 'hex').toString('base64url')])
      expect((await hashText('abc', 'sha256', 'hex', expected)).match).toBe('sha256');
    expect((await hashText('abc', 'sha256', 'hex', sha.replace(/^b/, 'c'))).match).toBe(false);
  });
  it('with all algorithms, says which one the expected hash is', async () => {
    expect((await hashText('abc', 'all', 'hex', '900150983CD24FB0D6963F7D28E17F72')).match).toBe('md5');
    expect((await hashText('abc', 'all', 'hex', 'a9993e364706816aba3e25717850c26c9cd0d89e')).match).toBe(false);
  });
  it('names a character that is neither hex nor Base64, with its position', async () => {
    expect(await run({ ...NO_INPUT, text: 'abc', file: null, expected: 'ba78 16*f' }, { ...OPTIONS, algorithm: 'sha256' })).toEqual(toolError('expectedChar', { field: 'expected', char: '*', position: 8 }));
    expect(expectedBytes('abc')).toEqual(toolError('expectedInvalid', { field: 'expected' }));
    expect(expectedBytes('Zg===')).toEqual(toolError('expectedInvalid', { field: 'expected' }));
  });
  it('refuses a lone surrogate', async () => {
    expect(await run({ ...NO_INPUT, text: 'a\uD800', file: null, expected: '' }, { ...OPTIONS, algorithm: 'md5' })).toEqual(toolError('invalidText', { field: 'text' }));
  });
});

describe('files', () => {
  /** A file as the page hands it to the worker with read: 'blob'. */
  const blobFile = (bytes: Uint8Array, name = 'data.bin'): FileInput => ({ name, type: '', size: bytes.length, blob: new Blob([bytes as BlobPart]) });

  it('hashes a file in slices across chunk boundaries exactly as in one piece, and names it', async () => {
    const bytes = Uint8Array.from({ length: CHUNK_BYTES * 2 + 12345 }, (_, i) => (i * 2654435761) >>> 24);
    const r = (await run({ ...NO_INPUT, text: 'ignored', file: blobFile(bytes, 'big.bin'), expected: '' }, { ...OPTIONS, algorithm: 'sha256' })) as HashResult;
    expect(r).toEqual({ hashes: [{ algorithm: 'sha256', value: createHash('sha256').update(bytes).digest('hex') }], size: bytes.length, name: 'big.bin', match: null });
  });
  it('every algorithm of a file agrees with Node where Node has it', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) & 0xff);
    const r = (await run({ ...NO_INPUT, text: '', file: blobFile(bytes), expected: '' }, { ...OPTIONS, algorithm: 'all' })) as HashResult;
    const node: Partial<Record<Algorithm, string>> = { md5: 'md5', sha1: 'sha1', sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', sha3_224: 'sha3-224', sha3_256: 'sha3-256', sha3_384: 'sha3-384', sha3_512: 'sha3-512', blake2b: 'blake2b512' };
    for (const h of r.hashes) if (node[h.algorithm]) expect(h.value, h.algorithm).toBe(createHash(node[h.algorithm]!).update(bytes).digest('hex'));
  });
  it('takes a file given as bytes too, and an empty file', async () => {
    const r = (await run({ ...NO_INPUT, file: { name: 'a', type: '', size: 3, bytes: new TextEncoder().encode('abc') } }, { ...OPTIONS, algorithm: 'md5' })) as HashResult;
    expect(r.hashes[0]!.value).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(((await run({ ...NO_INPUT, text: 'x', file: blobFile(new Uint8Array(0)), expected: '' }, { ...OPTIONS, algorithm: 'md5' })) as HashResult).hashes[0]!.value).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
  it('says a file it cannot read, at the file field', async () => {
    expect(await run({ ...NO_INPUT, file: { name: 'x', type: '', size: 1 } }, { ...OPTIONS, algorithm: 'md5' })).toEqual(toolError('unreadableFile', { field: 'file' }));
  });
});

describe('bytes written in hex or Base64', () => {
  const bytesIn = (text: string, inputFormat: Options['inputFormat'], algorithm: Options['algorithm'] = 'sha256') => run({ ...NO_INPUT, text }, { ...OPTIONS, inputFormat, algorithm });
  const NIST_11AF = '5ca7133fa735326081558ac312c620eeca9970d1e70a4b95533d956f072d1f98';

  it('hashes the bytes, not the characters: NIST’s SHA-256 of 11 af, written every usual way', async () => {
    for (const text of ['11af', '11 AF', '0x11af', '11:af', ' 11\naf\n'])
      expect(await bytesIn(text, 'hex'), text).toEqual({ hashes: [{ algorithm: 'sha256', value: NIST_11AF }], size: 2, match: null });
    for (const text of ['Ea8=', 'Ea8', 'E a 8 ='])
      expect(await bytesIn(text, 'base64'), text).toEqual({ hashes: [{ algorithm: 'sha256', value: NIST_11AF }], size: 2, match: null });
    // Bytes no text could hold, in Base64 and Base64URL alike.
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xfb, 0xef]);
    const sha = createHash('sha256').update(binary).digest('hex');
    expect(((await bytesIn(binary.toString('base64'), 'base64')) as HashResult).hashes[0]!.value).toBe(sha);
    expect(((await bytesIn(binary.toString('base64url'), 'base64')) as HashResult).hashes[0]!.value).toBe(sha);
  });

  it('names the first character that is not hex or Base64 with its position, at the text, and says a length no bytes have', async () => {
    expect(await bytesIn('11 ag', 'hex')).toEqual(toolError('hexChar', { field: 'text', char: 'g', position: 5 }));
    expect(await bytesIn('hello', 'hex')).toEqual(toolError('hexChar', { field: 'text', char: 'h', position: 1 }));
    expect(await bytesIn('abc', 'hex')).toEqual(toolError('hexLength', { field: 'text' }));
    expect(await bytesIn('ab$c', 'base64')).toEqual(toolError('base64Char', { field: 'text', char: '$', position: 3 }));
    expect(await bytesIn('abcde', 'base64')).toEqual(toolError('base64Length', { field: 'text' }));
    expect(await bytesIn('Zg=', 'base64')).toEqual(toolError('base64Length', { field: 'text' }));
  });

  it('hashes a chosen file as it is, whatever the text box holds', async () => {
    const r = await run({ ...NO_INPUT, text: 'not hex', file: { name: 'a', type: '', size: 3, bytes: new TextEncoder().encode('abc') } }, { ...OPTIONS, inputFormat: 'hex', algorithm: 'md5' });
    expect(r).toMatchObject({ hashes: [{ value: '900150983cd24fb0d6963f7d28e17f72' }], name: 'a' });
  });

  it('compares the expected hash with the hash of the bytes', async () => {
    expect(await run({ ...NO_INPUT, text: '11af', expected: NIST_11AF.toUpperCase() }, { ...OPTIONS, inputFormat: 'hex' })).toMatchObject({ match: 'sha256' });
  });
});

describe('empty input', () => {
  it('shows the hash of nothing, which is a real answer (FIPS 180: SHA-256 of the empty message), also when asked for from the start', async () => {
    expect(await hashText('', 'sha256')).toEqual({ hashes: [{ algorithm: 'sha256', value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' }], size: 0, match: null });
    expect(await run({ ...NO_INPUT, text: '  ' }, { ...OPTIONS, inputFormat: 'hex' })).toMatchObject({ size: 0, hashes: [{ value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' }] });
    expect(manifest.runWhenEmpty).toBe(true);
  });
});

describe('two files compared', () => {
  const blobFile = (text: string | Uint8Array, name: string): FileInput => {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    return { name, type: '', size: bytes.length, blob: new Blob([bytes as BlobPart]) };
  };
  const compare = (first: FileInput | null, second: FileInput | null, algorithm: Options['algorithm'] = 'sha256') => run({ ...NO_INPUT, first, second }, { ...OPTIONS, mode: 'compare', algorithm });

  it('hashes both and says whether they are the same, even when their names differ', async () => {
    const sha = createHash('sha256').update('hello\n').digest('hex');
    expect(await compare(blobFile('hello\n', 'a.txt'), blobFile('hello\n', 'b.txt'))).toEqual({
      files: [
        { name: 'a.txt', size: 6, hashes: [{ algorithm: 'sha256', value: sha }] },
        { name: 'b.txt', size: 6, hashes: [{ algorithm: 'sha256', value: sha }] },
      ],
      same: true,
    });
    expect(await compare(blobFile('hello\n', 'a.txt'), blobFile('hello\r\n', 'a.txt'))).toMatchObject({ same: false, files: [{ size: 6 }, { size: 7 }] });
  });

  it('compares large files slice by slice, and with every algorithm at once', async () => {
    const bytes = Uint8Array.from({ length: CHUNK_BYTES + 1000 }, (_, i) => (i * 2654435761) >>> 24);
    const changed = bytes.slice();
    changed[CHUNK_BYTES + 500] ^= 1;
    const same = (await compare(blobFile(bytes, 'a.iso'), blobFile(bytes.slice(), 'b.iso'))) as CompareResult;
    expect(same.same).toBe(true);
    expect(same.files[1].hashes[0]!.value).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(((await compare(blobFile(bytes, 'a.iso'), blobFile(changed, 'b.iso'))) as CompareResult).same).toBe(false);
    const all = (await compare(blobFile('abc', 'a'), blobFile('abc', 'b'), 'all')) as CompareResult;
    expect(all.same).toBe(true);
    expect(all.files[0].hashes.map((h) => h.algorithm)).toEqual([...ALGORITHMS]);
    expect(all.files[1].hashes.find((h) => h.algorithm === 'md5')!.value).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(((await compare(blobFile('abc', 'a'), blobFile('abd', 'b'), 'all')) as CompareResult).same).toBe(false);
  });

  it('says a file it cannot read at its field, and asks for both files', async () => {
    expect(await compare(blobFile('x', 'a'), { name: 'b', type: '', size: 1 })).toEqual(toolError('unreadableFile', { field: 'second' }));
    expect(await compare(blobFile('x', 'a'), null)).toEqual(toolError('required', { field: 'second' }));
  });
});
