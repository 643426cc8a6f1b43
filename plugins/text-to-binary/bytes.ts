/**
 * Bytes written as numbers in base 2, 8, 10 or 16, and read back. Binary bytes are always eight
 * digits (01000001), octal three, hex two; decimal as it is (65). Reading takes any whitespace or
 * commas between bytes, and a run of binary or hex digits without separators when its length is a
 * whole number of bytes ("0100100001101001", "4869").
 */
import { forEachListItem, shownExcerpt } from '@sdk/core';

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
  const width = WIDTH[base];
  const out: number[] = [];
  let position = 0;
  let bad: BadByte | undefined;
  forEachListItem(text, (start, end) => {
    position++;
    let token = text.slice(start, end);
    if (base === 'hex') token = token.replace(/^0x/i, '');
    if (base === 'binary') token = token.replace(/^0b/i, '');
    // Binary and hex bytes written together ("0100100001101001", "E282AC") are split into whole bytes.
    const together = (base === 'binary' || base === 'hex') && token.length > width;
    const fits = DIGITS[base].test(token) && (together ? token.length % width === 0 : parseInt(token, radix) <= 255);
    if (!fits) {
      bad = { token: shownExcerpt(token, MAX_SHOWN), position };
      return false;
    }
    if (together) for (let at = 0; at < token.length; at += width) out.push(parseInt(token.slice(at, at + width), radix));
    else out.push(parseInt(token, radix));
  });
  return bad ?? Uint8Array.from(out);
}
