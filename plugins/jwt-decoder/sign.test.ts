import { describe, expect, it } from 'vitest';
import { compactVerify, importSPKI } from 'jose';
import { isToolError, type ToolError } from '@sdk/core';
import { manifest, RFC8037_PRIVATE, RFC8037_PUBLIC, RFC_KEY, RFC_SECRET, RFC_TOKEN, SIGN_ALGS, type Input, type Options } from './manifest.ts';
import { decodeAndVerify, sign } from './run.ts';
import { importPrivateKey, signCompact, type SignAlg, type SignResult } from './sign.ts';

const OPTIONS: Options = { mode: 'sign', alg: 'HS256', secretEncoding: 'text', iat: false, expiresIn: 'none' };
const INPUT: Input = { token: '', key: '', payload: '{"sub":"42"}', signKey: '', kid: '' };
const NOW = Date.UTC(2026, 11, 4, 12, 0, 0, 500);

async function signed(input: Partial<Input>, options: Partial<Options> = {}): Promise<SignResult> {
  const result = await sign({ ...INPUT, ...input }, { ...OPTIONS, ...options }, NOW);
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
async function refused(input: Partial<Input>, options: Partial<Options> = {}): Promise<ToolError> {
  const result = await sign({ ...INPUT, ...input }, { ...OPTIONS, ...options }, NOW);
  if (!isToolError(result)) throw new Error('expected an error');
  return result;
}
const pem = (label: string, der: ArrayBuffer) => `-----BEGIN ${label}-----\n${Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----`;
const b64urlDecode = (text: string) => Buffer.from(text, 'base64url');
const decodePart = (token: string, i: number) => JSON.parse(b64urlDecode(token.split('.')[i]!).toString('utf8'));

/** A key pair of Web Crypto for each family, exported as PKCS #8 (private) and SPKI (public) PEM. */
async function pair(params: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm): Promise<{ privatePem: string; publicPem: string; publicKey: CryptoKey }> {
  const keys = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { privatePem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', keys.privateKey)), publicPem: pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', keys.publicKey)), publicKey: keys.publicKey };
}
const rsa = (name: string, hash: string, modulusLength = 2048): RsaHashedKeyGenParams => ({ name, hash, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) });

describe('jwt-decoder: signing, known answers', () => {
  it('gives RFC 7515 appendix A.1 (HS256) byte for byte, from its header and payload as written', async () => {
    const [header, payload] = RFC_TOKEN.split('.').map(b64urlDecode);
    const key = await crypto.subtle.importKey('jwk', JSON.parse(RFC_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    expect(await signCompact(header!, payload!, 'HS256', key)).toBe(RFC_TOKEN);
  });

  it('gives RFC 8037 appendix A.4 (Ed25519) byte for byte, with the RFC key as PKCS #8', async () => {
    const key = await importPrivateKey(RFC8037_PRIVATE, 'EdDSA');
    if (isToolError(key)) throw new Error(key.code);
    const enc = new TextEncoder();
    expect(await signCompact(enc.encode('{"alg":"EdDSA"}'), enc.encode('Example of Ed25519 signing'), 'EdDSA', key)).toBe(
      'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg',
    );
  });

  it('signs with the RFC 7515 key as the page reads it (Base64 secret): the Decode tab verifies it with the RFC JWK', async () => {
    const result = await signed({ payload: '{"iss":"joe","exp":1300819380,"http://example.com/is_root":true}', signKey: RFC_SECRET }, { secretEncoding: 'base64' });
    const decoded = await decodeAndVerify({ token: result.token, key: RFC_KEY }, OPTIONS, NOW);
    expect(decoded).toMatchObject({ verification: 'valid', payload: { iss: 'joe', exp: 1300819380 } });
  });

  it('signs the example tokens that the Decode tab and jose verify with the public key', async () => {
    const ed = manifest.examples.find((e) => e.name === 'signEdDSA')!.output as SignResult;
    const { payload, protectedHeader } = await compactVerify(ed.token, await importSPKI(RFC8037_PUBLIC, 'EdDSA'));
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({ sub: '1234567890', name: 'Ada Lovelace', admin: true });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: 'rfc8037' });
    expect(await decodeAndVerify({ token: ed.token, key: RFC8037_PUBLIC }, OPTIONS, NOW)).toMatchObject({ verification: 'valid', keyKind: 'spki' });
  });
});

