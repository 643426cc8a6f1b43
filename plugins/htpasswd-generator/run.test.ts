import { describe, expect, it } from 'vitest';
import { compareSync } from 'bcryptjs';
import { isToolError, toolError } from '@sdk/core';
import { formatOf, run, type GenerateResult, type VerifyResult } from './run.ts';
import { md5crypt } from './md5crypt.ts';
import type { Input, Options } from './manifest.ts';
import { view } from './view.ts';

const GEN: Options = { mode: 'generate', algorithm: 'bcrypt', cost: 4 };
const generate = (input: Partial<Input>, options: Partial<Options> = {}) => run({ username: 'admin', password: 'pw', salt: '', line: '', ...input }, { ...GEN, ...options });
const verify = (password: string, line: string) => run({ username: '', password, salt: '', line }, { ...GEN, mode: 'verify' });
const utf8 = (s: string) => new TextEncoder().encode(s);

/**
 * Made with `openssl passwd -apr1 -salt <salt> <password>` and `openssl passwd -1 …` (OpenSSL 3), the first from
 * Apache's htpasswd documentation; SHA-1 with `printf %s <password> | openssl sha1 -binary | base64`.
 */
const APR1: [string, string][] = [
  ['myPassword', '$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/'],
  ['password', '$apr1$saltsalt$yAAkm4libquA.ZWLHbSBq/'],
  ['', '$apr1$Ab3./xyZ$W5x5q4iOTUikrewvSfyCV/'],
  ['', '$apr1$x1$3pYoaQ44IOAuZpLXgkh4A.'],
  ['a', '$apr1$Ab3./xyZ$sn2USKO8Oykx8OJtutfx40'],
  ['correct horse battery staple', '$apr1$Ab3./xyZ$xi8pdROOJsv.PYV5eRB/P/'],
  ['correct horse battery staple', '$apr1$x1$xXGrvwLrey8ocwiVg3Os9/'],
  ['contraseña😀', '$apr1$Ab3./xyZ$7X868NGkyDySmP8vuIRvZ.'],
  ['contraseña😀', '$apr1$x1$nPJqfp9MbW0YrlA.mEtDD0'],
  ['0123456789abcdef0123456789abcdef012345678', '$apr1$Ab3./xyZ$uh9d6pOrIzbv87npu5iFr0'],
];
const MD5CRYPT: [string, string][] = [['password', '$1$saltsalt$qjXMvbEw8oaL.CzflDtaK/']];
const SHA1: [string, string][] = [
  ['password', '{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g='],
  ['', '{SHA}2jmj7l5rSw0yVb/vlWAYkK/YBwk='],
  ['correct horse battery staple', '{SHA}q/eq1kOINtvlJqojGr3i0O73TUI='],
  ['contraseña😀', '{SHA}I36KlhI0gXVnqKO3oOVa6/xHtgk='],
];
/** bcryptjs's line for this salt, which the system's crypt() (libxcrypt) gives too. */
const BCRYPT: [string, string] = ['s3cret!', '$2y$05$abcdefghijklmnopqrstuulXbhLU5N9MDcFlG1r2Raysvz.c5v0j2'];

describe('APR1-MD5 and MD5-crypt, against openssl passwd', () => {
  it.each(APR1)('%j → %s', (password, line) => {
    const salt = line.split('$')[2]!;
    expect(md5crypt(utf8(password), salt, '$apr1$')).toBe(line);
  });
  it.each(MD5CRYPT)('$1$: %j → %s', (password, line) => expect(md5crypt(utf8(password), 'saltsalt', '$1$')).toBe(line));
  it('generates the same line as openssl for a given salt', async () => {
    expect(await generate({ username: 'admin', password: 'myPassword', salt: 'r31.....' }, { algorithm: 'apr1' })).toMatchObject({ line: 'admin:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/', saltGiven: true });
  });
  it('draws a new 8-character salt each time when none is given, and the line verifies', async () => {
    const a = (await generate({ password: 'pw' }, { algorithm: 'apr1' })) as GenerateResult;
    const b = (await generate({ password: 'pw' }, { algorithm: 'apr1' })) as GenerateResult;
    expect(a.line).toMatch(/^admin:\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}$/);
    expect(a.line).not.toBe(b.line);
    expect(await verify('pw', a.line)).toMatchObject({ status: 'match', format: 'apr1', user: 'admin' });
  });
});

describe('SHA-1', () => {
  it.each(SHA1)('%j → %s', async (password, hash) => {
    expect(await generate({ username: 'u', password }, { algorithm: 'sha1' })).toEqual({ mode: 'generate', line: `u:${hash}`, algorithm: 'sha1', bytes: utf8(password).length, saltGiven: false });
    expect(await verify(password, `u:${hash}`)).toEqual({ mode: 'verify', user: 'u', format: 'sha1', status: 'match' });
  });
  it('ignores a salt, which SHA-1 lines do not have', async () => {
    expect(await generate({ password: 'password', salt: 'whatever' }, { algorithm: 'sha1' })).toMatchObject({ line: 'admin:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=', saltGiven: false });
  });
});

