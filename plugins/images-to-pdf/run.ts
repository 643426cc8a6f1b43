import { decodeImage, encodeImage, isToolError, onWhite, reportProgress, sniffImageType, toolError, type FileInput, type ToolError } from '@sdk/core';
import { decodeHeif, isHeif } from '@sdk/media';
import type { Input, Options } from './manifest.ts';

/** Page sizes in PDF points (1/72 inch), portrait: ISO A4 (210 × 297 mm) and US Letter (8.5 × 11 in). */
export const PAGE_POINTS = { a4: [595.28, 841.89], letter: [612, 792] } as const;
/** Points in a millimetre. */
export const POINTS_PER_MM = 72 / 25.4;
/** A page the size of its image: one pixel is 1/96 inch, as on screens and in CSS. */
export const POINTS_PER_PIXEL = 0.75;
export const MARGIN_MM = { none: 0, small: 10, large: 25 } as const;

/** Where an image goes on its page, in points: the page's size, and the image's box (from the bottom left). */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly x: number;
  readonly y: number;
  readonly drawWidth: number;
  readonly drawHeight: number;
}

/** One page of the PDF: the image it holds, its size in pixels as shown, the page's size in points. */
export interface PdfPage {
  readonly image: string;
  readonly pixels: { readonly width: number; readonly height: number };
  readonly width: number;
  readonly height: number;
  /** Decoded and written again (WebP and other formats PDF cannot hold as they are). */
  readonly recoded: boolean;
}

export interface PdfResult {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly pages: readonly PdfPage[];
}

/** The margin in points, or an error when the number typed is not one. */
export function marginPoints(options: Pick<Options, 'margin' | 'marginMm'>): number | ToolError {
  if (options.margin !== 'custom') return MARGIN_MM[options.margin] * POINTS_PER_MM;
  const mm = options.marginMm;
  if (!Number.isFinite(mm) || mm < 0 || mm > 100) return toolError('marginRange');
  return mm * POINTS_PER_MM;
}

/**
 * The page for an image of width × height pixels (as shown) and where the image goes on it: the page
 * chosen (turned for a wider image when the orientation is auto), or the image's own size plus the
 * margins; the image as large as fits inside the margins, in proportion, centred.
 */
export function pageLayout(width: number, height: number, options: Pick<Options, 'pageSize' | 'orientation' | 'margin' | 'marginMm'>): Layout | ToolError {
  const margin = marginPoints(options);
  if (isToolError(margin)) return margin;
  if (options.pageSize === 'image') {
    const drawWidth = width * POINTS_PER_PIXEL;
    const drawHeight = height * POINTS_PER_PIXEL;
    return { width: drawWidth + 2 * margin, height: drawHeight + 2 * margin, x: margin, y: margin, drawWidth, drawHeight };
  }
  const [short, long] = PAGE_POINTS[options.pageSize];
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && width > height);
  const pageWidth = landscape ? long : short;
  const pageHeight = landscape ? short : long;
  // At most 100 mm a side (marginRange): A4's 210 mm always leaves room.
  const roomWidth = pageWidth - 2 * margin;
  const roomHeight = pageHeight - 2 * margin;
  const scale = Math.min(roomWidth / width, roomHeight / height);
  const drawWidth = width * scale;
  const drawHeight = height * scale;
  return { width: pageWidth, height: pageHeight, x: (pageWidth - drawWidth) / 2, y: (pageHeight - drawHeight) / 2, drawWidth, drawHeight };
}

/**
 * How an image stored as it is maps onto the box it is shown in, for an EXIF orientation (1–8): the
 * matrix [a b c d e f] from the image's unit square to the box's unit square (PDF's y grows upwards).
 */
export function orientationMatrix(orientation: number): readonly [number, number, number, number, number, number] {
  switch (orientation) {
    case 2: return [-1, 0, 0, 1, 1, 0]; // mirrored left to right
    case 3: return [-1, 0, 0, -1, 1, 1]; // turned 180°
    case 4: return [1, 0, 0, -1, 0, 1]; // mirrored top to bottom
    case 5: return [0, -1, -1, 0, 1, 1]; // mirrored along the diagonal
    case 6: return [0, -1, 1, 0, 0, 1]; // turned 90° clockwise to show
    case 7: return [0, 1, 1, 0, 0, 0]; // mirrored along the other diagonal
    case 8: return [0, 1, -1, 0, 1, 0]; // turned 90° anticlockwise to show
    default: return [1, 0, 0, 1, 0, 0];
  }
}

