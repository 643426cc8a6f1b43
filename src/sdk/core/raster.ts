/**
 * Pixels of an image file, and image files from pixels, for the tools that work on photos (convert,
 * favicons, QR codes, palettes). PNG is read and written by one pure codec everywhere (fast-png), so a
 * PNG gives the same pixels and the same bytes in a browser, a worker, the tests and a terminal. Other
 * formats are read by the browser's own decoder (EXIF orientation applied) and written by its encoder
 * where it has one; in Node, JPEG is read by a pure decoder (EXIF orientation applied too). Libraries load on first use.
 */
import { exifTurn, jpegOrientation, turnRaster } from './crop.ts';
import { toolError, type ToolError } from './toolError.ts';

/** An image as 8-bit RGBA pixels, row by row, not premultiplied. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** The largest image the tools draw: browsers refuse bigger canvases, and 100 megapixels is 400 MB of pixels. */
export const MAX_SIDE = 16_384;
export const MAX_PIXELS = 100_000_000;

/** The image formats the tools name, by MIME type. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/bmp', 'image/svg+xml', 'image/x-icon'] as const;

/** Whether a width and height can be drawn (errors.imageTooLarge otherwise, with the limits). */
export function sizeError(width: number, height: number): ToolError | undefined {
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return toolError('imageTooLarge', { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS });
  return undefined;
}

/** The format a file's first bytes say it is, whatever its name or declared type. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  const ascii = (i: number, text: string) => at(i, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'BM')) return 'image/bmp';
  if (at(0, 0, 0, 1, 0)) return 'image/x-icon';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || ((head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg')) && head.includes('<svg'))) return 'image/svg+xml';
  return undefined;
}

/** The few browser APIs that draw images (in a page or a worker; Node has none), typed here since core code is checked without the DOM. */
interface Drawable {
  readonly width: number;
  readonly height: number;
  close?(): void;
}
interface Context2D {
  drawImage(source: Drawable, x: number, y: number): void;
  getImageData(x: number, y: number, width: number, height: number): { readonly data: Uint8ClampedArray };
  putImageData(data: unknown, x: number, y: number): void;
}
interface Imaging {
  createImageBitmap(source: Blob, options: Record<string, string>): Promise<Drawable>;
  OffscreenCanvas: new (width: number, height: number) => { getContext(kind: '2d', options?: Record<string, boolean>): Context2D | null; convertToBlob(options: { type: string; quality: number }): Promise<Blob> };
  ImageData: new (data: Uint8ClampedArray, width: number, height: number) => unknown;
  /** Only on a page, not in a worker. */
  Image?: new () => Drawable & { src: string; decode(): Promise<void> };
  URL: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
}

/** The browser's imaging APIs, or undefined in Node. */
function imaging(): Imaging | undefined {
  const g = globalThis as unknown as Partial<Imaging>;
  return typeof g.createImageBitmap === 'function' && typeof g.OffscreenCanvas === 'function' ? (g as Imaging) : undefined;
}

/** PNG pixels of any depth and colour type as 8-bit RGBA. */
async function decodePng(bytes: Uint8Array): Promise<Raster> {
  const { decode, convertIndexedToRgb } = await import('fast-png');
  const png = decode(bytes);
  const { width, height } = png;
  let source: ArrayLike<number> = png.data;
  let channels = png.channels;
  if (png.palette) {
    source = convertIndexedToRgb(png);
    // RGB, or RGBA when the palette has transparency.
    channels = source.length / (width * height);
  }
  const shift = png.depth === 16 ? 8 : 0;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, i = 0; p < width * height; p++, i += channels) {
    const v = (k: number) => (source[i + k] as number) >> shift;
    const o = p * 4;
    if (channels <= 2) {
      out[o] = out[o + 1] = out[o + 2] = v(0);
      out[o + 3] = channels === 2 ? v(1) : 255;
    } else {
      out[o] = v(0);
      out[o + 1] = v(1);
      out[o + 2] = v(2);
      out[o + 3] = channels === 4 ? v(3) : 255;
    }
  }
  // A tRNS chunk on a grey or RGB image names one colour that is transparent.
  if (!png.palette && png.transparency && channels <= 3) {
    const key = [...png.transparency].map((t) => t >> shift);
    for (let o = 0; o < out.length; o += 4) {
      if (channels === 1 ? out[o] === key[0] : out[o] === key[0] && out[o + 1] === key[1] && out[o + 2] === key[2]) out[o + 3] = 0;
    }
  }
  return { width, height, data: out };
}

