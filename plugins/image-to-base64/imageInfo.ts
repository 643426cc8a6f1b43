/**
 * What an image file is, from its first bytes (its signature), and its size in pixels from its header,
 * without decoding it: pure code, the same in a browser, a worker and Node. PNG, JPEG (with its EXIF
 * orientation: a photo taken upright with the phone on its side is shown, and sized, turned), GIF, WebP,
 * AVIF, HEIC, BMP, ICO, TIFF and SVG.
 */

export interface ImageKind {
  /** The MIME type the bytes are, whatever the file's name or a data URI says. */
  readonly type: string;
  /** The usual file extension for it ("jpg"). */
  readonly ext: string;
  /** The name people know it by ("JPEG"). */
  readonly format: string;
}

export interface ImageInfo extends ImageKind {
  /** Width and height as the image is shown (after its EXIF orientation); null where the header does not say. */
  readonly width: number | null;
  readonly height: number | null;
}

const KINDS = {
  png: { type: 'image/png', ext: 'png', format: 'PNG' },
  jpeg: { type: 'image/jpeg', ext: 'jpg', format: 'JPEG' },
  gif: { type: 'image/gif', ext: 'gif', format: 'GIF' },
  webp: { type: 'image/webp', ext: 'webp', format: 'WebP' },
  avif: { type: 'image/avif', ext: 'avif', format: 'AVIF' },
  heic: { type: 'image/heic', ext: 'heic', format: 'HEIC' },
  bmp: { type: 'image/bmp', ext: 'bmp', format: 'BMP' },
  ico: { type: 'image/x-icon', ext: 'ico', format: 'ICO' },
  tiff: { type: 'image/tiff', ext: 'tif', format: 'TIFF' },
  svg: { type: 'image/svg+xml', ext: 'svg', format: 'SVG' },
} as const satisfies Record<string, ImageKind>;

/** Other names of the same types, as files and data URIs are found labelled. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'image/ico': 'image/x-icon',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/heif': 'image/heic',
  'image/x-png': 'image/png',
  'image/svg': 'image/svg+xml',
};

/** A MIME type in the form this module gives ("image/JPG; charset=x" → "image/jpeg"). */
export function canonicalType(type: string): string {
  const t = type.split(';')[0]!.trim().toLowerCase();
  return ALIASES[t] ?? t;
}

const ascii = (b: Uint8Array, at: number, length: number): string => (at + length <= b.length ? String.fromCharCode(...b.subarray(at, at + length)) : '');
const u16be = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8);
const u32be = (b: Uint8Array, at: number): number => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number): number => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const i32le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);

/** Whether the bytes start as an SVG document does (after a BOM, an XML declaration, comments or a doctype). */
function isSvg(bytes: Uint8Array): string | null {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 65536)).replace(/^\uFEFF/, '');
  const m = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg(?=[\s>/])([^>]*)>?/i.exec(head);
  return m ? (m[1] ?? '') : null;
}

/** What the bytes are, or null when they are no image this module knows. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return KINDS.png;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return KINDS.jpeg;
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return KINDS.gif;
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return KINDS.webp;
  if (ascii(b, 4, 4) === 'ftyp') {
    const size = Math.min(u32be(b, 0), b.length);
    const brands = [ascii(b, 8, 4)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, 4));
    if (brands.includes('avif') || brands.includes('avis')) return KINDS.avif;
    if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return KINDS.heic;
    return null;
  }
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26) return KINDS.bmp;
  if (b.length >= 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && u16le(b, 4) > 0 && u16le(b, 4) <= 256 && b.length >= 6 + 16 * u16le(b, 4)) return KINDS.ico;
  if (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*') return KINDS.tiff;
  if (isSvg(b) !== null) return KINDS.svg;
  return null;
}

/** Entries of a TIFF directory (TIFF files and JPEG EXIF): the first value of each wanted tag. */
function tiffTags(b: Uint8Array, start: number, wanted: readonly number[]): Map<number, number> {
  const found = new Map<number, number>();
  if (start + 8 > b.length) return found;
  const le = ascii(b, start, 2) === 'II';
  if (!le && ascii(b, start, 2) !== 'MM') return found;
  const u16 = (at: number) => (le ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (le ? u32le(b, at) : u32be(b, at));
  const ifd = start + u32(start + 4);
  if (ifd + 2 > b.length) return found;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > b.length) break;
    const tag = u16(at);
    if (!wanted.includes(tag)) continue;
    const type = u16(at + 2);
    // SHORT (3) or LONG (4), the value held in the entry itself.
    if (type === 3) found.set(tag, u16(at + 8));
    else if (type === 4) found.set(tag, u32(at + 8));
  }
  return found;
}

