/**
 * The images embedded in a PDF, taken out as they are stored (pdf-lib walks each page's image
 * XObjects, and those of the forms it draws):
 * - JPEG (DCTDecode) and JPEG 2000 (JPXDecode) streams: their bytes unchanged, as .jpg / .jp2;
 * - pixels stored plainly or Flate-compressed (with or without PNG predictors), 8 bits per component,
 *   in grey, RGB or an ICC profile of 1 or 3 components, or indexed on such a palette (1, 2, 4 or 8
 *   bits): decoded to PNG, with their soft mask as transparency when it has the same size;
 * - not taken out, and counted with the reason: CMYK or other colour spaces, 16-bit pixels, JBIG2,
 *   CCITT fax, LZW and run-length streams, stencil masks (shapes with no colour of their own), and
 *   images drawn inline in the page's content rather than stored as objects. Pictures drawn as vectors
 *   are not images at all: draw the page instead.
 * An image used on several pages is taken out once, for the first page that shows it.
 */
import { encodeImage, isToolError, unpredict } from '@sdk/core';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, PDFHexString, type PDFDocument, type PDFObject } from 'pdf-lib';
import type { ImageFile } from './run.ts';

/**
 * An image found but not taken out: its page and why: a stencil mask, a damaged or too large image,
 * pixels of `bits` bits, or a `format` (a filter or colour space: "CMYK", "JBIG2"…) the tool does not decode.
 */
export interface Skipped {
  readonly page: number;
  readonly reason: 'mask' | 'damaged' | 'size' | 'bits' | 'format';
  readonly bits?: number;
  readonly format?: string;
}

type Why = Omit<Skipped, 'page'>;
const format = (name: string): Why => ({ reason: 'format', format: name });

export interface Extracted {
  readonly images: ImageFile[];
  readonly skipped: Skipped[];
}

const name = (o: PDFObject | undefined): string | undefined => (o instanceof PDFName ? o.decodeText() : undefined);
const numberOf = (o: PDFObject | undefined): number | undefined => (o instanceof PDFNumber ? o.asNumber() : undefined);

/** The stream's filters, outermost first ("FlateDecode", "DCTDecode"…). */
function filters(doc: PDFDocument, dict: PDFDict): string[] {
  const f = doc.context.lookup(dict.get(PDFName.of('Filter')));
  if (f instanceof PDFName) return [f.decodeText()];
  if (f instanceof PDFArray) return f.asArray().map((o) => name(doc.context.lookup(o)) ?? '?');
  return [];
}

/** The decoded bytes of a plain or Flate stream (predictors undone), or the filter that cannot be read. */
async function streamData(doc: PDFDocument, stream: PDFRawStream, colors: number, bits: number, columns: number): Promise<Uint8Array | string> {
  const list = filters(doc, stream.dict);
  let data = stream.contents;
  if (list.length > 1) return list.join('+');
  if (list.length === 1) {
    if (list[0] !== 'FlateDecode') return list[0]!.replace(/Decode$/, '');
    const { unzlibSync } = await import('fflate');
    data = unzlibSync(data);
    const parms = doc.context.lookup(stream.dict.get(PDFName.of('DecodeParms')));
    const predictor = parms instanceof PDFDict ? (numberOf(doc.context.lookup(parms.get(PDFName.of('Predictor')))) ?? 1) : 1;
    if (predictor >= 10) data = unpredict(data, colors, bits, columns);
    else if (predictor !== 1) return 'TIFF predictor';
  }
  return data;
}

interface Space {
  readonly colors: 1 | 3;
  /** Indexed: the palette, `colors` bytes per entry. */
  readonly palette?: Uint8Array;
}

/** A colour space the tool can turn into RGB, or its name when it cannot. */
function colorSpace(doc: PDFDocument, o: PDFObject | undefined): Space | string {
  const cs = doc.context.lookup(o);
  const simple = name(cs);
  if (simple === 'DeviceGray' || simple === 'CalGray' || simple === 'G') return { colors: 1 };
  if (simple === 'DeviceRGB' || simple === 'CalRGB' || simple === 'RGB') return { colors: 3 };
  if (simple) return simple.replace(/^Device/, '');
  if (!(cs instanceof PDFArray) || cs.size() === 0) return '?';
  const kind = name(doc.context.lookup(cs.get(0)));
  if (kind === 'CalGray') return { colors: 1 };
  if (kind === 'CalRGB') return { colors: 3 };
  if (kind === 'ICCBased') {
    const profile = doc.context.lookup(cs.get(1));
    const n = profile instanceof PDFRawStream ? numberOf(doc.context.lookup(profile.dict.get(PDFName.of('N')))) : undefined;
    return n === 1 ? { colors: 1 } : n === 3 ? { colors: 3 } : n === 4 ? 'CMYK' : 'ICCBased';
  }
  if (kind === 'Indexed' || kind === 'I') {
    const base = colorSpace(doc, cs.get(1));
    if (typeof base === 'string' || base.palette) return `Indexed ${typeof base === 'string' ? base : ''}`.trim();
    const lookup = doc.context.lookup(cs.get(3));
    let palette: Uint8Array | undefined;
    if (lookup instanceof PDFString || lookup instanceof PDFHexString) palette = lookup.asBytes();
    else if (lookup instanceof PDFRawStream && filters(doc, lookup.dict).length === 0) palette = lookup.contents;
    if (!palette) return 'Indexed';
    return { colors: base.colors, palette };
  }
  return kind ?? '?';
}

