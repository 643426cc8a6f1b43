import { describe, expect, it } from 'vitest';
import { encode } from 'fast-png';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { exampleFileBytes, isToolError, optionDefaults, SAMPLE_JPG, SAMPLE_PNG, type FileInput } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { marginPoints, orientationMatrix, pageLayout, pdfName, POINTS_PER_MM, run, type PdfResult } from './run.ts';
import { BADGE_PNG, SIDEWAYS_JPG } from './sample.ts';
// The image converter's HEIC sample (made by its make-sample.sh): a 64 × 48 photo of four squares.
import { SQUARES_HEIC } from '../image-converter/manifest.ts';

const defaults = optionDefaults(manifest.options) as Options;
const file = (sample: { name: string; type: string; base64: string }): FileInput => {
  const bytes = exampleFileBytes(sample);
  return { name: sample.name, type: sample.type, size: bytes.length, bytes };
};
const raw = (name: string, type: string, bytes: Uint8Array): FileInput => ({ name, type, size: bytes.length, bytes });
const make = async (images: FileInput[], options: Partial<Options> = {}) => (await run({ images }, { ...defaults, ...options })) as PdfResult;
/** The page sizes of a PDF read back with pdf-lib, rounded to 1/100 pt. */
const sizesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((p) => [Math.round(p.getWidth() * 100) / 100, Math.round(p.getHeight() * 100) / 100]);

