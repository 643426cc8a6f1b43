import { forEachListItem, hasLoneSurrogate, shownExcerpt, utf8Bytes, utf8Decode, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

const UPPER = '0123456789ABCDEF';
const LOWER = '0123456789abcdef';
const PREFIX_TEXT: Record<Options['prefix'], string> = { none: '', '0x': '0x', '\\x': '\\x' };
const SEPARATOR_TEXT: Record<Options['separator'], string> = { space: ' ', none: '', comma: ', ' };

/** A bad token is shown in the message; a pasted megabyte is cut to this many characters. */
export const MAX_TOKEN_SHOWN = 32;

/** Every output character is ASCII, which 'latin1' decodes one byte to one character: the fastest bytes → string. */
const ascii = new TextDecoder('latin1');
const codes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** Bytes → hex text, written into one buffer: linear, so megabytes take milliseconds. */
export function encodeHex(bytes: Uint8Array, uppercase: boolean, prefix: Options['prefix'], separator: Options['separator']): string {
  const n = bytes.length;
  if (n === 0) return '';
  const digits = codes(uppercase ? UPPER : LOWER);
  const pre = codes(PREFIX_TEXT[prefix]);
  const sep = codes(SEPARATOR_TEXT[separator]);
  const out = new Uint8Array(n * (pre.length + 2) + (n - 1) * sep.length);
  let o = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      out.set(sep, o);
      o += sep.length;
    }
    out.set(pre, o);
    o += pre.length;
    const b = bytes[i]!;
    out[o++] = digits[b >> 4]!;
    out[o++] = digits[b & 15]!;
  }
  return ascii.decode(out);
}

/** Value of a hex digit's char code, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48; // 0-9
  const l = c | 32; // A-F → a-f
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

/** Length of the "0x" / "\x" prefix (either case of x) at position i, or 0. */
function prefixAt(s: string, i: number, end: number): number {
  if (i + 1 >= end) return 0;
  const a = s.charCodeAt(i);
  const x = s.charCodeAt(i + 1) | 32;
  return (a === 48 || a === 92) && x === 120 ? 2 : 0;
}

/**
 * Writes the bytes of one token (text between separators) into out at o; returns the new o, or -1
 * when the token is not hex bytes. A token is one byte of 1–2 hex digits with an optional prefix,
 * prefixed bytes of 2 digits each written together ("\xE2\x82\xAC"), or an even run of digits ("E282AC").
 */
function parseToken(s: string, start: number, end: number, out: Uint8Array, o: number): number {
  if (prefixAt(s, start, end) > 0) {
    let i = start;
    while (i < end) {
      if (prefixAt(s, i, end) === 0) return -1;
      i += 2;
      const hi = i < end ? hexValue(s.charCodeAt(i)) : -1;
      if (hi < 0) return -1;
      const lo = i + 1 < end ? hexValue(s.charCodeAt(i + 1)) : -1;
      if (lo < 0) {
        // One digit is a whole byte only at the end of a single-byte token ("0xA").
        if (i + 1 !== end || i - 2 !== start) return -1;
        out[o++] = hi;
        return o;
      }
      out[o++] = (hi << 4) | lo;
      i += 2;
    }
    return o;
  }
  const len = end - start;
  if (len === 1) {
    const v = hexValue(s.charCodeAt(start));
    if (v < 0) return -1;
    out[o++] = v;
    return o;
  }
  if (len % 2 !== 0) return -1;
  for (let i = start; i < end; i += 2) {
    const hi = hexValue(s.charCodeAt(i));
    const lo = hexValue(s.charCodeAt(i + 1));
    if (hi < 0 || lo < 0) return -1;
    out[o++] = (hi << 4) | lo;
  }
  return o;
}

/** Hex text → bytes; or the first token that is not a byte. Tokens are separated by any whitespace or commas. */
export function decodeHex(text: string): Uint8Array | { token: string } {
  const out = new Uint8Array(Math.ceil(text.length / 2) + 1);
  let o = 0;
  let bad: string | undefined;
  forEachListItem(text, (start, end) => {
    const next = parseToken(text, start, end, out, o);
    if (next < 0) {
      bad = shownExcerpt(text.slice(start, end), MAX_TOKEN_SHOWN);
      return false;
    }
    o = next;
  });
  return bad === undefined ? out.subarray(0, o) : { token: bad };
}

export function run({ text: input }: Input, options: Options): string | ToolError {
  if (options.mode === 'decode') {
    const bytes = decodeHex(input);
    if (!(bytes instanceof Uint8Array)) return toolError('invalidHex', { token: bytes.token });
    const text = utf8Decode(bytes);
    return text === null ? toolError('invalidUtf8') : text;
  }
  if (hasLoneSurrogate(input)) return toolError('invalidText');
  return encodeHex(utf8Bytes(input), options.uppercase, options.prefix, options.separator);
}