/** Any format the browser knows, by its own decoder, with the photo's EXIF orientation applied. */
async function decodeInBrowser(web: Imaging, bytes: Uint8Array, type: string): Promise<Raster> {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  let source: Drawable;
  if (type === 'image/svg+xml') {
    // An SVG is drawn by an <img> (no scripts run in it); a worker has none, so it cannot draw one.
    if (!web.Image) throw new Error('svg in worker');
    const url = web.URL.createObjectURL(blob);
    try {
      const img = new web.Image();
      img.src = url;
      await img.decode();
      source = img;
    } finally {
      web.URL.revokeObjectURL(url);
    }
  } else source = await web.createImageBitmap(blob, { imageOrientation: 'from-image', premultiplyAlpha: 'none', colorSpaceConversion: 'default' });
  const { width, height } = source;
  if (sizeError(width, height) || width === 0 || height === 0) return { width, height, data: new Uint8ClampedArray(0) };
  const context = new web.OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(source, 0, 0);
  source.close?.();
  return { width, height, data: context.getImageData(0, 0, width, height).data };
}

/**
 * The pixels of an image file. The type is read from the bytes (a misnamed file still works); a file
 * that is not an image, a damaged one or one too large gives a ToolError: `imageUnreadable`,
 * `imageFormatUnsupported` ({type}: this browser or a terminal cannot read it) or `imageTooLarge`.
 */
export async function decodeImage(bytes: Uint8Array, declaredType = ''): Promise<Raster | ToolError> {
  const type = sniffImageType(bytes) ?? (declaredType.startsWith('image/') ? declaredType : undefined);
  if (!type) return toolError('imageUnreadable');
  let raster: Raster;
  try {
    const web = imaging();
    if (type === 'image/png') raster = await decodePng(bytes);
    else if (web) raster = await decodeInBrowser(web, bytes, type);
    else if (type === 'image/jpeg') {
      const { decode } = await import('jpeg-js');
      const jpeg = decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 1024 });
      raster = { width: jpeg.width, height: jpeg.height, data: new Uint8ClampedArray(jpeg.data.buffer, jpeg.data.byteOffset, jpeg.data.byteLength) };
      // Turned as the photo's EXIF orientation says, as a browser's decoder does.
      raster = turnRaster(raster, exifTurn(jpegOrientation(bytes)));
    } else return toolError('imageFormatUnsupported', { type: typeName(type) });
  } catch (error) {
    if (type === 'image/svg+xml' && error instanceof Error && error.message === 'svg in worker') return toolError('imageFormatUnsupported', { type: typeName(type) });
    if (error instanceof Error && /resolution|memory/i.test(error.message)) return toolError('imageTooLarge', { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS });
    return toolError('imageUnreadable');
  }
  const tooLarge = sizeError(raster.width, raster.height);
  if (tooLarge) return tooLarge;
  if (raster.width === 0 || raster.height === 0 || raster.data.length !== raster.width * raster.height * 4) return toolError('imageUnreadable');
  return raster;
}

