import { describe, expect, it } from 'vitest';
import type { Display, NoteBlock, TableBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { PdfResult } from './run.ts';
import { view } from './view.ts';

const en = writer('images-to-pdf', 'en');
const de = writer('images-to-pdf', 'de');
const fr = writer('images-to-pdf', 'fr');
const page = (image: string, recoded = false) => ({ image, pixels: { width: 4000, height: 3000 }, width: 841.89, height: 595.28, recoded });

describe('images-to-pdf view', () => {
  const result: PdfResult = { name: 'holiday.pdf', bytes: new Uint8Array(123_456), pages: [page('holiday.jpg'), page('beach.webp', true)] };
  const v = view(result);

  it('gives the PDF to download, labelled with its pages', () => {
    expect(v.blocks[0]).toMatchObject({ kind: 'file', name: 'holiday.pdf', type: 'application/pdf' });
    expect(en((v.blocks[0] as unknown as { label: Display }).label)).toBe('2 pages');
    expect(v.filename).toBe('holiday');
  });

  it('says the page count and the file size in the page language', () => {
    const values = v.blocks[1] as ValuesBlock;
    expect(values.items.map((i) => [en(i.label), en(i.value)])).toEqual([['Pages', '2'], ['File size', '123.5 kB']]);
    expect(de(values.items[1]!.value)).toBe('123,5 kB');
  });

  it('lists each page: its image, its pixels, its size in millimetres (A4 landscape: 297 × 210 mm)', () => {
    const table = v.blocks[2] as TableBlock;
    expect(table.rows.map((row) => row.map((cell) => en(cell as Display)))).toEqual([
      ['1', 'holiday.jpg', '4,000 × 3,000 px', '297 × 210 mm'],
      ['2', 'beach.webp', '4,000 × 3,000 px', '297 × 210 mm'],
    ]);
    expect(fr(table.rows[0]![2] as Display)).toBe('4\u202f000 × 3\u202f000 px');
  });

  it('says when images were written again, and JSON holds no bytes', () => {
    expect(en((v.blocks[3] as NoteBlock).text)).toBe('1 image was written again as PNG or JPEG, since a PDF cannot hold its format as it is.');
    expect(v.json).toEqual({ name: 'holiday.pdf', size: 123_456, pages: result.pages });
    expect(view({ ...result, pages: [page('a.png')] }).blocks.some((b) => b.kind === 'note')).toBe(false);
  });
});
