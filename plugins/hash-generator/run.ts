import { bytesToBase64, bytesToHex, constantTimeEqual, hasLoneSurrogate, readBase64, readHex, reportProgress, toolError, utf8Bytes, type FileInput, type ToolError } from '@sdk/core';
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
  /** How many bytes were hashed (0: the input is empty, and these are the hashes of nothing). */
  readonly size: number;
  /** The file's name, when a file was hashed. */
  readonly name?: string;
  /** The expected hash: the algorithm whose hash it is, false for none, null when none was given. */
  readonly match: Algorithm | false | null;
}

/** One of two files compared. */
export interface FileHashes {
  readonly name: string;
  readonly size: number;
  readonly hashes: readonly HashValue[];
}

/** Two files compared by their hashes. */
export interface CompareResult {
  readonly files: readonly [FileHashes, FileHashes];
  /** Whether the files have the same hash with every algorithm asked for. */
  readonly same: boolean;
}

/** What may stand between the digits of an expected hash or of hex input: whitespace, and colons ("ab:cd:…" as tools print fingerprints). */
const HEX_SEPARATOR = /[\s:]/u;

/**
 * The expected hash as bytes: hex in any case (spaces and colons allowed) when it holds only hex
 * digits, else Base64 or Base64URL, padded or not. A character that is neither is named with its
 * position as typed.
 */
export function expectedBytes(text: string): Uint8Array | ToolError {
  const hex = readHex(text, { separator: HEX_SEPARATOR });
  // Anything but hex digits is read as Base64.
  const read = 'error' in hex && hex.error === 'char' ? readBase64(text, { separator: HEX_SEPARATOR, loosePadding: true }) : hex;
  if ('bytes' in read) return read.bytes;
  if (read.error === 'char') return toolError('expectedChar', { field: 'expected', char: read.char, position: read.position });
  return toolError('expectedInvalid', { field: 'expected' });
}

/**
 * The bytes the text box stands for: the text as UTF-8, or bytes written in hex (any case, "0x" first,
 * spaces or colons between) or in Base64 (either alphabet, line breaks allowed). A character that does
 * not belong is named with its position as typed.
 */
export function inputBytes(text: string, format: Options['inputFormat']): Uint8Array | ToolError {
  if (format === 'text') return hasLoneSurrogate(text) ? toolError('invalidText', { field: 'text' }) : utf8Bytes(text);
  const read = format === 'hex' ? readHex(text, { separator: HEX_SEPARATOR, prefix0x: true }) : readBase64(text);
  if ('bytes' in read) return read.bytes;
  if (read.error === 'char') return toolError(`${format}Char`, { field: 'text', char: read.char, position: read.position });
  return toolError(`${format}Length`, { field: 'text' });
}

/** Bytes read so far of all the files of one run, for its progress bar. */
interface Progress {
  done: number;
  readonly total: number;
}

/**
 * Feeds a file to the hashers: a Blob slice by slice, reporting progress, or bytes (the page's other way
 * of reading) at once. False when the file holds neither.
 */
async function feedFile(file: FileInput, update: (bytes: Uint8Array) => void, progress: Progress): Promise<boolean> {
  const blob = file.blob;
  if (blob && typeof blob.slice === 'function') {
    for (let offset = 0; offset < blob.size; offset += CHUNK_BYTES) {
      const slice = new Uint8Array(await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
      update(slice);
      progress.done += slice.length;
      reportProgress(progress.done, progress.total);
    }
    return true;
  }
  if (file.bytes instanceof Uint8Array) {
    update(file.bytes);
    progress.done += file.bytes.length;
    return true;
  }
  return false;
}

const fileSize = (file: FileInput) => (file.blob && typeof file.blob.slice === 'function' ? file.blob.size : file.bytes instanceof Uint8Array ? file.bytes.length : 0);

/** Every algorithm asked for, in the order of the list. */
const algorithmsOf = (options: Options): readonly Algorithm[] => (options.algorithm === 'all' ? ALGORITHMS : [options.algorithm]);

/** The digests of a file with each algorithm, or null when it cannot be read. */
async function fileDigests(file: FileInput, algorithms: readonly Algorithm[], progress: Progress): Promise<Uint8Array[] | null> {
  const hashers = await createHashers(algorithms);
  const read = await feedFile(file, (bytes) => hashers.forEach((h) => h.update(bytes)), progress);
  return read ? hashers.map((h) => h.digest()) : null;
}

function written(algorithms: readonly Algorithm[], digests: readonly Uint8Array[], options: Options): HashValue[] {
  return algorithms.map((algorithm, i) => ({ algorithm, value: options.output === 'hex' ? bytesToHex(digests[i]!) : bytesToBase64(digests[i]!) }));
}

/**
 * The hash of the text (as UTF-8, or the bytes it writes in hex or Base64) or, when one is chosen, of
 * the file, with one algorithm or all of them in one pass, compared with the expected hash. Empty
 * input has its hash like any other.
 */
async function hashInput({ text, file, expected }: Input, options: Options): Promise<HashResult | ToolError> {
  const algorithms = algorithmsOf(options);
  const given = expected.trim() === '' ? null : expectedBytes(expected);
  if (given !== null && !(given instanceof Uint8Array)) return given;
  let digests: Uint8Array[];
  let size: number;
  if (file) {
    size = fileSize(file);
    const progress = { done: 0, total: size };
    if (file.blob) reportProgress(0, size);
    const read = await fileDigests(file, algorithms, progress);
    if (!read) return toolError('unreadableFile', { field: 'file' });
    digests = read;
  } else {
    const bytes = inputBytes(text, options.inputFormat);
    if (!(bytes instanceof Uint8Array)) return bytes;
    const hashers = await createHashers(algorithms);
    for (const h of hashers) h.update(bytes);
    digests = hashers.map((h) => h.digest());
    size = bytes.length;
  }
  const hashes = written(algorithms, digests, options);
  let match: Algorithm | false | null = null;
  if (given) {
    const found = algorithms.findIndex((_, i) => constantTimeEqual(digests[i]!, given));
    match = found >= 0 ? algorithms[found]! : false;
  }
  return file ? { hashes, size, name: file.name, match } : { hashes, size, match };
}

/** Two files hashed one after the other (progress over both), and whether every hash is the same. */
async function compareFiles(first: FileInput, second: FileInput, options: Options): Promise<CompareResult | ToolError> {
  const algorithms = algorithmsOf(options);
  const progress = { done: 0, total: fileSize(first) + fileSize(second) };
  reportProgress(0, progress.total);
  const a = await fileDigests(first, algorithms, progress);
  if (!a) return toolError('unreadableFile', { field: 'first' });
  const b = await fileDigests(second, algorithms, progress);
  if (!b) return toolError('unreadableFile', { field: 'second' });
  return {
    files: [
      { name: first.name, size: fileSize(first), hashes: written(algorithms, a, options) },
      { name: second.name, size: fileSize(second), hashes: written(algorithms, b, options) },
    ],
    same: a.every((digest, i) => constantTimeEqual(digest, b[i]!)),
  };
}

/**
 * Hash tab: the hash of the text, its bytes, or a file. Compare tab: two files hashed and compared.
 * Files arrive unread (Blobs) and are hashed slice by slice, reporting progress.
 */
export async function run(input: Input, options: Options): Promise<HashResult | CompareResult | ToolError> {
  if (options.mode === 'compare') {
    // Both are required on this tab: the page runs only once both are chosen.
    if (!input.first || !input.second) return toolError('required', { field: input.first ? 'second' : 'first' });
    return compareFiles(input.first, input.second, options);
  }
  return hashInput(input, options);
}
