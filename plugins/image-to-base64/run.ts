import { bytesToBase64, readBase64, toolError, utf8Bytes, type ToolError } from '@sdk/core';
import { canonicalType, imageInfo, kindOfType } from './imageInfo.ts';
import type { Input, Options } from './manifest.ts';

/** An image file as Base64: what it is (from its bytes), its size in pixels and bytes, and its Base64. */
export interface Encoded {
  readonly mode: 'encode';
  /** The file's name as chosen. */
  readonly name: string;
  /** The MIME type of the bytes (the data URI's type), and the one the browser gave the file when it differs. */
  readonly type: string;
  readonly format: string;
  readonly statedType: string | null;
  readonly width: number | null;
  readonly height: number | null;
  /** The file's size in bytes. */
  readonly size: number;
  readonly base64: string;
}

/** A data URI (or bare Base64) back to its file: the bytes, what they are, and what the data URI said. */
export interface Decoded {
  readonly mode: 'decode';
  readonly name: string;
  readonly type: string;
  readonly format: string;
  /** The type the data URI declared, when it differs from what the bytes are. */
  readonly statedType: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly bytes: Uint8Array;
}

export type Result = Encoded | Decoded;

/** The data URI in a pasted text: the whole text, or one inside CSS url(…), an HTML src="…" or Markdown. */
function dataUriIn(text: string): string | null {
  const trimmed = text.trim();
  if (/^data:/i.test(trimmed)) return trimmed;
  const m = /data:[^"'()<>]*/i.exec(trimmed);
  return m ? m[0].trim() : null;
}

/** Percent-encoded data (a data URI without ;base64) as bytes: %XX as that byte, anything else as UTF-8. */
function percentBytes(data: string): Uint8Array | null {
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '%') {
      const hex = data.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      const cp = data.codePointAt(i)!;
      const chunk = utf8Bytes(String.fromCodePoint(cp));
      out.push(...chunk);
      if (cp > 0xffff) i++;
    }
  }
  return Uint8Array.from(out);
}

function decode(text: string): Decoded | ToolError {
  if (!text.trim()) return toolError('emptyDataUri', { field: 'dataUri' });
  const uri = dataUriIn(text);
  let statedType: string | null = null;
  let bytes: Uint8Array;
  if (uri) {
    const comma = uri.indexOf(',');
    if (comma < 0) return toolError('invalidDataUri', { field: 'dataUri' });
    const header = uri.slice(5, comma).split(';').map((s) => s.trim());
    statedType = header[0] ? canonicalType(header[0]) : null;
    const data = uri.slice(comma + 1);
    if (header.slice(1).some((p) => p.toLowerCase() === 'base64')) {
      // Base64 is sometimes found percent-encoded inside a URL (%2B for +, %3D for =).
      const read = readBase64(/%[0-9a-f]{2}/i.test(data) ? data.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : data);
      if (!('bytes' in read)) return read.error === 'char' ? toolError('invalidBase64Char', { field: 'dataUri', char: read.char, position: read.position }) : toolError('invalidBase64', { field: 'dataUri' });
      bytes = read.bytes;
    } else {
      const read = percentBytes(data);
      if (!read) return toolError('invalidDataUri', { field: 'dataUri' });
      bytes = read;
    }
  } else {
    // Bare Base64, as copied from a Base64 encoder: what it is comes from its bytes alone.
    const read = readBase64(text);
    if (!('bytes' in read)) return read.error === 'char' ? toolError('invalidBase64Char', { field: 'dataUri', char: read.char, position: read.position }) : toolError('invalidBase64', { field: 'dataUri' });
    bytes = read.bytes;
  }
  if (bytes.length === 0) return toolError('emptyData', { field: 'dataUri' });
  const info = imageInfo(bytes);
  if (!info) return toolError(statedType ? 'notAnImageStated' : 'notAnImage', { field: 'dataUri', type: statedType ?? '' });
  return {
    mode: 'decode',
    name: `image.${info.ext}`,
    type: info.type,
    format: info.format,
    statedType: statedType !== null && statedType !== info.type ? statedType : null,
    width: info.width,
    height: info.height,
    bytes,
  };
}

/**
 * Encode: the chosen image as Base64, typed by its bytes (a .png that is a JPEG is said to be one, and its
 * data URI says image/jpeg). Decode: a pasted data URI, bare Base64, or a snippet holding one, back to a
 * file named for what its bytes are, with the type the data URI stated checked against them.
 */
export function run({ file, dataUri }: Input, options: Options): Result | ToolError {
  if (options.mode === 'decode') return decode(dataUri ?? '');
  if (!file) return toolError('noFile', { field: 'file' });
  if (!(file.bytes instanceof Uint8Array)) return toolError('unreadableFile', { field: 'file' });
  if (file.bytes.length === 0) return toolError('emptyFile', { field: 'file' });
  const info = imageInfo(file.bytes);
  if (!info) return toolError('notAnImageFile', { field: 'file', name: file.name });
  const stated = file.type ? kindOfType(file.type)?.type ?? canonicalType(file.type) : null;
  return {
    mode: 'encode',
    name: file.name,
    type: info.type,
    format: info.format,
    statedType: stated !== null && stated !== info.type ? stated : null,
    width: info.width,
    height: info.height,
    size: file.bytes.length,
    base64: bytesToBase64(file.bytes),
  };
}
