import { describe, expect, it } from 'vitest';
import { view } from './view.ts';
import type { Result } from './run.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const input = { pdf: { name: 'Annual report.pdf', type: 'application/pdf', size: 1 } };

describe('view', () => {
  it('shows each image as a file with its page and pixel size, and names the ZIP after the document', () => {
    const result: Result = {
      mode: 'render',
      pageCount: 3,
      pages: [1, 3],
      files: [
        { name: 'Annual report-1.png', type: 'image/png', bytes: png, page: 1, width: 1240, height: 1754 },
        { name: 'Annual report-3.png', type: 'image/png', bytes: png, page: 3, width: 1754, height: 1240 },
      ],
      skipped: [],
    };
    const shown = view(result, { input });
    expect(shown.filename).toBe('Annual report-images');
    const files = shown.blocks.filter((b) => b.kind === 'file');
    expect(files.map((f) => f.name)).toEqual(['Annual report-1.png', 'Annual report-3.png']);
    expect(JSON.stringify(shown.blocks[0])).toContain('done.render');
    expect(JSON.stringify(files[1])).toContain('1754');
    // JSON leaves the bytes out and gives their count.
    expect((shown.json as { files: { size: number }[] }).files[0]!.size).toBe(4);
  });

  it('says which images were left out and why, and what extraction gives', () => {
    const result: Result = {
      mode: 'extract',
      pageCount: 2,
      pages: [1, 2],
      files: [{ name: 'a-1.jpg', type: 'image/jpeg', bytes: png, page: 1, width: 16, height: 12 }],
      skipped: [
        { page: 2, reason: 'format', format: 'JBIG2' },
        { page: 2, reason: 'bits', bits: 16 },
        { page: 1, reason: 'mask' },
      ],
    };
    const shown = view(result, { input: { pdf: { name: 'a.pdf', type: 'application/pdf', size: 1 } } });
    expect(shown.filename).toBe('a-1');
    const text = JSON.stringify(shown.blocks);
    for (const key of ['done.extract', 'skipped.format', 'JBIG2', 'skipped.bits', 'skipped.mask', 'extractNote']) expect(text).toContain(key);
  });
});
