import { describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import { decodeImage, exampleFileBytes, isToolError, optionDefaults, type FileInput, type Raster } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { composite, layout, markedName, pageSpace, run, turnedBox, type Result } from './run.ts';
import { LETTER_PDF, LOGO_PNG, PHOTO_JPG, PHOTO_PNG, SECRET_PDF } from './sample.ts';

const defaults = optionDefaults(manifest.options) as Options;
const file = (sample: { name: string; type: string; base64: string }): FileInput => {
  const bytes = exampleFileBytes(sample);
  return { name: sample.name, type: sample.type, size: bytes.length, bytes };
};
const raw = (name: string, bytes: Uint8Array, type = ''): FileInput => ({ name, type, size: bytes.length, bytes });
const text = (files: FileInput[], words: string, options: Partial<Options> = {}) => run({ files, text: words, logo: null }, { ...defaults, mark: 'text', ...options });
const logo = (files: FileInput[], options: Partial<Options> = {}, image: FileInput | null = file(LOGO_PNG)) => run({ files, text: '', logo: image }, { ...defaults, mark: 'image', ...options });
const ok = (result: Result | { kind: 'tool-error' }) => {
  if (isToolError(result)) throw new Error(JSON.stringify(result));
  return result as Result;
};
const pixel = (r: Raster, x: number, y: number) => [...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4)];

/** Every operator of a page's content streams, decoded, as text. */
function contents(doc: PDFDocument, index: number): string {
  const page = doc.getPage(index);
  const refs = page.node.Contents();
  const list = refs instanceof PDFArray ? refs.asArray() : [page.node.get(PDFName.of('Contents'))];
  return list
    .map((ref) => doc.context.lookup(ref as PDFRef))
    .map((stream) => new TextDecoder('latin1').decode(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array()))
    .join('\n');
}
const hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('');

describe('watermark: where it goes', () => {
  it('sizes the mark as a share of the width, and puts it in each of the nine spots inside the margins', () => {
    // 100 × 50 area, a 10 × 5 stamp at 50 %: 50 × 25; the margin is 4 % of 50 = 2.
    const at = (position: Options['position']) => layout(100, 50, 10, 5, { position, size: 50, rotation: 0, margin: 4 });
    expect(at('center')).toEqual({ width: 50, height: 25, spots: [{ cx: 50, cy: 25 }] });
    expect(at('top-left').spots).toEqual([{ cx: 27, cy: 14.5 }]);
    expect(at('bottom-right').spots).toEqual([{ cx: 73, cy: 35.5 }]);
    expect(at('top').spots).toEqual([{ cx: 50, cy: 14.5 }]);
    expect(at('left').spots).toEqual([{ cx: 27, cy: 25 }]);
    expect(at('bottom').spots).toEqual([{ cx: 50, cy: 35.5 }]);
  });

  it('shrinks a mark that, turned, would not fit inside the margins', () => {
    // At 90° a 50 × 25 mark needs 25 × 50: the room is 96 × 46, so it shrinks by 46/50.
    const turned = layout(100, 50, 10, 5, { position: 'center', size: 50, rotation: 90, margin: 4 });
    expect(turned.width).toBeCloseTo(46, 9);
    expect(turned.height).toBeCloseTo(23, 9);
    expect(turnedBox(10, 5, 90).map((n) => Math.round(n * 1e9) / 1e9)).toEqual([5, 10]);
    const [w, h] = turnedBox(2, 0, 30);
    expect(w).toBeCloseTo(Math.sqrt(3), 12);
    expect(h).toBeCloseTo(1, 12);
  });

  it('tiles copies in staggered rows from the centre, every one touching the area', () => {
    const tiled = layout(200, 100, 10, 5, { position: 'tile', size: 20, rotation: 0, margin: 10 });
    // 40 × 20 marks, 10 apart: steps of 50 and 30; the middle row has one copy at the centre.
    expect(tiled.spots).toContainEqual({ cx: 100, cy: 50 });
    expect(tiled.spots).toContainEqual({ cx: 125, cy: 80 });
    expect(tiled.spots).not.toContainEqual({ cx: 100, cy: 80 });
    for (const { cx, cy } of tiled.spots) {
      expect(cx + 20).toBeGreaterThan(0);
      expect(cx - 20).toBeLessThan(200);
      expect(cy + 10).toBeGreaterThan(0);
      expect(cy - 10).toBeLessThan(100);
    }
    // A very thin mark still makes at most about 20 × 20 copies.
    expect(layout(1000, 1000, 1000, 1, { position: 'tile', size: 5, rotation: 90, margin: 0 }).spots.length).toBeLessThan(900);
  });

  it('maps a point of the page as seen into the page’s own space for each /Rotate', () => {
    const box = { x: 10, y: 20, width: 100, height: 200 };
    expect(pageSpace(1, 2, box, 0)).toEqual([11, 22]);
    // Turned 90° clockwise to show: seen 200 × 100; the seen bottom-left corner is the page's top-left.
    expect(pageSpace(0, 0, box, 90)).toEqual([110, 20]);
    expect(pageSpace(0, 100, box, 90)).toEqual([10, 20]);
    expect(pageSpace(0, 0, box, 180)).toEqual([110, 220]);
    expect(pageSpace(0, 0, box, 270)).toEqual([10, 220]);
  });
});

