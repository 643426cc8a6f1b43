import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encrypt', 'decrypt'] as const;
/**
 * The largest file encrypted: Web Crypto's AES-GCM takes the whole file at once, and the file, its
 * ciphertext and their Base64 text (a third larger) are all in the worker's memory together, about five
 * times the file's size: 100 MB stays within what a phone's browser gives a tab.
 */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** The largest encrypted file opened: the Base64 text of a 100 MB file, with room for line breaks. */
export const MAX_ENCRYPTED_BYTES = 140 * 1024 * 1024;

/** "Meet me at the usual place at 7." encrypted with the password "correct horse battery staple". */
const SAMPLE = 'VEJFAQEAAAknwDOkLI6sseV9k1lhYgQJl5GYYoEqtzknEWGmkZwovW96J0YvpjINjSqmAi9hRXMotrJbptFVq8Z2iFlJcZcM/89d+iRktyGg1za4InU=';
/** The same, with its header saying 20,000,000 iterations. */
const SAMPLE_SLOW = 'VEJFAQEAATEtADOkLI6sseV9k1lhYgQJl5GYYoEqtzknEWGmkZwovW96J0YvpjINjSqmAi9hRXMotrJbptFVq8Z2iFlJcZcM/89d+iRktyGg1za4InU=';

/**
 * Encrypt: a text or a file and a password in; AES-256-GCM with a key from PBKDF2-HMAC-SHA-256 (600,000
 * iterations), a random salt and IV, written as Base64 with a header that records them (format.ts).
 * Decrypt: that Base64, pasted or in a file, and the password in; the text, or the file to download.
 * Web Crypto does the work (globalThis.crypto.subtle), in the tool's worker on the page and in Node on
 * the command line, so either decrypts what the other encrypted.
 */
export const manifest = defineTool({
  related: ['hash-generator', 'hmac-generator', 'password-generator', 'bcrypt', 'base64-encoder', 'text-ciphers'],
  fields: {
    text: { kind: 'text', tabs: ['encrypt'] },
    file: { kind: 'file', read: 'bytes', optional: true, tabs: ['encrypt'], maxBytes: MAX_FILE_BYTES },
    data: { kind: 'text', mono: true, rows: 5, tabs: ['decrypt'] },
    encryptedFile: { kind: 'file', read: 'bytes', optional: true, tabs: ['decrypt'], maxBytes: MAX_ENCRYPTED_BYTES },
    password: { kind: 'line', secret: true, wide: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encrypt' },
  },
  ui: { mode: 'tabs' },
  // A new salt and IV each time: the same text encrypts to a different Base64 every run.
  random: true,
  worker: true,
  timeLimitSeconds: 120,
  downloads: ['txt'],
  // Encrypting gives a new result every time: the examples decrypt known data (made once
  // with encrypt() of run.ts), and show what is refused.
  examples: [
    {
      name: 'decryptText',
      input: { data: SAMPLE, password: 'correct horse battery staple' },
      options: { mode: 'decrypt' },
      output: { mode: 'decrypt', content: 'text', text: 'Meet me at the usual place at 7.', size: 32, iterations: 600_000 },
    },
    {
      name: 'wrongPassword',
      input: { data: SAMPLE, password: 'Correct horse battery staple' },
      options: { mode: 'decrypt' },
      output: { kind: 'tool-error', code: 'authFailed' },
    },
    {
      name: 'tooManyIterations',
      input: { data: SAMPLE_SLOW, password: 'correct horse battery staple' },
      options: { mode: 'decrypt' },
      output: { kind: 'tool-error', code: 'iterationsHigh', params: { field: 'data', iterations: 20_000_000, max: 10_000_000 } },
    },
    {
      name: 'notEncrypted',
      input: { data: 'SGVsbG8sIHdvcmxkIQ==', password: 'correct horse battery staple' },
      options: { mode: 'decrypt' },
      output: { kind: 'tool-error', code: 'notEncrypted', params: { field: 'data' } },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
