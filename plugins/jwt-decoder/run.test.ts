import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompactSign, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { isToolError, jsonNumber } from '@sdk/core';
import { manifest, RFC_KEY, RFC_TOKEN, type Options } from './manifest.ts';
import { cleanToken, decodeAndVerify, run, type JwtResult } from './run.ts';

const DEFAULTS: Options = { mode: 'decode', alg: 'HS256', secretEncoding: 'text', iat: false, expiresIn: 'none' };
const NOW = Date.UTC(2026, 10, 26, 12);

async function decode(token: string, key = '', options: Partial<Options> = {}, now = NOW): Promise<JwtResult> {
  const result = await decodeAndVerify({ token, key }, { ...DEFAULTS, ...options }, now);
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
async function error(token: string, key = '', options: Partial<Options> = {}) {
  const result = await decodeAndVerify({ token, key }, { ...DEFAULTS, ...options }, NOW);
  if (!isToolError(result)) throw new Error(`expected an error for ${token}`);
  return result;
}
/** A key that cannot be used: the token is still decoded, and why is said at the key. */
async function keyError(token: string, key: string, options: Partial<Options> = {}) {
  const result = await decode(token, key, options);
  expect(result.verification, key).toBe('keyError');
  expect(result.keyError!.params?.field).toBe('key');
  return result.keyError!;
}
const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** The RFC 7515 A.1 key, as raw bytes. */
const RFC_KEY_BYTES = Buffer.from(JSON.parse(RFC_KEY).k, 'base64url');

describe('jwt decoder: known answers', () => {
  it('verifies the HS256 example of RFC 7515 appendix A.1 with its JWK, its key in Base64 and in hex', async () => {
    expect((await decode(RFC_TOKEN, RFC_KEY)).verification).toBe('valid');
    expect(await decode(RFC_TOKEN, RFC_KEY_BYTES.toString('base64'), { secretEncoding: 'base64' })).toMatchObject({ verification: 'valid', keyKind: 'secret' });
    expect((await decode(RFC_TOKEN, RFC_KEY_BYTES.toString('base64url'), { secretEncoding: 'base64' })).verification).toBe('valid');
    expect((await decode(RFC_TOKEN, RFC_KEY_BYTES.toString('hex'), { secretEncoding: 'hex' })).verification).toBe('valid');
    // The same bytes read as text are another secret.
    expect((await decode(RFC_TOKEN, RFC_KEY_BYTES.toString('hex'))).verification).toBe('invalid');
  });

  it('decodes the RFC example’s header, payload and claims', async () => {
    const r = await decode(RFC_TOKEN);
    expect(r.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(r.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(r.claims).toEqual([
      { name: 'iss', value: 'joe' },
      { name: 'exp', value: '1300819380', time: 1_300_819_380_000 },
    ]);
    expect(r.expired).toBe(true);
    expect(r.verification).toBe('noKey');
  });

  it('verifies the widely used HS256 sample token with its text secret, and refuses a changed payload', async () => {
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    expect((await decode(token, 'your-256-bit-secret')).verification).toBe('valid');
    expect((await decode(token, 'your-256-bit-secreT')).verification).toBe('invalid');
    const [h, , s] = token.split('.');
    const changed = `${h}.${b64url('{"sub":"1234567890","name":"John Doe","admin":true,"iat":1516239022}')}.${s}`;
    expect((await decode(changed, 'your-256-bit-secret')).verification).toBe('invalid');
  });

  it('keeps payload numbers as written: an integer beyond 2^53, a decimal with 22 digits, 1.50', async () => {
    const token = `${b64url('{"alg":"none","n":1E2}')}.${b64url('{"id":12345678901234567890,"ratio":0.1000000000000000000001,"price":1.50,"exp":4102444800.0,"aud":12345678901234567891}')}.`;
    const r = await decode(token);
    expect(r.payload).toEqual({ id: jsonNumber('12345678901234567890'), ratio: jsonNumber('0.1000000000000000000001'), price: jsonNumber('1.50'), exp: jsonNumber('4102444800.0'), aud: jsonNumber('12345678901234567891') });
    expect(r.payloadJson).toBe('{\n  "id": 12345678901234567890,\n  "ratio": 0.1000000000000000000001,\n  "price": 1.50,\n  "exp": 4102444800.0,\n  "aud": 12345678901234567891\n}');
    expect(r.headerJson).toBe('{\n  "alg": "none",\n  "n": 1E2\n}');
    // A time claim written 4102444800.0 is still a date; other claims show their number as written.
    expect(r.claims).toEqual([
      { name: 'aud', value: '12345678901234567891' },
      { name: 'exp', value: '4102444800.0', time: 4_102_444_800_000 },
    ]);
    expect(r.expired).toBe(false);
  });

  it('gives every example its stated output', async () => {
    for (const ex of manifest.examples) expect(await run({ token: '', key: '', payload: manifest.fields.payload.default, signKey: '', kid: '', ...ex.input }, { ...DEFAULTS, ...ex.options }), ex.name).toEqual(ex.output);
  });
});

describe('jwt decoder: public keys', () => {
  const claims = { sub: 'alice', aud: ['api', 'web'], iat: 1_700_000_000, nbf: 1_700_000_000, exp: 4_102_444_800, jti: 'a1' };

  for (const alg of ['RS256', 'PS384', 'ES256', 'ES384', 'EdDSA'] as const) {
    it(`verifies ${alg} with a PEM public key, a JWK, a private JWK's public half, and refuses another key`, async () => {
      const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
      const token = await new SignJWT(claims).setProtectedHeader({ alg, kid: 'k1' }).sign(privateKey);
      const spki = await exportSPKI(publicKey);
      expect(spki).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      expect(await decode(token, spki)).toMatchObject({ verification: 'valid', keyKind: 'spki', alg });
      expect(await decode(token, JSON.stringify(await exportJWK(publicKey)))).toMatchObject({ verification: 'valid', keyKind: 'jwk' });
      expect(await decode(token, JSON.stringify(await exportJWK(privateKey)))).toMatchObject({ verification: 'valid', keyKind: 'jwk' });
      const other = await generateKeyPair(alg, { extractable: true });
      expect((await decode(token, await exportSPKI(other.publicKey))).verification).toBe('invalid');
      // A JWK set: the key is chosen by the token's kid.
      const set = { keys: [{ ...(await exportJWK(other.publicKey)), kid: 'k0' }, { ...(await exportJWK(publicKey)), kid: 'k1' }] };
      expect(await decode(token, JSON.stringify(set))).toMatchObject({ verification: 'valid', keyKind: 'jwks' });
      // A private key in PEM is refused with advice.
      expect((await keyError(token, await exportPKCS8(privateKey))).code).toBe('keyPrivate');
    });
  }

  it('explains every registered claim of a signed token, with times in milliseconds', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ ...claims, iss: 'https://id.example' }).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    const r = await decode(token);
    expect(r.claims).toEqual([
      { name: 'iss', value: 'https://id.example' },
      { name: 'sub', value: 'alice' },
      { name: 'aud', value: 'api, web' },
      { name: 'exp', value: '4102444800', time: 4_102_444_800_000 },
      { name: 'nbf', value: '1700000000', time: 1_700_000_000_000 },
      { name: 'iat', value: '1700000000', time: 1_700_000_000_000 },
      { name: 'jti', value: 'a1' },
    ]);
    expect(r.expired).toBe(false);
    expect(r.notYetValid).toBe(false);
    expect((await decode(token, '', {}, Date.UTC(2023, 0, 1))).notYetValid).toBe(true);
    expect((await decode(token, '', {}, 4_102_444_800_000)).expired).toBe(true);
  });

  it('refuses a key of the wrong type or form at the key field, and still shows the decoded token', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ sub: 'alice' }).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const wrongType = await decode(token, await exportSPKI(rsa.publicKey));
    expect(wrongType).toMatchObject({ header: { alg: 'ES256' }, payload: { sub: 'alice' }, claims: [{ name: 'sub', value: 'alice' }], verification: 'keyError' });
    expect(wrongType.keyError).toEqual({ kind: 'tool-error', code: 'keyMismatch', params: { alg: 'ES256', field: 'key' } });
    expect(await keyError(token, JSON.stringify(await exportJWK(rsa.publicKey)))).toMatchObject({ code: 'keyMismatch' });
    expect(await keyError(token, 'my secret')).toEqual({ kind: 'tool-error', code: 'keyFormat', params: { alg: 'ES256', field: 'key' } });
    expect(await keyError(token, '{"kty": oops}')).toMatchObject({ code: 'keyJson', params: { field: 'key' } });
    expect(await keyError(token, '{"n": "x"}')).toMatchObject({ code: 'keyJson' });
    expect(await keyError(token, '{"keys": []}')).toMatchObject({ code: 'keyNotInSet' });
    expect(await keyError(token, '-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----')).toMatchObject({ code: 'keyPkcs1' });
    expect(await keyError(token, '-----BEGIN PUBLIC KEY-----\nnot base64 at all\n-----END PUBLIC KEY-----')).toMatchObject({ code: 'keyMismatch' });
  });

  it('refuses an HMAC secret that is not hex or Base64 when it says so, and still shows the decoded token', async () => {
    expect(await decode(RFC_TOKEN, 'xyz', { secretEncoding: 'hex' })).toMatchObject({ payload: { iss: 'joe' }, alg: 'HS256', verification: 'keyError', keyError: { kind: 'tool-error', code: 'secretHex', params: { char: 'x', field: 'key' } } });
    expect(await keyError(RFC_TOKEN, 'abc', { secretEncoding: 'hex' })).toMatchObject({ code: 'secretHexOdd' });
    expect(await keyError(RFC_TOKEN, 'ab$c', { secretEncoding: 'base64' })).toMatchObject({ code: 'secretBase64', params: { char: '$' } });
    expect(await keyError(RFC_TOKEN, 'abcde', { secretEncoding: 'base64' })).toMatchObject({ code: 'secretBase64Length' });
  });

  it('says an unsecured token has no signature, and an unknown algorithm cannot be checked', async () => {
    const none = `${b64url('{"alg":"none"}')}.${b64url('{"sub":"x"}')}.`;
    expect(await decode(none, 'secret')).toMatchObject({ verification: 'unsecured', signatureBytes: 0 });
    const k = `${b64url('{"alg":"ES256K"}')}.${b64url('{}')}.AAAA`;
    expect((await decode(k, 'secret')).verification).toBe('unsupported');
  });
});

