import { decodeImage, encodeImage, hexToRgb, isToolError, MAX_PIXELS, MAX_SIDE, pdfHasEnd, reportProgress, resizeImage, sniffImageType, toolError, typeName, uniqueFileNames, type FileInput, type Raster, type ToolError } from '@sdk/core';
import type { FONTS, Input, Options } from './manifest.ts';

type Lib = typeof import('pdf-lib');
type PDFDocument = import('pdf-lib').PDFDocument;
type PDFFont = import('pdf-lib').PDFFont;
type Position = Options['position'];
type Font = (typeof FONTS)[number];

/** JPEG and WebP are written again at this quality (0–1): no visible loss on a photo. */
export const QUALITY = 0.92;

/** One file with its watermark. */
export interface Marked {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly source: { readonly name: string; readonly size: number };
  /** Images: the size in pixels. */
  readonly width?: number;
  readonly height?: number;
  /** PDFs: the number of pages (each one marked). */
  readonly pages?: number;
}

/** A file that could not be marked, and why (its code is one of errors.*, its params name it). */
export interface Failed {
  readonly name: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The first PDF's first page as shown, and where the watermark goes on it (the view draws it as a picture). */
export interface Preview {
  readonly width: number;
  readonly height: number;
  /** The watermark's size before turning, and the centre of each copy (y down, in points). */
  readonly stampWidth: number;
  readonly stampHeight: number;
  readonly spots: readonly Spot[];
  /** Text watermarks: the baseline's distance above the box's bottom, as a share of its height. */
  readonly baseline?: number;
}

export interface Result {
  readonly files: readonly Marked[];
  readonly failed: readonly Failed[];
  readonly preview: Preview | null;
}

/** The centre of one copy of the watermark, on a page or image seen upright, y growing downwards. */
export interface Spot {
  readonly cx: number;
  readonly cy: number;
}

export interface Layout {
  /** The watermark's drawn size before turning. */
  readonly width: number;
  readonly height: number;
  readonly spots: readonly Spot[];
}

type Placing = Pick<Options, 'position' | 'size' | 'rotation' | 'margin'>;

/** The box a width × height rectangle fills once turned by `degrees`. */
export function turnedBox(width: number, height: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(rad));
  const s = Math.abs(Math.sin(rad));
  return [c * width + s * height, s * width + c * height];
}

/** The column (0 left, 1 centre, 2 right) and row (0 top, 1 middle, 2 bottom) of one of the nine spots. */
export function cell(position: Exclude<Position, 'tile'>): [number, number] {
  const column = position.endsWith('left') ? 0 : position.endsWith('right') ? 2 : 1;
  const row = position.startsWith('top') ? 0 : position.startsWith('bottom') ? 2 : 1;
  return [column, row];
}

/**
 * Where the watermark goes on an area of areaWidth × areaHeight (pixels or points) and how large it is:
 * `size` percent of the area's width before turning, made smaller if, turned, it would not fit inside
 * the margins (`margin` percent of the shorter side); at one of nine spots, or copies in staggered rows
 * over the whole area, `margin` apart, starting from the centre. Pure.
 */
