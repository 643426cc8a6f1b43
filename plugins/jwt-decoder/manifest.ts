import { defineTool, jsonNumber, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** Decode (and verify) a token, or sign a new one. */
export const MODES = ['decode', 'sign'] as const;
/** The algorithms the Sign tab signs with (RFC 7518, and EdDSA with Ed25519 of RFC 8037). */
export const SIGN_ALGS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
/** How long after now the signed token expires ("exp"), or no exp added. */
export const EXPIRIES = ['none', '5m', '15m', '1h', '1d', '7d', '30d'] as const;

/** How an HMAC secret is written: as text (its UTF-8 bytes), in Base64 (either alphabet) or in hex. */
export const SECRET_ENCODINGS = ['text', 'base64', 'hex'] as const;

/** RFC 7515, appendix A.1: an HS256 JWT and its key as a JWK. */
export const RFC_TOKEN = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const RFC_KEY = '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';

const RFC_DECODED = {
  header: { typ: 'JWT', alg: 'HS256' },
  payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
  headerJson: '{\n  "typ": "JWT",\n  "alg": "HS256"\n}',
  payloadJson: '{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}',
  alg: 'HS256',
  signatureBytes: 32,
  claims: [
    { name: 'iss', value: 'joe' },
    { name: 'exp', value: '1300819380', time: 1_300_819_380_000 },
  ],
  expired: true,
  notYetValid: null,
};

/** An HS256 token (secret "your-256-bit-secret") whose payload holds an integer beyond 2^53 and a decimal of 22 digits: shown as written. */
export const BIG_NUMBERS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSIsImFjY291bnQiOjEyMzQ1Njc4OTAxMjM0NTY3ODkwLCJiYWxhbmNlIjowLjEwMDAwMDAwMDAwMDAwMDAwMDAwMDEsImlhdCI6MTUxNjIzOTAyMn0.thvDo0r8-m6d_4bfmqm8XDvHM7FrlCoDAZ8yCHZ6x8o';

/** RFC 8037, appendix A.1: the Ed25519 private key, as PKCS #8 (exported by Web Crypto from the RFC's JWK), and its public key. */
export const RFC8037_PRIVATE = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----';
export const RFC8037_PUBLIC = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----';
/** RFC 7515 A.1's HMAC key (the JWK's "k"), to sign with as Base64. */
export const RFC_SECRET = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';

/**
 * Decode: a token and, to check its signature, the HMAC secret or the public key (PEM or JWK). Sign: a
 * payload, an algorithm and the secret or private key (PKCS #8 PEM or JWK) give a new token, signed with
 * Web Crypto. Tokens, secrets and keys are secrets: never remembered in this browser nor put in a link.
 */
export const manifest = defineTool({
  produces: { decode: 'json', sign: 'jwt' },
  related: ['jwt-secret-generator', 'base64-encoder', 'json-formatter', 'timestamp-converter', 'hmac-generator', 'base-encoder'],
  fields: {
    token: { kind: 'text', mono: true, rows: 5, secret: true, tabs: ['decode'] },
    key: { kind: 'text', mono: true, rows: 4, secret: true, tabs: ['decode'] },
    payload: { kind: 'text', mono: true, rows: 6, tabs: ['sign'], default: '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "admin": true\n}' },
    signKey: { kind: 'text', mono: true, rows: 4, secret: true, tabs: ['sign'] },
    kid: { kind: 'line', mono: true, tabs: ['sign'], maxLength: 200 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'decode' },
    alg: { type: 'string', enum: SIGN_ALGS, default: 'HS256' },
    secretEncoding: { type: 'string', enum: SECRET_ENCODINGS, default: 'text' },
    iat: { type: 'boolean', default: false },
    expiresIn: { type: 'string', enum: EXPIRIES, default: 'none' },
  },
  ui: { mode: 'tabs', alg: 'select', secretEncoding: 'segmented' },
  optionTabs: { alg: ['sign'], iat: ['sign'], expiresIn: ['sign'] },
  // The token just signed is the one to decode: it goes to the Decode tab, with its HMAC secret.
  onTabChange: carryToken,
  downloads: ['json'],
  examples: [
    {
      name: 'rfc7515',
      input: { token: RFC_TOKEN, key: RFC_KEY },
      output: { ...RFC_DECODED, verification: 'valid', keyKind: 'jwk' },
    },
    {
      name: 'decodeOnly',
      input: { token: RFC_TOKEN },
      output: { ...RFC_DECODED, verification: 'noKey' },
    },
    {
      name: 'wrongSecret',
      input: { token: RFC_TOKEN, key: 'secret' },
      output: { ...RFC_DECODED, verification: 'invalid', keyKind: 'secret' },
    },
    {
      // Hex chosen for a secret written as text: the token is still decoded, and only the key is marked.
      name: 'keyNotHex',
      input: { token: RFC_TOKEN, key: 'secret' },
      options: { secretEncoding: 'hex' },
      output: { ...RFC_DECODED, verification: 'keyError', keyError: toolError('secretHex', { char: 's', field: 'key' }) },
    },
    {
      name: 'bigNumbers',
      input: { token: BIG_NUMBERS_TOKEN, key: 'your-256-bit-secret' },
      output: {
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'Ada', account: jsonNumber('12345678901234567890'), balance: jsonNumber('0.1000000000000000000001'), iat: 1516239022 },
        headerJson: '{\n  "alg": "HS256",\n  "typ": "JWT"\n}',
        payloadJson: '{\n  "sub": "1234567890",\n  "name": "Ada",\n  "account": 12345678901234567890,\n  "balance": 0.1000000000000000000001,\n  "iat": 1516239022\n}',
        alg: 'HS256',
        signatureBytes: 32,
        claims: [
          { name: 'sub', value: '1234567890' },
          { name: 'iat', value: '1516239022', time: 1_516_239_022_000 },
        ],
        expired: null,
        notYetValid: null,
        verification: 'valid',
        keyKind: 'secret',
      },
    },
    {
      // RFC 7515 A.1's key and claims, written compactly: the Decode tab verifies the token with the RFC's JWK.
      name: 'signHs256',
      input: { payload: '{"iss": "joe", "exp": 1300819380, "http://example.com/is_root": true}', signKey: RFC_SECRET },
      options: { mode: 'sign', alg: 'HS256', secretEncoding: 'base64' },
      output: {
        mode: 'sign',
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJqb2UiLCJleHAiOjEzMDA4MTkzODAsImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.d6nMDXnJZfNNj-1o1e75s6d0six0lkLp5hSrGaz4o9A',
        alg: 'HS256',
        headerJson: '{\n  "alg": "HS256",\n  "typ": "JWT"\n}',
        payloadJson: '{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}',
      },
    },
    {
      name: 'signEdDSA',
      input: { payload: '{"sub": "1234567890", "name": "Ada Lovelace", "admin": true}', signKey: RFC8037_PRIVATE, kid: 'rfc8037' },
      options: { mode: 'sign', alg: 'EdDSA' },
      output: {
        mode: 'sign',
        token: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCIsImtpZCI6InJmYzgwMzcifQ.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSBMb3ZlbGFjZSIsImFkbWluIjp0cnVlfQ.bogzCLkXOnXm-LIcw9ghJHs-FzY1futaLBGM6rY57v3-T6dceUFbiF6-Xa9O1lLPq0aFSCzvvK6N1t6pJBQ2DA',
        alg: 'EdDSA',
        headerJson: '{\n  "alg": "EdDSA",\n  "typ": "JWT",\n  "kid": "rfc8037"\n}',
        payloadJson: '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "admin": true\n}',
      },
    },
    {
      name: 'signPublicKey',
      input: { signKey: RFC8037_PUBLIC },
      options: { mode: 'sign', alg: 'EdDSA' },
      output: toolError('signKeyPublic', { field: 'signKey' }),
    },
    {
      name: 'malformed',
      input: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0' },
      output: { kind: 'tool-error', code: 'partCount', params: { count: 2, field: 'token' } },
    },
  ],
});

/** From Sign to Decode: the token just signed, and the HMAC secret that checks it (a private key is not what Decode needs). */
function carryToken({ output, options, input, to }: { readonly output?: unknown; readonly options: Record<string, unknown>; readonly input: Record<string, unknown>; readonly to: string }): { input?: Record<string, string> } {
  const signed = output as { mode?: unknown; token?: unknown } | undefined;
  if (to !== 'decode' || signed?.mode !== 'sign' || typeof signed.token !== 'string') return {};
  const carried: Record<string, string> = { token: signed.token };
  if (String(options.alg).startsWith('HS') && typeof input.signKey === 'string') carried.key = input.signKey;
  return { input: carried };
}

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
