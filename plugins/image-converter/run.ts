import { decodeImage, encodableTypes, encodeImage, isToolError, onWhite, reportProgress, resizeImage, sizeError, sniffImageType, toolError, typeName, uniqueFileNames, type FileInput, type ToolError } from '@sdk/core';
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
  /** The formats this browser writes, told when another format than PNG is written. */
  readonly encodable: readonly string[] | null;
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

/** The type a file is written as: the one chosen, or for "same" its own where it can be written (a GIF or an SVG becomes PNG). */
function outputType(sourceType: string, options: Options): string {
  if (options.format !== 'same') return FORMAT_TYPES[options.format];
  return (OUTPUT_TYPES as readonly string[]).includes(sourceType) && sourceType !== 'image/avif' ? sourceType : 'image/png';
}

async function convertOne(file: FileInput, options: Options): Promise<Converted | Failed> {
  const fail = (error: ToolError): Failed => ({ name: file.name, code: error.code, ...(error.params ? { params: error.params } : {}) });
  if (!(file.bytes instanceof Uint8Array) || file.bytes.length === 0) return fail(toolError('imageUnreadable'));
  const sourceType = sniffImageType(file.bytes) ?? file.type;
  const raster = await decodeImage(file.bytes, file.type);
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
  const bytes = await encodeImage(pixels, type, options.quality / 100);
  if (isToolError(bytes)) return fail(bytes);
  const source = { name: file.name, type: sourceType, size: file.bytes.length, width: raster.width, height: raster.height };
  const name = outputName(file.name, type, resized ? size : null);
  // Re-encoding at the same size and format that gives no smaller file: the original is the better file.
  if (!resized && type === sourceType && bytes.length >= file.bytes.length) return { name: file.name, type, bytes: file.bytes, width: raster.width, height: raster.height, source, keptOriginal: true, flattened: false };
  return { name, type, bytes, width: pixels.width, height: pixels.height, source, keptOriginal: false, flattened };
}

/**
 * Each image decoded, resized as asked (in pixels, kept in proportion, or by a percentage), written in
 * the chosen format at the chosen quality. Runs in the tool's worker; the page saves several files in one
 * ZIP (Download all).
 */
export async function run({ files }: Input, options: Options): Promise<Result | ToolError> {
  const list = files ?? [];
  if (list.length === 0) return toolError('noFiles', { field: 'files' });
  // A format the browser cannot write is said at once, with the ones it can.
  let encodable: string[] | null = null;
  const wanted = options.format === 'same' ? null : FORMAT_TYPES[options.format];
  if (wanted !== null && wanted !== 'image/png') {
    encodable = await encodableTypes(OUTPUT_TYPES);
    if (wanted && !encodable.includes(wanted)) return toolError('cannotWrite', { format: typeName(wanted), formats: encodable.map(typeName).join(', ') });
  }
  const converted: Converted[] = [];
  const failed: Failed[] = [];
  for (const [i, file] of list.entries()) {
    const one = await convertOne(file, options);
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
  // Told only when it matters (a format other than PNG was asked for or written).
  const wrote = files_.some((c) => c.type !== 'image/png');
  return { files: files_, failed, encodable: wrote ? (encodable ?? (await encodableTypes(OUTPUT_TYPES))) : null };
}