describe('jwt decoder: damaged tokens, explained by part', () => {
  const [H, P, S] = RFC_TOKEN.split('.') as [string, string, string];
  const code = async (token: string) => (await error(token)).code;

  it('counts the parts, and recognises an encrypted token', async () => {
    expect(await error('abc')).toEqual({ kind: 'tool-error', code: 'partCount', params: { count: 1, field: 'token' } });
    expect(await error(`${H}.${P}.${S}.x`)).toMatchObject({ code: 'partCount', params: { count: 4 } });
    expect(await code('a.b.c.d.e')).toBe('encrypted');
    expect(await error('  \n')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'token' } });
  });

  it('names the part, the character and its position when a part is not Base64URL', async () => {
    expect(await error(`${H}.${P}.${S}+`)).toEqual({ kind: 'tool-error', code: 'signatureBase64', params: { char: '+', position: H.length + P.length + S.length + 3, field: 'token' } });
    expect(await error(`eyJ0eX/iOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.${P}.${S}`)).toMatchObject({ code: 'headerBase64', params: { char: '/', position: 7 } });
    expect(await error(`${H}.eyJpc3Mi=.${S}`)).toMatchObject({ code: 'payloadBase64', params: { char: '=', position: H.length + 10 } });
    expect(await error(`${H}.${P}é.${S}`)).toMatchObject({ code: 'payloadBase64', params: { char: 'é' } });
    expect(await code(`${H}x.${P}.${S}`)).toBe('headerTruncated');
    expect(await code(`${H}.${P}.${S}xy`)).toBe('signatureTruncated');
    expect(await code(`.${P}.${S}`)).toBe('headerEmpty');
    expect(await code(`${H}..${S}`)).toBe('payloadEmpty');
  });

  it('says when a part decodes to something that is not a JSON object, or the header has no alg', async () => {
    expect(await code(`${b64url('not json')}.${P}.${S}`)).toBe('headerJson');
    expect(await code(`${H}.${b64url('{"a":')}.${S}`)).toBe('payloadJson');
    expect(await code(`${H}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${S}`)).toBe('payloadJson');
    expect(await code(`${b64url('[1]')}.${P}.${S}`)).toBe('headerNotObject');
    expect(await code(`${H}.${b64url('"text"')}.${S}`)).toBe('payloadNotObject');
    expect(await code(`${b64url('{"typ":"JWT"}')}.${P}.${S}`)).toBe('headerNoAlg');
  });

  it('marks time claims that are not numbers, and never shows NaN', async () => {
    const r = await decode(`${H}.${b64url('{"exp":"tomorrow","iat":1e300}')}.${S}`);
    expect(r.claims).toEqual([
      { name: 'exp', value: 'tomorrow', time: null },
      { name: 'iat', value: '1e300', time: null },
    ]);
    expect(r.expired).toBeNull();
  });

  it('ignores a Bearer prefix, quotes and line breaks', () => {
    expect(cleanToken(`Authorization: Bearer ${H}.\n${P}.${S}\n`)).toBe(RFC_TOKEN);
    expect(cleanToken(`"${RFC_TOKEN}"`)).toBe(RFC_TOKEN);
  });

  it('has a message for every error code in every language', async () => {
    const codes = ['empty', 'encrypted', 'partCount', 'headerEmpty', 'payloadEmpty', 'headerBase64', 'payloadBase64', 'signatureBase64', 'headerTruncated', 'payloadTruncated', 'signatureTruncated', 'headerJson', 'payloadJson', 'headerNotObject', 'payloadNotObject', 'headerNoAlg', 'secretHex', 'secretHexOdd', 'secretBase64', 'secretBase64Length', 'keyJson', 'keyNotInSet', 'keyFormat', 'keyPrivate', 'keyPkcs1', 'keyMismatch', 'signPayloadEmpty', 'signPayloadNotObject', 'signSecretEmpty', 'signKeyEmpty', 'signKeyJson', 'signKeyPublic', 'signKeyPkcs1', 'signKeySec1', 'signKeyEncrypted', 'signKeyFormat', 'signKeyBase64', 'signKeyMismatch', 'signKeyRsaShort'];
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string> };
      expect(Object.keys(locale.errors).sort(), lang).toEqual([...codes].sort());
    }
  });
});

describe('jwt decoder: a token signed in the test with CompactSign', () => {
  it('verifies an Ed25519 signature over a non-standard header', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const token = await new CompactSign(new TextEncoder().encode('{"msg":"hi"}')).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', cty: 'x' }).sign(privateKey);
    expect(await decode(token, await exportSPKI(publicKey))).toMatchObject({ verification: 'valid', payload: { msg: 'hi' } });
  });
});