describe('jwt-decoder: every algorithm signs a token its public key verifies (RS, PS and ES checked with Web Crypto)', () => {
  const families: Record<string, (bits: string) => RsaHashedKeyGenParams | EcKeyGenParams | Algorithm> = {
    RS: (bits) => rsa('RSASSA-PKCS1-v1_5', `SHA-${bits}`),
    PS: (bits) => rsa('RSA-PSS', `SHA-${bits}`),
    ES: (bits) => ({ name: 'ECDSA', namedCurve: bits === '512' ? 'P-521' : `P-${bits}` }),
  };
  const verifyParams = (alg: string): AlgorithmIdentifier | RsaPssParams | EcdsaParams => {
    const bits = alg.slice(2);
    if (alg.startsWith('PS')) return { name: 'RSA-PSS', saltLength: Number(bits) / 8 };
    if (alg.startsWith('ES')) return { name: 'ECDSA', hash: `SHA-${bits}` };
    return { name: 'RSASSA-PKCS1-v1_5' };
  };

  it.each(SIGN_ALGS.filter((a) => /^(RS|PS|ES)/.test(a)))('%s', async (alg) => {
    const keys = await pair(families[alg.slice(0, 2)]!(alg.slice(2)));
    const result = await signed({ signKey: keys.privatePem, payload: '{"sub":"42","n":12345678901234567890}' }, { alg });
    const [h, p, s] = result.token.split('.');
    expect(decodePart(result.token, 0)).toEqual({ alg, typ: 'JWT' });
    // The number beyond 2^53 is signed as written, not rounded.
    expect(b64urlDecode(p!).toString()).toBe('{"sub":"42","n":12345678901234567890}');
    // ECDSA signatures are r and s side by side (RFC 7518 §3.4): 64, 96 and 132 bytes.
    if (alg.startsWith('ES')) expect(b64urlDecode(s!).length).toBe({ ES256: 64, ES384: 96, ES512: 132 }[alg as 'ES256']);
    expect(await crypto.subtle.verify(verifyParams(alg), keys.publicKey, b64urlDecode(s!), new TextEncoder().encode(`${h}.${p}`))).toBe(true);
    // …and the Decode tab says so, given the public key.
    expect(await decodeAndVerify({ token: result.token, key: keys.publicPem }, OPTIONS, NOW)).toMatchObject({ verification: 'valid', alg });
  });

  it.each(['HS256', 'HS384', 'HS512'] as const)('%s, with the secret as text, Base64 or hex', async (alg) => {
    const hex = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
    const result = await signed({ signKey: hex }, { alg, secretEncoding: 'hex' });
    const key = await crypto.subtle.importKey('raw', Buffer.from(hex, 'hex'), { name: 'HMAC', hash: `SHA-${alg.slice(2)}` }, false, ['verify']);
    const [h, p, s] = result.token.split('.');
    expect(await crypto.subtle.verify('HMAC', key, b64urlDecode(s!), new TextEncoder().encode(`${h}.${p}`))).toBe(true);
    expect(result.shortSecret).toBeUndefined();
    expect(await decodeAndVerify({ token: result.token, key: hex }, { secretEncoding: 'hex' }, NOW)).toMatchObject({ verification: 'valid' });
  });

  it('signs with a private JWK as well as a PEM', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', keys.privateKey);
    const result = await signed({ signKey: JSON.stringify({ ...jwk, alg: 'ES256', use: 'sig' }) }, { alg: 'ES256' });
    const [h, p, s] = result.token.split('.');
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, keys.publicKey, b64urlDecode(s!), new TextEncoder().encode(`${h}.${p}`))).toBe(true);
  });
});

describe('jwt-decoder: what is signed', () => {
  it('adds iat and exp from now when asked, replacing any in the payload, and the kid to the header', async () => {
    const result = await signed({ payload: '{"sub":"42","iat":1}', kid: ' key-1 ', signKey: 'x'.repeat(32) }, { iat: true, expiresIn: '1h' });
    const seconds = Math.floor(NOW / 1000);
    expect(decodePart(result.token, 1)).toEqual({ sub: '42', iat: seconds, exp: seconds + 3600 });
    expect(decodePart(result.token, 0)).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'key-1' });
    expect(result.payloadJson).toBe(`{\n  "sub": "42",\n  "iat": ${seconds},\n  "exp": ${seconds + 3600}\n}`);
  });

  it('warns about an HMAC secret shorter than its hash (RFC 7518 §3.2), and still signs', async () => {
    expect((await signed({ signKey: 'secret' }, { alg: 'HS256' })).shortSecret).toEqual({ bytes: 6, min: 32 });
    expect((await signed({ signKey: 'x'.repeat(40) }, { alg: 'HS512' })).shortSecret).toEqual({ bytes: 40, min: 64 });
    expect((await signed({ signKey: 'x'.repeat(32) }, { alg: 'HS256' })).shortSecret).toBeUndefined();
  });

  it('carries the signed token, and an HMAC secret, to the Decode tab', () => {
    const output = { mode: 'sign', token: 'a.b.c' };
    expect(manifest.onTabChange!({ input: { ...INPUT, signKey: 's' }, options: OPTIONS, output, from: 'sign', to: 'decode' })).toEqual({ input: { token: 'a.b.c', key: 's' } });
    expect(manifest.onTabChange!({ input: { ...INPUT, signKey: RFC8037_PRIVATE }, options: { ...OPTIONS, alg: 'EdDSA' }, output, from: 'sign', to: 'decode' })).toEqual({ input: { token: 'a.b.c' } });
    expect(manifest.onTabChange!({ input: INPUT, options: OPTIONS, output: undefined, from: 'sign', to: 'decode' })).toEqual({});
  });
});

