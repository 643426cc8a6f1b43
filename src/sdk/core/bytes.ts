/**
 * Bytes written as hex or Base64, both ways, for the tools that take or give keys, hashes and files.
 * Reading is strict: a character that does not belong is named with its position (1-based, counted in
 * characters as typed, separators included), never skipped or guessed; whitespace between the
 * characters is ignored. Linear and table-based: megabytes of Base64 take milliseconds.
 */

/** What was read: the bytes, the first character that does not belong, or a length no bytes can have. */
export type BytesRead =
  | { readonly bytes: Uint8Array }
  | { readonly error: 'char'; readonly char: string; readonly position: number }
  | { readonly error: 'length' };

export interface BytesReadOptions {
  /** One character that may stand anywhere and is ignored: whitespace unless said (the hash generator adds colons). */
  readonly separator?: RegExp;
}

export interface HexReadOptions extends BytesReadOptions {
  /** Whether "0x" may come first. */
  readonly prefix0x?: boolean;
}

export interface Base64ReadOptions extends BytesReadOptions {
  /**
   * Up to two '=' at the end without checking that they complete the last group of 4 ("Zg=" read as
   * "Zg"): an expected hash is only compared, and was always read so. Strict by default.
   */
  readonly loosePadding?: boolean;
}

export interface Base64WriteOptions {
  /** Base64URL (RFC 4648 §5: - and _, without padding) instead of Base64 with + / and padding. */
  readonly urlSafe?: boolean;
  /** MIME (RFC 2045) lines of 76 characters, broken with "\n" between groups of 4. */
  readonly lineBreaks?: boolean;
}

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STANDARD_CODES = Uint8Array.from(STANDARD, (c) => c.charCodeAt(0));
const URL_SAFE_CODES = Uint8Array.from(URL_SAFE, (c) => c.charCodeAt(0));
/** MIME lines: 76 characters, i.e. 19 groups of 4. */
const BASE64_LINE_LENGTH = 76;
const GROUPS_PER_LINE = BASE64_LINE_LENGTH / 4;
const PAD = 61; // '='
const NEWLINE = 10; // '\n'

/** Char code → 6-bit value for both alphabets (+ and -, / and _ alike); -1 for anything else. */
const BASE64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  BASE64_VALUE[STANDARD.charCodeAt(i)] = i;
  BASE64_VALUE[URL_SAFE.charCodeAt(i)] = i;
}

const WHITESPACE = /\s/u;
/** ASCII whitespace by char code, so that the common case needs no regular expression. */
const ASCII_WHITESPACE = new Uint8Array(128);
for (const c of '\t\n\v\f\r ') ASCII_WHITESPACE[c.charCodeAt(0)] = 1;

/** Whether the character (one code point) at `i` is a separator; `char` is computed only when a custom test needs it. */
function isSeparator(text: string, i: number, code: number, separator: RegExp | undefined): boolean {
  if (separator === undefined) return code < 128 ? ASCII_WHITESPACE[code] === 1 : WHITESPACE.test(String.fromCodePoint(text.codePointAt(i)!));
  return separator.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** The characters of a text with their 1-based positions as typed, separators (whitespace by default) left out. */
export function typedChars(text: string, separator: RegExp = WHITESPACE): { char: string; position: number }[] {
  const out: { char: string; position: number }[] = [];
  let position = 0;
  for (const char of text) {
    position++;
    if (!separator.test(char)) out.push({ char, position });
  }
  return out;
}

/** Hex digits in either case; an odd count is refused. */
export function readHex(text: string, options: HexReadOptions = {}): BytesRead {
  let chars = typedChars(text, options.separator);
  if (options.prefix0x && chars.length >= 2 && chars[0]!.char === '0' && (chars[1]!.char === 'x' || chars[1]!.char === 'X')) chars = chars.slice(2);
  for (const c of chars) if (!/^[0-9a-fA-F]$/.test(c.char)) return { error: 'char', char: c.char, position: c.position };
  if (chars.length % 2 !== 0) return { error: 'length' };
  const bytes = new Uint8Array(chars.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(chars[2 * i]!.char + chars[2 * i + 1]!.char, 16);
  return { bytes };
}

/**
 * Base64 or Base64URL, padded or not: '=' only at the end, completing the last group of 4 (unless
 * `loosePadding`); a length that cannot come from whole bytes (1 mod 4) is refused.
 */
export function readBase64(text: string, options: Base64ReadOptions = {}): BytesRead {
  const { separator } = options;
  // First pass: check every character and count the data and the padding.
  let data = 0;
  let padding = 0;
  let firstPad = 0;
  let position = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    position++;
    const value = code < 128 ? BASE64_VALUE[code]! : -1;
    if (value >= 0 && padding === 0) {
      data++;
      continue;
    }
    // A '=' followed by anything but separators and '=' is the first character out of place.
    if (code === PAD) {
      if (padding++ === 0) firstPad = position;
      continue;
    }
    if (isSeparator(text, i, code, separator)) {
      if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
      continue;
    }
    if (padding > 0) return { error: 'char', char: '=', position: firstPad };
    return { error: 'char', char: String.fromCodePoint(text.codePointAt(i)!), position };
  }
  if (data % 4 === 1 || padding > 2 || (!options.loosePadding && padding > 0 && (data + padding) % 4 !== 0)) return { error: 'length' };
  // Second pass: only data characters have a value; everything else was checked to be a separator or padding.
  const bytes = new Uint8Array(Math.floor((data * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length && o < bytes.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? BASE64_VALUE[code]! : -1;
    if (value < 0) continue;
    acc = ((acc << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (acc >> bits) & 0xff;
    }
  }
  return { bytes };
}

/** Bytes as lowercase hex, two digits each, nothing between. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Every Base64 character is ASCII, which 'latin1' decodes one byte to one character: the fastest bytes → string. */
const ascii = new TextDecoder('latin1');

/** Bytes as Base64 (RFC 4648 §4, padded) or, with `urlSafe`, Base64URL without padding; in MIME lines if asked. */
export function bytesToBase64(bytes: Uint8Array, { urlSafe = false, lineBreaks = false }: Base64WriteOptions = {}): string {
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
 * Whether two byte strings (MACs, hashes) are equal, in time that depends only on their lengths: every
 * byte is compared and the differences OR-ed together, with no early exit at the first difference.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const n = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** The bytes of several parts, one after another, in a new array. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
