/**
 * Pages drawn by pdf.js, in the tool's worker (or in Node for the terminal and the tests).
 *
 * In a browser, pdf.js's own worker code runs in this same worker (its "fake worker", set up through
 * globalThis.pdfjsWorker): the tool's worker is already off the page, so there is no second worker to
 * start, and the site's CSP is met as on the pdf-tools page (PDF.js 6 has no eval path; WebAssembly
 * decoders are turned off with useWasm: false). A worker has no document, so pdf.js is given an
 * OffscreenCanvas factory, no SVG filters (only transfer functions use them: drawn without), and glyphs
 * drawn as paths (disableFontFace). The standard fonts a PDF uses without embedding them (Helvetica,
 * Times…) are pdf.js's substitutes, served by the site and fetched only when a document needs one.
 *
 * In Node (22 or later, as pdf.js 6 requires), pdf.js's legacy build draws on @napi-rs/canvas (pdf.js's
 * optional dependency); without either, drawing is `renderUnsupported`. Node and browsers antialias differently, so pixels differ slightly:
 * only sizes are compared across them.
 */
/// <reference path="./pdfjs-worker.d.ts" />
import { isToolError, loadBigAsset, toolError, type Raster, type ToolError } from '@sdk/core';
import { STANDARD_FONTS } from './fonts.ts';

export interface Renderer {
  /** Page `page` (1-based) drawn at `scale` pixels per point, on white. */
  draw(page: number, scale: number): Promise<Raster | ToolError>;
  close(): Promise<void>;
}

interface Context2D {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
}
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d', options?: Record<string, boolean>): Context2D | null;
}
type CanvasMaker = (width: number, height: number) => Canvas;

/** pdf.js's canvas factory interface, on any canvas maker. */
function canvasFactory(make: CanvasMaker) {
  return class {
    create(width: number, height: number) {
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      const canvas = make(width, height);
      return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
    }
    reset(pair: { canvas: Canvas }, width: number, height: number) {
      pair.canvas.width = width;
      pair.canvas.height = height;
    }
    destroy(pair: { canvas: Canvas | null; context: unknown }) {
      if (pair.canvas) pair.canvas.width = pair.canvas.height = 0;
      pair.canvas = null;
      pair.context = null;
    }
    getNoAlphaContext(canvas: Canvas) {
      return canvas.getContext('2d', { alpha: false, willReadFrequently: true });
    }
  };
}

/** No SVG filters in a worker: every filter is "none" (as pdf.js does in Node). */
class NoFilters {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addKnockoutFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  addSelectionHCMFilter() {
    return 'none';
  }
  addSelectionFilter() {
    return 'none';
  }
  createSelectionStyle() {
    return null;
  }
  destroy() {}
}

/** Standard fonts from the site (or the package's files in Node); a missing one is drawn with a fallback by pdf.js. */
class FontData {
  constructor(_: unknown) {}
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const asset = kind === 'standardFontDataUrl' ? STANDARD_FONTS[filename] : undefined;
    if (!asset) throw new Error(`No ${kind} data: ${filename}`);
    const bytes = await loadBigAsset(asset);
    if (isToolError(bytes)) throw new Error(`Unable to load font data: ${filename}`);
    return new Uint8Array(bytes);
  }
}

interface Pdfjs {
  getDocument(params: Record<string, unknown>): { promise: Promise<PdfDoc>; destroy(): Promise<void> };
}
interface PdfDoc {
  numPages: number;
  getPage(n: number): Promise<{
    getViewport(p: { scale: number }): { width: number; height: number };
    render(p: Record<string, unknown>): { promise: Promise<void> };
    cleanup(): void;
  }>;
}

declare const OffscreenCanvas: (new (w: number, h: number) => Canvas) | undefined;
declare const process: { getBuiltinModule?(name: string): unknown } | undefined;

/** pdf.js 6 needs Promise.withResolvers and ArrayBuffer.prototype.transferToFixedLength (Node 22, Chrome 119, Firefox 121, Safari 17.4). */
function modernEnough(): boolean {
  return typeof (Promise as { withResolvers?: unknown }).withResolvers === 'function' && typeof (ArrayBuffer.prototype as { transferToFixedLength?: unknown }).transferToFixedLength === 'function';
}

async function loadPdfjs(): Promise<{ pdfjs: Pdfjs; make: CanvasMaker } | ToolError> {
  const g = globalThis as { pdfjsWorker?: unknown };
  if (!modernEnough()) return toolError('renderUnsupported');
  if (typeof OffscreenCanvas !== 'undefined') {
    const pdfjs = (await import('pdfjs-dist')) as unknown as Pdfjs;
    g.pdfjsWorker ??= await import('pdfjs-dist/build/pdf.worker.min.mjs');
    return { pdfjs, make: (w, h) => new OffscreenCanvas(w, h) };
  }
  // Node: the legacy build, drawing on @napi-rs/canvas if it is installed.
  const moduleApi = typeof process !== 'undefined' ? (process.getBuiltinModule?.('module') as { createRequire(url: string): (id: string) => unknown } | undefined) : undefined;
  let napi: { createCanvas(w: number, h: number): Canvas } | undefined;
  try {
    napi = moduleApi?.createRequire(import.meta.url)('@napi-rs/canvas') as typeof napi;
  } catch {
    napi = undefined;
  }
  if (!napi) return toolError('renderUnsupported');
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as Pdfjs;
  g.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const make = napi.createCanvas.bind(napi);
  return { pdfjs, make };
}

/** Opens the document with pdf.js for drawing. */
export async function openRenderer(bytes: Uint8Array): Promise<Renderer | ToolError> {
  const loaded = await loadPdfjs();
  if (isToolError(loaded)) return loaded;
  const { pdfjs, make } = loaded;
  // pdf.js takes over the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    useWasm: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: typeof OffscreenCanvas !== 'undefined',
    disableWorkerRendering: true,
    CanvasFactory: canvasFactory(make),
    FilterFactory: NoFilters,
    BinaryDataFactory: FontData,
    useWorkerFetch: false,
    standardFontDataUrl: 'fonts/',
    verbosity: 0,
  });
  let doc: PdfDoc;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    return toolError('renderFailed');
  }
  return {
    async draw(n, scale) {
      try {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale });
        const width = Math.max(1, Math.round(viewport.width));
        const height = Math.max(1, Math.round(viewport.height));
        const canvas = make(width, height);
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return toolError('renderFailed');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        await page.render({ canvas, canvasContext: context, viewport, background: '#ffffff' }).promise;
        const data = context.getImageData(0, 0, width, height).data;
        page.cleanup();
        canvas.width = canvas.height = 0;
        return { width, height, data: new Uint8ClampedArray(data) };
      } catch {
        return toolError('renderFailed');
      }
    },
    async close() {
      await task.destroy().catch(() => undefined);
    },
  };
}
