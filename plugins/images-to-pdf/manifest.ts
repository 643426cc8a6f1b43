import { defineTool, SAMPLE_PNG, type InputOf, type OptionsOf } from '@sdk/core';
import { HEIF_ASSET, isHeifFile } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { BADGE_PNG, SIDEWAYS_JPG } from './sample.ts';

export const PAGE_SIZES = ['a4', 'letter', 'image'] as const;
export const ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
export const MARGINS = ['none', 'small', 'large', 'custom'] as const;

/**
 * Images in, one PDF out: each image on a page of its own (A4, Letter or the image's size), fitted
 * inside the margins and centred, in the order the files are chosen (the file field's move buttons
 * reorder them). JPEG and PNG go in as they are (pdf-lib embeds them); WebP and the other formats the
 * browser reads are decoded and written as PNG, or as JPEG at the chosen quality. Runs in the worker.
 */
export const manifest = defineTool({
  related: ['pdf-tools', 'image-converter', 'exif-viewer', 'image-to-base64'],
  fields: {
    images: { kind: 'file', read: 'bytes', multiple: true, accept: 'image/jpeg,image/png,image/webp,image/gif,image/bmp,image/avif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.gif,.bmp,.avif,.heic,.heif' },
  },
  options: {
    pageSize: { type: 'string', enum: PAGE_SIZES, default: 'a4' },
    orientation: { type: 'string', enum: ORIENTATIONS, default: 'auto' },
    margin: { type: 'string', enum: MARGINS, default: 'small' },
    marginMm: { type: 'number', minimum: 0, maximum: 100, default: 15 },
    recode: { type: 'string', enum: ['png', 'jpeg'], default: 'png' },
    quality: { type: 'integer', minimum: 1, maximum: 100, default: 85 },
  },
  ui: { pageSize: 'segmented', orientation: 'segmented', margin: 'segmented', marginMm: 'updown', recode: 'segmented', quality: 'range' },
  worker: true,
  // libheif, downloaded the first time a HEIC photo is chosen (the only big file, and only then).
  bigAssets: [HEIF_ASSET],
  bigAssetsUsed: (input) => ((input.images ?? []).some(isHeifFile) ? [HEIF_ASSET] : []),
  timeLimitSeconds: 120,
  examples: [
    { name: 'a4', input: { images: [SIDEWAYS_JPG, SAMPLE_PNG] }, options: { pageSize: 'a4', orientation: 'auto', margin: 'small' }, output: EXAMPLE_OUTPUTS.a4 },
    { name: 'fit', input: { images: [BADGE_PNG] }, options: { pageSize: 'image', margin: 'none' }, output: EXAMPLE_OUTPUTS.fit },
    { name: 'letter', input: { images: [SAMPLE_PNG, SIDEWAYS_JPG] }, options: { pageSize: 'letter', orientation: 'portrait', margin: 'custom', marginMm: 20 }, output: EXAMPLE_OUTPUTS.letter },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
