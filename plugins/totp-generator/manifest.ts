import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['totp', 'hotp'] as const;
export const ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export const DIGITS = [6, 8] as const;
export const PERIODS = [15, 30, 60] as const;
/** Bytes of a new random secret: 160 bits, as RFC 4226 recommends. */
export const NEW_SECRET_BYTES = 20;

/** The RFC 6238 test seeds, in Base32: "12345678901234567890" repeated to 20, 32 and 64 bytes. */
export const RFC_SEED_SHA1 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
export const RFC_SEED_SHA256 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA';
export const RFC_SEED_SHA512 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA';

/** Fills the secret with 160 random bits in Base32 (Web Crypto). */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NEW_SECRET_BYTES));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * A Base32 secret (or an otpauth:// URI) gives the code now, ticking, or at a given time (TOTP, RFC
 * 6238), or at a counter (HOTP, RFC 4226); with an account name, the otpauth:// URI and its QR code
 * for an authenticator app. The secret is never remembered in this browser nor put in a link.
 */
export const manifest = defineTool({
  related: ['password-generator', 'qr-code-generator', 'jwt-secret-generator', 'timestamp-converter', 'base-encoder', 'hmac-generator'],
  fields: {
    secret: { kind: 'line', mono: true, wide: true, secret: true },
    at: { kind: 'line', mono: true, tabs: ['totp'], now: 'unixSeconds', inputMode: 'text' },
    counter: { kind: 'integer', tabs: ['hotp'], min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 },
    issuer: { kind: 'line', maxLength: 100 },
    account: { kind: 'line', maxLength: 100 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'totp' },
    algorithm: { type: 'string', enum: ALGORITHMS, default: 'SHA1' },
    digits: { type: 'integer', enum: DIGITS, default: 6 },
    period: { type: 'integer', enum: PERIODS, default: 30 },
  },
  ui: { mode: 'tabs', algorithm: 'segmented', digits: 'segmented', period: 'segmented' },
  optionTabs: { period: ['totp'] },
  actions: { newSecret: () => ({ input: { secret: newSecret() } }) },
  downloads: [],
  examples: [
    {
      name: 'rfc6238Sha1',
      input: { secret: RFC_SEED_SHA1, at: '59' },
      options: { mode: 'totp', algorithm: 'SHA1', digits: 8, period: 30 },
      output: { mode: 'totp', algorithm: 'SHA1', digits: 8, period: 30, secret: RFC_SEED_SHA1, secretBits: 160, fromUri: false, at: 59, counter: 1, code: '94287082', uri: null },
    },
    {
      name: 'rfc6238Sha256',
      input: { secret: RFC_SEED_SHA256, at: '2005-03-18T01:58:29Z' },
      options: { mode: 'totp', algorithm: 'SHA256', digits: 8, period: 30 },
      output: { mode: 'totp', algorithm: 'SHA256', digits: 8, period: 30, secret: RFC_SEED_SHA256, secretBits: 256, fromUri: false, at: 1111111109, counter: 37037036, code: '68084774', uri: null },
    },
    {
      name: 'rfc6238Sha512',
      input: { secret: RFC_SEED_SHA512, at: '2000000000', issuer: 'Example', account: 'alice@example.com' },
      options: { mode: 'totp', algorithm: 'SHA512', digits: 8, period: 30 },
      output: {
        mode: 'totp', algorithm: 'SHA512', digits: 8, period: 30, secret: RFC_SEED_SHA512, secretBits: 512, fromUri: false, at: 2000000000, counter: 66666666, code: '38618901',
        uri: `otpauth://totp/Example:alice%40example.com?issuer=Example&secret=${RFC_SEED_SHA512}&algorithm=SHA512&digits=8&period=30`,
      },
    },
    {
      name: 'rfc4226',
      input: { secret: RFC_SEED_SHA1, counter: 1 },
      options: { mode: 'hotp', algorithm: 'SHA1', digits: 6 },
      output: { mode: 'hotp', algorithm: 'SHA1', digits: 6, period: 30, secret: RFC_SEED_SHA1, secretBits: 160, fromUri: false, at: null, counter: 1, code: '287082', uri: null },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