/** Reads sample number `i` of `bits` bits from packed rows (each row starts on a byte). */
function sample(data: Uint8Array, bits: number, rowLength: number, x: number, y: number, components: number, c: number): number {
  if (bits === 8) return data[y * rowLength + x * components + c] ?? 0;
  const bit = (x * components + c) * bits;
  const byte = data[y * rowLength + (bit >> 3)] ?? 0;
  return (byte >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
}

/** An image XObject's pixels as PNG, or why not. */
async function decodeToPng(doc: PDFDocument, stream: PDFRawStream): Promise<{ bytes: Uint8Array; width: number; height: number } | Why> {
  const dict = stream.dict;
  const get = (key: string) => doc.context.lookup(dict.get(PDFName.of(key)));
  const width = numberOf(get('Width')) ?? 0;
  const height = numberOf(get('Height')) ?? 0;
  const bits = numberOf(get('BitsPerComponent')) ?? 8;
  if (width < 1 || height < 1 || width * height > 50_000_000) return { reason: 'size' };
  const space = colorSpace(doc, dict.get(PDFName.of('ColorSpace')));
  if (typeof space === 'string') return format(space);
  const indexed = Boolean(space.palette);
  if (indexed ? ![1, 2, 4, 8].includes(bits) : bits !== 8) return { reason: 'bits', bits };
  const components = indexed ? 1 : space.colors;
  const data = await streamData(doc, stream, components, bits, width);
  if (typeof data === 'string') return format(data);
  const rowLength = Math.ceil((components * bits * width) / 8);
  if (data.length < rowLength * height) return { reason: 'damaged' };
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let rgb: number[];
      if (space.palette) {
        const index = sample(data, bits, rowLength, x, y, 1, 0) * space.colors;
        rgb = space.colors === 1 ? Array(3).fill(space.palette[index] ?? 0) : [space.palette[index] ?? 0, space.palette[index + 1] ?? 0, space.palette[index + 2] ?? 0];
      } else if (space.colors === 1) rgb = Array(3).fill(sample(data, 8, rowLength, x, y, 1, 0));
      else rgb = [0, 1, 2].map((c) => sample(data, 8, rowLength, x, y, 3, c));
      rgba.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], o);
    }
  // A soft mask of the same size, 8-bit grey, is the image's transparency.
  const mask = get('SMask');
  if (mask instanceof PDFRawStream) {
    const m = (key: string) => numberOf(doc.context.lookup(mask.dict.get(PDFName.of(key))));
    if (m('Width') === width && m('Height') === height && (m('BitsPerComponent') ?? 8) === 8) {
      const alpha = await streamData(doc, mask, 1, 8, width);
      if (typeof alpha !== 'string' && alpha.length >= width * height) for (let i = 0; i < width * height; i++) rgba[i * 4 + 3] = alpha[i]!;
    }
  }
  const png = await encodeImage({ width, height, data: rgba }, 'image/png');
  if (isToolError(png)) return { reason: 'size' };
  return { bytes: png, width, height };
}

/** Every image XObject of the document, page by page, once each. */
export async function extractImages(doc: PDFDocument, base: string): Promise<Extracted> {
  const images: Extracted['images'] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();
  const pages = doc.getPages();
  for (const [p, page] of pages.entries()) {
    const number = p + 1;
    let onPage = 0;
    const visit = async (resources: PDFObject | undefined, depth: number): Promise<void> => {
      const res = doc.context.lookup(resources);
      if (!(res instanceof PDFDict) || depth > 8) return;
      const xobjects = doc.context.lookup(res.get(PDFName.of('XObject')));
      if (!(xobjects instanceof PDFDict)) return;
      for (const [, value] of xobjects.entries()) {
        const key = value instanceof PDFRef ? value.toString() : undefined;
        if (key && seen.has(key)) continue;
        if (key) seen.add(key);
        const stream = doc.context.lookup(value);
        if (!(stream instanceof PDFRawStream)) continue;
        const subtype = name(doc.context.lookup(stream.dict.get(PDFName.of('Subtype'))));
        if (subtype === 'Form') {
          await visit(stream.dict.get(PDFName.of('Resources')), depth + 1);
          continue;
        }
        if (subtype !== 'Image') continue;
        const get = (k: string) => doc.context.lookup(stream.dict.get(PDFName.of(k)));
        if (get('ImageMask') !== undefined && String(get('ImageMask')) === 'true') {
          skipped.push({ page: number, reason: 'mask' });
          continue;
        }
        const list = filters(doc, stream.dict);
        const width = numberOf(get('Width')) ?? 0;
        const height = numberOf(get('Height')) ?? 0;
        const last = list[list.length - 1];
        const nameFor = (ext: string) => (onPage === 0 ? `${base}-${number}.${ext}` : `${base}-${number}-${onPage + 1}.${ext}`);
        if (list.length === 1 && (last === 'DCTDecode' || last === 'JPXDecode')) {
          const jpeg = last === 'DCTDecode';
          images.push({ name: nameFor(jpeg ? 'jpg' : 'jp2'), type: jpeg ? 'image/jpeg' : 'image/jp2', bytes: stream.contents, page: number, width, height });
          onPage++;
          continue;
        }
        const png = await decodeToPng(doc, stream).catch((): Why => ({ reason: 'damaged' }));
        if (!('bytes' in png)) {
          skipped.push({ page: number, ...png });
          continue;
        }
        images.push({ name: nameFor('png'), type: 'image/png', bytes: png.bytes, page: number, width: png.width, height: png.height });
        onPage++;
      }
    };
    await visit(page.node.Resources(), 0);
  }
  return { images, skipped };
}
