import { describe, expect, it } from 'vitest';
import { optionDefaults, type Display, type FileBlock, type ImageBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import type { Result } from './run.ts';
import { previewSvg, view } from './view.ts';

const en = writer('watermark', 'en');
const de = writer('watermark', 'de');
const fr = writer('watermark', 'fr');
const es = writer('watermark', 'es');
const options = { ...(optionDefaults(manifest.options) as Options), color: '#c00000', rotation: 30 };
const pdf = { name: 'letter-watermarked.pdf', type: 'application/pdf', bytes: new Uint8Array(2_500), source: { name: 'letter.pdf', size: 1_200 }, pages: 2 };
const png = { name: 'photo-watermarked.png', type: 'image/png', bytes: new Uint8Array(12_345), source: { name: 'photo.png', size: 10_000 }, width: 4000, height: 3000 };
const preview = { width: 420, height: 595, stampWidth: 252, stampHeight: 30, spots: [{ cx: 210, cy: 297.5 }], baseline: 0.2 };

describe('watermark view', () => {
  const result: Result = { files: [pdf, png], failed: [{ name: 'notes.txt', code: 'notSupported', params: { name: 'notes.txt' } }], preview };
  const v = view(result, { input: { text: '  Top  <secret> & co ' }, options });

  it('counts the files, the PDF pages and the total size in the page language', () => {
    const values = v.blocks[0] as ValuesBlock;
    expect(values.items.map((i) => [en(i.label), en(i.value)])).toEqual([['Files marked', '2'], ['PDF pages', '2'], ['Total size', '14.8 kB']]);
    expect(de(values.items[2]!.value)).toBe('14,8 kB');
  });

  it('says which file was left out and why, in each language', () => {
    const note = v.blocks[1] as NoteBlock;
    expect(note.tone).toBe('warning');
    expect(en(note.text)).toBe('“notes.txt” was left out: “notes.txt” is neither a JPEG, PNG or WebP image nor a PDF.');
    expect(fr(note.text)).toBe('«\u202fnotes.txt\u202f» a été laissé de côté\u202f: «\u202fnotes.txt\u202f» n’est ni une image JPEG, PNG ou WebP, ni un PDF.');
    expect(es(note.text)).toBe('«notes.txt» se ha quedado fuera: «notes.txt» no es ni una imagen JPEG, PNG o WebP ni un PDF.');
  });

  it('draws where the mark goes on the first PDF page, the visitor’s text escaped', () => {
    const image = v.blocks[2] as ImageBlock;
    expect(image.kind).toBe('image');
    expect([image.width, image.height]).toEqual([226, 320]);
    expect(image.svg).toContain('&lt;secret&gt; &amp; co</text>');
    expect(image.svg).not.toContain('<secret>');
    expect(image.svg).toContain('rotate(-30)');
    expect(image.svg).toContain('fill="#c00000" fill-opacity="0.4"');
    expect(en(image.caption!)).toBe('Where the watermark goes on page 1 of “letter.pdf” (the page’s own content is not drawn here).');
  });

  it('offers every file, an image with its size, a PDF with its pages', () => {
    const files = v.blocks.filter((b): b is FileBlock => b.kind === 'file');
    expect(files.map((f) => f.name)).toEqual(['letter-watermarked.pdf', 'photo-watermarked.png']);
    expect(en(files[0]!.caption as Display)).toBe('PDF, 2 pages, 2.5 kB');
    expect(en(files[1]!.caption as Display)).toBe('PNG, 4,000 × 3,000 px, 12.3 kB');
    expect(fr(files[1]!.caption as Display)).toMatch(/^PNG, 4\u202f000 × 3\u202f000 px, 12,3.ko$/);
    expect([files[1]!.width, files[1]!.height]).toEqual([4000, 3000]);
    expect(v.filename).toBe('watermarked');
    expect(v.json).toEqual({ files: [{ ...pdf, bytes: undefined, size: 2_500 }, { ...png, bytes: undefined, size: 12_345 }].map(({ bytes: _, ...f }) => f), failed: result.failed });
  });

  it('draws an image mark as a box of its size, and names a single file’s download after it', () => {
    const box = previewSvg(preview, { ...options, mark: 'image' }, '');
    expect(box.svg).toMatch(/<rect transform="translate\(112\.94 160\) rotate\(-30\)" x="-67\.\d+" y="-8\.\d+" width="135\.\d+" height="16\.\d+"/);
    const one = view({ files: [png], failed: [], preview: null }, { input: { text: '' }, options });
    expect(one.blocks.some((b) => b.kind === 'image')).toBe(false);
    expect(one.filename).toBe('photo-watermarked');
  });
});
