import { isToolError, pdfBaseName, reportProgress, toolError, type FileInput, type ToolError } from '@sdk/core';
import { qpdf, qpdfProblem } from '@sdk/pdf';
import { recodeImages, type ImageCount, type ImageSettings } from './images.ts';
import type { Input, Options } from './manifest.ts';

/** The presets' image settings: quality 1–100, the resolution as drawn on the page, the longest side in pixels. */
export const PRESETS = {
  low: { quality: 85, maxDpi: 300, maxSide: 4000 },
  recommended: { quality: 70, maxDpi: 150, maxSide: 2500 },
  extreme: { quality: 45, maxDpi: 96, maxSide: 1600 },
} as const satisfies Record<string, ImageSettings>;

/** One PDF made smaller (or given back as it was, when nothing was gained). */
export interface CompressedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Its size before and after, in bytes (after = before when the original is given back). */
  readonly before: number;
  readonly after: number;
  /** False when the rewritten file was not smaller: the original is given back. */
  readonly smaller: boolean;
  /** What happened to its images; null when images were left alone (the option is off). */
  readonly images: ImageCount | null;
}

export interface CompressResult {
  readonly files: readonly CompressedFile[];
}

/** qpdf's settings for the smallest lossless file: every stream compressed with Flate at level 9, objects packed in object streams. */
export const QPDF_COMPRESS = ['--object-streams=generate', '--compress-streams=y', '--recompress-flate', '--compression-level=9', '--deterministic-id'];

/** A file's problem, said with its name (several files are chosen at once). */
const named = (code: string, file: FileInput): ToolError => toolError(code, { name: file.name, field: 'pdfs' });

/** The image settings of the chosen level, or of the custom options. */
export function imageSettings(options: Options): ImageSettings {
  return options.level === 'custom' ? { quality: options.quality, maxDpi: options.maxDpi, maxSide: options.maxSide } : PRESETS[options.level];
}

/**
 * One PDF: qpdf checks it opens (an encrypted file is refused: it must be unlocked first) and writes it out
 * plainly; pdf-lib and jpeg-js write its images again (images.ts); qpdf compresses every stream and packs the
 * objects. When the result is not smaller, the original is given back.
 */
async function compressOne(file: FileInput, options: Options): Promise<CompressedFile | ToolError> {
  const bytes = file.bytes;
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return named('notPdf', file);
  const locked = await qpdf({ inputs: { 'in.pdf': bytes }, args: ['--requires-password', 'in.pdf'] });
  if (isToolError(locked)) return locked;
  // 2 without a message: not encrypted. 0, 3, or "invalid password": encrypted (with or without an open password).
  if (locked.code !== 2 || locked.stderr.length > 0) {
    const problem = locked.code === 2 ? qpdfProblem(locked.stderr) : 'wrongPassword';
    return named(problem === 'wrongPassword' ? 'encrypted' : problem, file);
  }
  let source = bytes;
  let images: ImageCount | null = null;
  if (options.images) {
    // Written out plainly first (a damaged file repaired, no object streams), for pdf-lib to read.
    const plain = await qpdf({ inputs: { 'in.pdf': bytes }, args: ['in.pdf', '--object-streams=disable', '--deterministic-id', 'plain.pdf'], outputs: ['plain.pdf'] });
    if (isToolError(plain)) return plain;
    const written = plain.files['plain.pdf'];
    if (!written || plain.code === 2) return named(qpdfProblem(plain.stderr), file);
    const lib = await import('pdf-lib');
    try {
      const doc = await lib.PDFDocument.load(written, { updateMetadata: false });
      images = await recodeImages(lib, doc, imageSettings(options));
      source = images.recoded > 0 ? await doc.save({ useObjectStreams: false, updateFieldAppearances: false }) : written;
    } catch {
      return named('damaged', file);
    }
  }
  const done = await qpdf({ inputs: { 'in.pdf': source }, args: ['in.pdf', ...QPDF_COMPRESS, 'out.pdf'], outputs: ['out.pdf'] });
  if (isToolError(done)) return done;
  const out = done.files['out.pdf'];
  if (!out || done.code === 2) return named(qpdfProblem(done.stderr), file);
  const smaller = out.length < bytes.length;
  return {
    name: smaller ? `${pdfBaseName(file.name)}-compressed.pdf` : file.name,
    bytes: smaller ? out : bytes,
    before: bytes.length,
    after: smaller ? out.length : bytes.length,
    smaller,
    images,
  };
}

/**
 * Each PDF chosen, made smaller: streams compressed again at Flate's highest level, objects packed into
 * object streams, images written again as JPEG at the chosen quality and size (a level's preset, or custom).
 * Runs in the worker; qpdf is downloaded on the first run (@sdk/pdf).
 */
export async function run(input: Input, options: Options): Promise<CompressResult | ToolError> {
  const pdfs = input.pdfs ?? [];
  if (pdfs.length === 0) return toolError('noFiles', { field: 'pdfs' });
  const files: CompressedFile[] = [];
  for (const [i, file] of pdfs.entries()) {
    reportProgress(i, pdfs.length);
    const done = await compressOne(file, options);
    if (isToolError(done)) return done;
    files.push(done);
  }
  reportProgress(pdfs.length, pdfs.length);
  return { files };
}
