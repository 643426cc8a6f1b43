/**
 * Bytes written as numbers in base 2, 8, 10 or 16, and read back. Binary bytes are always eight
 * digits (01000001), octal three, hex two; decimal as it is (65). Reading takes any whitespace or
 * commas between bytes, and a run of binary or hex digits without separators when its length is a
 * whole number of bytes ("0100100001101001", "4869").
 */
import { isSpace } from '@sdk/core';

export const BASES = ['binary', 'octal', 'decimal', 'hex'] as const;
export type Base = (typeof BASES)[number];

const RADIX: Record<Base, number> = { binary: 2, octal: 8, decimal: 10, hex: 16 };
const WIDTH: Record<Base, number> = { binary: 8, octal: 3, decimal: 0, hex: 2 };
const DIGITS: Record<Base, RegExp> = { binary: /^[01]+$/, octal: /^[0-7]+$/, decimal: /^[0-9]+$/, hex: /^[0-9a-f]+$/i };

export function formatBytes(bytes: Uint8Array, base: Base, separator: string, uppercase = true): string {
  const radix = RADIX[base];
  const width = WIDTH[base];
  const out = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const digits = bytes[i]!.toString(radix).padStart(width, '0');
    out[i] = uppercase ? digits.toUpperCase() : digits;
  }
  return out.join(separator);
}

/** The first group that is not a byte: its text (cut when long) and its place among the groups (from 1). */
export interface BadByte {
  readonly token: string;
  readonly position: number;
}

const MAX_SHOWN = 24;

export function parseBytes(text: string, base: Base): Uint8Array | BadByte {
  const radix = RADIX[base];
  const out: number[] = [];
  let position = 0;
  const n = text.length;
  let i = 0;
  const isSeparator = (c: number) => c === 44 || isSpace(c);
  while (i < n) {
    while (i < n && isSeparator(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSeparator(text.charCodeAt(i))) i++;
    position++;
    let token = text.slice(start, i);
    if (base === 'hex') token = token.replace(/^0x/i, '');
    if (base === 'binary') token = token.replace(/^0b/i, '');
    const bad = { token: token.length > MAX_SHOWN ? `${token.slice(0, MAX_SHOWN)}…` : token, position };
    if (!DIGITS[base].test(token)) return bad;
    const width = WIDTH[base];
    // Binary and hex bytes written together: split into whole bytes.
    if ((base === 'binary' || base === 'hex') && token.length > width) {
      if (token.length % width !== 0) return bad;
      for (let at = 0; at < token.length; at += width) out.push(parseInt(token.slice(at, at + width), radix));
      continue;
    }
    const value = parseInt(token, radix);
    if (value > 255) return bad;
    out.push(value);
  }
  return Uint8Array.from(out);
}