export function layout(areaWidth: number, areaHeight: number, stampWidth: number, stampHeight: number, options: Placing): Layout {
  const margin = (options.margin / 100) * Math.min(areaWidth, areaHeight);
  let scale = ((options.size / 100) * areaWidth) / stampWidth;
  const [bw0, bh0] = turnedBox(stampWidth * scale, stampHeight * scale, options.rotation);
  if (options.position !== 'tile') {
    const roomWidth = areaWidth - 2 * margin;
    const roomHeight = areaHeight - 2 * margin;
    if (roomWidth > 0 && roomHeight > 0) scale *= Math.min(1, roomWidth / bw0, roomHeight / bh0);
  }
  const width = stampWidth * scale;
  const height = stampHeight * scale;
  const [bw, bh] = turnedBox(width, height, options.rotation);
  if (options.position !== 'tile') {
    const [column, row] = cell(options.position);
    const cx = column === 0 ? margin + bw / 2 : column === 2 ? areaWidth - margin - bw / 2 : areaWidth / 2;
    const cy = row === 0 ? margin + bh / 2 : row === 2 ? areaHeight - margin - bh / 2 : areaHeight / 2;
    return { width, height, spots: [{ cx, cy }] };
  }
  // At most about 20 copies a row and 20 rows, however thin the watermark.
  const stepX = Math.max(bw + margin, areaWidth / 20);
  const stepY = Math.max(bh + margin, areaHeight / 20);
  const spots: Spot[] = [];
  const rows = Math.ceil((areaHeight / 2 + bh / 2) / stepY);
  const columns = Math.ceil((areaWidth / 2 + bw / 2) / stepX) + 1;
  for (let j = -rows; j <= rows; j++) {
    const cy = areaHeight / 2 + j * stepY;
    if (cy + bh / 2 <= 0 || cy - bh / 2 >= areaHeight) continue;
    const shift = Math.abs(j) % 2 === 1 ? stepX / 2 : 0;
    for (let i = -columns; i <= columns; i++) {
      const cx = areaWidth / 2 + i * stepX + shift;
      if (cx + bw / 2 <= 0 || cx - bw / 2 >= areaWidth) continue;
      spots.push({ cx, cy });
    }
  }
  return { width, height, spots };
}

/**
 * The image with the stamp laid over it at each spot, turned by `degrees` (anticlockwise as seen) about
 * its centre, its own alpha multiplied by `opacity` (0–1): each pixel of the image is blended with the
 * stamp's colour sampled (bilinear, alpha-weighted) where that pixel falls on the turned stamp. Pure.
 */
export function composite(base: Raster, stamp: Raster, spots: readonly Spot[], degrees: number, opacity: number): Raster {
  const out = new Uint8ClampedArray(base.data);
  const { width: W, height: H } = base;
  const sw = stamp.width;
  const sh = stamp.height;
  const src = stamp.data;
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const [bw, bh] = turnedBox(sw, sh, degrees);
  // The stamp's pixel at (x, y), or transparent outside it (so its edges blend).
  const alphaAt = (x: number, y: number) => (x < 0 || y < 0 || x >= sw || y >= sh ? 0 : src[(y * sw + x) * 4 + 3]!);
  for (const { cx, cy } of spots) {
    const x0 = Math.max(0, Math.floor(cx - bw / 2 - 1));
    const x1 = Math.min(W, Math.ceil(cx + bw / 2 + 1));
    const y0 = Math.max(0, Math.floor(cy - bh / 2 - 1));
    const y1 = Math.min(H, Math.ceil(cy + bh / 2 + 1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        // Back from the page to the stamp: the inverse of turning anticlockwise with y down.
        const u = dx * cos - dy * sin + sw / 2 - 0.5;
        const v = dx * sin + dy * cos + sh / 2 - 0.5;
        if (u <= -1 || v <= -1 || u >= sw || v >= sh) continue;
        const ux = Math.floor(u);
        const vy = Math.floor(v);
        const tx = u - ux;
        const ty = v - vy;
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (const [px, py, wt] of [[ux, vy, (1 - tx) * (1 - ty)], [ux + 1, vy, tx * (1 - ty)], [ux, vy + 1, (1 - tx) * ty], [ux + 1, vy + 1, tx * ty]] as const) {
          const alpha = alphaAt(px, py) * wt;
          if (alpha === 0) continue;
          const i = (py * sw + px) * 4;
          r += src[i]! * alpha;
          g += src[i + 1]! * alpha;
          b += src[i + 2]! * alpha;
          a += alpha;
        }
        if (a === 0) continue;
        const sa = (a / 255) * opacity;
        const o = (y * W + x) * 4;
        const ba = out[o + 3]! / 255;
        const oa = sa + ba * (1 - sa);
        out[o] = Math.round(((r / a) * sa + out[o]! * ba * (1 - sa)) / oa);
        out[o + 1] = Math.round(((g / a) * sa + out[o + 1]! * ba * (1 - sa)) / oa);
        out[o + 2] = Math.round(((b / a) * sa + out[o + 2]! * ba * (1 - sa)) / oa);
        out[o + 3] = Math.round(oa * 255);
      }
    }
  }
  return { width: W, height: H, data: out };
}

