import { decodeImage, encodeImage, isToolError, onWhite, reportProgress, resizeImage, sizeError, sniffImageType, toolError, uniqueFileNames, type FileInput, type Raster, type ToolError } from '@sdk/core';
import { decodeHeif, isHeif } from '@sdk/media';
import { encodeAs, LOSSY, type OutputType } from './codecs.ts';
import { FORMAT_TYPES, type Input, type Options } from './manifest.ts';

/** The formats the tool writes, in the order it names them. */
export const OUTPUT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };

/** One image converted: the new file and the one it came from. */
export interface Converted {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly source: { readonly name: string; readonly type: string; readonly size: number; readonly width: number; readonly height: number };
  /** Nothing to gain: the original was already as small in the same format and size, and it is given back as it was. */
  readonly keptOriginal: boolean;
  /** Transparent pixels laid on white for JPEG, which has no transparency (instead of black). */
  readonly flattened: boolean;
  /** The quality the file was written at, when a largest file size made it lower than the one chosen. */
  readonly quality?: number;
  /**
   * A largest file size that could not be met: `quality` even at the lowest quality, `lossless` for PNG, whose
   * size no quality lowers. The smallest file made is given.
   */
  readonly missed?: 'quality' | 'lossless';
  /**
   * Larger than the original though not enlarged (another format, or a smaller size that still grew): said, and the
   * original offered beside it. The same format at the same size that grows gives the original instead (keptOriginal).
   */
  readonly larger?: boolean;
  /** The original file's bytes, given with one image alone (compared with the new one) or a larger file (offered). */
  readonly original?: Uint8Array;
  /** One image alone in a format browsers do not show (HEIC): its pixels as PNG, to compare the new one with. */
  readonly preview?: Uint8Array;
}

