/**
 * The encoders, compiled to WebAssembly (Squoosh's codecs as packaged by jSquash, Apache-2.0): OxiPNG for PNG,
 * MozJPEG for JPEG, libwebp for WebP, libavif (with libaom) for AVIF. The same code writes the same bytes in
 * every browser, in the worker and in Node (the tests, the command line), whatever the browser's own canvas
 * can or cannot write. Each codec's WebAssembly is a big file (`?big`) fetched the first time its format is
 * written, compiled once and kept for the next runs; the others are never downloaded.
 */
import { loadBigAsset, isToolError, toolError, typeName, type Raster, type ToolError } from '@sdk/core';
import { CODEC_ASSETS } from './assets.ts';

export type OutputType = keyof typeof CODEC_ASSETS;
export { CODEC_ASSETS };

/**
 * libavif's speed (0 slowest to 10): 8 rather than Squoosh's 6, about three times faster for files a few percent
 * larger, so that a photo of 12 megapixels and the search for a largest file size stay within the worker's time limit.
 */
const AVIF_SPEED = 8;

/** The formats whose quality setting means something (PNG is lossless: its size is only ever made smaller by OxiPNG). */
export const LOSSY: readonly string[] = ['image/jpeg', 'image/webp', 'image/avif'];

type Encode = (raster: Raster, quality: number) => Uint8Array;
interface EmscriptenEncoder {
  encode(data: Uint8Array | Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null;
}

const compiled = new Map<OutputType, Promise<Encode | ToolError>>();

async function emscripten(wasm: WebAssembly.Module, glue: Promise<{ default: unknown }>): Promise<EmscriptenEncoder> {
  const [{ initEmscriptenModule }, factory] = await Promise.all([import('@jsquash/webp/utils.js'), glue]);
  return (await initEmscriptenModule(factory.default as never, wasm)) as unknown as EmscriptenEncoder;
}

async function load(type: OutputType): Promise<Encode | ToolError> {
  const bytes = await loadBigAsset(CODEC_ASSETS[type]);
  if (isToolError(bytes)) return bytes;
  const wasm = await WebAssembly.compile(bytes);
  switch (type) {
    case 'image/png': {
      const oxipng = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js');
      await oxipng.default(wasm);
      // Level 2 (Squoosh's default); transparent pixels' hidden colours may change, which nobody sees.
      return (raster) => oxipng.optimise_raw(new Uint8ClampedArray(raster.data), raster.width, raster.height, 2, false, true);
    }
    case 'image/jpeg': {
      const [{ defaultOptions }, jpeg] = await Promise.all([import('@jsquash/jpeg/meta.js'), emscripten(wasm, import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'))]);
      return (raster, quality) => out(jpeg.encode(raster.data, raster.width, raster.height, { ...defaultOptions, quality }));
    }
    case 'image/webp': {
      const [{ defaultOptions }, webp] = await Promise.all([import('@jsquash/webp/meta.js'), emscripten(wasm, import('@jsquash/webp/codec/enc/webp_enc.js'))]);
      return (raster, quality) => out(webp.encode(raster.data, raster.width, raster.height, { ...defaultOptions, quality }));
    }
    case 'image/avif': {
      const [{ defaultOptions }, avif] = await Promise.all([import('@jsquash/avif/meta.js'), emscripten(wasm, import('@jsquash/avif/codec/enc/avif_enc.js'))]);
      return (raster, quality) => out(avif.encode(new Uint8Array(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), raster.width, raster.height, { ...defaultOptions, quality, speed: AVIF_SPEED }));
    }
  }
}

function out(bytes: Uint8Array | null): Uint8Array {
  if (!bytes) throw new Error('encode');
  // A copy: the encoder's view may point into its memory, which the next image reuses.
  return new Uint8Array(bytes);
}

/** The encoder of a format, downloaded and compiled on first use (a failed download is tried again next time). */
export async function encoder(type: OutputType): Promise<Encode | ToolError> {
  let ready = compiled.get(type);
  if (!ready) {
    ready = load(type).catch(() => toolError('imageEncodeUnsupported', { type: typeName(type) }));
    compiled.set(type, ready);
  }
  const result = await ready;
  if (isToolError(result)) compiled.delete(type);
  return result;
}

/** The image written as `type` at a quality from 1 to 100 (PNG ignores it), or the reason it could not be. */
export async function encodeAs(raster: Raster, type: OutputType, quality: number): Promise<Uint8Array | ToolError> {
  const encode = await encoder(type);
  if (isToolError(encode)) return encode;
  try {
    return encode(raster, quality);
  } catch {
    return toolError('imageEncodeUnsupported', { type: typeName(type) });
  }
}
