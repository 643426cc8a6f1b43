/**
 * MD5-crypt (Poul-Henning Kamp's FreeBSD scheme, `$1$`) and Apache's variant of it, APR1 (`$apr1$`): the
 * same 1,000 rounds of MD5 with another magic string. Written from the reference algorithm (FreeBSD's
 * crypt-md5.c, Apache's apr_md5.c) on @noble/hashes' MD5; checked against `openssl passwd -apr1` and `-1`.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { concatBytes } from '@sdk/core';

/** The alphabet of crypt's Base64 (not RFC 4648's: another order, . and / first). */
export const CRYPT64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function to64(value: number, count: number): string {
  let s = '';
  for (let v = value; count-- > 0; v >>>= 6) s += CRYPT64[v & 0x3f];
  return s;
}

/** The hash part of an MD5-crypt string: 22 characters of crypt's Base64. `salt` is at most 8 ASCII characters. */
export function md5cryptHash(password: Uint8Array, salt: string, magic: '$apr1$' | '$1$'): string {
  const s = new TextEncoder().encode(salt.slice(0, 8));
  const m = new TextEncoder().encode(magic);
  let final = md5(concatBytes(password, s, password));
  const parts: Uint8Array[] = [password, m, s];
  for (let left = password.length; left > 0; left -= 16) parts.push(final.subarray(0, Math.min(left, 16)));
  // A quirk of the original: for each bit of the length, a zero byte or the password's first byte.
  for (let i = password.length; i > 0; i >>= 1) parts.push(i & 1 ? new Uint8Array(1) : password.subarray(0, 1));
  final = md5(concatBytes(...parts));
  for (let i = 0; i < 1000; i++) {
    const round: Uint8Array[] = [i & 1 ? password : final];
    if (i % 3) round.push(s);
    if (i % 7) round.push(password);
    round.push(i & 1 ? final : password);
    final = md5(concatBytes(...round));
  }
  const f = final;
  return (
    to64((f[0]! << 16) | (f[6]! << 8) | f[12]!, 4) +
    to64((f[1]! << 16) | (f[7]! << 8) | f[13]!, 4) +
    to64((f[2]! << 16) | (f[8]! << 8) | f[14]!, 4) +
    to64((f[3]! << 16) | (f[9]! << 8) | f[15]!, 4) +
    to64((f[4]! << 16) | (f[10]! << 8) | f[5]!, 4) +
    to64(f[11]!, 2)
  );
}

/** A whole MD5-crypt string: magic, salt, hash. */
export const md5crypt = (password: Uint8Array, salt: string, magic: '$apr1$' | '$1$'): string => `${magic}${salt.slice(0, 8)}$${md5cryptHash(password, salt, magic)}`;
