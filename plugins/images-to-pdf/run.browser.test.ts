/**
 * WebP and the other formats a browser decodes: the host's decoder replaced by one that gives a
 * 3 × 2 raster with transparent pixels for a WebP (as Chromium's does), and JPEG written by jpeg-js
 * where a browser's encoder would; checks that such an image is written again as PNG (its
 * transparency kept) or as JPEG (laid on white, at the quality chosen) and placed on its page.
 */
import { describe, expect, it, vi } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { optionDefaults, type FileInput, type Raster } from '@sdk/core';

const asked: { type: string; quality: number | undefined; alpha: number[] }[] = [];
vi.mock('@sdk/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@sdk/core')>();
  const jpeg = await import('jpeg-js');
  return {
    ...real,
    decodeImage: async (bytes: Uint8Array, type: string) => {
      if (type !== 'image/webp') return real.decodeImage(bytes, type);
      // Three pixels a row: opaque red, half-transparent green, transparent blue; twice.
      const row = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0];
      return { width: 3, height: 2, data: new Uint8ClampedArray([...row, ...row]) } satisfies Raster;
    },
    encodeImage: async (raster: Raster, type: string, quality?: number) => {
      asked.push({ type, quality, alpha: [...raster.data.filter((_, i) => i % 4 === 3)] });
      if (type === 'image/png') return real.encodeImage(raster, type);
      return new Uint8Array(jpeg.encode({ data: Buffer.from(raster.data), width: raster.width, height: raster.height }, Math.round((quality ?? 0.9) * 100)).data);
    },
  };
});

const { run } = await import('./run.ts');
const { manifest } = await import('./manifest.ts');
type PdfResult = import('./run.ts').PdfResult;
type Options = import('./manifest.ts').Options;

const defaults = optionDefaults(manifest.options) as Options;
const webp: FileInput = (() => {
  const bytes = new Uint8Array(32);
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  bytes.set([...'WEBPVP8L'].map((c) => c.charCodeAt(0)), 8);
  return { name: 'photo.webp', type: 'image/webp', size: bytes.length, bytes };
})();
const images = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  return doc.context.enumerateIndirectObjects().map(([, o]) => o).filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
};

describe('images-to-pdf: formats the browser decodes', () => {
  it('writes a WebP again as PNG, keeping its transparency (a soft mask)', async () => {
    asked.length = 0;
    const result = (await run({ images: [webp] }, { ...defaults, pageSize: 'image', margin: 'none' })) as PdfResult;
    expect(result.pages[0]).toMatchObject({ image: 'photo.webp', pixels: { width: 3, height: 2 }, width: 2.25, height: 1.5, recoded: true });
    expect(asked).toEqual([{ type: 'image/png', quality: 0.85, alpha: [255, 128, 0, 255, 128, 0] }]);
    const streams = await images(result.bytes);
    expect(streams.some((s) => s.dict.get(PDFName.of('SMask')))).toBe(true);
    expect(result.name).toBe('photo.pdf');
  });

  it('or as JPEG at the quality chosen, laid on white (no mask)', async () => {
    asked.length = 0;
    const result = (await run({ images: [webp] }, { ...defaults, recode: 'jpeg', quality: 60 })) as PdfResult;
    expect(asked).toEqual([{ type: 'image/jpeg', quality: 0.6, alpha: [255, 255, 255, 255, 255, 255] }]);
    const streams = await images(result.bytes);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    // A 3 × 2 image on landscape A4 with small margins.
    expect(result.pages[0]).toMatchObject({ width: 841.89, height: 595.28, recoded: true });
  });
});