describe('watermark: pixels', () => {
  const white: Raster = { width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4).fill(255) };
  const red: Raster = { width: 2, height: 2, data: new Uint8ClampedArray([255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255]) };

  it('blends the stamp at its spot with the opacity chosen, and leaves the rest alone', () => {
    const out = composite(white, red, [{ cx: 4, cy: 4 }], 0, 0.5);
    // The 2 × 2 stamp covers pixels 3–4: white and red half and half.
    for (const [x, y] of [[3, 3], [4, 3], [3, 4], [4, 4]] as const) expect(pixel(out, x, y)).toEqual([255, 128, 128, 255]);
    expect(pixel(out, 2, 3)).toEqual([255, 255, 255, 255]);
    expect(pixel(out, 5, 5)).toEqual([255, 255, 255, 255]);
    // Fully opaque: red itself.
    expect(pixel(composite(white, red, [{ cx: 4, cy: 4 }], 0, 1), 4, 4)).toEqual([255, 0, 0, 255]);
  });

  it('turns the stamp about its centre: a 4 × 1 bar at 90° stands upright', () => {
    const bar: Raster = { width: 4, height: 1, data: new Uint8ClampedArray(16).fill(0).map((_, i) => (i % 4 === 3 || i % 4 === 0 ? 255 : 0)) };
    const out = composite(white, bar, [{ cx: 4, cy: 4 }], 90, 1);
    // Upright: column 3.5–4.5 is not a pixel column, so the bar spreads over x 3 and 4 by halves, rows 2–5.
    expect(pixel(out, 3, 2)[1]).toBeLessThan(255);
    expect(pixel(out, 3, 5)[1]).toBeLessThan(255);
    expect(pixel(out, 1, 4)).toEqual([255, 255, 255, 255]);
    expect(pixel(out, 6, 4)).toEqual([255, 255, 255, 255]);
  });

  it('keeps a transparent image transparent where no mark is, and makes it as opaque as the mark where one is', () => {
    const clear: Raster = { width: 4, height: 4, data: new Uint8ClampedArray(64) };
    const out = composite(clear, red, [{ cx: 2, cy: 2 }], 0, 0.5);
    expect(pixel(out, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(out, 1, 1)).toEqual([255, 0, 0, 128]);
  });

  it('puts a logo on a PNG photo at the bottom right, at 80 % of its own opacity, read back by decoding', async () => {
    const result = ok(await logo([file(PHOTO_PNG)], { position: 'bottom-right', size: 25, opacity: 80, rotation: 0, margin: 5 }));
    const marked = result.files[0]!;
    expect(marked).toMatchObject({ name: 'photo-watermarked.png', type: 'image/png', width: 64, height: 48 });
    const out = (await decodeImage(marked.bytes, 'image/png')) as Raster;
    expect([out.width, out.height]).toEqual([64, 48]);
    // 16 × 8 logo at 25 % of 64 px: its own size; margin 2.4 px: centre (53.6, 41.6), covering x 45.6–61.6, y 37.6–45.6.
    const grass = [60, 140, 70];
    const over = (a: number) => [150, 20, 30].map((c, k) => Math.round(c * a + grass[k]! * (1 - a)));
    expect(pixel(out, 49, 41)).toEqual([...over(0.8), 255]);
    expect(pixel(out, 58, 41)).toEqual([...over((128 / 255) * 0.8), 255]);
    // Outside it: the sky and the grass as they were.
    expect(pixel(out, 2, 2)).toEqual([120, 180, 230, 255]);
    expect(pixel(out, 40, 41)).toEqual([...grass, 255]);
    expect(pixel(out, 49, 47)).toEqual([...grass, 255]);
  });

  it('says text on images needs a browser here (no canvas in Node), and a JPEG cannot be saved again here', async () => {
    expect(await text([file(PHOTO_PNG)], 'DRAFT')).toEqual({ kind: 'tool-error', code: 'textNeedsBrowser', params: { name: 'photo.png', field: 'files' } });
    expect(await logo([file(PHOTO_JPG)])).toEqual({ kind: 'tool-error', code: 'cannotWrite', params: { type: 'JPEG', name: 'photo.jpg', field: 'files' } });
  });
});

