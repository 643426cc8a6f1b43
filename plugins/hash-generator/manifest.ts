import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const ALGORITHMS = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'blake2b', 'blake3', 'crc32'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const OUTPUT_FORMATS = ['hex', 'base64'] as const;

/**
 * Text, or a file of any size, in; its hash out with one algorithm or all of them, in hex or Base64,
 * and an expected hash compared with it. A file is handed to the worker unread (read: 'blob') and
 * hashed in slices, with progress; @noble/hashes (pure JavaScript: the site's CSP allows no
 * WebAssembly) is loaded on first use.
 */
export const manifest = defineTool({
  related: ['hmac-generator', 'bcrypt', 'base64-encoder', 'base-encoder', 'random-uuid-generator', 'password-strength'],
  fields: {
    text: { kind: 'text' },
    file: { kind: 'file', read: 'blob', optional: true },
    expected: { kind: 'line', mono: true, wide: true },
  },
  options: {
    algorithm: { type: 'string', enum: [...ALGORITHMS, 'all'], default: 'sha256' },
    output: { type: 'string', enum: OUTPUT_FORMATS, default: 'hex' },
  },
  ui: { algorithm: 'select', output: 'segmented' },
  worker: true,
  downloads: ['txt', 'csv'],
  examples: [
    {
      // FIPS 180-2, appendix B.1.
      name: 'sha256',
      input: { text: 'abc' },
      options: { algorithm: 'sha256', output: 'hex' },
      output: { hashes: [{ algorithm: 'sha256', value: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }], size: 3, match: null },
    },
    {
      // RFC 1321, appendix A.5.
      name: 'md5',
      input: { text: 'message digest' },
      options: { algorithm: 'md5', output: 'hex' },
      output: { hashes: [{ algorithm: 'md5', value: 'f96b697d7cb7938d525a2f31aaf161d0' }], size: 14, match: null },
    },
    {
      // The CRC-32 check value.
      name: 'compare',
      input: { text: '123456789', expected: 'CBF43926' },
      options: { algorithm: 'crc32', output: 'hex' },
      output: { hashes: [{ algorithm: 'crc32', value: 'cbf43926' }], size: 9, match: 'crc32' },
    },
    {
      name: 'sha3',
      input: { text: 'abc' },
      options: { algorithm: 'sha3_256', output: 'base64' },
      output: { hashes: [{ algorithm: 'sha3_256', value: 'Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=' }], size: 3, match: null },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
