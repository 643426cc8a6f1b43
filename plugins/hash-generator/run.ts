import { bytesToBase64, bytesToHex, constantTimeEqual, hasLoneSurrogate, readBase64, readHex, reportProgress, toolError, utf8Bytes, type ToolError } from '@sdk/core';
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

/** What may stand between the digits of an expected hash: whitespace, and colons ("ab:cd:…" as tools print fingerprints). */
const EXPECTED_SEPARATOR = /[\s:]/u;

/**
 * The expected hash as bytes: hex in any case (spaces and colons allowed) when it holds only hex
 * digits, else Base64 or Base64URL, padded or not. A character that is neither is named with its
 * position as typed.
 */
export function expectedBytes(text: string): Uint8Array | ToolError {
  const hex = readHex(text, { separator: EXPECTED_SEPARATOR });
  // Anything but hex digits is read as Base64.
  const read = 'error' in hex && hex.error === 'char' ? readBase64(text, { separator: EXPECTED_SEPARATOR, loosePadding: true }) : hex;
  if ('bytes' in read) return read.bytes;
  if (read.error === 'char') return toolError('expectedChar', { field: 'expected', char: read.char, position: read.position });
  return toolError('expectedInvalid', { field: 'expected' });
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
  const hashes = algorithms.map((algorithm, i) => ({ algorithm, value: options.output === 'hex' ? bytesToHex(digests[i]!) : bytesToBase64(digests[i]!) }));
  let match: Algorithm | false | null = null;
  if (given) {
    const found = algorithms.findIndex((_, i) => constantTimeEqual(digests[i]!, given));
    match = found >= 0 ? algorithms[found]! : false;
  }
  return file ? { hashes, size, name: file.name, match } : { hashes, size, match };
}
