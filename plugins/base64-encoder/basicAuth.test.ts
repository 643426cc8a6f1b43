import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, toolError } from '@sdk/core';
import { basicAuthHeader, readBasicAuth, run } from './run.ts';
import type { Options } from './manifest.ts';

const BASIC: Options = { mode: 'basicAuth', urlSafe: false, lineBreaks: false };
const READ: Options = { mode: 'basicAuthRead', urlSafe: false, lineBreaks: false };
const make = (username: string, password: string) => run({ text: '', file: null, username, password }, BASIC);
const read = (text: string) => run({ text, file: null, username: '', password: '' }, READ);

describe('Basic auth header (RFC 7617)', () => {
  it('RFC 7617 §2: Aladdin / open sesame', () => {
    expect(make('Aladdin', 'open sesame')).toEqual({ header: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', token: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==' });
  });
  it('RFC 7617 §2.1: the credentials as UTF-8 (test / 123£)', () => {
    expect(make('test', '123£')).toEqual({ header: 'Authorization: Basic dGVzdDoxMjPCow==', token: 'dGVzdDoxMjPCow==' });
  });
  it('a colon is allowed in the password, an empty username or password too', () => {
    expect(make('user', 'a:b:c')).toMatchObject({ token: Buffer.from('user:a:b:c').toString('base64') });
    expect(make('', 'secret')).toMatchObject({ token: Buffer.from(':secret').toString('base64') });
    expect(make('user', '')).toMatchObject({ token: 'dXNlcjo=' });
  });
  it('nothing typed gives nothing', () => expect(make('', '')).toBe(''));
  it('refuses a colon in the username, at the username', () => {
    expect(make('ad:min', 'x')).toEqual(toolError('basicColonInUsername', { field: 'username' }));
  });
  it('refuses control characters and unpaired surrogates, at the field that holds them', () => {
    expect(make('a\nb', 'x')).toEqual(toolError('basicBadCharacter', { field: 'username' }));
    expect(make('ab', 'x\ty')).toEqual(toolError('basicBadCharacter', { field: 'password' }));
    expect(make('ab', 'x\u007f')).toEqual(toolError('basicBadCharacter', { field: 'password' }));
    expect(make('ab', 'x\ud800')).toEqual(toolError('basicBadCharacter', { field: 'password' }));
  });
  it('the text of another tab is ignored', () => {
    expect(run({ text: 'ignored', file: null, username: '', password: '' }, BASIC)).toBe('');
  });
});

describe('reading a Basic auth header', () => {
  it('the whole header line, its value, or the Base64 credentials alone', () => {
    const answer = { username: 'Aladdin', password: 'open sesame' };
    expect(read('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(answer);
    expect(read('  authorization:basic   QWxhZGRpbjpvcGVuIHNlc2FtZQ==\n')).toEqual(answer);
    expect(read('BASIC QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(answer);
    expect(read('QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(answer);
  });
  it('UTF-8, and the split at the first colon', () => {
    expect(read('Basic dGVzdDoxMjPCow==')).toEqual({ username: 'test', password: '123£' });
    expect(read(`Basic ${Buffer.from('u:p:q').toString('base64')}`)).toEqual({ username: 'u', password: 'p:q' });
    expect(read(`Basic ${Buffer.from(':').toString('base64')}`)).toEqual({ username: '', password: '' });
  });
  it('nothing pasted gives nothing', () => {
    expect(read('   ')).toBe('');
    expect(run({ text: '', file: null, username: '', password: '' }, READ)).toBe('');
  });
  it('bad input: another scheme, Base64 that is not, binary, no colon', () => {
    expect(read('Authorization: Bearer eyJhbGciOi')).toEqual(toolError('basicOtherScheme', { scheme: 'Bearer' }));
    expect(read('Basic QWxh*ZGRp')).toEqual(toolError('invalidBase64'));
    expect(read('Basic //79')).toEqual(toolError('notText'));
    expect(read(`Basic ${Buffer.from('nocolon').toString('base64')}`)).toEqual(toolError('basicNoColon'));
  });
  it('reads back whatever it makes (any username without a colon or control character)', () => {
    const text = fc.string({ unit: 'grapheme' }).filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s));
    fc.assert(
      fc.property(text.filter((s) => !s.includes(':')), text, (username, password) => {
        const made = basicAuthHeader(username, password);
        if (made === '') return username === '' && password === '';
        if (isToolError(made)) return false;
        expect(readBasicAuth(made.header)).toEqual({ username, password });
        return true;
      }),
    );
  });
});