describe('images-to-pdf: pages', () => {
  it('puts one image per page on A4 (595.28 × 841.89 pt), turned for a wide image', async () => {
    const result = await make([file(SIDEWAYS_JPG), file(SAMPLE_PNG), file(SAMPLE_JPG)]);
    expect(isToolError(result)).toBe(false);
    expect(result.pages).toHaveLength(3);
    // Sideways (shown 24 × 40): portrait; pixel.png (32 × 24): landscape; square.jpg (24 × 24): portrait.
    expect(await sizesOf(result.bytes)).toEqual([[595.28, 841.89], [841.89, 595.28], [595.28, 841.89]]);
    expect(result.pages.map((p) => p.image)).toEqual(['sideways.jpg', 'pixel.png', 'square.jpg']);
    expect(result.name).toBe('sideways.pdf');
  });

  it('makes Letter pages (612 × 792 pt) and keeps the orientation chosen', async () => {
    const portrait = await make([file(SAMPLE_PNG)], { pageSize: 'letter', orientation: 'portrait' });
    expect(await sizesOf(portrait.bytes)).toEqual([[612, 792]]);
    const landscape = await make([file(SIDEWAYS_JPG)], { pageSize: 'letter', orientation: 'landscape' });
    expect(await sizesOf(landscape.bytes)).toEqual([[792, 612]]);
  });

  it('sizes a page to its image at 96 pixels per inch, plus the margins', async () => {
    const result = await make([file(BADGE_PNG)], { pageSize: 'image', margin: 'none' });
    expect(await sizesOf(result.bytes)).toEqual([[18, 18]]);
    const framed = await make([file(BADGE_PNG)], { pageSize: 'image', margin: 'custom', marginMm: 25.4 });
    expect(await sizesOf(framed.bytes)).toEqual([[162, 162]]);
  });

  it('gives the same bytes for the same images (no dates, no producer)', async () => {
    const a = await make([file(SAMPLE_PNG), file(SIDEWAYS_JPG)]);
    const b = await make([file(SAMPLE_PNG), file(SIDEWAYS_JPG)]);
    expect(a.bytes).toEqual(b.bytes);
    const text = new TextDecoder('latin1').decode(a.bytes);
    expect(text).not.toMatch(/CreationDate|ModDate|Producer/);
  });

  it('embeds a JPEG as it is (DCTDecode, the same bytes), not re-encoded', async () => {
    const jpg = file(SAMPLE_JPG);
    const result = await make([jpg]);
    const doc = await PDFDocument.load(result.bytes);
    const streams = doc.context.enumerateIndirectObjects().map(([, o]) => o).filter((o): o is PDFRawStream => o instanceof PDFRawStream);
    const image = streams.find((s) => s.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'))!;
    expect(image.contents).toEqual(jpg.bytes);
  });

  it('keeps a PNG transparent: its alpha goes into a soft mask', async () => {
    const result = await make([file(BADGE_PNG)]);
    const doc = await PDFDocument.load(result.bytes);
    const images = doc.context.enumerateIndirectObjects().map(([, o]) => o).filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    const withMask = images.find((s) => s.dict.get(PDFName.of('SMask')));
    expect(withMask).toBeDefined();
    expect(images).toHaveLength(2); // the colours and the mask
  });
});

describe('images-to-pdf: fit and orientation', () => {
  const a4 = { pageSize: 'a4', orientation: 'auto', margin: 'small', marginMm: 15 } as const;
  it('fits an image inside the margins in proportion, centred', () => {
    const m = 10 * POINTS_PER_MM; // 28.35 pt
    const layout = pageLayout(1000, 500, a4);
    if (isToolError(layout)) throw new Error();
    // Landscape A4: 841.89 × 595.28; room 785.19 × 538.58; a 2:1 image is limited by the width.
    expect(layout.width).toBe(841.89);
    expect(layout.drawWidth).toBeCloseTo(841.89 - 2 * m, 6);
    expect(layout.drawHeight).toBeCloseTo((841.89 - 2 * m) / 2, 6);
    expect(layout.x).toBeCloseTo(m, 6);
    expect(layout.y).toBeCloseTo((595.28 - layout.drawHeight) / 2, 6);
  });

  it('enlarges a small image to the room there is, limited by the height when it is tall', () => {
    const layout = pageLayout(10, 100, { ...a4, margin: 'large' });
    if (isToolError(layout)) throw new Error();
    const m = 25 * POINTS_PER_MM;
    expect(layout.drawHeight).toBeCloseTo(841.89 - 2 * m, 6);
    expect(layout.drawWidth).toBeCloseTo((841.89 - 2 * m) / 10, 6);
    expect(layout.x + layout.drawWidth / 2).toBeCloseTo(595.28 / 2, 6);
  });

  it('uses no margin at all for none, and the millimetres typed for custom', () => {
    expect(marginPoints({ margin: 'none', marginMm: 15 })).toBe(0);
    expect(marginPoints({ margin: 'custom', marginMm: 25.4 })).toBeCloseTo(72, 9);
    const full = pageLayout(595.28, 841.89, { ...a4, margin: 'none' });
    expect(full).toMatchObject({ x: 0, y: 0, drawWidth: 595.28, drawHeight: 841.89 });
  });

  it('turns the page for a wide image on auto only; a square stays portrait', () => {
    const w = (width: number, height: number, orientation: Options['orientation']) => (pageLayout(width, height, { ...a4, orientation }) as { width: number }).width;
    expect(w(300, 200, 'auto')).toBe(841.89);
    expect(w(200, 300, 'auto')).toBe(595.28);
    expect(w(200, 200, 'auto')).toBe(595.28);
    expect(w(300, 200, 'portrait')).toBe(595.28);
    expect(w(200, 300, 'landscape')).toBe(841.89);
  });

  it('maps the corners of a stored image where each EXIF orientation shows them', () => {
    const apply = (o: number, u: number, v: number) => {
      const [a, b, c, d, e, f] = orientationMatrix(o);
      return [a * u + c * v + e, b * u + d * v + f];
    };
    // The stored image's top-left corner (u 0, v 1) goes to: 1 top-left, 3 bottom-right, 6 top-right, 8 bottom-left.
    expect(apply(1, 0, 1)).toEqual([0, 1]);
    expect(apply(3, 0, 1)).toEqual([1, 0]);
    expect(apply(6, 0, 1)).toEqual([1, 1]);
    expect(apply(8, 0, 1)).toEqual([0, 0]);
    expect(apply(2, 0, 1)).toEqual([1, 1]);
    expect(apply(5, 0, 1)).toEqual([0, 1]);
    expect(apply(7, 0, 1)).toEqual([1, 0]);
    expect(apply(4, 0, 1)).toEqual([0, 0]);
  });

  it('stands a sideways photo up (EXIF orientation 6): its 40 × 24 pixels shown 24 × 40', async () => {
    const result = await make([file(SIDEWAYS_JPG)], { pageSize: 'image', margin: 'none' });
    expect(result.pages[0]!.pixels).toEqual({ width: 24, height: 40 });
    expect(await sizesOf(result.bytes)).toEqual([[18, 30]]);
  });
});

describe('images-to-pdf: names and mistakes', () => {
  it('names the PDF after the first image', () => {
    expect(pdfName('Holiday 2024.JPG')).toBe('Holiday 2024.pdf');
    expect(pdfName('.png')).toBe('images.pdf');
    expect(pdfName(undefined)).toBe('images.pdf');
  });

  it('asks for images when there are none', async () => {
    expect(await run({ images: [] }, defaults)).toMatchObject({ code: 'noImages', params: { field: 'images' } });
    expect(await run({ images: null }, defaults)).toMatchObject({ code: 'noImages' });
  });

  it('says which file is not an image', async () => {
    const text = raw('notes.txt', 'text/plain', new TextEncoder().encode('hello'));
    expect(await run({ images: [file(SAMPLE_PNG), text] }, defaults)).toMatchObject({ code: 'notImage', params: { name: 'notes.txt', field: 'images' } });
    expect(await run({ images: [raw('empty.png', 'image/png', new Uint8Array())] }, defaults)).toMatchObject({ code: 'notImage', params: { name: 'empty.png' } });
  });

  it('says a corrupt or cut-short image is damaged', async () => {
    const png = file(SAMPLE_PNG).bytes!;
    const broken = png.slice();
    broken.fill(0x41, 40, png.length - 12);
    expect(await run({ images: [raw('broken.png', 'image/png', broken)] }, defaults)).toMatchObject({ code: 'damaged', params: { name: 'broken.png' } });
    const jpg = file(SAMPLE_JPG).bytes!;
    expect(await run({ images: [raw('cut.jpg', 'image/jpeg', jpg.subarray(0, jpg.length - 100))] }, defaults)).toMatchObject({ code: 'damaged', params: { name: 'cut.jpg' } });
    const head = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]);
    expect(await run({ images: [raw('head.jpg', 'image/jpeg', head)] }, defaults)).toMatchObject({ code: 'damaged' });
  });

  it('reads a HEIC photo with libheif, in every browser and here in Node, as a page of its size; a cut-short one is said', async () => {
    const heic = Uint8Array.from(Buffer.from(SQUARES_HEIC, 'base64'));
    const made = await make([raw('IMG_0001.HEIC', '', heic)], { pageSize: 'image', margin: 'none' });
    // 64 × 48 pixels at 96 per inch: 48 × 36 points.
    expect(await sizesOf(made.bytes)).toEqual([[48, 36]]);
    expect(await run({ images: [raw('cut.heic', 'image/heic', heic.subarray(0, 200))] }, defaults)).toMatchObject({ code: 'notImage', params: { name: 'cut.heic' } });
  });

  it('says it downloads the HEIC reader only when a HEIC photo is chosen', () => {
    const used = (names: string[]) => manifest.bigAssetsUsed!({ images: names.map((name) => raw(name, '', new Uint8Array(1))) } as never, {} as never).map((asset) => asset.name);
    expect(used(['a.png', 'b.jpg'])).toEqual([]);
    expect(used(['a.png', 'IMG_0001.HEIC'])).toEqual(['libheif.wasm']);
  });

  it('refuses a margin out of range; the largest, 100 mm, still leaves room on A4', async () => {
    expect(await sizesOf((await make([file(SAMPLE_PNG)], { margin: 'custom', marginMm: 100 })).bytes)).toEqual([[841.89, 595.28]]);
    expect(await run({ images: [file(SAMPLE_PNG)] }, { ...defaults, margin: 'custom', marginMm: -1 })).toMatchObject({ code: 'marginRange' });
    expect(await run({ images: [file(SAMPLE_PNG)] }, { ...defaults, margin: 'custom', marginMm: Number.NaN })).toMatchObject({ code: 'marginRange' });
  });

  it('writes a 16-bit grey PNG with transparency (tRNS-free, alpha channel) too', async () => {
    const data = new Uint16Array(4 * 4 * 2);
    for (let i = 0; i < 16; i++) {
      data[i * 2] = i * 4000;
      data[i * 2 + 1] = i % 2 ? 65535 : 0;
    }
    const png = encode({ width: 4, height: 4, data, depth: 16, channels: 2 });
    const result = await make([raw('grey.png', 'image/png', png)], { pageSize: 'image', margin: 'none' });
    expect(await sizesOf(result.bytes)).toEqual([[3, 3]]);
  });
});
