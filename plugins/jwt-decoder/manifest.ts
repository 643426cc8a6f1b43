import { defineTool, jsonNumber, toolError, type InputOf, type OptionsOf } from '@sdk/core';

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

/**
 * A token and, to check its signature, the HMAC secret or the public key (PEM or JWK). Both are
 * secrets: never remembered in this browser nor put in a link.
 */
export const manifest = defineTool({
  related: ['jwt-secret-generator', 'base64-encoder', 'json-formatter', 'timestamp-converter', 'hmac-generator', 'base-encoder'],
  fields: {
    token: { kind: 'text', mono: true, rows: 5, secret: true },
    key: { kind: 'text', mono: true, rows: 4, secret: true },
  },
  options: {
    secretEncoding: { type: 'string', enum: SECRET_ENCODINGS, default: 'text' },
  },
  ui: { secretEncoding: 'segmented' },
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
      name: 'malformed',
      input: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0' },
      output: { kind: 'tool-error', code: 'partCount', params: { count: 2, field: 'token' } },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
