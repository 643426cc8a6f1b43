import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;
export const KEY_FORMATS = ['text', 'hex', 'base64'] as const;
export const OUTPUT_FORMATS = ['hex', 'base64'] as const;

/**
 * A message and a secret key in; their HMAC out (Web Crypto), in hex or Base64. A MAC pasted in the
 * third field is checked against the computed one in constant time and said to match or not, in words.
 * The key is a secret field: never remembered in this browser and never put in a link.
 */
export const manifest = defineTool({
  related: ['jwt-secret-generator', 'base64-encoder', 'utf8-encoder-decoder', 'random-uuid-generator', 'hash-generator', 'totp-generator'],
  fields: {
    message: { kind: 'text', rows: 5 },
    key: { kind: 'line', mono: true, secret: true, wide: true },
    expected: { kind: 'line', mono: true, wide: true },
  },
  options: {
    algorithm: { type: 'string', enum: ALGORITHMS, default: 'sha256' },
    keyFormat: { type: 'string', enum: KEY_FORMATS, default: 'text' },
    output: { type: 'string', enum: OUTPUT_FORMATS, default: 'hex' },
  },
  ui: { algorithm: 'segmented', keyFormat: 'segmented', output: 'segmented' },
  downloads: [],
  examples: [
    {
      // RFC 4231, test case 2.
      name: 'rfc4231',
      input: { message: 'what do ya want for nothing?', key: 'Jefe' },
      options: { algorithm: 'sha256', keyFormat: 'text', output: 'hex' },
      output: { mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', bits: 256, match: null },
    },
    {
      name: 'base64',
      input: { message: 'what do ya want for nothing?', key: 'Jefe' },
      options: { algorithm: 'sha512', keyFormat: 'text', output: 'base64' },
      output: { mac: 'Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==', bits: 512, match: null },
    },
    {
      // RFC 4231, test case 1: a 20-byte key of 0x0b given in hex, and the MAC to check.
      name: 'verify',
      input: { message: 'Hi There', key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', expected: 'B0344C61D8DB38535CA8AFCEAF0BF12B881DC200C9833DA726E9376C2E32CFF7' },
      options: { algorithm: 'sha256', keyFormat: 'hex', output: 'hex' },
      output: { mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7', bits: 256, match: true },
    },
    {
      name: 'mismatch',
      input: { message: 'The quick brown fox jumps over the lazy dog', key: 'c2VjcmV0LWtleQ==', expected: '677kClW/KC6qJDkxSyksiDHC0zvauJjqxCoAKoBpCCQ=' },
      options: { algorithm: 'sha256', keyFormat: 'base64', output: 'base64' },
      output: { mac: 'r/7jtIiMcU2DaeQZteUdH/fAJLZKlNdrjdU8j7XQotw=', bits: 256, match: false },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
