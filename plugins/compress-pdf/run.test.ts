import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpredict } from '@sdk/core';
import { qpdf } from '@sdk/pdf';
import { imageSettings, PRESETS, run } from './run.ts';
import type { Options } from './manifest.ts';
import { BLOATED_PDF } from './sample.ts';

const bloated = Buffer.from(BLOATED_PDF, 'base64');
const file = (name: string, bytes: Uint8Array) => ({ name, type: 'application/pdf', size: bytes.length, bytes });
const options = (o: Partial<Options> = {}): Options => ({ level: 'recommended', images: true, quality: 70, maxDpi: 150, maxSide: 2500, ...o });

/** Every image XObject of a PDF: its filter, size and colour space, read back with pdf-lib. */
async function imagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const out: { filter: string; width: number; height: number; space: string }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    const get = (key: string) => object.dict.get(PDFName.of(key))?.toString() ?? '';
    out.push({ filter: get('Filter'), width: Number(get('Width')), height: Number(get('Height')), space: get('ColorSpace') });
  }
  return { pages: doc.getPages().map((p) => [p.getWidth(), p.getHeight()]), images: out.sort((a, b) => a.width - b.width) };
}

describe('compress-pdf', () => {
  it('makes the bloated sample smaller, with the same pages, read back with pdf-lib', async () => {
    const result = await run({ pdfs: [file('bloated.pdf', bloated)] }, options());
    if ('code' in result) throw new Error(result.code);
    const [out] = result.files;
    expect(out!.before).toBe(bloated.length);
    expect(out!.after).toBe(out!.bytes.length);
    expect(out!.after).toBeLessThan(bloated.length / 2);
    expect(out!.smaller).toBe(true);
    expect(out!.name).toBe('bloated-compressed.pdf');
    const { pages, images } = await imagesOf(out!.bytes);
    expect(pages).toEqual([[595, 842], [612, 792]]);
    // The 160 × 120 photo written again as JPEG at its size (under 2,000 px); the small raw and gray images kept.
    expect(images.find((i) => i.width === 160)).toEqual({ filter: '/DCTDecode', width: 160, height: 120, space: '/DeviceRGB' });
    expect(out!.images).toEqual({ recoded: 1, kept: 2, skipped: 0 });
  });

  it('scales images down to the largest size chosen, and writes a gray image as RGB JPEG', async () => {
    const result = await run({ pdfs: [file('bloated.pdf', bloated)] }, options({ level: 'custom', quality: 40, maxDpi: 600, maxSide: 200 }));
    if ('code' in result) throw new Error(result.code);
    const { images } = await imagesOf(result.files[0]!.bytes);
    expect(images.map((i) => [i.width, i.height])).toEqual([[24, 24], [40, 30], [160, 120]]);
    // A 2,400 × 1,200 gray image (Flate) at most 200 px: 200 × 100.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const page = doc.addPage([300, 300]);
    const gray = new Uint8Array(2400 * 1200).map((_, i) => (i % 2400) / 10);
    const ref = doc.context.register(doc.context.stream(deflateSync(gray), { Type: 'XObject', Subtype: 'Image', Width: 2400, Height: 1200, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'FlateDecode' }));
    page.node.setXObject(PDFName.of('Im'), ref);
    const big = await doc.save();
    const scaled = await run({ pdfs: [file('scan.pdf', big)] }, options({ level: 'custom', quality: 60, maxSide: 200 }));
    if ('code' in scaled) throw new Error(scaled.code);
    expect((await imagesOf(scaled.files[0]!.bytes)).images).toEqual([{ filter: '/DCTDecode', width: 200, height: 100, space: '/DeviceRGB' }]);
    expect(scaled.files[0]!.images).toEqual({ recoded: 1, kept: 0, skipped: 0 });
  });

  it('scales images down to the resolution chosen as they are drawn on the page', async () => {
    // The photo, 160 × 120 pixels drawn 160 × 120 pt (72 DPI), at 36 DPI: 80 × 60.
    const result = await run({ pdfs: [file('bloated.pdf', bloated)] }, options({ level: 'custom', quality: 60, maxDpi: 36 }));
    if ('code' in result) throw new Error(result.code);
    expect((await imagesOf(result.files[0]!.bytes)).images.find((i) => i.filter === '/DCTDecode')).toMatchObject({ width: 80, height: 60 });
  });

  it('leaves transparent images, their masks and CMYK images as they are', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const page = doc.addPage([300, 300]);
    const noisy = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919) % 251);
    const mask = doc.context.register(doc.context.stream(noisy(300 * 300), { Type: 'XObject', Subtype: 'Image', Width: 300, Height: 300, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
    const masked = doc.context.register(doc.context.stream(noisy(300 * 300 * 3), { Type: 'XObject', Subtype: 'Image', Width: 300, Height: 300, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, SMask: mask }));
    const cmyk = doc.context.register(doc.context.stream(noisy(300 * 300 * 4), { Type: 'XObject', Subtype: 'Image', Width: 300, Height: 300, ColorSpace: 'DeviceCMYK', BitsPerComponent: 8 }));
    page.node.setXObject(PDFName.of('A'), masked);
    page.node.setXObject(PDFName.of('B'), cmyk);
    const result = await run({ pdfs: [file('masks.pdf', await doc.save())] }, options({ level: 'extreme' }));
    if ('code' in result) throw new Error(result.code);
    expect(result.files[0]!.images).toEqual({ recoded: 0, kept: 0, skipped: 3 });
    expect((await imagesOf(result.files[0]!.bytes)).images.map((i) => i.filter)).toEqual(['/FlateDecode', '/FlateDecode', '/FlateDecode']);
  });

  it('leaves images alone when asked (lossless only), still smaller', async () => {
    const result = await run({ pdfs: [file('bloated.pdf', bloated)] }, options({ images: false }));
    if ('code' in result) throw new Error(result.code);
    const out = result.files[0]!;
    expect(out.images).toBeNull();
    expect(out.after).toBeLessThan(bloated.length);
    expect((await imagesOf(out.bytes)).images.map((i) => i.filter)).toEqual(['/FlateDecode', '/FlateDecode', '/DCTDecode']);
  });

  it('gives back a file that cannot get smaller, as it was', async () => {
    const first = await run({ pdfs: [file('bloated.pdf', bloated)] }, options());
    if ('code' in first) throw new Error(first.code);
    const small = first.files[0]!.bytes;
    const again = await run({ pdfs: [file('small.pdf', small)] }, options({ images: false }));
    if ('code' in again) throw new Error(again.code);
    expect(again.files[0]).toMatchObject({ name: 'small.pdf', smaller: false, before: small.length, after: small.length });
    expect(again.files[0]!.bytes).toBe(small);
  });

  it('compresses several files, each with its own sizes', async () => {
    const result = await run({ pdfs: [file('a.pdf', bloated), file('b.pdf', bloated)] }, options({ level: 'extreme' }));
    if ('code' in result) throw new Error(result.code);
    expect(result.files.map((f) => f.name)).toEqual(['a-compressed.pdf', 'b-compressed.pdf']);
  });

  it('refuses an encrypted PDF, a file that is not a PDF and a damaged one, by name', async () => {
    const locked = await qpdf({ inputs: { 'in.pdf': bloated }, args: ['in.pdf', '--encrypt', '--user-password=u', '--owner-password=o', '--bits=256', '--', 'out.pdf'], outputs: ['out.pdf'] });
    if ('code' in locked && typeof locked.code === 'string') throw new Error('qpdf');
    const encrypted = (locked as { files: Record<string, Uint8Array> }).files['out.pdf']!;
    expect(await run({ pdfs: [file('locked.pdf', encrypted)] }, options())).toEqual({ kind: 'tool-error', code: 'encrypted', params: { name: 'locked.pdf', field: 'pdfs' } });
    // Encrypted with permissions only (it opens without a password): refused too, not silently unlocked.
    const restricted = await qpdf({ inputs: { 'in.pdf': bloated }, args: ['in.pdf', '--encrypt', '--user-password=', '--owner-password=o', '--bits=256', '--print=none', '--', 'out.pdf'], outputs: ['out.pdf'] });
    const owner = (restricted as { files: Record<string, Uint8Array> }).files['out.pdf']!;
    expect(await run({ pdfs: [file('owner.pdf', owner)] }, options())).toMatchObject({ code: 'encrypted' });
    expect(await run({ pdfs: [file('x.pdf', new TextEncoder().encode('hello'))] }, options())).toMatchObject({ code: 'notPdf', params: { name: 'x.pdf' } });
    expect(await run({ pdfs: [file('cut.pdf', bloated.subarray(0, 5000))] }, options())).toMatchObject({ code: 'damaged', params: { name: 'cut.pdf' } });
    expect(await run({ pdfs: [] }, options())).toMatchObject({ code: 'noFiles' });
  });

  it('uses the presets, or the custom settings', () => {
    expect(imageSettings(options({ level: 'extreme' }))).toEqual(PRESETS.extreme);
    expect(imageSettings(options({ level: 'custom', quality: 33, maxDpi: 200, maxSide: 900 }))).toEqual({ quality: 33, maxDpi: 200, maxSide: 900 });
  });

  it('undoes PNG predictors as the PNG specification defines them', () => {
    // Two rows of three gray samples: Sub (1) then Paeth (4).
    expect([...unpredict(Uint8Array.from([1, 10, 5, 5, 4, 1, 1, 1]), 1, 8, 3)]).toEqual([10, 15, 20, 11, 16, 21]);
    // Up (2) and Average (3).
    expect([...unpredict(Uint8Array.from([0, 4, 8, 2, 1, 1, 3, 2, 2]), 1, 8, 2)]).toEqual([4, 8, 5, 9, 4, 8]);
  });
});
