import { encodeImage, indicesOf, isToolError, openPdf, parsePages, pdfBaseName, reportProgress, toolError, type Raster, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Skipped } from './extract.ts';

/** One image made: a page drawn, or an image taken out of the PDF. */
export interface ImageFile {
  readonly name: string;
  readonly type: 'image/png' | 'image/jpeg' | 'image/jp2';
  readonly bytes: Uint8Array;
  /** The page it comes from (1-based). */
  readonly page: number;
  readonly width: number;
  readonly height: number;
}

export interface Result {
  readonly mode: Options['mode'];
  /** Pages in the document. */
  readonly pageCount: number;
  /** The pages drawn or searched for images (1-based), in order. */
  readonly pages: readonly number[];
  readonly files: readonly ImageFile[];
  /** Extract: images found but not taken out, and why. */
  readonly skipped: readonly Skipped[];
}

/** The largest page image drawn (50 megapixels: A4 at 600 dpi is 35), and all pages' together. */
export const MAX_PAGE_PIXELS = 50_000_000;
export const MAX_TOTAL_PIXELS = 500_000_000;
/** A PDF point is 1/72 inch. */
const POINTS_PER_INCH = 72;

/** "Annual report.PDF" → "Annual report". */
export const baseName = pdfBaseName;

/** The pixel size of a page of `width` × `height` points drawn at `dpi` (each side rounded, at least 1). */
export function pixelSize(width: number, height: number, dpi: number): { width: number; height: number } {
  const scale = dpi / POINTS_PER_INCH;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "report" and page 3 → "report-3.png". */
export function imageName(base: string, page: number, extension: string, index?: number): string {
  return index === undefined ? `${base}-${page}.${extension}` : `${base}-${page}-${index}.${extension}`;
}

/** What "Download all as ZIP" saves (the host zips the files with fflate): "report" → "report-images" (.zip). */
export function zipBase(base: string): string {
  return `${base}-images`;
}

/** The pages asked for, 1-based, in order; every page when nothing is typed. */
export function pagesAsked(text: string | null, count: number): number[] | ToolError {
  if (!text || text.trim() === '') return Array.from({ length: count }, (_, i) => i + 1);
  const ranges = parsePages(text, count, 'pages');
  if (isToolError(ranges)) return ranges;
  const seen = new Set<number>();
  const out: number[] = [];
  for (const i of indicesOf(ranges)) if (!seen.has(i + 1)) seen.add(i + 1), out.push(i + 1);
  return out;
}

/** Draws the pages asked for (pdf.js), or takes out the images embedded in them (pdf-lib); in the worker. */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.pdf;
  if (!file) return toolError('noFile', { field: 'pdf' });
  const bytes = file.bytes ?? new Uint8Array();
  const doc = await openPdf(await import('pdf-lib'), file.name, bytes, 'pdf');
  if (isToolError(doc)) return doc;
  const base = baseName(file.name);
  const pageCount = doc.getPageCount();
  const finish = (files: ImageFile[], pages: number[], skipped: Skipped[]): Result => ({ mode: options.mode, pageCount, pages, files, skipped });

  if (options.mode === 'extract') {
    const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
    try {
      const { extractImages } = await import('./extract.ts');
      const { images, skipped } = await extractImages(doc, base);
      return finish(images, pages, skipped);
    } catch (e) {
      return toolError('damagedWork', { message: e instanceof Error ? e.message.slice(0, 200) : String(e) });
    }
  }

  const pages = pagesAsked(input.pages, pageCount);
  if (isToolError(pages)) return pages;
  const dpi = options.dpi;
  if (!Number.isInteger(dpi) || dpi < 72 || dpi > 600) return toolError('dpiRange', { min: 72, max: 600 });
  // Every page's size in pixels is known before anything is drawn: too large is said at once.
  let total = 0;
  for (const n of pages) {
    const page = doc.getPage(n - 1);
    const { width, height } = page.getCropBox();
    const rotated = ((page.getRotation().angle % 180) + 180) % 180 === 90;
    const size = pixelSize(rotated ? height : width, rotated ? width : height, dpi);
    const pixels = size.width * size.height;
    if (pixels > MAX_PAGE_PIXELS) return toolError('pageTooLarge', { page: n, width: size.width, height: size.height, max: MAX_PAGE_PIXELS / 1e6, field: 'dpi' });
    total += pixels;
  }
  if (total > MAX_TOTAL_PIXELS) return toolError('tooManyPixels', { count: pages.length, total: Math.round(total / 1e6), max: MAX_TOTAL_PIXELS / 1e6 });

  const type = options.format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const extension = options.format === 'jpeg' ? 'jpg' : 'png';
  const { openRenderer } = await import('./render.ts');
  const renderer = await openRenderer(bytes);
  if (isToolError(renderer)) return renderer;
  const files: ImageFile[] = [];
  try {
    reportProgress(0, pages.length);
    for (const [i, n] of pages.entries()) {
      const raster: Raster | ToolError = await renderer.draw(n, dpi / POINTS_PER_INCH);
      if (isToolError(raster)) return raster;
      const encoded = await encodeImage(raster, type, options.quality / 100);
      if (isToolError(encoded)) return encoded;
      files.push({ name: imageName(base, n, extension), type, bytes: encoded, page: n, width: raster.width, height: raster.height });
      reportProgress(i + 1, pages.length);
    }
  } finally {
    await renderer.close();
  }
  return finish(files, pages, []);
}