/** A file that could not be converted, and why (an error code of the tool or the host, with its params). */
export interface Failed {
  readonly name: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Result {
  readonly files: readonly Converted[];
  readonly failed: readonly Failed[];
  /** The largest file size asked for, in bytes (0: none). */
  readonly maxBytes: number;
}

/** The size asked for, from the image's own: whole pixels, at least 1. */
export function targetSize(width: number, height: number, options: Options): { width: number; height: number } | ToolError {
  if (options.size === 'percent') {
    const p = options.percent;
    if (!Number.isFinite(p) || p < 1 || p > 1000) return toolError('percentRange');
    return { width: Math.max(1, Math.round((width * p) / 100)), height: Math.max(1, Math.round((height * p) / 100)) };
  }
  if (options.size !== 'pixels') return { width, height };
  const w = options.width;
  const h = options.height;
  if (w < 0 || h < 0 || !Number.isFinite(w) || !Number.isFinite(h)) return toolError('negativeSize');
  if (w === 0 && h === 0) return toolError('noSize');
  if (!options.keepAspect) return { width: w || width, height: h || height };
  // Kept in proportion: within the box when both are given, else by the side given.
  const scale = w && h ? Math.min(w / width, h / height) : w ? w / width : h / height;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const baseName = (name: string): string => name.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'image';

/** The new file's name: photo.jpg → photo.webp, photo-800x600.webp when resized, photo-compressed.jpg when only re-encoded. */
export function outputName(name: string, type: string, resized: { width: number; height: number } | null): string {
  const base = baseName(name);
  const ext = EXTENSIONS[type] ?? 'png';
  if (resized) return `${base}-${resized.width}x${resized.height}.${ext}`;
  const plain = `${base}.${ext}`;
  return plain.toLowerCase() === name.toLowerCase() ? `${base}-compressed.${ext}` : plain;
}

/** Names made unique (they go in one ZIP with the page's Download all): a second photo.webp becomes photo-2.webp. */
export const uniqueNames = uniqueFileNames;

/** The type a file is written as: the one chosen, or for "same" its own where it can be written (a GIF becomes PNG, a HEIC photo JPEG). */
function outputType(sourceType: string, options: Options): OutputType {
  if (options.format !== 'same') return FORMAT_TYPES[options.format];
  if (sourceType === 'image/heic') return 'image/jpeg';
  return (OUTPUT_TYPES as readonly string[]).includes(sourceType) ? (sourceType as OutputType) : 'image/png';
}

/** The largest file size asked for, in bytes (kB of 1,000 bytes), or a ToolError for one that means nothing. */
export function maxBytesOf(options: Options): number | ToolError {
  const kB = options.maxSize;
  if (!Number.isFinite(kB) || kB < 0 || kB > 1_000_000) return toolError('maxSizeRange');
  return Math.round(kB * 1000);
}

/**
 * The file written at the chosen quality; with a largest size, at the highest quality (at most the chosen one)
 * whose file fits, found by halving the range (8 encodings at most). When even quality 1 does not fit, the
 * smallest file made, marked as missed.
 */
export async function fitted(raster: Raster, type: OutputType, quality: number, maxBytes: number): Promise<{ bytes: Uint8Array; quality?: number; missed?: 'quality' | 'lossless' } | ToolError> {
  const first = await encodeAs(raster, type, quality);
  if (isToolError(first) || maxBytes === 0 || first.length <= maxBytes) return isToolError(first) ? first : { bytes: first };
  if (!LOSSY.includes(type)) return { bytes: first, missed: 'lossless' };
  let best: { bytes: Uint8Array; quality: number } | null = null;
  let smallest: { bytes: Uint8Array; quality: number } = { bytes: first, quality };
  let low = 1;
  let high = quality - 1;
  while (low <= high) {
    const q = Math.floor((low + high) / 2);
    const bytes = await encodeAs(raster, type, q);
    if (isToolError(bytes)) return bytes;
    if (bytes.length <= maxBytes) {
      best = { bytes, quality: q };
      low = q + 1;
    } else {
      if (bytes.length < smallest.bytes.length) smallest = { bytes, quality: q };
      high = q - 1;
    }
  }
  // Every quality down to 1 was tried before giving up: the smallest of them is given.
  return best ?? { ...smallest, missed: 'quality' };
}

async function convertOne(file: FileInput, options: Options, maxBytes: number, alone: boolean): Promise<Converted | Failed> {
  const fail = (error: ToolError): Failed => ({ name: file.name, code: error.code, ...(error.params ? { params: error.params } : {}) });
  if (!(file.bytes instanceof Uint8Array) || file.bytes.length === 0) return fail(toolError('imageUnreadable'));
  const heif = isHeif(file.bytes);
  const sourceType = heif ? 'image/heic' : (sniffImageType(file.bytes) ?? file.type);
  const raster = heif ? await decodeHeif(file.bytes) : await decodeImage(file.bytes, file.type);
  if (isToolError(raster)) return fail(raster);
  const size = targetSize(raster.width, raster.height, options);
  if (isToolError(size)) return fail(size);
  const tooLarge = sizeError(size.width, size.height);
  if (tooLarge) return fail(tooLarge);
  const resized = size.width !== raster.width || size.height !== raster.height;
  const type = outputType(sourceType, options);
  let pixels = resized ? resizeImage(raster, size.width, size.height) : raster;
  let flattened = false;
  if (type === 'image/jpeg') ({ raster: pixels, flattened } = onWhite(pixels));
  const written = await fitted(pixels, type, options.quality, maxBytes);
  if (isToolError(written)) return fail(written);
  const { bytes } = written;
  const source = { name: file.name, type: sourceType, size: file.bytes.length, width: raster.width, height: raster.height };
  const name = outputName(file.name, type, resized ? size : null);
  // Re-encoding at the same size and format that gives no smaller file: the original is the better file.
  // A largest size it still misses is said all the same.
  if (!resized && type === sourceType && bytes.length >= file.bytes.length) return { name: file.name, type, bytes: file.bytes, width: raster.width, height: raster.height, source, keptOriginal: true, flattened: false, ...(written.missed ? { missed: written.missed } : {}) };
  // Larger than the original, though not enlarged (which makes a larger file by itself): said, with the original offered.
  const grew = bytes.length > file.bytes.length && pixels.width * pixels.height <= raster.width * raster.height;
  const fit = { ...(written.quality !== undefined ? { quality: written.quality } : {}), ...(written.missed ? { missed: written.missed } : {}) };
  const preview = alone && heif ? await encodeImage(raster, 'image/png') : undefined;
  return { name, type, bytes, width: pixels.width, height: pixels.height, source, keptOriginal: false, flattened, ...fit, ...(preview instanceof Uint8Array ? { preview } : {}), ...(grew ? { larger: true } : {}), ...(grew || alone ? { original: file.bytes } : {}) };
}

/**
 * Each image decoded, resized as asked (in pixels, kept in proportion, or by a percentage), written in
 * the chosen format at the chosen quality. Runs in the tool's worker; the page saves several files in one
 * ZIP (Download all).
 */
export async function run({ files }: Input, options: Options): Promise<Result | ToolError> {
  const list = files ?? [];
  if (list.length === 0) return toolError('noFiles', { field: 'files' });
  const maxBytes = maxBytesOf(options);
  if (isToolError(maxBytes)) return maxBytes;
  const converted: Converted[] = [];
  const failed: Failed[] = [];
  for (const [i, file] of list.entries()) {
    const one = await convertOne(file, options, maxBytes, list.length === 1);
    if ('bytes' in one) converted.push(one);
    else failed.push(one);
    reportProgress(i + 1, list.length);
  }
  if (converted.length === 0) {
    const first = failed[0]!;
    // One file: its own error at the field; several: which files, and the first reason.
    return list.length === 1 ? toolError(first.code, { ...first.params, field: 'files' }) : toolError('noneConverted', { field: 'files' });
  }
  const names = uniqueNames(converted.map((c) => c.name));
  const files_ = converted.map((c, i) => (c.name === names[i] ? c : { ...c, name: names[i]! }));
  return { files: files_, failed, maxBytes };
}
