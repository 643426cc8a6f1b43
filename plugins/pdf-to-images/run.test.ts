import { describe, expect, it } from 'vitest';
import { decode as decodePng } from 'fast-png';
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import { isToolError, unpredict } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { baseName, imageName, MAX_PAGE_PIXELS, pagesAsked, pixelSize, run, zipBase, type Result } from './run.ts';
import { view } from './view.ts';
import { DOT_PNG, PHOTO_JPG, REPORT_PDF } from './sample.ts';

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const pdfFile = (bytes: Uint8Array, name = 'report.pdf') => ({ name, type: 'application/pdf', size: bytes.length, bytes });
const defaults: Options = { mode: 'render', format: 'png', dpi: 150, quality: 85 };
const go = (bytes: Uint8Array, options: Partial<Options> = {}, pages = '') => run({ pdf: pdfFile(bytes), pages } as Input, { ...defaults, ...options });

describe('page lists', () => {
  it('reads "1-3,5" and open ranges, in order, once each', () => {
    expect(pagesAsked('1-3,5', 6)).toEqual([1, 2, 3, 5]);
    expect(pagesAsked('2-', 4)).toEqual([2, 3, 4]);
    expect(pagesAsked('-2', 4)).toEqual([1, 2]);
    expect(pagesAsked('3, 1-3', 4)).toEqual([3, 1, 2]);
    expect(pagesAsked('', 3)).toEqual([1, 2, 3]);
    expect(pagesAsked(null, 2)).toEqual([1, 2]);
  });
  it('names pages past the end, mistakes and backwards ranges', () => {
    expect(pagesAsked('1-3', 2)).toMatchObject({ code: 'pages.outside', params: { parts: '1-3', count: 2, field: 'pages' } });
    expect(pagesAsked('0, x', 2)).toMatchObject({ code: 'pages.syntax', params: { parts: '0, x' } });
    expect(pagesAsked('2-1', 2)).toMatchObject({ code: 'pages.backwards', params: { parts: '2-1' } });
  });
});

describe('sizes and names', () => {
  it('turns points into pixels at a DPI (1 pt = 1/72 in)', () => {
    // A4 is 595.28 × 841.89 pt: 1240 × 1754 px at 150 DPI, 4961 × 7016 at 600 (34.8 MP).
    expect(pixelSize(595.28, 841.89, 150)).toEqual({ width: 1240, height: 1754 });
    expect(pixelSize(595.28, 841.89, 72)).toEqual({ width: 595, height: 842 });
    expect(pixelSize(595.28, 841.89, 600)).toEqual({ width: 4961, height: 7016 });
    expect(4961 * 7016).toBeLessThan(MAX_PAGE_PIXELS);
    // US Letter at 300 DPI: 2550 × 3300.
    expect(pixelSize(612, 792, 300)).toEqual({ width: 2550, height: 3300 });
    expect(pixelSize(0.1, 0.1, 72)).toEqual({ width: 1, height: 1 });
  });
  it('names files and the ZIP after the document', () => {
    expect(baseName('report.pdf')).toBe('report');
    expect(baseName('Annual Report.PDF')).toBe('Annual Report');
    expect(baseName('.pdf')).toBe('document');
    expect(imageName('report', 1, 'png')).toBe('report-1.png');
    expect(imageName('report', 3, 'jpg', 2)).toBe('report-3-2.jpg');
    expect(zipBase('report')).toBe('report-images');
  });
});

