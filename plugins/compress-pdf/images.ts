/**
 * The images of a PDF written again as JPEG at a chosen quality, no larger than a chosen resolution as drawn on
 * their pages (placement.ts) nor a chosen number of pixels on their longest side. pdf-lib walks every image XObject; the pixels come from JPEG (DCTDecode, read by
 * jpeg-js), from 8-bit RGB or gray stored raw or with Flate (fflate, PNG predictors undone), and go back as
 * baseline JPEG written by jpeg-js. The same pure code runs in the worker, in the tests and on the command
 * line, so a file gives the same bytes everywhere (the browser's own encoder would differ from Node's).
 *
 * Left as they are: images with a soft mask or a mask (transparency), images that are masks, images used as
 * another's mask, a /Decode array, other depths than 8 bits, colour spaces other than RGB and gray (CMYK,
 * indexed, Lab, ICC profiles of other than 1 or 3 components), other filters (JBIG2, JPX, CCITT, LZW), and any
 * whose new JPEG would not be smaller.
 */
import { reportProgress, resizeImage, unpredict, type Raster } from '@sdk/core';
import type { PDFDict, PDFDocument, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { imagePlacements, type Placement } from './placement.ts';

export interface ImageSettings {
  /** JPEG quality, 1–100. */
  readonly quality: number;
  /** The longest side in pixels an image keeps; a larger one is scaled down. */
  readonly maxSide: number;
  /** The resolution an image keeps as it is drawn on its page (its largest placement), in dots per inch. */
  readonly maxDpi: number;
}

/** How much to scale an image of width × height pixels down (1: not at all), for its settings and where it is drawn. */
export function scaleFor(width: number, height: number, settings: ImageSettings, placement: Placement | undefined): number {
  let scale = Math.min(1, settings.maxSide / Math.max(width, height));
  if (placement && placement.width > 0 && placement.height > 0) {
    // Enough pixels for the resolution in both directions, the image's proportions kept.
    const dpi = Math.max(((placement.width / 72) * settings.maxDpi) / width, ((placement.height / 72) * settings.maxDpi) / height);
    scale = Math.min(scale, dpi);
  }
  return scale;
}

/** What happened to a PDF's images. */
export interface ImageCount {
  /** Written again as JPEG (smaller). */
  readonly recoded: number;
  /** Could be written again but the JPEG was not smaller: kept. */
  readonly kept: number;
  /** Not touched: masks, transparency, colour spaces or filters this tool does not rewrite. */
  readonly skipped: number;
}

type Lib = typeof import('pdf-lib');

/** An image's pixels as RGBA, or undefined when this tool does not rewrite it. */
interface Pixels {
  readonly raster: Raster;
  readonly gray: boolean;
}

/** The single filter of a stream: undefined without one, '' when there are several or another object. */
function filterOf(lib: Lib, dict: PDFDict): string | undefined {
  const filter = dict.lookup(lib.PDFName.of('Filter'));
  if (filter === undefined) return undefined;
  if (filter instanceof lib.PDFName) return filter.decodeText();
  if (filter instanceof lib.PDFArray && filter.size() === 1) {
    const only = filter.lookup(0);
    return only instanceof lib.PDFName ? only.decodeText() : '';
  }
  if (filter instanceof lib.PDFArray && filter.size() === 0) return undefined;
  return '';
}

/** 1 for gray, 3 for RGB (device or an ICC profile of as many components); 0 for anything else. */
function components(lib: Lib, space: PDFObject | undefined): number {
  if (space instanceof lib.PDFName) return space.decodeText() === 'DeviceRGB' ? 3 : space.decodeText() === 'DeviceGray' ? 1 : 0;
  if (space instanceof lib.PDFArray && space.size() === 2) {
    const kind = space.lookup(0);
    const profile = space.lookup(1);
    if (kind instanceof lib.PDFName && kind.decodeText() === 'ICCBased' && profile instanceof lib.PDFRawStream) {
      const n = profile.dict.lookup(lib.PDFName.of('N'));
      const count = n instanceof lib.PDFNumber ? n.asNumber() : 0;
      return count === 1 || count === 3 ? count : 0;
    }
  }
  return 0;
}

const numberOf = (lib: Lib, dict: PDFDict, key: string): number | undefined => {
  const value = dict.lookup(lib.PDFName.of(key));
  return value instanceof lib.PDFNumber ? value.asNumber() : undefined;
};

/** The RGBA pixels of an image XObject this tool rewrites, or undefined. */
async function pixelsOf(lib: Lib, stream: PDFRawStream): Promise<Pixels | undefined> {
  const dict = stream.dict;
  const has = (key: string) => dict.has(lib.PDFName.of(key));
  if (has('SMask') || has('Mask') || has('Decode') || has('SMaskInData')) return undefined;
  const imageMask = dict.lookup(lib.PDFName.of('ImageMask'));
  if (imageMask instanceof lib.PDFBool && imageMask.asBoolean()) return undefined;
  const width = numberOf(lib, dict, 'Width') ?? 0;
  const height = numberOf(lib, dict, 'Height') ?? 0;
  if (!(width > 0 && height > 0) || width * height > 50_000_000) return undefined;
  const comps = components(lib, dict.lookup(lib.PDFName.of('ColorSpace')));
  const filter = filterOf(lib, dict);
  if (comps === 0 || filter === '') return undefined;
  if (filter === 'DCTDecode') {
    const { decode } = await import('jpeg-js');
    try {
      const jpeg = decode(stream.contents, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 100, maxMemoryUsageInMB: 1024 });
      if (jpeg.width !== width || jpeg.height !== height) return undefined;
      return { raster: { width, height, data: new Uint8ClampedArray(jpeg.data.buffer, jpeg.data.byteOffset, jpeg.data.byteLength) }, gray: comps === 1 };
    } catch {
      return undefined;
    }
  }
  if (numberOf(lib, dict, 'BitsPerComponent') !== 8) return undefined;
  let samples: Uint8Array = stream.contents;
  if (filter === 'FlateDecode') {
    const { unzlibSync } = await import('fflate');
    try {
      samples = unzlibSync(stream.contents);
    } catch {
      return undefined;
    }
    const parms = dict.lookup(lib.PDFName.of('DecodeParms'));
    const predictor = parms instanceof lib.PDFDict ? (numberOf(lib, parms, 'Predictor') ?? 1) : 1;
    if (predictor >= 10) samples = unpredict(samples, comps, 8, width);
    else if (predictor !== 1) return undefined;
  } else if (filter !== undefined) return undefined;
  if (samples.length < width * height * comps) return undefined;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += comps) {
    data[i * 4] = samples[j]!;
    data[i * 4 + 1] = samples[j + (comps === 3 ? 1 : 0)]!;
    data[i * 4 + 2] = samples[j + (comps === 3 ? 2 : 0)]!;
    data[i * 4 + 3] = 255;
  }
  return { raster: { width, height, data }, gray: comps === 1 };
}

