import { isToolError, openPdf, pdfBaseName, reportProgress, toolError, type FileInput, type ToolError } from '@sdk/core';
import type { PDFDocument } from 'pdf-lib';
import type { Input, Options } from './manifest.ts';
import { indicesOf, parsePages, rangeName } from './pages.ts';

export interface PdfFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Pages in this file. */
  readonly pages: number;
}

export interface PdfResult {
  readonly action: Options['action'];
  /** Pages of the input: of each file for a merge, of the one file otherwise. */
  readonly pagesIn: readonly number[];
  /** The PDFs made; none on the delete tab while no page is chosen. */
  readonly files: readonly PdfFile[];
  /** Reorder and delete: the original page numbers (1-based) the result keeps, in its order. */
  readonly kept?: readonly number[];
  /** Rotate: the pages turned (1-based). */
  readonly rotated?: readonly number[];
}

type Lib = typeof import('pdf-lib');

/** "Annual report.PDF" → "Annual report". */
export const baseName = pdfBaseName;

const SAVE = { useObjectStreams: true } as const;

/** A PDF opened with pdf-lib, or why not: empty, not a PDF, encrypted, damaged. */
function open(lib: Lib, file: FileInput, field: string): Promise<PDFDocument | ToolError> {
  return openPdf(lib, file.name, file.bytes ?? new Uint8Array(), field);
}

async function copy(lib: Lib, source: PDFDocument, indices: readonly number[]): Promise<Uint8Array> {
  const doc = await lib.PDFDocument.create({ updateMetadata: false });
  const pages = await doc.copyPages(source, [...indices]);
  for (const page of pages) doc.addPage(page);
  return doc.save(SAVE);
}

/** Merges, splits, rotates, reorders or deletes pages with pdf-lib, in the worker; each result is a PDF file. */
export async function run(input: Input, options: Options): Promise<PdfResult | ToolError> {
  const lib = await import('pdf-lib');
  try {
    return await work(lib, input, options);
  } catch (e) {
    // A file that opened but whose pages cannot be copied or written (objects missing in a damaged file).
    if (e instanceof Error && !isToolError(e)) return toolError('damagedWork', { message: e.message.slice(0, 200) });
    throw e;
  }
}

async function work(lib: Lib, input: Input, options: Options): Promise<PdfResult | ToolError> {
  const { action } = options;
  if (action === 'merge') {
    const files = (input.files ?? []) as readonly FileInput[];
    if (files.length < 2) return toolError('mergeTwo', { field: 'files' });
    const merged = await lib.PDFDocument.create({ updateMetadata: false });
    const pagesIn: number[] = [];
    for (const [i, file] of files.entries()) {
      const doc = await open(lib, file, 'files');
      if (isToolError(doc)) return doc;
      const pages = await merged.copyPages(doc, doc.getPageIndices());
      for (const page of pages) merged.addPage(page);
      pagesIn.push(pages.length);
      reportProgress(i + 1, files.length + 1);
    }
    const bytes = await merged.save(SAVE);
    return { action, pagesIn, files: [{ name: 'merged.pdf', bytes, pages: merged.getPageCount() }] };
  }

  const file = input.pdf;
  if (!file) return toolError('noFile', { field: 'pdf' });
  const source = await open(lib, file, 'pdf');
  if (isToolError(source)) return source;
  const count = source.getPageCount();
  const base = baseName(file.name);

  if (action === 'split') {
    const text = input.ranges.trim();
    // Nothing typed: every page on its own.
    const ranges = text === '' ? Array.from({ length: count }, (_, i) => ({ from: i + 1, to: i + 1, text: String(i + 1) })) : parsePages(text, count, 'ranges');
    if (isToolError(ranges)) return ranges;
    if (ranges.length === 0) return toolError('pages.none', { field: 'ranges' });
    const name = (part: string, single: boolean) => `${base}-${single ? 'page' : 'pages'}-${part}.pdf`;
    const files: PdfFile[] = [];
    if (options.splitInto === 'one') {
      const indices = indicesOf(ranges);
      const single = indices.length === 1;
      files.push({ name: name(ranges.map(rangeName).join('_'), single), bytes: await copy(lib, source, indices), pages: indices.length });
    } else {
      for (const [i, range] of ranges.entries()) {
        const indices = indicesOf([range]);
        files.push({ name: name(rangeName(range), range.from === range.to), bytes: await copy(lib, source, indices), pages: indices.length });
        reportProgress(i + 1, ranges.length);
      }
    }
    return { action, pagesIn: [count], files };
  }

  if (action === 'rotate') {
    const ranges = input.pages.trim() === '' ? [{ from: 1, to: count, text: '' }] : parsePages(input.pages, count, 'pages');
    if (isToolError(ranges)) return ranges;
    if (ranges.length === 0) return toolError('pages.none', { field: 'pages' });
    const angle = Number(options.angle);
    const turned = [...new Set(indicesOf(ranges))].sort((a, b) => a - b);
    for (const index of turned) {
      const page = source.getPage(index);
      page.setRotation(lib.degrees((((page.getRotation().angle + angle) % 360) + 360) % 360));
    }
    return { action, pagesIn: [count], files: [{ name: `${base}-rotated.pdf`, bytes: await source.save(SAVE), pages: count }], rotated: turned.map((i) => i + 1) };
  }

  if (action === 'reorder') {
    const ranges = input.order.trim() === '' ? [{ from: 1, to: count, text: '' }] : parsePages(input.order, count, 'order', true);
    if (isToolError(ranges)) return ranges;
    const indices = indicesOf(ranges);
    if (indices.length === 0) return toolError('pages.none', { field: 'order' });
    return { action, pagesIn: [count], files: [{ name: `${base}-reordered.pdf`, bytes: await copy(lib, source, indices), pages: indices.length }], kept: indices.map((i) => i + 1) };
  }

  // delete
  const ranges = input.remove.trim() === '' ? [] : parsePages(input.remove, count, 'remove');
  if (isToolError(ranges)) return ranges;
  const removed = new Set(indicesOf(ranges));
  if (removed.size === count) return toolError('deleteAll', { field: 'remove' });
  // Nothing chosen yet: no file to download, but a result, so the page pictures stay to choose from.
  if (removed.size === 0) return { action, pagesIn: [count], files: [], kept: Array.from({ length: count }, (_, i) => i + 1) };
  // Removing pages from the document itself keeps its title, bookmarks and forms.
  for (const index of [...removed].sort((a, b) => b - a)) source.removePage(index);
  const kept = Array.from({ length: count }, (_, i) => i).filter((i) => !removed.has(i));
  return { action, pagesIn: [count], files: [{ name: `${base}-pages-removed.pdf`, bytes: await source.save(SAVE), pages: kept.length }], kept: kept.map((i) => i + 1) };
}
