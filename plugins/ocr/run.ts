import { decodeImage, indicesOf, isToolError, parsePages, pdfBaseName, pdfHasEnd, sniffImageType, toolError, type Raster, type ToolError } from '@sdk/core';
import { languagesOf, type Language } from './assets.ts';

export { languagesOf };
import type { Word } from './engine.ts';
import { PDF_DPI, type Input, type Options } from './manifest.ts';

/** A word read, with the page it is on (1 for an image). */
export type ReadWord = Word & { readonly page: number };

export interface Result {
  /** The text read, pages one after the other (a blank line between them). */
  readonly text: string;
  /** The mean word confidence over every word, 0–100 (rounded). */
  readonly confidence: number;
  readonly words: readonly ReadWord[];
  /** The pages read (1-based; [1] for an image). */
  readonly pages: readonly number[];
  readonly languages: readonly Language[];
  /** The searchable PDF: the image(s) with the text as an invisible layer. */
  readonly pdf: { readonly name: string; readonly bytes: Uint8Array };
}

/** "scan.final.PNG" → "scan.final"; "report.pdf" → "report". */
export function baseName(name: string): string {
  return pdfBaseName(name.replace(/\.(png|jpe?g|webp|avif|gif|bmp|ico|svg)$/i, '.pdf'));
}

/** The pages asked for, 1-based, in order and once each; every page when nothing is typed. */
export function pagesAsked(text: string | null, count: number): number[] | ToolError {
  if (!text || text.trim() === '') return Array.from({ length: count }, (_, i) => i + 1);
  const ranges = parsePages(text, count, 'pages');
  if (isToolError(ranges)) return ranges;
  return [...new Set(indicesOf(ranges).map((i) => i + 1))];
}

/** The text with Tesseract's line ends, its trailing blank lines taken off. */
function tidy(text: string): string {
  return text.replace(/\s+$/, '');
}

/** Every image to read, as rasters, from an image file or the pages of a PDF (drawn by pdf.js at PDF_DPI). */
async function images(file: NonNullable<Input['file']>, pagesText: string | null): Promise<{ pages: number[]; get(i: number): Promise<Raster | ToolError>; close(): Promise<void>; dpi?: number } | ToolError> {
  const bytes = file.bytes ?? new Uint8Array();
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) {
    if (!pdfHasEnd(bytes)) return toolError('pdfUnreadable', { name: file.name, field: 'file' });
    const lib = await import('pdf-lib');
    let count: number;
    try {
      count = (await lib.PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
    } catch {
      return toolError('pdfUnreadable', { name: file.name, field: 'file' });
    }
    if (count === 0) return toolError('pdfUnreadable', { name: file.name, field: 'file' });
    const pages = pagesAsked(pagesText, count);
    if (isToolError(pages)) return pages;
    const { openRenderer } = await import('../pdf-to-images/render.ts');
    const renderer = await openRenderer(bytes);
    if (isToolError(renderer)) return renderer;
    return { pages, get: (i) => renderer.draw(pages[i]!, PDF_DPI / 72), close: () => renderer.close(), dpi: PDF_DPI };
  }
  if (!sniffImageType(bytes) && !/^image\//.test(file.type)) return toolError('notImage', { name: file.name, field: 'file' });
  const raster = await decodeImage(bytes, file.type);
  if (isToolError(raster)) return raster;
  return { pages: [1], get: async () => raster, close: async () => undefined };
}

/** Reads the text of an image or of a PDF's pages, in the tool's worker. */
export async function run(input: Input, _options: Options): Promise<Result | ToolError> {
  const file = input.file;
  if (!file) return toolError('noFile', { field: 'file' });
  if (!file.bytes || file.bytes.length === 0) return toolError('emptyFile', { name: file.name, field: 'file' });
  const source = await images(file, input.pages);
  if (isToolError(source)) return source;
  const languages = languagesOf(input);
  const engine = await import('./engine.ts');
  const api = await engine.openEngine(languages);
  if (isToolError(api)) return api;
  const module = await engine.engineModule();
  if (isToolError(module)) return module;
  const base = baseName(file.name);
  const pdf = engine.pdfWriter(module, base);
  const words: ReadWord[] = [];
  const texts: string[] = [];
  let confidenceSum = 0;
  let failed: ToolError | undefined;
  try {
    for (const [i, page] of source.pages.entries()) {
      const raster = await source.get(i);
      if (isToolError(raster)) {
        failed = raster;
        break;
      }
      const read = engine.recognize(api, module, { ...raster, dpi: source.dpi }, pdf.renderer, engine.pageProgress(i, source.pages.length));
      for (const w of read.words) words.push({ page, ...w }), (confidenceSum += w.confidence);
      texts.push(tidy(read.text));
    }
  } finally {
    await source.close();
  }
  // The PDF is ended even after a failure, so the next run starts a new one.
  const bytes = pdf.finish();
  if (failed) return failed;
  if (words.length === 0) return toolError('noText', { field: 'file' });
  return {
    text: texts.join('\n\n'),
    confidence: Math.round(confidenceSum / words.length),
    words,
    pages: source.pages,
    languages,
    pdf: { name: `${base}-ocr.pdf`, bytes },
  };
}
