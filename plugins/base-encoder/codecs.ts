/**
 * The encodings, each with its alphabet (to name a wrong character and its position before decoding)
 * and its coder: Base32, Crockford's Base32, Base58 and Base16 by @scure/base (audited, loaded on first
 * use); Ascii85 and Z85, which it lacks, here (a few lines each, checked against their specs' examples).
 */
export const ENCODINGS = ['base32', 'base32crockford', 'base58', 'ascii85', 'z85', 'base16'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The name shown in messages: a proper name, the same in every language. */
export const NAMES: Readonly<Record<Encoding, string>> = {
  base32: 'Base32',
  base32crockford: 'Crockford Base32',
  base58: 'Base58',
  ascii85: 'Ascii85',
  z85: 'Z85',
  base16: 'Base16',
};

export const Z85_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';

/** Whether a character may appear in an encoded text of this encoding (whitespace is dropped before). */
export const ALLOWED: Readonly<Record<Encoding, (c: string) => boolean>> = {
  base32: (c) => /^[A-Za-z2-7=]$/.test(c),
  // Crockford: case-insensitive, I and L read as 1, O as 0, hyphens for readability.
  base32crockford: (c) => /^[0-9A-Za-z-]$/.test(c) && !/^[Uu]$/.test(c),
  base58: (c) => /^[1-9A-HJ-NP-Za-km-z]$/.test(c),
  ascii85: (c) => c.length === 1 && ((c >= '!' && c <= 'u') || c === 'z'),
  z85: (c) => c.length === 1 && Z85_ALPHABET.includes(c),
  base16: (c) => /^[0-9A-Fa-f]$/.test(c),
};

// ---------------------------------------------------------------------------------------------
// Ascii85 (Adobe / btoa): groups of 4 bytes as 5 characters from ! (0) to u (84), z for four zero bytes.

export function ascii85Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    const v = (((bytes[i]! << 24) | ((bytes[i + 1] ?? 0) << 16) | ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)) >>> 0);
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const chars = new Array<string>(5);
    let x = v;
    for (let k = 4; k >= 0; k--) {
      chars[k] = String.fromCharCode(33 + (x % 85));
      x = Math.floor(x / 85);
    }
    out += chars.slice(0, n + 1).join('');
  }
  return out;
}

/** Ascii85 text (whitespace already dropped, <~ ~> already removed) → bytes, or null when it is not valid. */
export function ascii85Decode(text: string): Uint8Array | null {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (group[k] ?? 84);
    if (v > 0xffffffff) return false;
    const b = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...b.slice(0, count));
    return true;
  };
  for (const c of text) {
    if (c === 'z') {
      if (group.length !== 0) return null;
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(c.charCodeAt(0) - 33);
    if (group.length === 5) {
      if (!flush(4)) return null;
      group = [];
    }
  }
  if (group.length === 1) return null;
  if (group.length > 1 && !flush(group.length - 1)) return null;
  return Uint8Array.from(out);
}

// ---------------------------------------------------------------------------------------------
// Z85 (ZeroMQ RFC 32): groups of 4 bytes as 5 characters; the data must be a multiple of 4 bytes.

export function z85Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    let v = ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
    const chars = new Array<string>(5);
    for (let k = 4; k >= 0; k--) {
      chars[k] = Z85_ALPHABET[v % 85]!;
      v = Math.floor(v / 85);
    }
    out += chars.join('');
  }
  return out;
}

/** Z85 text (a multiple of 5 characters of its alphabet) → bytes, or null when a group overflows 32 bits. */
export function z85Decode(text: string): Uint8Array | null {
  const out = new Uint8Array((text.length / 5) * 4);
  for (let i = 0, o = 0; i < text.length; i += 5, o += 4) {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + Z85_ALPHABET.indexOf(text[i + k]!);
    if (v > 0xffffffff) return null;
    out[o] = (v >>> 24) & 255;
    out[o + 1] = (v >>> 16) & 255;
    out[o + 2] = (v >>> 8) & 255;
    out[o + 3] = v & 255;
  }
  return out;
}
