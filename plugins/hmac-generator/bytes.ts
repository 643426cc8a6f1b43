/**
 * Bytes typed as hex or Base64, read strictly: a character that does not belong is named with its
 * position (1-based, counted in characters as typed, whitespace included), never skipped or guessed.
 */
export type Parsed = { readonly bytes: Uint8Array } | { readonly error: 'char'; readonly char: string; readonly position: number } | { readonly error: 'length' };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map<string, number>([...B64].map((c, i) => [c, i]));
B64_VALUE.set('-', 62);
B64_VALUE.set('_', 63);

/** The characters of a text with their 1-based positions, whitespace left out. */
function significant(text: string): { char: string; position: number }[] {
  const out: { char: string; position: number }[] = [];
  let position = 0;
  for (const char of text) {
    position++;
    if (!/\s/u.test(char)) out.push({ char, position });
  }
  return out;
}

/** Hex digits in either case, whitespace ignored, an optional 0x in front; an odd count is refused. */
export function parseHex(text: string): Parsed {
  let chars = significant(text);
  if (chars.length >= 2 && chars[0]!.char === '0' && (chars[1]!.char === 'x' || chars[1]!.char === 'X')) chars = chars.slice(2);
  for (const c of chars) if (!/^[0-9a-fA-F]$/.test(c.char)) return { error: 'char', char: c.char, position: c.position };
  if (chars.length % 2 !== 0) return { error: 'length' };
  const bytes = new Uint8Array(chars.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(chars[2 * i]!.char + chars[2 * i + 1]!.char, 16);
  return { bytes };
}

/** Base64 or Base64URL, padded or not, whitespace ignored; '=' only at the end, completing the last group. */
export function parseBase64(text: string): Parsed {
  const chars = significant(text);
  let end = chars.length;
  while (end > 0 && chars[end - 1]!.char === '=') end--;
  const padding = chars.length - end;
  for (let i = 0; i < end; i++) if (!B64_VALUE.has(chars[i]!.char)) return { error: 'char', char: chars[i]!.char, position: chars[i]!.position };
  if (end % 4 === 1 || padding > 2 || (padding > 0 && (end + padding) % 4 !== 0)) return { error: 'length' };
  const bytes = new Uint8Array(Math.floor((end * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    acc = ((acc << 6) | B64_VALUE.get(chars[i]!.char)!) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (acc >> bits) & 0xff;
    }
  }
  return { bytes };
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[n >> 18]! + B64[(n >> 12) & 63]! + (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=') + (i + 2 < bytes.length ? B64[n & 63]! : '=');
  }
  return out;
}

/**
 * Whether two MACs are equal, in time that depends only on their lengths: every byte is compared
 * and the differences are OR-ed together, with no early exit at the first difference.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const n = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
