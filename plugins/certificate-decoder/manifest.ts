import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { ISRG_ROOT_X2, ISRG_ROOT_X2_DECODED, TEST_CHAIN_DECODED, TEST_LEAF, TEST_ROOT } from './samples.ts';

/**
 * PEM text (one certificate or a chain, leaf first), or a DER/PEM file, read in the browser; the
 * work runs in a worker, where the X.509 library (and the metadata polyfill it needs) loads on first use.
 */
export const manifest = defineTool({
  related: ['key-pair-generator', 'jwt-decoder', 'base64-encoder', 'subnet-calculator', 'hash-generator'],
  fields: {
    text: { kind: 'text', mono: true, rows: 8 },
    file: { kind: 'file', read: 'bytes', accept: '.pem,.crt,.cer,.der,.cert', optional: true },
  },
  worker: true,
  downloads: ['json'],
  examples: [
    { name: 'isrgRootX2', input: { text: ISRG_ROOT_X2 }, output: ISRG_ROOT_X2_DECODED },
    { name: 'chain', input: { text: `${TEST_LEAF}\n${TEST_ROOT}\n` }, output: TEST_CHAIN_DECODED },
    { name: 'truncated', input: { text: TEST_LEAF.slice(0, 400) }, output: toolError('truncatedPem', { number: 1, field: 'text' }) },
    { name: 'privateKey', input: { text: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----' }, output: toolError('wrongPem', { label: 'PRIVATE KEY', field: 'text' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
