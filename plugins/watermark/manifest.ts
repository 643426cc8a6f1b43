import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { LETTER_PDF, LOGO_PNG, PHOTO_PNG, SECRET_PDF } from './sample.ts';

/** Where the watermark goes: one of nine spots (a 3 × 3 grid), or copies over the whole page or image. */
export const POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right', 'tile'] as const;
export const FONTS = ['sans', 'serif', 'mono'] as const;

/**
 * Text or an image put on photos (JPEG, PNG, WebP) and on every page of PDFs, several files at once.
 * Images are decoded, the watermark laid over their pixels and written again in their own format; text
 * on images is drawn by the browser (OffscreenCanvas in the tool's worker). PDFs get the text as real
 * text in one of the PDF standard fonts (nothing embedded) or the image embedded once, with pdf-lib;
 * their pages, sizes and everything else stay. Runs in the worker.
 */
export const manifest = defineTool({
  related: ['image-converter', 'pdf-tools', 'images-to-pdf', 'exif-viewer', 'pdf-to-images'],
  fields: {
    files: { kind: 'file', read: 'bytes', multiple: true, accept: 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf' },
    text: { kind: 'line', tabs: ['text'], maxLength: 200, default: '' },
    logo: { kind: 'file', read: 'bytes', tabs: ['image'], accept: 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp' },
  },
  options: {
    mark: { type: 'string', enum: ['text', 'image'], default: 'text' },
    position: { type: 'string', enum: POSITIONS, default: 'center' },
    size: { type: 'integer', minimum: 5, maximum: 100, default: 50 },
    opacity: { type: 'integer', minimum: 5, maximum: 100, default: 40 },
    rotation: { type: 'integer', minimum: -180, maximum: 180, default: 30 },
    margin: { type: 'integer', minimum: 0, maximum: 25, default: 4 },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#808080' },
    font: { type: 'string', enum: FONTS, default: 'sans' },
    bold: { type: 'boolean', default: true },
  },
  ui: { mark: 'tabs', position: 'select', size: 'range', opacity: 'range', rotation: 'range', margin: 'range', color: 'color', font: 'segmented', bold: 'checkbox' },
  optionTabs: { color: ['text'], font: ['text'], bold: ['text'] },
  worker: true,
  // Big photos take a few seconds each to decode, mark and encode; the run reports its progress file by file.
  timeLimitSeconds: 120,
  examples: [
    { name: 'pdf', input: { files: [LETTER_PDF], text: 'CONFIDENTIAL' }, options: { mark: 'text', position: 'center', size: 60, opacity: 30, rotation: 30, margin: 4, color: '#c00000', font: 'sans', bold: true }, output: EXAMPLE_OUTPUTS.pdf },
    { name: 'tiled', input: { files: [LETTER_PDF], text: 'Brouillon © 2026' }, options: { mark: 'text', position: 'tile', size: 30, opacity: 20, rotation: -45, margin: 6, color: '#1a3c8c', font: 'serif', bold: false }, output: EXAMPLE_OUTPUTS.tiled },
    { name: 'logo', input: { files: [PHOTO_PNG, LETTER_PDF], logo: LOGO_PNG }, options: { mark: 'image', position: 'bottom-right', size: 25, opacity: 80, rotation: 0, margin: 5 }, output: EXAMPLE_OUTPUTS.logo },
    { name: 'protected', input: { files: [SECRET_PDF], text: 'DRAFT' }, options: { mark: 'text' }, output: { kind: 'tool-error', code: 'encrypted', params: { name: 'secret.pdf', field: 'files' } } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
