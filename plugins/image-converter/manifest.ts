import { defineTool, type BigAsset, type FileInput, type InputOf, type OptionsOf } from '@sdk/core';
import { HEIF_ASSET, isHeifFile } from '@sdk/media';
import { CODEC_ASSETS } from './assets.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';

export const SIZES = ['original', 'pixels', 'percent'] as const;
export const FORMATS = ['same', 'png', 'jpeg', 'webp', 'avif'] as const;
export const FORMAT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const;
/** The types "Same format" writes as they are. */
const SAME_TYPES = Object.values(FORMAT_TYPES);

/**
 * The big files a conversion downloads: the encoder of the format written (with "Same format", each file's own:
 * a HEIC photo is written as JPEG, a GIF, BMP or icon as PNG), and the HEIC reader when a HEIC photo is chosen.
 */
function assetsUsed(chosen: readonly FileInput[] | null | undefined, format: (typeof FORMATS)[number]): BigAsset[] {
  const files = chosen ?? [];
  const types = format !== 'same' ? [FORMAT_TYPES[format]] : files.map((file) => (isHeifFile(file) ? 'image/jpeg' : SAME_TYPES.find((type) => type === file.type) ?? 'image/png'));
  return [...new Set(types)].map((type): BigAsset => CODEC_ASSETS[type]).concat(files.some(isHeifFile) ? [HEIF_ASSET] : []);
}

/*
 * The sample file squares.png: a 4 × 4 PNG of four 2 × 2 squares (red, blue / green, yellow), written with
 * pngjs (`new PNG({ width: 4, height: 4 })`, those RGBA pixels, `PNG.sync.write(png, { colorType: 6 })`).
 */
const SQUARES_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAKklEQVR4AWO8o6b2nwEIPG2PMoAAEwMaYBRb7PWfAQieaJ5mAAEmBjQAAELwB1MhzZHLAAAAAElFTkSuQmCC';
const squares = { name: 'squares.png', type: 'image/png', base64: SQUARES_PNG };
/** dots.png: a 2 × 2 PNG of the same four colours, written the same way. */
const DOTS_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4AWO8o6b239P2KAOj2GKv/080TzMAAEHaB0/1oSEIAAAAAElFTkSuQmCC';
const dots = { name: 'dots.png', type: 'image/png', base64: DOTS_PNG };
/**
 * squares.heic: a 64 × 48 HEIC photo of four squares (red, blue / green, yellow), made by make-sample.sh (pngjs
 * draws the PNG, libheif's heif-enc with x265 writes it at quality 60).
 */
export const SQUARES_HEIC = 'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAvxtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAGGlkYXQAAAAAAEAAMAAAAAAAQAAwAAAAYGlsb2MBAAAAREAABAABAAAAAAAAAyAAAQAAAAAAAACtAAIAAQAAAAAAAAABAAAAAAAAAAgAAwAAAAAAAAPNAAEAAAAAAAAAFAAEAAEAAAAAAAAAAQAAAAgAAAAIAAAAYmlpbmYAAAAAAAQAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAAAVaW5mZQIAAAEAAwAAaHZjMQAAAAAVaW5mZQIAAAAABAAAZ3JpZAAAAAGxaXBycAAAAYRpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAcWh2Y0MBBAgAAAAAAAAAAAAe8AD8/Pj4AAAPAyAAAQAXQAEMAf//BAgAAAMAn/gAAAMAAB66AkAhAAEAJkIBAQQIAAADAJ/4AAADAAAewIIEFlurkprmwIAAAAMAgAAAAwCEIgABAAZEAcFzwIkAAAAUaXNwZQAAAAAAAABAAAAAQAAAABRpc3BlAAAAAAAAAEAAAAAwAAAADnBpeGkAAAAAAQgAAAAnYXV4QwAAAAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAlaXBtYQAAAAAAAAAEAAECgQIAAgIDhAADAoUGAAQDB4iJAAAANmlyZWYAAAAAAAAADmRpbWcAAgABAAEAAAAOZGltZwAEAAEAAwAAAA5hdXhsAAQAAQACAAAAyW1kYXQAAACpKAGvCeAhOKn/7ZJ//BB2Xty8nlae/CQDyG3P9cSOK8gTQaf8oZ36R2n+jLdcrzicDM64Xkvly4mRjAYdDo/gu9zNjfi0cHBCmDj3PesgOo4iOxQvhH3rwb/Cp6qT0W20Al/YuNhPf0H4k+GIFvtm++7CEAoxicauLQl6M3ZG4NwZNUPEgY2i8iUzHgEITC9pH/MROk0kLFu7EYZJX6tDvtgKISIt/VdqlgAAABAoAa4TwGt8Q94/xLvT05Fc';
const heic = { name: 'squares.heic', type: 'image/heic', base64: SQUARES_HEIC };