describe('watermark: PDFs', () => {
  it('keeps the page count, sizes and rotation, and writes the text on every page at the angle and opacity chosen', async () => {
    const result = ok(await text([file(LETTER_PDF)], 'CONFIDENTIAL', { position: 'center', size: 60, opacity: 30, rotation: 30, font: 'sans', bold: true, color: '#c00000' }));
    const marked = result.files[0]!;
    expect(marked).toMatchObject({ name: 'letter-watermarked.pdf', type: 'application/pdf', pages: 2 });
    const doc = await PDFDocument.load(marked.bytes);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight(), p.getRotation().angle])).toEqual([[420, 595, 0], [420, 595, 90]]);
    const first = contents(doc, 0);
    // The original line is still there, and the mark in Helvetica-Bold as a hex string.
    expect(first).toContain(`<${hex('Quarterly letter')}>`);
    expect(first).toContain(`<${hex('CONFIDENTIAL')}> Tj`);
    // Turned 30°: the text matrix starts with cos 30°, sin 30°, −sin 30°, cos 30°.
    expect(first).toMatch(/0\.8660254\d* 0\.4999999\d* -0\.4999999\d* 0\.8660254\d* [\d.]+ [\d.]+ Tm|0\.8660254\d* 0\.5 -0\.5 0\.8660254\d* [\d.]+ [\d.]+ Tm/);
    // Page 2 is shown turned 90°: the text is turned 120° in its own space, so it reads at 30° as shown.
    expect(contents(doc, 1)).toMatch(/-0\.4999999\d* 0\.8660254\d* -0\.8660254\d* -0\.4999999\d* [\d.]+ [\d.]+ Tm|-0\.5 0\.8660254\d* -0\.8660254\d* -0\.5 [\d.]+ [\d.]+ Tm/);
    // The colour, and an ExtGState with the opacity.
    expect(first).toMatch(/0\.7529411\d* 0 0 rg/);
    const states = doc.getPage(0).node.Resources()!.lookup(PDFName.of('ExtGState'), PDFDict);
    const opacities = states.entries().map(([, ref]) => (doc.context.lookup(ref, PDFDict).get(PDFName.of('ca')) as PDFNumber).asNumber());
    expect(opacities).toEqual([0.3]);
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const names = fonts.entries().map(([, ref]) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))));
    expect(names).toContain('/Helvetica-Bold');
  });

  it('centres the text on the page as shown', async () => {
    const result = ok(await text([file(LETTER_PDF)], 'MID', { position: 'center', size: 50, rotation: 0, font: 'mono', bold: false }));
    const doc = await PDFDocument.load(result.files[0]!.bytes);
    const font = await doc.embedFont('Courier');
    // 50 % of 420 pt wide; Courier's box from its descender to its ascender, centred at (210, 297.5).
    const size = 210 / font.widthOfTextAtSize('MID', 1);
    const ascent = font.heightAtSize(size, { descender: false });
    const full = font.heightAtSize(size);
    // The last text matrix is the mark's (the first is the page's own line).
    const m = [...contents(doc, 0).matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm/g)].at(-1)!;
    expect(Number(m[1])).toBeCloseTo(105, 6);
    expect(Number(m[2])).toBeCloseTo(297.5 - (ascent - full / 2), 6);
  });

  it('repeats the text over each page when tiled', async () => {
    const result = ok(await text([file(LETTER_PDF)], 'Brouillon', { position: 'tile', size: 30, rotation: -45 }));
    const doc = await PDFDocument.load(result.files[0]!.bytes);
    const copies = contents(doc, 0).split(`<${hex('Brouillon')}> Tj`).length - 1;
    expect(copies).toBeGreaterThan(6);
  });

  it('adds the logo as an image XObject drawn on every page, with its transparency as a soft mask', async () => {
    const result = ok(await logo([file(LETTER_PDF)], { position: 'top-left', size: 20, opacity: 50, rotation: 0 }));
    const doc = await PDFDocument.load(result.files[0]!.bytes);
    expect(doc.getPageCount()).toBe(2);
    for (const i of [0, 1]) {
      const xobjects = doc.getPage(i).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const [name, ref] = xobjects.entries()[0]!;
      const image = doc.context.lookup(ref) as PDFRawStream;
      expect(image.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
      expect(image.dict.get(PDFName.of('SMask'))).toBeDefined();
      expect(contents(doc, i)).toContain(`${name.toString()} Do`);
    }
    // 20 % of 420 pt: 84 × 42 pt, at the top left, 4 % of 420 = 16.8 pt in.
    const m = /([\d.]+) 0 -?0 ([\d.]+) ([\d.]+) ([\d.]+) cm\s+\/Image-\d+ Do/.exec(contents(doc, 0))!;
    expect(m.slice(1).map(Number).map((n) => Math.round(n * 1e6) / 1e6)).toEqual([84, 42, 16.8, 536.2]);
  });

  it('gives the same bytes on every run', async () => {
    const a = ok(await text([file(LETTER_PDF)], 'DRAFT'));
    const b = ok(await text([file(LETTER_PDF)], 'DRAFT'));
    expect(a.files[0]!.bytes).toEqual(b.files[0]!.bytes);
  });

  it('says which character the PDF fonts cannot write', async () => {
    expect(await text([file(LETTER_PDF)], 'Entwurf Ω')).toEqual({ kind: 'tool-error', code: 'notInFont', params: { char: 'Ω', field: 'text' } });
    expect(ok(await text([file(LETTER_PDF)], 'Bewerbung für Müller — «brouillon» ©')).files).toHaveLength(1);
  });
});

