/**
 * Tesseract 5 (tesseract.js-core 7, Apache-2.0: Tesseract and Leptonica compiled to WebAssembly), driven
 * directly in the tool's own worker, as tesseract.js's worker script drives it (its src/worker-script: the
 * same calls, Init, SetImageFile, Recognize, GetJSONText, TessPDFRenderer). tesseract.js itself is not used:
 * it starts a worker of its own and fetches its core and language data from a CDN by default, and this
 * tool's worker is already off the page. Here the core's WebAssembly and the trained data come from the
 * site as big files (loadBigAsset: downloaded once with progress, then kept), handed to the core as bytes.
 * In Node (the tests, the command line) the same files are read from the packages on disk.
 *
 * The core's SIMD build with the LSTM engine only (every browser since 2023 runs WebAssembly SIMD), and
 * the "best_int" trained data (tessdata_best, integer): the LSTM models alone, a third of the size of the
 * data that also holds the old engine's.
 */
/// <reference path="./tesseract-core.d.ts" />
import { isToolError, loadBigAsset, reportProgress, toolError, type BigAsset, type ToolError } from '@sdk/core';
import TesseractCore from 'tesseract.js-core/tesseract-core-simd-lstm.js';
import { CORE, LANGUAGE_DATA, TESSERACT_CODES, type Language } from './assets.ts';

/** One word read: its text, Tesseract's confidence (0–100) and its box in the image's pixels. */
export interface Word {
  readonly text: string;
  readonly confidence: number;
  /** x0, y0, x1, y1. */
  readonly box: readonly [number, number, number, number];
}

export interface PageText {
  readonly text: string;
  /** Tesseract's mean word confidence, 0–100. */
  readonly confidence: number;
  readonly words: readonly Word[];
}

/** The core's file system and API, as far as this file uses them (tesseract.js-core's WebIDL bindings). */
interface TessApi {
  Init(dataPath: string, langs: string, oem: number): number;
  SetImageFile(exifOrientation: number, angle: number): number;
  SetSourceResolution(ppi: number): void;
  SetVariable(name: string, value: string): boolean;
  Recognize(monitor: null): number;
  GetJSONText(): string;
  GetUTF8Text(): string;
  MeanTextConf(): number;
  End(): void;
}
interface PdfRenderer {
  BeginDocument(title: string): boolean;
  AddImage(api: TessApi): boolean;
  EndDocument(): boolean;
}
interface TessModule {
  FS: { writeFile(path: string, data: Uint8Array | string): void; readFile(path: string): Uint8Array; unlink(path: string): void };
  TessBaseAPI: new () => TessApi;
  TessPDFRenderer: new (base: string, dataDir: string, textOnly: boolean) => PdfRenderer;
  destroy?(object: unknown): void;
}
type CoreFactory = (module: Record<string, unknown>) => Promise<TessModule>;

/** One core per worker, made on the first run and kept; the languages written into its file system. */
let core: Promise<TessModule> | undefined;
const written = new Set<Language>();
/** The API, kept while the same languages are asked for (Init reads the data: tens of milliseconds). */
let api: { langs: string; api: TessApi } | undefined;

async function bytesOf(asset: BigAsset): Promise<Uint8Array | ToolError> {
  const bytes = await loadBigAsset(asset);
  return isToolError(bytes) ? bytes : new Uint8Array(bytes);
}

/** A .gz file's contents (the trained data is stored gzipped): DecompressionStream, in browsers and Node alike. */
async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice().buffer]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function loadCore(): Promise<TessModule | ToolError> {
  if (!core) {
    const wasm = await bytesOf(CORE);
    if (isToolError(wasm)) return wasm;
    const factory = ((TesseractCore as unknown as { default?: CoreFactory }).default ?? TesseractCore) as unknown as CoreFactory;
    // The bytes are given: the core fetches nothing. Its progress (percent of recognition) is reported by recognize().
    core = factory({ wasmBinary: wasm, TesseractProgress: (percent: number) => progressOfPage?.(percent) });
  }
  try {
    return await core;
  } catch {
    core = undefined;
    return toolError('downloadFailed', { name: CORE.name });
  }
}

/** Where the core's progress of the page being read goes (0–100). */
let progressOfPage: ((percent: number) => void) | undefined;

/** The core with the API started on these languages (downloaded and written first if they are new). */
export async function openEngine(languages: readonly Language[]): Promise<TessApi | ToolError> {
  const module = await loadCore();
  if (isToolError(module)) return module;
  for (const language of languages) {
    if (written.has(language)) continue;
    const data = await bytesOf(LANGUAGE_DATA[language]);
    if (isToolError(data)) return data;
    try {
      module.FS.writeFile(`/${TESSERACT_CODES[language]}.traineddata`, await gunzip(data));
    } catch {
      return toolError('downloadFailed', { name: LANGUAGE_DATA[language].name });
    }
    written.add(language);
  }
  const langs = languages.map((l) => TESSERACT_CODES[l]).join('+');
  if (api?.langs === langs) return api.api;
  api?.api.End();
  api = undefined;
  const next = new module.TessBaseAPI();
  // OEM 1: the LSTM engine (the only one in this core and this data).
  if (next.Init('/', langs, 1) !== 0) return toolError('engineFailed');
  // Tesseract writes "Invalid resolution 0 dpi" to the console for images without one: it is told instead.
  next.SetVariable('debug_file', '/dev/null');
  api = { langs, api: next };
  return next;
}