function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or start of scan before any frame
    const length = u16be(b, at + 2);
    if (marker === 0xe1 && ascii(b, at + 4, 6) === 'Exif\0\0') orientation = tiffTags(b.subarray(0, Math.min(b.length, at + 2 + length)), at + 10, [0x0112]).get(0x0112) ?? 1;
    // Start of frame: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      const height = u16be(b, at + 5);
      const width = u16be(b, at + 7);
      // Orientations 5 to 8 turn the picture a quarter: it is shown with width and height swapped.
      return orientation >= 5 && orientation <= 8 ? [height, width] : [width, height];
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X' && b.length >= 30) return [(b[24]! | (b[25]! << 8) | (b[26]! << 16)) + 1, (b[27]! | (b[28]! << 8) | (b[29]! << 16)) + 1];
  return null;
}

/** AVIF and HEIC: the largest image spatial extent ('ispe') property, the main picture's size. */
function ispeSize(b: Uint8Array): [number, number] | null {
  let best: [number, number] | null = null;
  const end = Math.min(b.length, 1 << 20);
  for (let at = 4; at + 16 <= end; at++) {
    if (b[at] !== 0x69 || ascii(b, at, 4) !== 'ispe') continue;
    const width = u32be(b, at + 8);
    const height = u32be(b, at + 12);
    if (!best || width * height > best[0] * best[1]) best = [width, height];
  }
  return best;
}

/** An SVG length as pixels: a plain number or px; null for %, em and the like. */
function svgLength(value: string | undefined): number | null {
  const m = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(px)?\s*$/i.exec(value);
  return m ? Number(m[1]) : null;
}

function svgSize(attributes: string): [number, number] | null {
  const attr = (name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes)?.slice(1).find((v) => v !== undefined);
  const width = svgLength(attr('width'));
  const height = svgLength(attr('height'));
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const boxSize = box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? [box[2]!, box[3]!] : null;
  if (width !== null && height !== null) return [width, height];
  if (boxSize && width !== null) return [width, (width * boxSize[1]!) / boxSize[0]!];
  if (boxSize && height !== null) return [(height * boxSize[0]!) / boxSize[1]!, height];
  return boxSize ? [boxSize[0]!, boxSize[1]!] : null;
}

function size(kind: ImageKind, b: Uint8Array): [number, number] | null {
  switch (kind.type) {
    case 'image/png':
      return b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? [u32be(b, 16), u32be(b, 20)] : null;
    case 'image/jpeg':
      return jpegSize(b);
    case 'image/gif':
      return b.length >= 10 ? [u16le(b, 6), u16le(b, 8)] : null;
    case 'image/webp':
      return webpSize(b);
    case 'image/avif':
    case 'image/heic':
      return ispeSize(b);
    case 'image/bmp':
      return [Math.abs(i32le(b, 18)), Math.abs(i32le(b, 22))];
    case 'image/x-icon': {
      // The largest picture of the icon (a width or height byte of 0 means 256).
      let best: [number, number] | null = null;
      for (let i = 0; i < u16le(b, 4) && 6 + i * 16 + 2 <= b.length; i++) {
        const w = b[6 + i * 16] || 256;
        const h = b[7 + i * 16] || 256;
        if (!best || w * h > best[0] * best[1]) best = [w, h];
      }
      return best;
    }
    case 'image/tiff': {
      const tags = tiffTags(b, 0, [256, 257, 0x0112]);
      const w = tags.get(256);
      const h = tags.get(257);
      if (w === undefined || h === undefined) return null;
      const o = tags.get(0x0112) ?? 1;
      return o >= 5 && o <= 8 ? [h, w] : [w, h];
    }
    case 'image/svg+xml':
      return svgSize(isSvg(b) ?? '');
    default:
      return null;
  }
}

/** What the bytes are and how large the picture is, or null when they are no image this module knows. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const kind = imageKind(bytes);
  if (!kind) return null;
  const found = size(kind, bytes);
  const valid = found && found.every((n) => Number.isFinite(n) && n > 0);
  return { ...kind, width: valid ? found[0] : null, height: valid ? found[1] : null };
}

/** The kind of a MIME type this module knows ("image/jpg" → JPEG), or null. */
export function kindOfType(type: string): ImageKind | null {
  const t = canonicalType(type);
  return Object.values(KINDS).find((k) => k.type === t) ?? null;
}
