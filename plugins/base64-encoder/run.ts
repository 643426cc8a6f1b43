import { hasLoneSurrogate, utf8Bytes, utf8Decode, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** MIME (RFC 2045) lines: 76 characters, i.e. 19 groups of 4. */
export const LINE_LENGTH = 76;
const GROUPS_PER_LINE = LINE_LENGTH / 4;
const STANDARD_CODES = Uint8Array.from(STANDARD, (c) => c.charCodeAt(0));
const URL_SAFE_CODES = Uint8Array.from(URL_SAFE, (c) => c.charCodeAt(0));

const PAD = 61; // '='
const NEWLINE = 10; // '\n'

/** Char code → 6-bit value for both alphabets (+ and -, / and _ alike); -1 for anything else. */
const DECODE_TABLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  DECODE_TABLE[STANDARD.charCodeAt(i)] = i;
  DECODE_TABLE[URL_SAFE.charCodeAt(i)] = i;
}

/** Every Base64 character is ASCII, which 'latin1' decodes one byte to one character: the fastest bytes → string. */
const ascii = new TextDecoder('latin1');

/**
 * Bytes → Base64 text, table-based and linear: megabytes take milliseconds. A line holds
 * 76 characters = 19 groups of 4, so line breaks always fall between groups.
 */
export function encodeBytes(bytes: Uint8Array, urlSafe: boolean, lineBreaks: boolean): string {
  const alphabet = urlSafe ? URL_SAFE_CODES : STANDARD_CODES;
  const n = bytes.length;
  const full = n - (n % 3);
  const rest = n % 3;
  const groups = Math.ceil(n / 3);
  const chars = (full / 3) * 4 + (rest === 0 ? 0 : urlSafe ? rest + 1 : 4);
  const breaks = lineBreaks && groups > 0 ? Math.floor((groups - 1) / GROUPS_PER_LINE) : 0;
  const out = new Uint8Array(chars + breaks);
  let o = 0;
  let g = 0;
  for (let i = 0; i < full; i += 3) {
    if (lineBreaks && g === GROUPS_PER_LINE) {
      out[o++] = NEWLINE;
      g = 0;
    }
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o] = alphabet[v >> 18]!;
    out[o + 1] = alphabet[(v >> 12) & 63]!;
    out[o + 2] = alphabet[(v >> 6) & 63]!;
    out[o + 3] = alphabet[v & 63]!;
    o += 4;
    g++;
  }
  if (rest > 0) {
    if (lineBreaks && g === GROUPS_PER_LINE) out[o++] = NEWLINE;
    const v = (bytes[full]! << 16) | (rest === 2 ? bytes[full + 1]! << 8 : 0);
    out[o++] = alphabet[v >> 18]!;
    out[o++] = alphabet[(v >> 12) & 63]!;
    if (rest === 2) out[o++] = alphabet[(v >> 6) & 63]!;
    if (!urlSafe) {
      out[o++] = PAD;
      if (rest === 1) out[o++] = PAD;
    }
  }
  return ascii.decode(out);
}

/**
 * Base64 text → bytes, or null when it is not valid Base64. Whitespace is ignored; both
 * alphabets are accepted, with or without padding. Strict: any other character, a '='
 * anywhere but the end, padding that does not complete a 4-character group, or a length
 * that cannot come from whole bytes (1 mod 4) makes it invalid.
 */
export function decodeBase64(text: string): Uint8Array | null {
  const s = text.replace(/\s+/g, '');
  let len = s.length;
  let padding = 0;
  while (padding < len && s.charCodeAt(len - 1 - padding) === PAD) padding++;
  if (padding > 0) {
    if (padding > 2 || len % 4 !== 0) return null;
    len -= padding;
    // "Zg==" and "Zm8=" are the only padded forms: the data left must be 2 or 3 mod 4 and match the '=' count.
    if (len % 4 !== 4 - padding) return null;
  }
  if (len % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? DECODE_TABLE[c]! : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** A file encoded: its Base64 text, and which file it was (its name and how many bytes were read). */
export interface EncodedFile {
  readonly base64: string;
  readonly name: string;
  readonly size: number;
}

/**
 * Encode: the chosen file's bytes when there is one (the text is then ignored), else the text as
 * UTF-8. Decode: Base64 back to UTF-8 text (a file is never decoded: the field is on the Encode tab).
 */
export function run({ text: input, file }: Input, options: Options): string | EncodedFile | ToolError {
  if (options.mode === 'decode') {
    const bytes = decodeBase64(input);
    if (bytes === null) return toolError('invalidBase64');
    const text = utf8Decode(bytes);
    return text === null ? toolError('notText') : text;
  }
  if (file) {
    // Bytes that are not a Uint8Array (none, or an object copied key by key on the way) are no file to encode.
    if (!(file.bytes instanceof Uint8Array)) return toolError('unreadableFile', { field: 'file' });
    return { base64: encodeBytes(file.bytes, options.urlSafe, options.lineBreaks), name: file.name, size: file.bytes.length };
  }
  if (hasLoneSurrogate(input)) return toolError('invalidText');
  return encodeBytes(utf8Bytes(input), options.urlSafe, options.lineBreaks);
}