describe('bcrypt', () => {
  it('writes $2y$ as Apache does, with the given salt and cost', async () => {
    expect(await generate({ username: 'web', password: BCRYPT[0], salt: 'abcdefghijklmnopqrstuu' }, { cost: 5 })).toMatchObject({ line: `web:${BCRYPT[1]}` });
    expect(compareSync(BCRYPT[0], BCRYPT[1])).toBe(true);
  });
  it('draws a random salt at the chosen cost, and the line verifies with bcryptjs and here', async () => {
    const r = (await generate({ password: 'pässwörd' }, { cost: 4 })) as GenerateResult;
    const hash = r.line.slice('admin:'.length);
    expect(hash).toMatch(/^\$2y\$04\$[./A-Za-z0-9]{53}$/);
    expect(compareSync('pässwörd', hash)).toBe(true);
    expect(await verify('pässwörd', r.line)).toMatchObject({ status: 'match', format: 'bcrypt' });
    expect(await verify('passwörd', r.line)).toMatchObject({ status: 'noMatch' });
  });
  it('verifies $2a$, $2b$ and $2y$ alike', async () => {
    for (const prefix of ['$2a$', '$2b$', '$2y$']) expect(await verify(BCRYPT[0], BCRYPT[1].replace('$2y$', prefix))).toMatchObject({ status: 'match', user: null });
  });
  it('warns past 72 bytes', async () => {
    const r = (await generate({ password: 'é'.repeat(40) })) as GenerateResult;
    expect(view(r).blocks.some((b) => b.kind === 'note' && b.tone === 'warning')).toBe(true);
  });
});

describe('verify', () => {
  it.each([...APR1, ...MD5CRYPT])('%j against %s, with and without a user', async (password, hash) => {
    expect(await verify(password, `bob:${hash}`)).toMatchObject({ user: 'bob', status: 'match' });
    expect(await verify(password, `  ${hash}\n`)).toMatchObject({ user: null, status: 'match' });
    expect(await verify(password + 'x', hash)).toMatchObject({ status: 'noMatch' });
  });
  it('names the formats it cannot check', async () => {
    expect(await verify('myPassword', 'bob:rqXexS6ZhobKA')).toEqual({ mode: 'verify', user: 'bob', format: 'des', status: 'unsupported' });
    expect(await verify('x', 'bob:$6$salt$abc')).toMatchObject({ format: 'sha512crypt', status: 'unsupported' });
    expect(await verify('x', '$5$salt$abc')).toMatchObject({ format: 'sha256crypt', status: 'unsupported' });
    expect(await verify('x', 'bob:plaintext')).toMatchObject({ format: 'plain', status: 'unsupported' });
  });
  it('says what is wrong with a malformed line, at the line field', async () => {
    expect(await verify('x', '  ')).toEqual(toolError('lineMissing', { field: 'line' }));
    expect(await verify('x', 'a:$apr1$abc$short')).toEqual(toolError('malformed', { field: 'line', prefix: '$apr1$' }));
    expect(await verify('x', '{SHA}abc')).toEqual(toolError('malformed', { field: 'line', prefix: '{SHA}' }));
    expect(await verify('x', BCRYPT[1].slice(0, -1))).toEqual(toolError('malformed', { field: 'line', prefix: '$2y$' }));
    expect(await verify('x', BCRYPT[1].replace('$05$', '$20$'))).toEqual(toolError('costHigh', { field: 'line', cost: 20, max: 15 }));
  });
  it('tells the formats apart by their form', () => {
    expect(['$2y$x', '$apr1$x', '$1$x', '{SHA}x', '$5$x', '$6$x', 'rqXexS6ZhobKA', 'hello'].map(formatOf)).toEqual(['bcrypt', 'apr1', 'md5crypt', 'sha1', 'sha256crypt', 'sha512crypt', 'des', 'plain']);
  });
});

describe('bad input at its field', () => {
  it.each([
    [{ username: ' ' }, {}, toolError('userMissing', { field: 'username' })],
    [{ username: 'a:b' }, {}, toolError('userColon', { field: 'username' })],
    [{ username: 'é'.repeat(128) }, {}, toolError('userLong', { field: 'username' })],
    [{ salt: 'too-long-salt' }, { algorithm: 'apr1' as const }, toolError('saltApr1', { field: 'salt' })],
    [{ salt: 'short' }, {}, toolError('saltBcrypt', { field: 'salt' })],
    [{ password: 'a\uD800' }, {}, toolError('invalidText', { field: 'password' })],
  ])('%j', async (input, options, error) => {
    expect(await generate(input, options)).toEqual(error);
  });
  it('never a crash for odd lines', async () => {
    for (const line of ['$', '$apr1$', '$apr1$$$', ':', 'a:', '$2y$99$', '{SHA}', '\u0000', ':$apr1$x$y']) {
      const r = await verify('x', line);
      expect(isToolError(r) || ['match', 'noMatch', 'unsupported'].includes((r as VerifyResult).status)).toBe(true);
    }
  });
});