describe('watermark: batches and mistakes', () => {
  it('marks several files, names them apart, and says which ones were left out and why', async () => {
    const notes = raw('notes.txt', new TextEncoder().encode('hello'), 'text/plain');
    const result = ok(await logo([file(PHOTO_PNG), notes, file(LETTER_PDF), file(PHOTO_PNG)]));
    expect(result.files.map((f) => f.name)).toEqual(['photo-watermarked.png', 'letter-watermarked.pdf', 'photo-watermarked-2.png']);
    expect(result.failed).toEqual([{ name: 'notes.txt', code: 'notSupported', params: { name: 'notes.txt' } }]);
    expect(result.preview).toBeNull();
    expect(ok(await logo([file(LETTER_PDF), file(PHOTO_PNG)])).preview).toMatchObject({ width: 420, height: 595 });
  });

  it('asks for files, for the text, and for the image', async () => {
    expect(await text([], 'x')).toEqual({ kind: 'tool-error', code: 'noFiles', params: { field: 'files' } });
    expect(await text([file(LETTER_PDF)], '   ')).toEqual({ kind: 'tool-error', code: 'noText', params: { field: 'text' } });
    expect(await logo([file(LETTER_PDF)], {}, null)).toEqual({ kind: 'tool-error', code: 'noLogo', params: { field: 'logo' } });
    const pdfAsLogo = file(LETTER_PDF);
    expect(await logo([file(PHOTO_PNG)], {}, pdfAsLogo)).toEqual({ kind: 'tool-error', code: 'logoUnreadable', params: { name: 'letter.pdf', field: 'logo' } });
  });

  it('says a file is not an image or a PDF, or is empty', async () => {
    expect(await text([raw('notes.txt', new TextEncoder().encode('hello'))], 'x')).toEqual({ kind: 'tool-error', code: 'notSupported', params: { name: 'notes.txt', field: 'files' } });
    expect(await text([raw('empty.png', new Uint8Array())], 'x')).toEqual({ kind: 'tool-error', code: 'emptyFile', params: { name: 'empty.png', field: 'files' } });
  });

  it('says an image is damaged', async () => {
    const png = file(PHOTO_PNG).bytes!.slice();
    png.fill(0x41, 40, png.length - 12);
    expect(await logo([raw('broken.png', png)])).toEqual({ kind: 'tool-error', code: 'damagedImage', params: { name: 'broken.png', field: 'files' } });
  });

  it('says a PDF is cut short, damaged or protected with a password', async () => {
    const pdf = file(LETTER_PDF).bytes!;
    expect(await text([raw('cut.pdf', pdf.subarray(0, 600))], 'x')).toEqual({ kind: 'tool-error', code: 'truncated', params: { name: 'cut.pdf', field: 'files' } });
    const garbage = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n');
    expect(await text([raw('bad.pdf', garbage)], 'x')).toEqual({ kind: 'tool-error', code: 'damaged', params: { name: 'bad.pdf', field: 'files' } });
    expect(await text([file(SECRET_PDF)], 'x')).toEqual({ kind: 'tool-error', code: 'encrypted', params: { name: 'secret.pdf', field: 'files' } });
  });

  it('names the marked files after the originals', () => {
    expect(markedName('Holiday 2024.JPG')).toBe('Holiday 2024-watermarked.JPG');
    expect(markedName('README')).toBe('README-watermarked');
  });
});
