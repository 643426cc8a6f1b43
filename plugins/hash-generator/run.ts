import { hasLoneSurrogate, reportProgress, toolError, utf8Bytes, type ToolError } from '@sdk/core';
import { ALGORITHMS, type Algorithm, type Input, type Options } from './manifest.ts';
import { createHashers } from './hashers.ts';

/** A file is read and hashed in slices of this many bytes: any size fits in memory. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

export interface HashValue {
  readonly algorithm: Algorithm;
  readonly value: string;
}

export interface HashResult {
  readonly hashes: readonly HashValue[];
  /** How many bytes were hashed. */
  readonly size: number;
  /** The file's name, when a file was hashed. */
  readonly name?: string;
  /** The expected hash: the algorithm whose hash it is, false for none, null when none was given. */
  readonly match: Algorithm | false | null;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

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
 * The expected hash as bytes: hex in any case (spaces and colons allowed) when it holds only hex
 * digits, else Base64 or Base64URL, padded or not. A character that is neither is named with its
 * position as typed.
 */
export function expectedBytes(text: string): Uint8Array | ToolError {
  let position = 0;
  const chars: { c: string; position: number }[] = [];
  for (const c of text) {
    position++;
    if (!/[\s:]/u.test(c)) chars.push({ c, position });
  }
  const s = chars.map((x) => x.c).join('');
  if (/^[0-9a-f]+$/i.test(s)) {
    if (s.length % 2 !== 0) return toolError('expectedInvalid', { field: 'expected' });
    return Uint8Array.from(s.match(/../g)!, (h) => parseInt(h, 16));
  }
  const data = s.replace(/=+$/, '');
  for (const { c, position } of chars.slice(0, data.length)) {
    if (!/^[A-Za-z0-9+/_-]$/.test(c)) return toolError('expectedChar', { field: 'expected', char: c, position });
  }
  if (data.length % 4 === 1 || s.length - data.length > 2) return toolError('expectedInvalid', { field: 'expected' });
  const out = new Uint8Array(Math.floor((data.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const c of data) {
    const v = c === '-' ? 62 : c === '_' ? 63 : B64.indexOf(c);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * The hash of the text (as UTF-8) or, when one is chosen, of the file, with one algorithm or all of
 * them in one pass. A file arrives unread (a Blob) and is hashed slice by slice, reporting progress;
 * a file given as bytes (the page's other way of reading) is hashed as it is.
 */
export async function run({ text, file, expected }: Input, options: Options): Promise<HashResult | ToolError> {
  const algorithms: readonly Algorithm[] = options.algorithm === 'all' ? ALGORITHMS : [options.algorithm];
  const given = expected.trim() === '' ? null : expectedBytes(expected);
  if (given !== null && !(given instanceof Uint8Array)) return given;
  const hashers = await createHashers(algorithms);
  const update = (bytes: Uint8Array) => {
    for (const h of hashers) h.update(bytes);
  };
  let size: number;
  if (file) {
    const blob = file.blob;
    if (blob && typeof blob.slice === 'function') {
      size = blob.size;
      reportProgress(0, size);
      for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
        update(new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer()));
        reportProgress(Math.min(offset + CHUNK_BYTES, size), size);
      }
    } else if (file.bytes instanceof Uint8Array) {
      size = file.bytes.length;
      update(file.bytes);
    } else return toolError('unreadableFile', { field: 'file' });
  } else {
    if (hasLoneSurrogate(text)) return toolError('invalidText', { field: 'text' });
    const bytes = utf8Bytes(text);
    size = bytes.length;
    update(bytes);
  }
  const digests = hashers.map((h) => h.digest());
  const hashes = algorithms.map((algorithm, i) => ({ algorithm, value: options.output === 'hex' ? toHex(digests[i]!) : toBase64(digests[i]!) }));
  let match: Algorithm | false | null = null;
  if (given) {
    const found = algorithms.findIndex((_, i) => equalBytes(digests[i]!, given));
    match = found >= 0 ? algorithms[found]! : false;
  }
  return file ? { hashes, size, name: file.name, match } : { hashes, size, match };
}
