import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { QPDF_CORE } from '@sdk/pdf';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { BLOATED_PDF, CUT_PDF } from './sample.ts';

const bloated = { name: 'bloated.pdf', type: 'application/pdf', base64: BLOATED_PDF };
const cut = { name: 'cut.pdf', type: 'application/pdf', base64: CUT_PDF };
const notes = { name: 'notes.pdf', type: 'application/pdf', base64: btoa('These are notes, not a PDF.\n') };

/**
 * Smaller PDFs, made in the browser: qpdf (WebAssembly, in the tool's worker) compresses every stream again at
 * Flate's highest level and packs objects into object streams; the images are written again as JPEG at the
 * level's quality and size (images.ts: pdf-lib and jpeg-js, the same bytes in the browser and in Node).
 * Several files at once, each with its size before and after; one that would not get smaller is given back as it was.
 */
export const manifest = defineTool({
  related: ['pdf-tools', 'images-to-pdf', 'pdf-to-images', 'protect-pdf'],
  fields: {
    pdfs: { kind: 'file', read: 'bytes', multiple: true, accept: 'application/pdf,.pdf', maxBytes: 200 * 1024 * 1024 },
  },
  options: {
    level: { type: 'string', enum: ['low', 'recommended', 'extreme', 'custom'], default: 'recommended' },
    images: { type: 'boolean', default: true },
    quality: { type: 'integer', minimum: 10, maximum: 95, default: 70 },
    maxDpi: { type: 'integer', minimum: 36, maximum: 600, default: 150 },
    maxSide: { type: 'integer', minimum: 200, maximum: 10_000, multipleOf: 100, default: 2500 },
  },
  ui: { level: 'segmented', quality: 'range', maxDpi: 'updown', maxSide: 'updown' },
  worker: true,
  timeLimitSeconds: 120,
  start: 'compress',
  bigAssets: [QPDF_CORE],
  examples: [
    { name: 'recommended', input: { pdfs: [bloated] }, options: { level: 'recommended' }, output: EXAMPLE_OUTPUTS.recommended },
    { name: 'custom', input: { pdfs: [bloated] }, options: { level: 'custom', quality: 40, maxDpi: 36, maxSide: 2500 }, output: EXAMPLE_OUTPUTS.custom },
    { name: 'lossless', input: { pdfs: [bloated] }, options: { images: false }, output: EXAMPLE_OUTPUTS.lossless },
    { name: 'notPdf', input: { pdfs: [notes] }, output: toolError('notPdf', { name: 'notes.pdf', field: 'pdfs' }) },
    { name: 'damaged', input: { pdfs: [cut] }, output: toolError('damaged', { name: 'cut.pdf', field: 'pdfs' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
