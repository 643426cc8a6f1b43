import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const KEY_TYPES = ['rsa', 'ecdsa', 'ed25519'] as const;
export const RSA_BITS = [2048, 3072, 4096] as const;
export const RSA_USES = ['RSASSA-PKCS1-v1_5', 'RSA-PSS', 'RSA-OAEP'] as const;
export const HASHES = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
export const CURVES = ['P-256', 'P-384'] as const;

/** RFC 8037, appendix A.1: an Ed25519 private key as a JWK. */
export const RFC8037_KEY = '{"kty":"OKP","crv":"Ed25519","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}';

/**
 * A new key pair from the Web Crypto API, as the options say (RSA with its size, use and hash, ECDSA
 * with its curve, Ed25519), or the public half and formats of a private key pasted in (PKCS #8 PEM or
 * JWK). Run in a worker: a 4096-bit RSA key takes seconds. The private key is never remembered.
 */
export const manifest = defineTool({
  related: ['jwt-decoder', 'password-generator', 'jwt-secret-generator', 'base64-encoder', 'hash-generator', 'certificate-decoder'],
  fields: {
    privateKey: { kind: 'text', mono: true, rows: 4, secret: true },
  },
  options: {
    keyType: { type: 'string', enum: KEY_TYPES, default: 'ed25519' },
    rsaBits: { type: 'integer', enum: RSA_BITS, default: 2048 },
    rsaUse: { type: 'string', enum: RSA_USES, default: 'RSASSA-PKCS1-v1_5' },
    hash: { type: 'string', enum: HASHES, default: 'SHA-256' },
    curve: { type: 'string', enum: CURVES, default: 'P-256' },
  },
  ui: { keyType: 'tabs', rsaBits: 'segmented', rsaUse: 'select', hash: 'segmented', curve: 'segmented' },
  optionTabs: { rsaBits: ['rsa'], rsaUse: ['rsa'], hash: ['rsa'], curve: ['ecdsa'] },
  random: true,
  runWhenEmpty: true,
  worker: true,
  downloads: ['txt', 'json'],
  // New keys are random: the examples read a known private key, and a mistake.
  examples: [
    {
      name: 'rfc8037',
      input: { privateKey: RFC8037_KEY },
      options: { keyType: 'ed25519' },
      output: {
        source: 'imported',
        keyType: 'ed25519',
        algorithm: 'Ed25519',
        size: 'Ed25519',
        publicPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----',
        privatePem: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----',
        publicJwk: '{\n  "crv": "Ed25519",\n  "kty": "OKP",\n  "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"\n}',
        privateJwk: '{\n  "crv": "Ed25519",\n  "d": "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",\n  "kty": "OKP",\n  "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"\n}',
        fingerprint: '06e3fd8fda29bb60ab59557de61edb0aecdb231134be30e75b455f8e1b792fa9',
        fingerprintBase64: 'BuP9j9opu2CrWVV95h7bCuzbIxE0vjDnW0Vfjht5L6k=',
        thumbprint: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      },
    },
    {
      name: 'notPrivate',
      input: { privateKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----' },
      options: { keyType: 'ed25519' },
      output: { kind: 'tool-error', code: 'publicKey', params: { field: 'privateKey' } },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
