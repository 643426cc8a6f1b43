import { describe, expect, it } from 'vitest';
import type { Display, FileBlock, NoteBlock, TableBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { CompressResult, CompressedFile } from './run.ts';
import { view } from './view.ts';

const en = writer('compress-pdf', 'en');
const de = writer('compress-pdf', 'de');
const fr = writer('compress-pdf', 'fr');
const es = writer('compress-pdf', 'es');
const file = (name: string, before: number, after: number, images: CompressedFile['images'] = { recoded: 3, kept: 1, skipped: 1 }): CompressedFile => ({ name, bytes: new Uint8Array(after), before, after, smaller: after < before, images });

describe('compress-pdf view', () => {
  const result: CompressResult = { files: [file('report-compressed.pdf', 2_000_000, 500_000), file('scan.pdf', 40_000, 40_000, null)] };
  const v = view(result);

  it('says the saving over every file, and the sizes before and after', () => {
    const values = v.blocks[0] as ValuesBlock;
    // 2,040,000 → 540,000 bytes: 74 % smaller.
    expect(values.items.map((i) => [en(i.label), en(i.value)])).toEqual([['Saved', '74%'], ['Size before', '2 MB'], ['Size after', '540 kB']]);
    expect(de(values.items[0]!.value)).toBe('74\u00a0%');
    expect(fr(values.items[0]!.value)).toBe('74\u00a0%');
  });

  it('gives each file to download, headed by its sizes, or said to be as it was', () => {
    const files = v.blocks.filter((b): b is FileBlock => b.kind === 'file');
    expect(files.map((f) => f.name)).toEqual(['report-compressed.pdf', 'scan.pdf']);
    expect(en(files[0]!.label as Display)).toBe('2 MB → 500 kB (75% smaller)');
    expect(en(files[1]!.label as Display)).toBe('40 kB, as it was');
    expect(es(files[0]!.label as Display)).toBe('2 MB → 500 kB (75\u00a0% menos)');
  });

  it('lists several files in a table', () => {
    const table = v.blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(table.rows.map((row) => row.map((cell) => en(cell as Display)))).toEqual([
      ['report-compressed.pdf', '2 MB', '500 kB', '75%'],
      ['scan.pdf', '40 kB', '40 kB', '0%'],
    ]);
    expect(view({ files: [result.files[0]!] }).blocks.some((b) => b.kind === 'table')).toBe(false);
  });

  it('says a file was given back as it was, and what happened to the images', () => {
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text));
    expect(notes).toEqual(['“report-compressed.pdf”: 3 images written again as JPEG, 2 images kept as they were.', '“scan.pdf” could not be made smaller: it is given back as it was.']);
    const one = view({ files: [file('a.pdf', 10, 5, { recoded: 1, kept: 0, skipped: 1 })] });
    expect(one.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => de(n.text))).toEqual(['„a.pdf“: 1 Bild als JPEG neu geschrieben, 1 Bild unverändert behalten.']);
  });

  it('copies a summary; JSON holds no bytes', () => {
    expect(en(v.copy as Display)).toBe('2 MB → 540 kB (74% smaller)');
    expect(v.json).toEqual({ files: [
      { name: 'report-compressed.pdf', before: 2_000_000, after: 500_000, smaller: true, images: { recoded: 3, kept: 1, skipped: 1 }, saving: 0.75 },
      { name: 'scan.pdf', before: 40_000, after: 40_000, smaller: false, images: null, saving: 0 },
    ] });
    expect(v.filename).toBe('compressed-pdfs');
    expect(view({ files: [result.files[0]!] }).filename).toBe('report-compressed');
  });
});