/** "holiday.JPG" → "holiday-watermarked.JPG". */
export function markedName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || 'file';
  return `${base}-watermarked${dot > 0 ? name.slice(dot) : ''}`;
}


/** The CSS font families a browser draws each choice with: the same shapes as the PDF standard fonts where it has them. */
export const CANVAS_FONTS: Record<Font, string> = {
  sans: 'Helvetica, Arial, "Liberation Sans", "Nimbus Sans", sans-serif',
  serif: '"Times New Roman", Times, "Liberation Serif", "Nimbus Roman", serif',
  mono: '"Courier New", Courier, "Liberation Mono", "Nimbus Mono PS", monospace',
};

/** The PDF standard fonts (every reader has them: nothing is embedded). */
const PDF_FONTS: Record<Font, [string, string]> = {
  sans: ['Helvetica', 'Helvetica-Bold'],
  serif: ['Times-Roman', 'Times-Bold'],
  mono: ['Courier', 'Courier-Bold'],
};

/** The browser's canvas, typed here since core code is checked without the DOM; undefined in Node. */
interface Canvas2D {
  font: string;
  fillStyle: string;
  textBaseline: string;
  measureText(text: string): { width: number; fontBoundingBoxAscent?: number; fontBoundingBoxDescent?: number; actualBoundingBoxAscent: number; actualBoundingBoxDescent: number };
  fillText(text: string, x: number, y: number): void;
  getImageData(x: number, y: number, width: number, height: number): { readonly data: Uint8ClampedArray };
}
type CanvasMaker = new (width: number, height: number) => { getContext(kind: '2d', options?: Record<string, boolean>): Canvas2D | null };
const canvasMaker = (): CanvasMaker | undefined => (globalThis as unknown as { OffscreenCanvas?: CanvasMaker }).OffscreenCanvas;

/** A text watermark's measure at 100 px: its width, and its ascent and descent. */
function measureText(make: CanvasMaker, text: string, font: string): { width: number; ascent: number; descent: number } {
  const context = new make(1, 1).getContext('2d')!;
  context.font = `${font.replace('{size}', '100px')}`;
  const m = context.measureText(text);
  const ascent = m.fontBoundingBoxAscent ?? Math.max(m.actualBoundingBoxAscent, 80);
  const descent = m.fontBoundingBoxDescent ?? Math.max(m.actualBoundingBoxDescent, 20);
  return { width: Math.max(m.width, 1), ascent, descent };
}

