import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { COVER_PDF, EXPECTED, REPORT_PDF } from './sample.ts';

const bytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const ACCEPT = 'application/pdf,.pdf';
const report = { name: 'report.pdf', type: 'application/pdf', base64: REPORT_PDF };
const cover = { name: 'cover.pdf', type: 'application/pdf', base64: COVER_PDF };

/**
 * PDFs in; merged, split, rotated, reordered or trimmed PDFs out, as files (pdf-lib, loaded on first
 * use, in the worker). On the reorder and delete tabs, Output.tsx draws each page (pdfjs-dist, loaded
 * on the page when a file is chosen) to move or remove pages by sight.
 */
export const manifest = defineTool({
  related: ['images-to-pdf', 'exif-viewer', 'image-converter', 'hash-generator', 'base64-encoder'],
  fields: {
    files: { kind: 'file', read: 'bytes', multiple: true, accept: ACCEPT, tabs: ['merge'] },
    pdf: { kind: 'file', read: 'bytes', accept: ACCEPT, tabs: ['split', 'rotate', 'reorder', 'delete'] },
    ranges: { kind: 'line', tabs: ['split'], inputMode: 'text' },
    pages: { kind: 'line', tabs: ['rotate'] },
    order: { kind: 'line', tabs: ['reorder'] },
    remove: { kind: 'line', tabs: ['delete'] },
  },
  options: {
    action: { type: 'string', enum: ['merge', 'split', 'rotate', 'reorder', 'delete'], default: 'merge' },
    splitInto: { type: 'string', enum: ['each', 'one'], default: 'each' },
    angle: { type: 'string', enum: ['90', '180', '270'], default: '90' },
  },
  ui: { action: 'tabs', splitInto: 'radio', angle: 'segmented' },
  optionTabs: { splitInto: ['split'], angle: ['rotate'] },
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    {
      name: 'merge',
      input: { files: [cover, report] },
      options: { action: 'merge' },
      output: { action: 'merge', pagesIn: [1, 2], files: [{ name: 'merged.pdf', bytes: bytes(EXPECTED.merged), pages: 3 }] },
    },
    {
      name: 'split',
      input: { pdf: report, ranges: '1, 2-' },
      options: { action: 'split' },
      output: {
        action: 'split',
        pagesIn: [2],
        files: [
          { name: 'report-page-1.pdf', bytes: bytes(EXPECTED.page1), pages: 1 },
          { name: 'report-page-2.pdf', bytes: bytes(EXPECTED.page2), pages: 1 },
        ],
      },
    },
    {
      name: 'rotate',
      input: { pdf: report, pages: '1' },
      options: { action: 'rotate', angle: '90' },
      output: { action: 'rotate', pagesIn: [2], files: [{ name: 'report-rotated.pdf', bytes: bytes(EXPECTED.rotated), pages: 2 }], rotated: [1] },
    },
    {
      name: 'reorder',
      input: { pdf: report, order: '2, 1' },
      options: { action: 'reorder' },
      output: { action: 'reorder', pagesIn: [2], files: [{ name: 'report-reordered.pdf', bytes: bytes(EXPECTED.swapped), pages: 2 }], kept: [2, 1] },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