/** "PNG", "JPEG", "WebP", "SVG" for a MIME type. */
export function typeName(type: string): string {
  const names: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/avif': 'AVIF', 'image/gif': 'GIF', 'image/bmp': 'BMP', 'image/svg+xml': 'SVG', 'image/x-icon': 'ICO' };
  return names[type] ?? type.replace(/^image\//, '').toUpperCase();
}

/**
 * An image file from pixels. PNG by the pure encoder (the same bytes everywhere); JPEG, WebP and AVIF
 * by the browser's encoder, with `quality` from 0 to 1. A browser that cannot write the format (most
 * cannot write AVIF) or a terminal gives `imageEncodeUnsupported` ({type}); never another format
 * passed off as the one asked for.
 */
export async function encodeImage(raster: Raster, type: string, quality = 0.9): Promise<Uint8Array | ToolError> {
  const tooLarge = sizeError(raster.width, raster.height);
  if (tooLarge) return tooLarge;
  if (type === 'image/png') {
    const { encode } = await import('fast-png');
    return encode({ width: raster.width, height: raster.height, data: raster.data, depth: 8, channels: 4 });
  }
  const web = imaging();
  if (!web) return toolError('imageEncodeUnsupported', { type: typeName(type) });
  const canvas = new web.OffscreenCanvas(raster.width, raster.height);
  canvas.getContext('2d')!.putImageData(new web.ImageData(new Uint8ClampedArray(raster.data), raster.width, raster.height), 0, 0);
  const blob = await canvas.convertToBlob({ type, quality });
  // A browser that cannot write a format quietly writes PNG instead: that is not what was asked for.
  if (blob.type !== type) return toolError('imageEncodeUnsupported', { type: typeName(type) });
  return new Uint8Array(await blob.arrayBuffer());
}

/** The pixels laid on white (JPEG has no transparency: browsers would make it black). */
export function onWhite(raster: Raster): { raster: Raster; flattened: boolean } {
  const src = raster.data;
  let transparent = false;
  for (let i = 3; i < src.length; i += 4) {
    if (src[i] !== 255) {
      transparent = true;
      break;
    }
  }
  if (!transparent) return { raster, flattened: false };
  const out = new Uint8ClampedArray(src.length);
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3]! / 255;
    out[i] = Math.round(src[i]! * a + 255 * (1 - a));
    out[i + 1] = Math.round(src[i + 1]! * a + 255 * (1 - a));
    out[i + 2] = Math.round(src[i + 2]! * a + 255 * (1 - a));
    out[i + 3] = 255;
  }
  return { raster: { width: raster.width, height: raster.height, data: out }, flattened: true };
}

/** The formats this browser (or terminal) can write, among those asked about. */
export async function encodableTypes(types: readonly string[]): Promise<string[]> {
  const probe: Raster = { width: 1, height: 1, data: new Uint8ClampedArray([0, 0, 0, 255]) };
  const out: string[] = [];
  for (const type of types) if (!((await encodeImage(probe, type)) as ToolError).code) out.push(type);
  return out;
}

/**
 * The image at another size: each output pixel averages the source pixels it covers when shrinking
 * (no shimmer on photos), and blends its four neighbours when enlarging. Colours are averaged weighted
 * by alpha, so a transparent pixel's hidden colour never bleeds into its neighbours. Pure.
 */
export function resizeImage(source: Raster, width: number, height: number): Raster {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  if (w === source.width && h === source.height) return source;
  const out = new Uint8ClampedArray(w * h * 4);
  const sx = source.width / w;
  const sy = source.height / h;
  const src = source.data;
  const sw = source.width;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let weight = 0;
      const add = (px: number, py: number, wt: number) => {
        const i = (py * sw + px) * 4;
        const alpha = src[i + 3]! * wt;
        r += src[i]! * alpha;
        g += src[i + 1]! * alpha;
        b += src[i + 2]! * alpha;
        a += alpha;
        weight += wt;
      };
      if (sx >= 1 && sy >= 1) {
        // Area average over the source box [x0, x1) × [y0, y1), partial pixels weighted by their share.
        const x0 = x * sx;
        const x1 = x0 + sx;
        const y0 = y * sy;
        const y1 = y0 + sy;
        for (let py = Math.floor(y0); py < Math.min(Math.ceil(y1), source.height); py++) {
          const wy = Math.min(py + 1, y1) - Math.max(py, y0);
          for (let px = Math.floor(x0); px < Math.min(Math.ceil(x1), sw); px++) add(px, py, wy * (Math.min(px + 1, x1) - Math.max(px, x0)));
        }
      } else {
        // Bilinear between the four nearest source pixels (centres aligned).
        const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), sw - 1);
        const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), source.height - 1);
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const x1 = Math.min(x0 + 1, sw - 1);
        const y1 = Math.min(y0 + 1, source.height - 1);
        const tx = fx - x0;
        const ty = fy - y0;
        add(x0, y0, (1 - tx) * (1 - ty));
        add(x1, y0, tx * (1 - ty));
        add(x0, y1, (1 - tx) * ty);
        add(x1, y1, tx * ty);
      }
      const o = (y * w + x) * 4;
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a / weight);
    }
  }
  return { width: w, height: h, data: out };
}