/** The text drawn by the browser in its colour on a transparent ground, `scale` times its size at 100 px. */
function drawText(make: CanvasMaker, text: string, font: string, color: string, scale: number, measure: { width: number; ascent: number; descent: number }): Raster {
  const width = Math.max(1, Math.ceil(measure.width * scale));
  const height = Math.max(1, Math.ceil((measure.ascent + measure.descent) * scale));
  const context = new make(width, height).getContext('2d', { willReadFrequently: true })!;
  context.font = font.replace('{size}', `${100 * scale}px`);
  context.fillStyle = color;
  context.textBaseline = 'alphabetic';
  context.fillText(text, 0, measure.ascent * scale);
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

/** What every file gets: the watermark read once (the logo decoded, the text checked). */
interface Mark {
  readonly kind: 'text' | 'image';
  readonly text: string;
  readonly logo: Raster | null;
  /** The logo as PNG or JPEG bytes, as a PDF embeds it. */
  readonly logoBytes: Uint8Array | null;
  readonly logoJpeg: boolean;
}

function fail(file: FileInput, error: ToolError): Failed {
  const params = { ...error.params } as Record<string, string | number>;
  delete params.field;
  return { name: file.name, code: error.code, params: { ...params, name: file.name } };
}

/** A host error about one image, said with the file's name. */
function named(error: ToolError, file: FileInput): Failed {
  if (error.code === 'imageUnreadable') return fail(file, toolError('damagedImage'));
  if (error.code === 'imageFormatUnsupported') return fail(file, toolError('formatUnsupported', { type: String(error.params?.type ?? '') }));
  if (error.code === 'imageEncodeUnsupported') return fail(file, toolError('cannotWrite', { type: String(error.params?.type ?? '') }));
  if (error.code === 'imageTooLarge') return fail(file, toolError('tooLarge', { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS }));
  return fail(file, error);
}

/** One image: decoded, the watermark laid on its pixels, written again in its own format. */
async function markImage(file: FileInput, bytes: Uint8Array, type: string, mark: Mark, options: Options): Promise<Marked | Failed> {
  const raster = await decodeImage(bytes, type);
  if (isToolError(raster)) return named(raster, file);
  let stamp: Raster;
  let spots: readonly Spot[];
  if (mark.kind === 'text') {
    const make = canvasMaker();
    if (!make) return fail(file, toolError('textNeedsBrowser'));
    const font = `${options.bold ? 'bold ' : ''}{size} ${CANVAS_FONTS[options.font]}`;
    const measure = measureText(make, mark.text, font);
    const lay = layout(raster.width, raster.height, measure.width, measure.ascent + measure.descent, options);
    stamp = drawText(make, mark.text, font, options.color, lay.width / measure.width, measure);
    spots = lay.spots;
  } else {
    const logo = mark.logo!;
    const lay = layout(raster.width, raster.height, logo.width, logo.height, options);
    stamp = resizeImage(logo, lay.width, lay.height);
    spots = lay.spots;
  }
  const marked = composite(raster, stamp, spots, options.rotation, options.opacity / 100);
  const written = await encodeImage(marked, type, QUALITY);
  if (isToolError(written)) return named(written, file);
  return { name: markedName(file.name), type, bytes: written, source: { name: file.name, size: bytes.length }, width: raster.width, height: raster.height };
}

/** A PDF opened with pdf-lib, or why not: empty, cut short, encrypted, damaged, no pages. */
async function openPdf(lib: Lib, file: FileInput, bytes: Uint8Array): Promise<PDFDocument | Failed> {
  if (!pdfHasEnd(bytes)) return fail(file, toolError('truncated'));
  try {
    const doc = await lib.PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() === 0) return fail(file, toolError('noPages'));
    return doc;
  } catch (e) {
    if (e instanceof lib.EncryptedPDFError || (e instanceof Error && /encrypt/i.test(e.message))) return fail(file, toolError('encrypted'));
    return fail(file, toolError('damaged'));
  }
}

/** The first character of the text a PDF standard font cannot write, or null when it writes them all. */
export function unwritable(font: PDFFont, text: string): string | null {
  for (const char of text) {
    try {
      font.encodeText(char);
    } catch {
      return char;
    }
  }
  return null;
}

/** A point on the page as seen (y up, from the crop box's corner as shown) in the page's own space, for its /Rotate. */
export function pageSpace(x: number, y: number, box: { x: number; y: number; width: number; height: number }, rotate: number): [number, number] {
  const { width: w, height: h } = box;
  const [u, v] = rotate === 90 ? [w - y, x] : rotate === 180 ? [w - x, h - y] : rotate === 270 ? [y, h - x] : [x, y];
  return [box.x + u, box.y + v];
}

