import { hasLoneSurrogate, toolError, utf8Bytes, utf8Decode, type ToolError } from '@sdk/core';
import { formatBytes, parseBytes } from './bytes.ts';
import type { Input, Options } from './manifest.ts';

const SEPARATOR: Record<Options['separator'], string> = { space: ' ', none: '', comma: ', ', newline: '\n' };

function encode(text: string, encoding: Options['encoding']): Uint8Array {
  if (encoding === 'utf8') return utf8Bytes(text);
  const out = new Uint8Array(text.length * 2);
  const little = encoding === 'utf16le';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[i * 2 + (little ? 1 : 0)] = unit >> 8;
    out[i * 2 + (little ? 0 : 1)] = unit & 0xff;
  }
  return out;
}

/** Strict: bytes that are not text in the encoding are said, never shown as replacement characters. */
function decode(bytes: Uint8Array, encoding: Options['encoding']): string | null {
  if (encoding === 'utf8') return utf8Decode(bytes);
  if (bytes.length % 2 !== 0) return null;
  try {
    return new TextDecoder(encoding === 'utf16le' ? 'utf-16le' : 'utf-16be', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function run({ text }: Input, options: Options): string | ToolError {
  if (options.direction === 'toText') {
    const bytes = parseBytes(text, options.base);
    if (!(bytes instanceof Uint8Array)) return toolError(`invalid.${options.base}`, { token: bytes.token, position: bytes.position });
    if (bytes.length === 0) return toolError('emptyNumbers');
    const decoded = decode(bytes, options.encoding);
    if (decoded === null) return toolError(options.encoding === 'utf8' ? 'notUtf8' : bytes.length % 2 ? 'oddUtf16' : 'notUtf16');
    return decoded;
  }
  // Spaces and line breaks are text too: only an empty box is nothing to convert.
  if (text === '') return toolError('empty');
  if (hasLoneSurrogate(text)) return toolError('loneSurrogate');
  return formatBytes(encode(text, options.encoding), options.base, SEPARATOR[options.separator]);
}