describe('extracting embedded images', () => {
  it('gives the JPEG’s bytes unchanged and the Flate image with its soft mask as PNG', async () => {
    const result = (await go(b64(REPORT_PDF), { mode: 'extract' })) as Result;
    expect(isToolError(result)).toBe(false);
    expect(result.files.map((f) => f.name)).toEqual(['report-1.jpg', 'report-2.png']);
    expect(result.files[0]!.bytes).toEqual(b64(PHOTO_JPG));
    // The PNG decoded by a second decoder: the pixels the sample drew, alpha included.
    const png = decodePng(result.files[1]!.bytes);
    const original = decodePng(b64(DOT_PNG));
    expect([png.width, png.height, png.channels]).toEqual([8, 8, 4]);
    expect(Array.from(png.data)).toEqual(Array.from(original.data));
    expect(result.skipped).toEqual([]);
  });

  it('takes an image used on two pages once, and says when there is none', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const image = await doc.embedJpg(b64(PHOTO_JPG));
    for (let i = 0; i < 2; i++) doc.addPage([200, 200]).drawImage(image, { x: 0, y: 0, width: 16, height: 12 });
    const twice = (await go(await doc.save(), { mode: 'extract' })) as Result;
    expect(twice.files.map((f) => [f.name, f.page])).toEqual([['report-1.jpg', 1]]);

    const plain = await PDFDocument.create({ updateMetadata: false });
    plain.addPage([200, 200]).drawText('No pictures', { font: await plain.embedFont(StandardFonts.Helvetica) });
    const none = (await go(await plain.save(), { mode: 'extract' })) as Result;
    expect(none.files).toEqual([]);
    const shown = view(none, { input: { pdf: pdfFile(new Uint8Array(), 'plain.pdf') } });
    expect(JSON.stringify(shown.blocks[0])).toContain('done.none');
  });

  it('decodes an indexed image through its palette, and names a CMYK one it leaves out', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const page = doc.addPage([100, 100]);
    const ctx = doc.context;
    // 3 × 1 pixels at 4 bits: indices 0, 1, 2 → red, blue, white (packed 0x01, 0x20).
    const palette = PDFHexString.of('FF00000000FFFFFFFF');
    const indexed = ctx.register(
      ctx.flateStream(Uint8Array.from([0x01, 0x20]), { Type: 'XObject', Subtype: 'Image', Width: 3, Height: 1, BitsPerComponent: 4, ColorSpace: ['Indexed', 'DeviceRGB', 2, palette] }),
    );
    const cmyk = ctx.register(ctx.flateStream(Uint8Array.from([0, 0, 0, 255]), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, BitsPerComponent: 8, ColorSpace: 'DeviceCMYK' }));
    page.node.setXObject(PDFName.of('Im1'), indexed);
    page.node.setXObject(PDFName.of('Im2'), cmyk);
    const result = (await go(await doc.save(), { mode: 'extract' })) as Result;
    expect(result.files.map((f) => [f.name, f.type, f.width, f.height])).toEqual([['report-1.png', 'image/png', 3, 1]]);
    expect(Array.from(decodePng(result.files[0]!.bytes).data)).toEqual([255, 0, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    expect(result.skipped).toEqual([{ page: 1, reason: 'format', format: 'CMYK' }]);
  });

  it('undoes PNG predictors (Sub, Up, Average, Paeth) as the PNG specification defines them', () => {
    // Two rows of three grey pixels: [10, 20, 30] and [15, 25, 40].
    expect(Array.from(unpredict(Uint8Array.from([1, 10, 10, 10, 2, 5, 5, 10]), 1, 8, 3))).toEqual([10, 20, 30, 15, 25, 40]);
    expect(Array.from(unpredict(Uint8Array.from([0, 10, 20, 30, 4, 5, 5, 10]), 1, 8, 3))).toEqual([10, 20, 30, 15, 25, 40]);
    // Average: 15 - floor(0+10)/2 = 10, 25 - floor((15+20)/2) = 8, 40 - floor((25+30)/2) = 13.
    expect(Array.from(unpredict(Uint8Array.from([0, 10, 20, 30, 3, 10, 8, 13]), 1, 8, 3))).toEqual([10, 20, 30, 15, 25, 40]);
  });
});

describe('files that cannot be read', () => {
  it('says so for a protected, damaged, cut short, empty or non-PDF file', async () => {
    const good = b64(REPORT_PDF);
    const text = new TextDecoder('latin1').decode(good);
    // An /Encrypt entry in the trailer makes the file a protected one for every reader.
    const encrypted = new TextEncoder().encode(text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'));
    expect(encrypted.length).toBeGreaterThan(good.length);
    expect(await go(encrypted)).toMatchObject({ code: 'encrypted', params: { name: 'report.pdf' } });
    expect(await go(good.subarray(0, 1200))).toMatchObject({ code: 'truncated' });
    expect(await go(new Uint8Array())).toMatchObject({ code: 'emptyFile' });
    expect(await go(new TextEncoder().encode('hello'))).toMatchObject({ code: 'notPdf' });
    expect(await go(new TextEncoder().encode('%PDF-1.7\nnothing here\n%%EOF'))).toMatchObject({ code: 'damaged' });
    expect(await run({ pdf: null, pages: '' } as unknown as Input, defaults)).toMatchObject({ code: 'noFile' });
  });

  it('refuses a page larger than the limit before drawing anything', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([2000, 2000]); // 27.8 in square: 16,667 px a side at 600 DPI, 278 MP.
    const result = await go(await doc.save(), { dpi: 600 });
    expect(result).toMatchObject({ code: 'pageTooLarge', params: { page: 1, width: 16667, height: 16667, max: 50 } });
  });

  it('refuses pages that together are too many pixels', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    for (let i = 0; i < 15; i++) doc.addPage([595.28, 841.89]); // 15 × 34.8 MP at 600 DPI
    expect(await go(await doc.save(), { dpi: 600 })).toMatchObject({ code: 'tooManyPixels', params: { count: 15, total: 522, max: 500 } });
  });

  it('checks its examples’ sample stays small', () => {
    expect(b64(REPORT_PDF).length).toBeLessThan(16 * 1024);
    expect(manifest.examples.length).toBeGreaterThan(0);
  });
});

describe('the view', () => {
  it('names the ZIP after the document and a single image after itself', async () => {
    const result = (await go(b64(REPORT_PDF), { mode: 'extract' })) as Result;
    expect(view(result, { input: { pdf: pdfFile(new Uint8Array()) } }).filename).toBe('report-images');
    const one = { ...result, files: result.files.slice(0, 1) };
    expect(view(one, { input: { pdf: pdfFile(new Uint8Array()) } }).filename).toBe('report-1');
  });
});