/**
 * Resize, convert and compress images, one or many at once. Size is the tabs (original, in pixels, by a
 * percentage); the format and quality apply on every tab. Files are read in the browser and the work runs
 * in the tool's worker.
 */
export const manifest = defineTool({
  related: ['image-to-base64', 'images-to-pdf', 'favicon-generator', 'exif-viewer', 'svg-optimizer', 'image-color-palette'],
  fields: {
    files: { kind: 'file', read: 'bytes', multiple: true, accept: 'image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif,image/gif,image/bmp,image/x-icon,.png,.jpg,.jpeg,.webp,.avif,.heic,.heif,.gif,.bmp,.ico' },
  },
  options: {
    size: { type: 'string', enum: SIZES, default: 'original' },
    // No bounds in the schema: run() says what the limits are, in the tool's own words.
    width: { type: 'integer', default: 800 },
    height: { type: 'integer', default: 0 },
    keepAspect: { type: 'boolean', default: true },
    percent: { type: 'integer', default: 50 },
    format: { type: 'string', enum: FORMATS, default: 'same' },
    quality: { type: 'integer', minimum: 1, maximum: 100, default: 80 },
    // In kB (1,000 bytes); 0: no limit.
    maxSize: { type: 'integer', default: 0 },
  },
  ui: { size: 'tabs', width: 'updown', height: 'updown', percent: 'updown', format: 'segmented', quality: 'range', maxSize: 'updown' },
  optionTabs: { width: ['pixels'], height: ['pixels'], keepAspect: ['pixels'], percent: ['percent'] },
  worker: true,
  // Each format's encoder (WebAssembly) is downloaded the first time that format is written, the HEIC reader
  // the first time a HEIC photo is chosen: the page counts those the files and format chosen need.
  bigAssets: [...Object.values(CODEC_ASSETS), HEIF_ASSET],
  bigAssetsUsed: (input, options) => assetsUsed(input.files, options.format),
  // Decoding and encoding big photos takes a few seconds each; the run reports its progress file by file.
  timeLimitSeconds: 120,
  examples: [
    { name: 'width', input: { files: [squares] }, options: { size: 'pixels', width: 2, height: 0 }, output: EXAMPLE_OUTPUTS.width },
    { name: 'percent', input: { files: [squares] }, options: { size: 'percent', percent: 300 }, output: EXAMPLE_OUTPUTS.percent },
    { name: 'box', input: { files: [squares] }, options: { size: 'pixels', width: 8, height: 2, keepAspect: false }, output: EXAMPLE_OUTPUTS.box },
    { name: 'several', input: { files: [squares, dots] }, options: { size: 'percent', percent: 50 }, output: EXAMPLE_OUTPUTS.several },
    { name: 'heic', input: { files: [heic] }, options: { size: 'percent', percent: 50 }, output: EXAMPLE_OUTPUTS.heic },
    { name: 'avif', input: { files: [squares] }, options: { size: 'percent', percent: 400, format: 'avif', quality: 60 }, output: EXAMPLE_OUTPUTS.avif },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