/** Each page of a PDF with the watermark, as text in a standard font or the logo embedded once. */
async function markPdf(lib: Lib, doc: PDFDocument, file: FileInput, bytes: Uint8Array, mark: Mark, options: Options, font: PDFFont | null): Promise<{ marked: Marked; preview: Preview }> {
  const color = hexToRgb(options.color) ?? { r: 128, g: 128, b: 128 };
  const image = mark.kind === 'image' ? (mark.logoJpeg ? await doc.embedJpg(mark.logoBytes!) : await doc.embedPng(mark.logoBytes!)) : null;
  const hexText = font ? font.encodeText(mark.text) : null;
  const opacity = options.opacity / 100;
  let preview: Preview | null = null;
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    const rotate = (((page.getRotation().angle % 360) + 360) % 360) as number;
    // A page turned by another angle than a quarter is drawn as if upright (readers round it too).
    const quarter = rotate % 90 === 0 ? rotate : 0;
    const turned = quarter === 90 || quarter === 270;
    const shownWidth = turned ? box.height : box.width;
    const shownHeight = turned ? box.width : box.height;
    const angle = options.rotation + quarter;
    const rad = (angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    // One graphics state with the opacity per page, whatever the number of copies.
    const state = page.node.newExtGState('GS', doc.context.obj({ Type: 'ExtGState', ca: opacity, CA: opacity }));
    const ops: import('pdf-lib').PDFOperator[] = [lib.pushGraphicsState(), lib.setGraphicsState(state)];
    let lay: Layout;
    if (font && hexText) {
      const textWidth = font.widthOfTextAtSize(mark.text, 1);
      const ascent = font.heightAtSize(1, { descender: false });
      const full = font.heightAtSize(1);
      lay = layout(shownWidth, shownHeight, Math.max(textWidth, 1e-6), full, options);
      const size = lay.height / full;
      // The centre of the text's box, from its origin (the baseline's left end), at this size.
      const mx = lay.width / 2;
      const my = (ascent - full / 2) * size;
      ops.push(lib.beginText(), lib.setFillingRgbColor(color.r / 255, color.g / 255, color.b / 255), lib.setFontAndSize(page.node.newFontDictionary(font.name, font.ref), size));
      for (const { cx, cy } of lay.spots) {
        const [x, y] = pageSpace(cx, shownHeight - cy, box, quarter);
        ops.push(lib.rotateAndSkewTextDegreesAndTranslate(angle, 0, 0, x - (mx * cos - my * sin), y - (mx * sin + my * cos)), lib.showText(hexText));
      }
      ops.push(lib.endText());
      preview ??= { width: shownWidth, height: shownHeight, stampWidth: lay.width, stampHeight: lay.height, spots: lay.spots, baseline: (full - ascent) / full };
    } else {
      lay = layout(shownWidth, shownHeight, image!.width, image!.height, options);
      const [w, h] = [lay.width, lay.height];
      const name = page.node.newXObject('Image', image!.ref);
      for (const { cx, cy } of lay.spots) {
        const [x, y] = pageSpace(cx, shownHeight - cy, box, quarter);
        // The image's unit square scaled, turned about its origin, its centre on the spot.
        ops.push(lib.pushGraphicsState(), lib.concatTransformationMatrix(w * cos, w * sin, -h * sin, h * cos, x - (w / 2) * cos + (h / 2) * sin, y - (w / 2) * sin - (h / 2) * cos), lib.drawObject(name), lib.popGraphicsState());
      }
      preview ??= { width: shownWidth, height: shownHeight, stampWidth: lay.width, stampHeight: lay.height, spots: lay.spots };
    }
    ops.push(lib.popGraphicsState());
    page.pushOperators(...ops);
  }
  const out = await doc.save({ useObjectStreams: true });
  return { marked: { name: markedName(file.name), type: 'application/pdf', bytes: out, source: { name: file.name, size: bytes.length }, pages: doc.getPageCount() }, preview: preview! };
}

