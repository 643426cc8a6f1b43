import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const ALGORITHMS = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'blake2b', 'blake3', 'crc32'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const OUTPUT_FORMATS = ['hex', 'base64'] as const;
/** What the text box holds: text (hashed as UTF-8), or bytes written in hex or Base64. */
export const INPUT_FORMATS = ['text', 'hex', 'base64'] as const;
export const MODES = ['hash', 'compare'] as const;

/** Sample files of the comparison examples: "hello" ended by LF, and by CRLF. */
const LF = 'aGVsbG8K';
const CRLF = 'aGVsbG8NCg==';
const file = (name: string, base64: string) => ({ name, type: 'text/plain', base64 });

/**
 * Text (or bytes written in hex or Base64), or a file of any size, in; its hash out with one algorithm
 * or all of them, in hex or Base64, and an expected hash compared with it. Or two files compared by
 * their hashes. Empty input has a hash too (SHA-256 e3b0c442…): it is shown, said to be of nothing.
 * Files are handed to the worker unread (read: 'blob') and hashed in slices, with progress;
 * @noble/hashes (pure JavaScript: the site's CSP allows no WebAssembly) is loaded on first use.
 */
export const manifest = defineTool({
  related: ['hmac-generator', 'bcrypt', 'base64-encoder', 'base-encoder', 'text-encryption', 'password-strength'],
  fields: {
    text: { kind: 'text', tabs: ['hash'] },
    file: { kind: 'file', read: 'blob', optional: true, tabs: ['hash'] },
    expected: { kind: 'line', mono: true, wide: true, tabs: ['hash'] },
    first: { kind: 'file', read: 'blob', tabs: ['compare'] },
    second: { kind: 'file', read: 'blob', tabs: ['compare'] },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'hash' },
    inputFormat: { type: 'string', enum: INPUT_FORMATS, default: 'text' },
    algorithm: { type: 'string', enum: [...ALGORITHMS, 'all'], default: 'sha256' },
    output: { type: 'string', enum: OUTPUT_FORMATS, default: 'hex' },
  },
  ui: { mode: 'tabs', inputFormat: 'segmented', algorithm: 'select', output: 'segmented' },
  optionTabs: { inputFormat: ['hash'] },
  worker: true,
  runWhenEmpty: true,
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
    {
      // NIST SHAVS, SHA256ShortMsg: Len = 16, Msg = 11af.
      name: 'hexBytes',
      input: { text: '11 af' },
      options: { inputFormat: 'hex', algorithm: 'sha256', output: 'hex' },
      output: { hashes: [{ algorithm: 'sha256', value: '5ca7133fa735326081558ac312c620eeca9970d1e70a4b95533d956f072d1f98' }], size: 2, match: null },
    },
    {
      // Nothing is a message too: the SHA-256 of zero bytes (FIPS 180 test value).
      name: 'empty',
      input: { text: '' },
      options: { algorithm: 'sha256', output: 'hex' },
      output: { hashes: [{ algorithm: 'sha256', value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' }], size: 0, match: null },
    },
    {
      name: 'sameFiles',
      input: { first: file('notes.txt', LF), second: file('copy of notes.txt', LF) },
      options: { mode: 'compare', algorithm: 'sha256', output: 'hex' },
      output: {
        files: [
          { name: 'notes.txt', size: 6, hashes: [{ algorithm: 'sha256', value: '5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03' }] },
          { name: 'copy of notes.txt', size: 6, hashes: [{ algorithm: 'sha256', value: '5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03' }] },
        ],
        same: true,
      },
    },
    {
      // The same line, ended the Unix way and the Windows way: different files.
      name: 'differentFiles',
      input: { first: file('unix.txt', LF), second: file('windows.txt', CRLF) },
      options: { mode: 'compare', algorithm: 'sha256', output: 'hex' },
      output: {
        files: [
          { name: 'unix.txt', size: 6, hashes: [{ algorithm: 'sha256', value: '5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03' }] },
          { name: 'windows.txt', size: 7, hashes: [{ algorithm: 'sha256', value: 'cd2eca3535741f27a8ae40c31b0c41d4057a7a7b912b33b9aed86485d1c84676' }] },
        ],
        same: false,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
