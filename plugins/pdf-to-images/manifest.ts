import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { DOT_PNG, PHOTO_JPG, REPORT_PDF } from './sample.ts';

const bytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const report = { name: 'report.pdf', type: 'application/pdf', base64: REPORT_PDF };

/**
 * A PDF's pages as PNG or JPEG images (pdf.js draws them on an OffscreenCanvas in the tool's worker),
 * or the images embedded in it as they are (pdf-lib walks the pages' image XObjects). Several files download
 * together as one ZIP named after the document (the host's Download all, fflate); one gives the image itself.
 */
export const manifest = defineTool({
  related: ['pdf-tools', 'image-converter', 'exif-viewer'],
  fields: {
    pdf: { kind: 'file', read: 'bytes', accept: 'application/pdf,.pdf', maxBytes: 200 * 1024 * 1024 },
    pages: { kind: 'line', tabs: ['render'] },
  },
  options: {
    mode: { type: 'string', enum: ['render', 'extract'], default: 'render' },
    format: { type: 'string', enum: ['png', 'jpeg'], default: 'png' },
    dpi: { type: 'integer', minimum: 72, maximum: 600, default: 150 },
    quality: { type: 'integer', minimum: 1, maximum: 100, default: 85 },
  },
  ui: { mode: 'tabs', format: 'segmented', dpi: 'updown', quality: 'range' },
  optionTabs: { format: ['render'], dpi: ['render'], quality: ['render'] },
  // Drawing dozens of pages at 300 DPI takes seconds: it starts on a press, not at every change of a setting.
  start: 'convert',
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    {
      name: 'extract',
      input: { pdf: report },
      options: { mode: 'extract' },
      output: {
        mode: 'extract',
        pageCount: 2,
        pages: [1, 2],
        files: [
          { name: 'report-1.jpg', type: 'image/jpeg', bytes: bytes(PHOTO_JPG), page: 1, width: 16, height: 12 },
          { name: 'report-2.png', type: 'image/png', bytes: bytes(DOT_PNG), page: 2, width: 8, height: 8 },
        ],
        skipped: [],
      },
    },
    {
      name: 'outside',
      input: { pdf: report, pages: '1-3' },
      options: { mode: 'render' },
      output: toolError('pages.outside', { parts: '1-3', count: 2, field: 'pages' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
