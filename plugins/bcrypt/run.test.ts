import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { compareSync } from 'bcryptjs';
import { parseHash, run, type HashResult, type VerifyResult } from './run.ts';
import type { Options } from './manifest.ts';

const DEFAULTS: Options = { mode: 'hash', cost: 10, memory: 19_456, iterations: 2, costLog: 17, blockSize: 8, parallelism: 1, hashLength: 32 };
const VERIFY: Options = { ...DEFAULTS, mode: 'verify' };
const verify = (password: string, hash: string) => run({ password, hash, salt: '' }, VERIFY);
const hashIt = (password: string, cost: Options['cost'] = 4) => run({ password, hash: '', salt: '' }, { ...DEFAULTS, mode: 'hash', cost });

/** jBCrypt's and OpenBSD's test vectors (cost 6), and the example of PHP's password_verify(). */
const KNOWN: [string, string][] = [
  ['', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.'],
  ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
  ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
  ['rasmuslerdorf', '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a'],
];

describe('verify', () => {
  it.each(KNOWN)('the known hash of %j verifies', async (password, hash) => {
    expect(await verify(password, hash)).toMatchObject({ mode: 'verify', match: true });
  });
  it.each(KNOWN.slice(0, 5))('the same hash written $2b$ and $2y$ verifies too (%j)', async (password, hash) => {
    expect(await verify(password, hash.replace('$2a$', '$2b$'))).toMatchObject({ match: true, version: '2b' });
    expect(await verify(password, hash.replace('$2a$', '$2y$'))).toMatchObject({ match: true, version: '2y' });
  });
  it.each(KNOWN)('a wrong password fails against the hash of %j', async (password, hash) => {
    expect(await verify(password + 'x', hash)).toMatchObject({ match: false });
    expect(await verify(password.toUpperCase() === password ? password + '!' : password.toUpperCase(), hash)).toMatchObject({ match: false });
  });
  it('gives the hash’s cost and version, and ignores spaces around a pasted hash', async () => {
    expect(await verify('abc', `  ${KNOWN[2]![1]}\n`)).toEqual<VerifyResult>({ mode: 'verify', algorithm: 'bcrypt', match: true, cost: 6, version: '2a', bytes: 3 });
  });
  it('asks for a hash when there is none', async () => {
    expect(await verify('abc', '  ')).toEqual(toolError('hashMissing', { field: 'hash' }));
  });
});

describe('malformed hashes give a translated message at the hash field', () => {
  const good = KNOWN[2]![1];
  it.each([
    ['not a hash at all', 'hello', toolError('hashPrefix', { field: 'hash' })],
    ['an unknown version', good.replace('$2a$', '$2x$'), toolError('hashPrefix', { field: 'hash' })],
    ['an MD5-crypt hash', '$1$abcdefgh$abcdefghijklmnopqrstuv', toolError('hashPrefix', { field: 'hash' })],
    ['a one-digit cost', '$2a$6$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i', toolError('hashPrefix', { field: 'hash' })],
    ['cost 03', good.replace('$06$', '$03$'), toolError('hashCost', { field: 'hash', cost: 3 })],
    ['cost 32', good.replace('$06$', '$32$'), toolError('hashCost', { field: 'hash', cost: 32 })],
    ['a character outside bcrypt’s Base64', good.slice(0, 20) + '+' + good.slice(21), toolError('hashChar', { field: 'hash', char: '+', position: 21 })],
    ['an emoji in it', good.slice(0, 10) + '😀' + good.slice(11), toolError('hashChar', { field: 'hash', char: '😀', position: 11 })],
    ['one character short', good.slice(0, -1), toolError('hashLength', { field: 'hash', length: 59 })],
    ['one character too many', good + 'a', toolError('hashLength', { field: 'hash', length: 61 })],
    ['a cost this page will not spend', good.replace('$06$', '$20$'), toolError('hashCostHigh', { field: 'hash', cost: 20, max: 15 })],
  ])('%s', async (_, hash, error) => {
    expect(await verify('abc', hash)).toEqual(error);
  });
  it('counts the position as typed, spaces before the hash included', () => {
    const good2 = '  ' + good.slice(0, 20) + '*' + good.slice(21);
    expect(parseHash(good2)).toEqual(toolError('hashChar', { field: 'hash', char: '*', position: 23 }));
  });
});

describe('hash', () => {
  it('makes a $2b$ hash of the chosen cost that verifies, with a new salt each time', async () => {
    const a = (await hashIt('correct horse battery staple')) as HashResult;
    const b = (await hashIt('correct horse battery staple')) as HashResult;
    expect(a.hash).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    expect(a.hash).not.toBe(b.hash);
    expect(compareSync('correct horse battery staple', a.hash)).toBe(true);
    expect(await verify('correct horse battery staple', b.hash)).toMatchObject({ match: true, cost: 4, version: '2b' });
    expect(await verify('correct horse battery stapl', b.hash)).toMatchObject({ match: false });
  });
  it('times the hash and estimates every cost from 4 to 15, each step doubling', async () => {
    const r = (await hashIt('pw', 5)) as HashResult;
    expect(r.cost).toBe(5);
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(r.estimates).toHaveLength(12);
    for (let i = 1; i < 12; i++) expect(r.estimates[i]! / r.estimates[i - 1]!).toBeCloseTo(2, 10);
    expect(r.estimates.every((ms) => Number.isFinite(ms) && ms > 0)).toBe(true);
  });
  it('hashes UTF-8 like other bcrypt libraries (an accented password verifies with bcryptjs)', async () => {
    const r = (await hashIt('contraseña😀')) as HashResult;
    expect(r.bytes).toBe(15);
    expect(compareSync('contraseña😀', r.hash)).toBe(true);
  });
  it('refuses a lone surrogate, at the password field', async () => {
    expect(await hashIt('a\uD800')).toEqual(toolError('invalidText', { field: 'password' }));
    expect(await verify('a\uDC00', KNOWN[2]![1])).toEqual(toolError('invalidText', { field: 'password' }));
  });
});

describe('the 72-byte limit', () => {
  it('counts the password’s UTF-8 bytes, and bcrypt really ignores what follows the 72nd', async () => {
    const long = 'a'.repeat(72);
    const r = (await hashIt(long + 'tail')) as HashResult;
    expect(r.bytes).toBe(76);
    expect(await verify(long + 'something else', r.hash)).toMatchObject({ match: true, bytes: 86 });
    expect(await verify(long, r.hash)).toMatchObject({ match: true, bytes: 72 });
    expect(await verify('é'.repeat(37), ((await hashIt('é'.repeat(36))) as HashResult).hash)).toMatchObject({ match: true, bytes: 74 });
  });
});

describe('never a crash', () => {
  it.each(['$2a$', '$2b$10$', '$2y$99$' + 'a'.repeat(53), '\u0000', '$2a$06$' + '\u0000'.repeat(53)])('%j', async (hash) => {
    const r = await verify('x', hash);
    expect(isToolError(r) || typeof (r as VerifyResult).match === 'boolean').toBe(true);
  });
});