/** The PDF's name: the first image's, or images.pdf. */
export function pdfName(first: string | undefined): string {
  const base = (first ?? '').replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${base || 'images'}.pdf`;
}


/** Whether a JPEG ends (its End Of Image marker near the end): a file cut short shows grey in part. */
function jpegComplete(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 2; i >= Math.max(0, bytes.length - 4096); i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  return false;
}

/** A host error about one image, said with its name (several images are chosen at once). */
function named(error: ToolError, file: FileInput): ToolError {
  const name = file.name;
  if (error.code === 'imageUnreadable') return toolError('notImage', { name, field: 'images' });
  if (error.code === 'imageFormatUnsupported') return toolError('formatUnsupported', { name, type: String(error.params?.type ?? ''), field: 'images' });
  if (error.code === 'imageTooLarge') return toolError('tooLarge', { ...error.params, name, field: 'images' });
  return error;
}

type Lib = typeof import('pdf-lib');
type Embedded = { image: import('pdf-lib').PDFImage; width: number; height: number; orientation: number; recoded: boolean };

/** One image embedded in the PDF: JPEG and PNG as they are, the others decoded and written as PNG or JPEG. */
async function embed(lib: Lib, doc: import('pdf-lib').PDFDocument, file: FileInput, options: Options): Promise<Embedded | ToolError> {
  const bytes = file.bytes;
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return toolError('notImage', { name: file.name, field: 'images' });
  const type = sniffImageType(bytes) ?? (isHeif(bytes) ? 'image/heic' : undefined);
  if (!type) return toolError('notImage', { name: file.name, field: 'images' });
  try {
    if (type === 'image/jpeg') {
      if (!jpegComplete(bytes)) return toolError('damaged', { name: file.name, field: 'images' });
      const image = await doc.embedJpg(bytes);
      const exifr = (await import('exifr')).default;
      const orientation = ((await exifr.orientation(bytes).catch(() => undefined)) as number | undefined) ?? 1;
      const turned = orientation >= 5 && orientation <= 8;
      return { image, width: turned ? image.height : image.width, height: turned ? image.width : image.height, orientation, recoded: false };
    }
    if (type === 'image/png') {
      const image = await doc.embedPng(bytes);
      return { image, width: image.width, height: image.height, orientation: 1, recoded: false };
    }
  } catch {
    return toolError('damaged', { name: file.name, field: 'images' });
  }
  // WebP, GIF (its first frame), BMP, AVIF: pixels (EXIF orientation applied by the browser), written again; HEIC
  // photos read by libheif (the SDK's decodeHeif, in every browser), as the image converter reads them.
  const raster = type === 'image/heic' ? await decodeHeif(bytes) : await decodeImage(bytes, type);
  if (isToolError(raster)) return named(raster, file);
  const jpeg = options.recode === 'jpeg';
  const written = await encodeImage(jpeg ? onWhite(raster).raster : raster, jpeg ? 'image/jpeg' : 'image/png', options.quality / 100);
  if (isToolError(written)) return written;
  const image = jpeg ? await doc.embedJpg(written) : await doc.embedPng(written);
  return { image, width: raster.width, height: raster.height, orientation: 1, recoded: true };
}

/**
 * Each image on a page of its own, in the order given, fitted inside the margins and centred; one PDF
 * (pdf-lib, loaded on first use). No dates and no producer are written, so the same images and
 * options give the same bytes.
 */
export async function run({ images }: Input, options: Options): Promise<PdfResult | ToolError> {
  const files = (images ?? []) as readonly FileInput[];
  if (files.length === 0) return toolError('noImages', { field: 'images' });
  const margin = marginPoints(options);
  if (isToolError(margin)) return margin;
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create({ updateMetadata: false });
  const pages: PdfPage[] = [];
  for (const [i, file] of files.entries()) {
    const embedded = await embed(lib, doc, file, options);
    if (isToolError(embedded)) return embedded;
    const layout = pageLayout(embedded.width, embedded.height, options);
    if (isToolError(layout)) return layout;
    const page = doc.addPage([layout.width, layout.height]);
    const [a, b, c, d, e, f] = orientationMatrix(embedded.orientation);
    const { x, y, drawWidth: w, drawHeight: h } = layout;
    const name = page.node.newXObject('Image', embedded.image.ref);
    page.pushOperators(
      lib.pushGraphicsState(),
      lib.concatTransformationMatrix(w * a, h * b, w * c, h * d, w * e + x, h * f + y),
      lib.drawObject(name),
      lib.popGraphicsState(),
    );
    pages.push({ image: file.name, pixels: { width: embedded.width, height: embedded.height }, width: layout.width, height: layout.height, recoded: embedded.recoded });
    reportProgress(i + 1, files.length + 1);
  }
  const bytes = await doc.save({ useObjectStreams: true });
  return { name: pdfName(files[0]?.name), bytes, pages };
}