describe('jwt-decoder: what cannot be signed is said at its field', () => {
  it('refuses a payload that is empty, not JSON or not an object', async () => {
    expect(await refused({ payload: '  ' })).toMatchObject({ code: 'signPayloadEmpty', params: { field: 'payload' } });
    expect(await refused({ payload: '{"sub": 42,}' })).toMatchObject({ params: { field: 'payload' } });
    expect((await refused({ payload: '{"sub": 42,}' })).code).toMatch(/^json\./);
    expect(await refused({ payload: '[1, 2]' })).toMatchObject({ code: 'signPayloadNotObject', params: { field: 'payload' } });
    expect(await refused({ payload: '"text"' })).toMatchObject({ code: 'signPayloadNotObject' });
  });

  it('refuses a missing secret or one not written as chosen', async () => {
    expect(await refused({ signKey: '' })).toMatchObject({ code: 'signSecretEmpty', params: { field: 'signKey' } });
    expect(await refused({ signKey: 'xyz' }, { secretEncoding: 'hex' })).toMatchObject({ code: 'secretHex', params: { char: 'x', field: 'signKey' } });
    expect(await refused({ signKey: 'a!b' }, { secretEncoding: 'base64' })).toMatchObject({ code: 'secretBase64', params: { char: '!', field: 'signKey' } });
  });

  it('says which key forms it cannot take, and how to convert the older ones', async () => {
    const key = (alg: SignAlg, signKey: string) => refused({ signKey }, { alg });
    expect(await key('RS256', '')).toMatchObject({ code: 'signKeyEmpty', params: { field: 'signKey' } });
    expect(await key('EdDSA', RFC8037_PUBLIC)).toMatchObject({ code: 'signKeyPublic' });
    expect(await key('RS256', '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----')).toMatchObject({ code: 'signKeyPkcs1' });
    expect(await key('ES256', '-----BEGIN EC PRIVATE KEY-----\nMHcC\n-----END EC PRIVATE KEY-----')).toMatchObject({ code: 'signKeySec1' });
    expect(await key('ES256', '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----')).toMatchObject({ code: 'signKeyEncrypted' });
    expect(await key('RS256', 'not a key')).toMatchObject({ code: 'signKeyFormat', params: { alg: 'RS256' } });
    expect(await key('RS256', '-----BEGIN PRIVATE KEY-----\nMII*B\n-----END PRIVATE KEY-----')).toMatchObject({ code: 'signKeyBase64' });
    expect(await key('RS256', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toMatchObject({ code: 'signKeyMismatch', params: { alg: 'RS256' } });
    expect(await key('ES256', '{"kty":"EC","crv":"P-256","x":"a","y":"b"}')).toMatchObject({ code: 'signKeyPublic' });
    expect(await key('ES256', '{"kty": ')).toMatchObject({ code: 'signKeyJson' });
  });

  it('refuses a key of another type or curve, and an RSA key under 2048 bits', async () => {
    const ec384 = await pair({ name: 'ECDSA', namedCurve: 'P-384' } as EcKeyGenParams);
    expect(await refused({ signKey: ec384.privatePem }, { alg: 'ES256' })).toMatchObject({ code: 'signKeyMismatch', params: { alg: 'ES256', field: 'signKey' } });
    expect(await refused({ signKey: ec384.privatePem }, { alg: 'RS256' })).toMatchObject({ code: 'signKeyMismatch' });
    expect(await refused({ signKey: RFC8037_PRIVATE }, { alg: 'ES256' })).toMatchObject({ code: 'signKeyMismatch' });
    const small = await pair(rsa('RSASSA-PKCS1-v1_5', 'SHA-256', 1024));
    expect(await refused({ signKey: small.privatePem }, { alg: 'RS256' })).toMatchObject({ code: 'signKeyRsaShort', params: { bits: 1024, field: 'signKey' } });
  });
});