/** The watermark image read once: its pixels for images, PNG or JPEG bytes for PDFs. */
async function readLogo(logo: FileInput | null): Promise<Mark | ToolError> {
  const bytes = logo?.bytes;
  if (!logo || !(bytes instanceof Uint8Array) || bytes.length === 0) return toolError('noLogo', { field: 'logo' });
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') return toolError('logoUnreadable', { name: logo.name, field: 'logo' });
  const raster = await decodeImage(bytes, type);
  if (isToolError(raster)) return toolError('logoUnreadable', { name: logo.name, field: 'logo' });
  // A PDF embeds PNG and JPEG as they are; WebP is written as PNG first.
  const png = type === 'image/webp' ? await encodeImage(raster, 'image/png') : bytes;
  if (isToolError(png)) return toolError('logoUnreadable', { name: logo.name, field: 'logo' });
  return { kind: 'image', text: '', logo: raster, logoBytes: png, logoJpeg: type === 'image/jpeg' };
}

const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 1024)).includes('%PDF-');

/**
 * Each file with the watermark: images decoded, marked and written in their own format (JPEG and WebP at
 * quality 0.92); PDFs marked on every page with pdf-lib (loaded on first use), their pages and sizes kept.
 * A file that cannot be marked is said by name and the others are still given; when none can, the first
 * reason is the error. Runs in the tool's worker.
 */
export async function run({ files, text, logo }: Input, options: Options): Promise<Result | ToolError> {
  const list = (files ?? []) as readonly FileInput[];
  if (list.length === 0) return toolError('noFiles', { field: 'files' });
  let mark: Mark;
  if (options.mark === 'image') {
    const read = await readLogo(logo as FileInput | null);
    if (isToolError(read)) return read;
    mark = read;
  } else {
    const line = (text ?? '').replace(/\s+/g, ' ').trim();
    if (line === '') return toolError('noText', { field: 'text' });
    mark = { kind: 'text', text: line, logo: null, logoBytes: null, logoJpeg: false };
  }
  const done: Marked[] = [];
  const failed: Failed[] = [];
  let preview: Preview | null = null;
  let lib: Lib | null = null;
  for (const [i, file] of list.entries()) {
    const bytes = file.bytes;
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) failed.push(fail(file, toolError('emptyFile')));
    else if (isPdf(bytes)) {
      lib ??= await import('pdf-lib');
      const doc = await openPdf(lib, file, bytes);
      if (!('getPages' in doc)) failed.push(doc);
      else {
        let font: PDFFont | null = null;
        if (mark.kind === 'text') {
          font = await doc.embedFont(PDF_FONTS[options.font][options.bold ? 1 : 0]);
          const char = unwritable(font, mark.text);
          if (char !== null) return toolError('notInFont', { char, field: 'text' });
        }
        try {
          const one = await markPdf(lib, doc, file, bytes, mark, options, font);
          done.push(one.marked);
          if (i === 0) preview = one.preview;
        } catch {
          failed.push(fail(file, toolError('damaged')));
        }
      }
    } else {
      const type = sniffImageType(bytes);
      if (type === 'image/png' || type === 'image/jpeg' || type === 'image/webp') {
        const one = await markImage(file, bytes, type, mark, options);
        if ('bytes' in one) done.push(one);
        else failed.push(one);
      } else failed.push(fail(file, toolError('notSupported')));
    }
    reportProgress(i + 1, list.length);
  }
  if (done.length === 0) {
    const first = failed[0]!;
    return toolError(first.code, { ...first.params, field: 'files' });
  }
  const names = uniqueFileNames(done.map((m) => m.name));
  return { files: done.map((m, i) => (m.name === names[i] ? m : { ...m, name: names[i]! })), failed, preview };
}
/** "PNG", "JPEG", "WebP", "PDF" for a file's type. */
export const formatName = (type: string): string => (type === 'application/pdf' ? 'PDF' : typeName(type));