/**
 * jpeg-js writes its JPEG with Buffer.from when it is bundled as a CommonJS module, which a browser's worker
 * lacks: for that one call a stand-in gives a Uint8Array from the array of bytes.
 */
async function encodeJpeg(raster: Raster, quality: number): Promise<Uint8Array> {
  const { encode } = await import('jpeg-js');
  const scope = globalThis as { Buffer?: unknown };
  const standIn = scope.Buffer === undefined;
  if (standIn) scope.Buffer = { from: (bytes: ArrayLike<number>) => Uint8Array.from(bytes) };
  try {
    const data = encode({ width: raster.width, height: raster.height, data: raster.data }, quality).data as Uint8Array;
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } finally {
    if (standIn) delete scope.Buffer;
  }
}

/** Every image XObject of the document written again where that makes it smaller; the document is changed in place. */
export async function recodeImages(lib: Lib, doc: PDFDocument, settings: ImageSettings): Promise<ImageCount> {
  const { PDFName, PDFRawStream } = lib;
  const images: [PDFRef, PDFRawStream][] = [];
  const masks = new Set<string>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const subtype = object.dict.lookup(PDFName.of('Subtype'));
    if (!(subtype instanceof PDFName) || subtype.decodeText() !== 'Image') continue;
    images.push([ref, object]);
    for (const key of ['SMask', 'Mask']) {
      const mask = object.dict.get(PDFName.of(key));
      if (mask instanceof lib.PDFRef) masks.add(mask.toString());
    }
  }
  let placements = new Map<string, Placement>();
  try {
    placements = imagePlacements(lib, doc);
  } catch {
    // A content stream that cannot be read: the pixel limit alone applies.
  }
  let recoded = 0;
  let kept = 0;
  let skipped = 0;
  for (const [i, [ref, stream]] of images.entries()) {
    reportProgress(i, images.length);
    const pixels = masks.has(ref.toString()) ? undefined : await pixelsOf(lib, stream);
    if (!pixels) {
      skipped++;
      continue;
    }
    const { raster } = pixels;
    const scale = scaleFor(raster.width, raster.height, settings, placements.get(ref.toString()));
    const sized = scale < 1 ? resizeImage(raster, Math.max(1, Math.round(raster.width * scale)), Math.max(1, Math.round(raster.height * scale))) : raster;
    const jpeg = await encodeJpeg(sized, settings.quality);
    if (jpeg.length >= stream.contents.length) {
      kept++;
      continue;
    }
    const dict = stream.dict.clone(doc.context);
    for (const key of ['DecodeParms', 'DL', 'Filter']) dict.delete(PDFName.of(key));
    dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
    dict.set(PDFName.of('Width'), lib.PDFNumber.of(sized.width));
    dict.set(PDFName.of('Height'), lib.PDFNumber.of(sized.height));
    dict.set(PDFName.of('BitsPerComponent'), lib.PDFNumber.of(8));
    // jpeg-js writes three components: a gray image's colour space becomes RGB (its pixels stay gray).
    if (pixels.gray) dict.set(PDFName.of('ColorSpace'), PDFName.of('DeviceRGB'));
    dict.set(PDFName.of('Length'), lib.PDFNumber.of(jpeg.length));
    doc.context.assign(ref, PDFRawStream.of(dict, jpeg));
    recoded++;
  }
  reportProgress(images.length, images.length);
  return { recoded, kept, skipped };
}
