import { bytesToBase64, bytesToHex, toolError, type ToolError } from '@sdk/core';
import { BIT_LENGTHS, MAX_KEY_BYTES, MIN_KEY_BYTES, type Input, type Options } from './manifest.ts';

export interface JwtSecret {
  /** The secret's bytes in lowercase hex. */
  hex: string;
  /** Standard Base64 (RFC 4648 §4), with padding. */
  base64: string;
  /** URL-safe Base64 (RFC 4648 §5, as used inside JWTs), without padding. */
  base64url: string;
  /** Length of the secret in bits. */
  bits: number;
}

const DEFAULT_BITS = 256;

/** The same bytes as hex, Base64 and base64url. Pure: no randomness, no options. */
export function encodeSecret(bytes: Uint8Array): JwtSecret {
  return { hex: bytesToHex(bytes), base64: bytesToBase64(bytes), base64url: bytesToBase64(bytes, { urlSafe: true }), bits: bytes.length * 8 };
}

/** `bits / 8` bytes from the Web Crypto random source. */
export function randomBytes(bits: number): Uint8Array {
  const valid = (BIT_LENGTHS as readonly number[]).includes(bits) ? bits : DEFAULT_BITS;
  const bytes = new Uint8Array(valid / 8);
  crypto.getRandomValues(bytes);
  return bytes;
}

/**
 * Bytes written in hex: whitespace and an optional "0x" prefix are ignored.
 * Returns an error for other characters, half bytes, or a key outside 4–64 bytes.
 */
export function parseHexKey(text: string): Uint8Array | ToolError {
  const hex = text.replace(/\s+/g, '').replace(/^0x/i, '');
  const bad = /[^0-9a-fA-F]/u.exec(hex);
  if (bad) return toolError('invalidHex', { char: bad[0] });
  if (hex.length % 2 !== 0) return toolError('oddHex');
  const length = hex.length / 2;
  if (length < MIN_KEY_BYTES || length > MAX_KEY_BYTES) return toolError('keyLength', { bytes: length, min: MIN_KEY_BYTES, max: MAX_KEY_BYTES });
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * A JWT (HMAC) secret: with empty input, `bits` random bits from `crypto.getRandomValues`;
 * with a key pasted in hex, that key. Either way as hex, Base64 and base64url.
 */
export function run({ key }: Input, options: Options): JwtSecret | ToolError {
  try {
    if (key.trim() === '') return encodeSecret(randomBytes(options.bits));
    const bytes = parseHexKey(key);
    // A key that cannot be read is said at the key field.
    return bytes instanceof Uint8Array ? encodeSecret(bytes) : toolError(bytes.code, { ...bytes.params, field: 'key' });
  } catch {
    return toolError('unexpected');
  }
}
