import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { toolError, type FileInput } from '@sdk/core';
import { expectedBytes, run, CHUNK_BYTES, type HashResult } from './run.ts';
import { ALGORITHMS, type Algorithm, type Options } from './manifest.ts';

const hashText = async (text: string, algorithm: Options['algorithm'], output: Options['output'] = 'hex', expected = '') =>
  (await run({ text, file: null, expected }, { algorithm, output })) as HashResult;
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
    expect(await run({ text: 'abc', file: null, expected: 'ba78 16*f' }, { algorithm: 'sha256', output: 'hex' })).toEqual(toolError('expectedChar', { field: 'expected', char: '*', position: 8 }));
    expect(expectedBytes('abc')).toEqual(toolError('expectedInvalid', { field: 'expected' }));
    expect(expectedBytes('Zg===')).toEqual(toolError('expectedInvalid', { field: 'expected' }));
  });
  it('refuses a lone surrogate', async () => {
    expect(await run({ text: 'a\uD800', file: null, expected: '' }, { algorithm: 'md5', output: 'hex' })).toEqual(toolError('invalidText', { field: 'text' }));
  });
});

describe('files', () => {
  /** A file as the page hands it to the worker with read: 'blob'. */
  const blobFile = (bytes: Uint8Array, name = 'data.bin'): FileInput => ({ name, type: '', size: bytes.length, blob: new Blob([bytes as BlobPart]) });

  it('hashes a file in slices across chunk boundaries exactly as in one piece, and names it', async () => {
    const bytes = Uint8Array.from({ length: CHUNK_BYTES * 2 + 12345 }, (_, i) => (i * 2654435761) >>> 24);
    const r = (await run({ text: 'ignored', file: blobFile(bytes, 'big.bin'), expected: '' }, { algorithm: 'sha256', output: 'hex' })) as HashResult;
    expect(r).toEqual({ hashes: [{ algorithm: 'sha256', value: createHash('sha256').update(bytes).digest('hex') }], size: bytes.length, name: 'big.bin', match: null });
  });
  it('every algorithm of a file agrees with Node where Node has it', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) & 0xff);
    const r = (await run({ text: '', file: blobFile(bytes), expected: '' }, { algorithm: 'all', output: 'hex' })) as HashResult;
    const node: Partial<Record<Algorithm, string>> = { md5: 'md5', sha1: 'sha1', sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', sha3_224: 'sha3-224', sha3_256: 'sha3-256', sha3_384: 'sha3-384', sha3_512: 'sha3-512', blake2b: 'blake2b512' };
    for (const h of r.hashes) if (node[h.algorithm]) expect(h.value, h.algorithm).toBe(createHash(node[h.algorithm]!).update(bytes).digest('hex'));
  });
  it('takes a file given as bytes too, and an empty file', async () => {
    const r = (await run({ text: '', file: { name: 'a', type: '', size: 3, bytes: new TextEncoder().encode('abc') }, expected: '' }, { algorithm: 'md5', output: 'hex' })) as HashResult;
    expect(r.hashes[0]!.value).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(((await run({ text: 'x', file: blobFile(new Uint8Array(0)), expected: '' }, { algorithm: 'md5', output: 'hex' })) as HashResult).hashes[0]!.value).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
  it('says a file it cannot read, at the file field', async () => {
    expect(await run({ text: '', file: { name: 'x', type: '', size: 1 }, expected: '' }, { algorithm: 'md5', output: 'hex' })).toEqual(toolError('unreadableFile', { field: 'file' }));
  });
});