/** A raster as a binary PPM (RGB on white): the one image format Leptonica reads without a codec, from the core's file system. */
function ppm(width: number, height: number, rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const head = new TextEncoder().encode(`P6\n${width} ${height}\n255\n`);
  const out = new Uint8Array(head.length + width * height * 3);
  out.set(head);
  for (let i = 0, o = head.length; i < width * height; i++, o += 3) {
    const a = rgba[i * 4 + 3]! / 255;
    out[o] = Math.round(rgba[i * 4]! * a + 255 * (1 - a));
    out[o + 1] = Math.round(rgba[i * 4 + 1]! * a + 255 * (1 - a));
    out[o + 2] = Math.round(rgba[i * 4 + 2]! * a + 255 * (1 - a));
  }
  return out;
}

interface JsonWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface JsonPage {
  blocks: { paragraphs: { lines: { words: JsonWord[] }[] }[] }[] | null;
}

/** Tesseract's words, in reading order, from its JSON output. */
export function wordsOf(json: string): Word[] {
  const page = JSON.parse(json) as JsonPage;
  const words: Word[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs ?? [])
      for (const line of paragraph.lines ?? [])
        for (const w of line.words ?? []) {
          const text = w.text.trim();
          if (text) words.push({ text, confidence: Math.round(w.confidence * 10) / 10, box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1] });
        }
  return words;
}

/**
 * Reads one image: its text, words and confidence. With `pdf`, the page is also added to that searchable
 * PDF (Tesseract's own renderer: the image with its text as an invisible layer over the words).
 * `onProgress` gets the core's progress, 0–1.
 */
export function recognize(
  engine: TessApi,
  module: TessModule,
  image: { width: number; height: number; data: Uint8ClampedArray | Uint8Array; dpi?: number },
  pdf: PdfRenderer | undefined,
  onProgress: (fraction: number) => void,
): PageText {
  module.FS.writeFile('/input', ppm(image.width, image.height, image.data));
  engine.SetImageFile(1, 0);
  engine.SetSourceResolution(image.dpi ?? 96);
  // The core says 0–100, of which recognition is the part after 30 (as tesseract.js reads it).
  progressOfPage = (percent) => onProgress(Math.max(0, Math.min(1, (percent - 30) / 70)));
  try {
    engine.Recognize(null);
  } finally {
    progressOfPage = undefined;
  }
  const words = wordsOf(engine.GetJSONText());
  const text = engine.GetUTF8Text();
  if (pdf) pdf.AddImage(engine);
  module.FS.unlink('/input');
  return { text, confidence: words.length ? engine.MeanTextConf() : 0, words };
}

/** The loaded core (after openEngine). */
export async function engineModule(): Promise<TessModule | ToolError> {
  return loadCore();
}

/** A searchable PDF of the pages recognize() adds between begin and end. */
export function pdfWriter(module: TessModule, title: string): { renderer: PdfRenderer; finish(): Uint8Array } {
  const renderer = new module.TessPDFRenderer('/ocr-output', '/', false);
  renderer.BeginDocument(title);
  return {
    renderer,
    finish() {
      renderer.EndDocument();
      module.destroy?.(renderer);
      const bytes = module.FS.readFile('/ocr-output.pdf');
      module.FS.unlink('/ocr-output.pdf');
      return stableDate(bytes.slice());
    },
  };
}

/**
 * Tesseract writes the time of writing as the PDF's /CreationDate: it is blanked (the same number of
 * spaces, so every offset in the file still holds), so the same image gives the same PDF every time.
 */
export function stableDate(pdf: Uint8Array): Uint8Array {
  // The information dictionary is written last, after the pages' images.
  const from = Math.max(0, pdf.length - 4096);
  const tail = new TextDecoder('latin1').decode(pdf.subarray(from));
  const at = tail.lastIndexOf('/CreationDate (');
  const end = at < 0 ? -1 : tail.indexOf(')', at);
  if (end < 0) return pdf;
  pdf.fill(0x20, from + at, from + end + 1);
  return pdf;
}

/** Makes the core report its progress through reportProgress for page `index` of `count`. */
export function pageProgress(index: number, count: number): (fraction: number) => void {
  return (fraction) => reportProgress(Math.round((index + fraction) * 1000), count * 1000);
}
