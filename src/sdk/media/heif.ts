/**
 * HEIC and HEIF photos (an iPhone's), which only Safari shows: read by libheif with libde265 (LGPL 3), compiled to
 * WebAssembly (libheif-js), unmodified, as its own big file that a tool downloads the first time a HEIC photo is
 * chosen, into its worker (the image converter, images to PDF: list HEIF_ASSET in `bigAssets`, and declare
 * `wasm: true`). The same code reads them in Node (the tests, the command line).
 */
import HEIF_WASM from 'libheif-js/libheif-wasm/libheif.wasm?big';
import { isToolError, loadBigAsset, MAX_PIXELS, MAX_SIDE, sizeError, toolError, type Raster, type ToolError } from '@sdk/core';

/** libheif's WebAssembly: a manifest's bigAssets entry for a tool that calls decodeHeif(). */
export const HEIF_ASSET = HEIF_WASM;

/** A chosen file that is a HEIC or HEIF photo by its type or, where the browser gives none, its name (a page's bigAssetsUsed). */
export function isHeifFile(file: { readonly name: string; readonly type: string }): boolean {
  return /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** A HEIC/HEIF file by its first box: ftyp with a HEVC brand (heic, heix, heim, heis, hevc, hevx) or the generic mif1/msf1 one. */
export function isHeif(bytes: Uint8Array): boolean {
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 16 || text(4) !== 'ftyp') return false;
  return ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(text(8));
}

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
  free?(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}
type Factory = (options: object) => unknown;

let ready: Promise<Libheif | ToolError> | undefined;

async function load(): Promise<Libheif | ToolError> {
  const bytes = await loadBigAsset(HEIF_ASSET);
  if (isToolError(bytes)) return bytes;
  const wasm = await WebAssembly.compile(bytes);
  const [glue, { initEmscriptenModule }] = await Promise.all([import('libheif-js/libheif-wasm/libheif.js') as Promise<unknown> as Promise<{ default: Factory }>, import('@jsquash/webp/utils.js')]);
  return new Promise<Libheif>((resolve) => {
    // Instantiated from the compiled module (jSquash's helper, as for the encoders): ready before the factory returns.
    const module: unknown = initEmscriptenModule(glue.default as never, wasm, { onRuntimeInitialized: () => queueMicrotask(() => resolve(module as Libheif)) });
  });
}

/** The first (primary) image of a HEIC/HEIF file as RGBA pixels, or why it cannot be read. */
export async function decodeHeif(bytes: Uint8Array): Promise<Raster | ToolError> {
  ready ??= load().catch(() => toolError('imageUnreadable'));
  const lib = await ready;
  if (isToolError(lib)) {
    ready = undefined;
    return lib;
  }
  let images: HeifImage[];
  try {
    images = new lib.HeifDecoder().decode(bytes);
  } catch {
    return toolError('imageUnreadable');
  }
  const image = images[0];
  if (!image) return toolError('imageUnreadable');
  try {
    const width = image.get_width();
    const height = image.get_height();
    if (sizeError(width, height)) return toolError('imageTooLarge', { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS });
    const data = new Uint8ClampedArray(width * height * 4);
    const shown = await new Promise<unknown>((resolve) => image.display({ data, width, height }, resolve));
    return shown ? { width, height, data } : toolError('imageUnreadable');
  } finally {
    for (const i of images) i.free?.();
  }
}
