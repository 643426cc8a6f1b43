import { hasLoneSurrogate, toolError, typedChars, utf8Bytes, utf8Decode, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { ALLOWED, NAMES, ascii85Decode, ascii85Encode, z85Decode, z85Encode, type Encoding } from './codecs.ts';

/**
 * Base58 takes time quadratic in the length: it is made for keys and addresses, not files, and
 * @scure/base takes at most 2,048 bytes (2,797 characters of Base58 at most).
 */
export const MAX_BASE58_BYTES = 2048;
const MAX_BASE58_CHARS = 2797;

/** A file encoded: its text, and which file it was. */
export interface EncodedFile {
  readonly encoded: string;
  readonly name: string;
  readonly size: number;
}
/** Decoded bytes that are not UTF-8 text, in hex (pairs separated by spaces). */
export interface DecodedBinary {
  readonly binaryHex: string;
  readonly size: number;
}

export type BaseResult = string | EncodedFile | DecodedBinary;

const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;

const scure = () => import('@scure/base');

async function encodeBytes(bytes: Uint8Array, encoding: Encoding): Promise<string | ToolError> {
  switch (encoding) {
    case 'ascii85':
      return ascii85Encode(bytes);
    case 'z85':
      return bytes.length % 4 === 0 ? z85Encode(bytes) : toolError('z85Length', { bytes: bytes.length });
    case 'base58':
      if (bytes.length > MAX_BASE58_BYTES) return toolError('base58TooLong', { max: MAX_BASE58_BYTES });
      return (await scure()).base58.encode(bytes);
    case 'base32':
      return (await scure()).base32.encode(bytes);
    case 'base32crockford':
      return (await scure()).base32crockford.encode(bytes);
    case 'base16':
      return (await scure()).base16.encode(bytes);
  }
}

/**
 * Encoded text → bytes. Whitespace is ignored; any other character outside the encoding's alphabet is
 * named with its position as typed (1-based, in characters); a text the alphabet allows but that
 * cannot come from whole bytes gives the "not correctly encoded" message.
 */
export async function decodeText(input: string, encoding: Encoding): Promise<Uint8Array | ToolError> {
  const name = NAMES[encoding];
  let chars = typedChars(input);
  // Ascii85 may come between Adobe's <~ and ~> delimiters.
  if (encoding === 'ascii85') {
    if (chars[0]?.char === '<' && chars[1]?.char === '~') chars = chars.slice(2);
    if (chars.at(-1)?.char === '>' && chars.at(-2)?.char === '~') chars = chars.slice(0, -2);
  }
  const ok = ALLOWED[encoding];
  let padding = false;
  for (const { char: c, position } of chars) {
    // Base32 padding: '=' only at the end.
    if (encoding === 'base32' && padding && c !== '=') return toolError('invalidChar', { char: c, position, encoding: name });
    if (c === '=') padding = true;
    if (!ok(c)) return toolError('invalidChar', { char: c, position, encoding: name });
  }
  const text = chars.map((x) => x.char).join('');
  const invalid = toolError('invalidData', { encoding: name });
  try {
    switch (encoding) {
      case 'ascii85':
        return ascii85Decode(text) ?? invalid;
      case 'z85':
        if (text.length % 5 !== 0) return toolError('z85TextLength', { length: text.length });
        return z85Decode(text) ?? invalid;
      case 'base58':
        if (text.length > MAX_BASE58_CHARS) return toolError('base58TooLong', { max: MAX_BASE58_BYTES });
        return (await scure()).base58.decode(text);
      case 'base32': {
        const data = text.replace(/=+$/, '');
        const pad = text.length - data.length;
        // Padding, when there is any, completes the last group of 8 characters.
        if (pad > 0 && text.length % 8 !== 0) return invalid;
        return (await scure()).base32nopad.decode(data.toUpperCase());
      }
      case 'base32crockford':
        return (await scure()).base32crockford.decode(text.replace(/-/g, ''));
      case 'base16':
        return (await scure()).base16.decode(text.toUpperCase());
    }
  } catch {
    // @scure/base refuses leftover bits and impossible lengths: not whole bytes.
    return invalid;
  }
}

/** Bytes in hex, two digits each, separated by spaces. */
export function spacedHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}

/**
 * Encode: the chosen file's bytes when there is one (the text is then ignored), else the text as
 * UTF-8. Decode: the text back to bytes, shown as UTF-8 text, or in hex when they are not text.
 */
export async function run({ text, file }: Input, options: Options): Promise<BaseResult | ToolError> {
  const encoding = options.encoding;
  if (options.mode === 'decode') {
    const bytes = await decodeText(text, encoding);
    if (!(bytes instanceof Uint8Array)) return bytes;
    const decoded = utf8Decode(bytes);
    // Control characters other than tab and line breaks (NUL bytes, say) are data, not text.
    return decoded !== null && !CONTROL.test(decoded) ? decoded : { binaryHex: spacedHex(bytes), size: bytes.length };
  }
  if (file) {
    if (!(file.bytes instanceof Uint8Array)) return toolError('unreadableFile', { field: 'file' });
    const encoded = await encodeBytes(file.bytes, encoding);
    return typeof encoded === 'string' ? { encoded, name: file.name, size: file.bytes.length } : { ...encoded, params: { ...encoded.params, field: 'file' } };
  }
  if (hasLoneSurrogate(text)) return toolError('invalidText');
  return encodeBytes(utf8Bytes(text), encoding);
}
