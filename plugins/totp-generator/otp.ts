/**
 * One-time passwords (RFC 4226 HOTP, RFC 6238 TOTP) with otpauth, and Base32 secrets read as people
 * paste them. Pure and synchronous: run() uses it for a given time or counter, Output.tsx for the
 * code of the current period, every second.
 */
import { HOTP, Secret } from 'otpauth';

export type Algorithm = 'SHA1' | 'SHA256' | 'SHA512';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A Base32 secret as authenticator apps accept it: spaces and hyphens ignored, any case, padding optional. */
export function normalizeBase32(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase().replace(/=+$/, '');
}

/** The first character that is not Base32 (A–Z, 2–7), if any. */
export function badBase32Char(normalized: string): string | undefined {
  return [...normalized].find((c) => !ALPHABET.includes(c));
}

/** The bytes of a normalized Base32 text (leftover bits at the end are dropped, as authenticator apps do). */
export function base32Bytes(normalized: string): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of normalized) {
    value = ((value << 5) | ALPHABET.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The code for a counter value (HOTP), or for the time step a TOTP counter names. */
export function otp(secret: Uint8Array, algorithm: Algorithm, digits: number, counter: number): string {
  return HOTP.generate({ secret: new Secret({ buffer: secret.slice().buffer }), algorithm, digits, counter });
}

/** The TOTP time step of an instant (seconds since 1970). */
export function timeStep(seconds: number, period: number): number {
  return Math.floor(seconds / period);
}
