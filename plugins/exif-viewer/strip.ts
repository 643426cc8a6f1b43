/**
 * Removing metadata without re-encoding: pure byte code over the container (JPEG segments, PNG chunks,
 * WebP RIFF chunks), so the picture's compressed data is copied as it is, bit for bit. Runs in Node
 * and in the worker.
 */
import { concatBytes, crc32 } from '@sdk/core';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'heif' | 'gif' | 'other';

/** What was taken out, by kind, with its size in bytes. */
export type RemovedKind = 'exif' | 'xmp' | 'iptc' | 'comment' | 'icc' | 'text' | 'time' | 'otherApp' | 'trailer';
export interface Removed {
  readonly kind: RemovedKind;
  readonly bytes: number;
}

export interface Stripped {
  readonly bytes: Uint8Array;
  readonly removed: readonly Removed[];
  /** The colour profile was kept. */
  readonly keptIcc: boolean;
  /** The orientation written back into a minimal EXIF block (1–8), or null. */
  readonly orientation: number | null;
}

export interface StripOptions {
  readonly keepIcc: boolean;
  /** The photo's EXIF orientation to keep (2–8), or null to keep none. */
  readonly orientation: number | null;
}

/** The format, from the first bytes (never from the name or the type the browser guessed). */
export function sniffFormat(b: Uint8Array): ImageFormat {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 4 && ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0) || (b[0] === 0x4d && b[1] === 0x4d && b[2] === 0 && b[3] === 0x2a))) return 'tiff';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') return 'heif';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  return 'other';
}

export function ascii(b: Uint8Array, at: number, length: number): string {
  let s = '';
  for (let i = at; i < at + length && i < b.length; i++) s += String.fromCharCode(b[i]!);
  return s;
}

function add(removed: Map<RemovedKind, number>, kind: RemovedKind, bytes: number): void {
  removed.set(kind, (removed.get(kind) ?? 0) + bytes);
}

const ORDER: readonly RemovedKind[] = ['exif', 'xmp', 'iptc', 'comment', 'text', 'time', 'icc', 'otherApp', 'trailer'];
function list(removed: Map<RemovedKind, number>): Removed[] {
  return ORDER.filter((k) => removed.has(k)).map((kind) => ({ kind, bytes: removed.get(kind)! }));
}

/** A TIFF block (big-endian) holding IFD0 with one entry: the orientation. 26 bytes. */
export function orientationTiff(orientation: number): Uint8Array {
  return Uint8Array.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
}

export class Truncated extends Error {}

/**
 * JPEG: every segment before the image data is looked at; APP1 (EXIF, XMP), APP13 (IPTC), COM and
 * the other application segments that carry metadata are dropped; APP0 (JFIF), APP14 (Adobe: how the
 * colours are coded) and, if asked, APP2 ICC_PROFILE are kept; anything after the end marker
 * (a camera's trailer, the previews of a multi-picture file) is dropped. The scan is copied untouched.
 */
export function stripJpeg(b: Uint8Array, options: StripOptions): Stripped {
  const removed = new Map<RemovedKind, number>();
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let keptIcc = false;
  let at = 2;
  let inserted = false;
  const insertOrientation = (): void => {
    if (inserted) return;
    inserted = true;
    if (options.orientation === null) return;
    const payload = concatBytes(Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0, 0]), orientationTiff(options.orientation));
    const length = payload.length + 2;
    parts.push(Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff]), payload);
  };
  for (;;) {
    if (at + 4 > b.length) throw new Truncated();
    if (b[at] !== 0xff) throw new Truncated();
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) throw new Truncated(); // EOI before any image data
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2 || at + 2 + length > b.length) throw new Truncated();
    const segment = b.subarray(at, at + 2 + length);
    const id = ascii(b, at + 4, Math.min(length - 2, 32));
    let kind: RemovedKind | null = null;
    if (marker === 0xe1) kind = id.startsWith('Exif') ? 'exif' : id.startsWith('http://ns.adobe.com/') ? 'xmp' : 'otherApp';
    else if (marker === 0xed) kind = 'iptc';
    else if (marker === 0xfe) kind = 'comment';
    else if (marker === 0xe2 && id.startsWith('ICC_PROFILE')) kind = options.keepIcc ? null : 'icc';
    else if (marker === 0xe0) kind = id.startsWith('JFIF\0') ? null : 'otherApp';
    else if (marker === 0xee) kind = id.startsWith('Adobe') ? null : 'otherApp';
    else if (marker >= 0xe2 && marker <= 0xef) kind = 'otherApp';
    if (kind) add(removed, kind, segment.length);
    else {
      // The orientation goes where EXIF belongs: after JFIF, before everything else.
      if (marker !== 0xe0) insertOrientation();
      if (marker === 0xe2) keptIcc = true;
      parts.push(segment);
    }
    at += 2 + length;
    if (marker === 0xda) break; // start of scan: the image data follows
  }
  // The entropy-coded data runs to the EOI marker (FF D9; FF 00 and restart markers are part of it).
  let end = -1;
  for (let i = at; i + 1 < b.length; i++) {
    if (b[i] === 0xff && b[i + 1] === 0xd9) {
      end = i + 2;
      break;
    }
  }
  if (end < 0) throw new Truncated();
  parts.push(b.subarray(at, end));
  if (end < b.length) add(removed, 'trailer', b.length - end);
  return { bytes: concatBytes(...parts), removed: list(removed), keptIcc, orientation: options.orientation };
}

function u32be(n: number): Uint8Array {
  return Uint8Array.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

/**
 * PNG: tEXt, iTXt, zTXt (text: comments, software, XMP), eXIf (EXIF) and tIME (the last change) are
 * dropped; iCCP (the colour profile) is kept if asked. Other chunks are copied with their checksums.
 */
export function stripPng(b: Uint8Array, options: StripOptions): Stripped {
  const removed = new Map<RemovedKind, number>();
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let keptIcc = false;
  let at = 8;
  for (;;) {
    if (at + 12 > b.length) throw new Truncated();
    const length = ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
    if (at + 12 + length > b.length) throw new Truncated();
    const type = ascii(b, at + 4, 4);
    const chunk = b.subarray(at, at + 12 + length);
    const kind: RemovedKind | null =
      type === 'eXIf' ? 'exif'
      : type === 'tEXt' || type === 'zTXt' || type === 'iTXt' ? (ascii(b, at + 8, 17) === 'XML:com.adobe.xmp' ? 'xmp' : 'text')
      : type === 'tIME' ? 'time'
      : type === 'iCCP' && !options.keepIcc ? 'icc'
      : null;
    if (kind) add(removed, kind, chunk.length);
    else {
      if (type === 'iCCP') keptIcc = true;
      if (type === 'IDAT' && options.orientation !== null && !parts.some((p) => ascii(p, 4, 4) === 'eXIf')) {
        // eXIf must come before the image data.
        const body = concatBytes(Uint8Array.from([0x65, 0x58, 0x49, 0x66]), orientationTiff(options.orientation));
        parts.push(concatBytes(u32be(body.length - 4), body, u32be(crc32(body))));
      }
      parts.push(chunk);
    }
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (at < b.length) add(removed, 'trailer', b.length - at);
  return { bytes: concatBytes(...parts), removed: list(removed), keptIcc, orientation: options.orientation };
}

/**
 * WebP: the EXIF and XMP chunks are dropped (and ICCP if asked), the flags of the VP8X header and the
 * RIFF size follow. A simple WebP (no VP8X header) holds no metadata.
 */
export function stripWebp(b: Uint8Array, options: StripOptions): Stripped {
  const removed = new Map<RemovedKind, number>();
  const riffSize = (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) >>> 0;
  if (riffSize + 8 > b.length) throw new Truncated();
  const chunks: Uint8Array[] = [];
  let keptIcc = false;
  let at = 12;
  const end = 8 + riffSize;
  while (at < end) {
    if (at + 8 > end) throw new Truncated();
    const type = ascii(b, at, 4);
    const size = (b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24)) >>> 0;
    const padded = size + (size & 1);
    if (at + 8 + size > end) throw new Truncated();
    const chunk = b.subarray(at, Math.min(at + 8 + padded, end));
    const kind: RemovedKind | null = type === 'EXIF' ? 'exif' : type === 'XMP ' ? 'xmp' : type === 'ICCP' && !options.keepIcc ? 'icc' : null;
    if (kind) add(removed, kind, chunk.length);
    else {
      if (type === 'ICCP') keptIcc = true;
      chunks.push(chunk.slice());
    }
    at += 8 + padded;
  }
  if (end < b.length) add(removed, 'trailer', b.length - end);
  const header = chunks[0];
  let orientation: number | null = null;
  if (header && ascii(header, 0, 4) === 'VP8X') {
    // Flags: ICC 0x20, EXIF 0x08, XMP 0x04.
    let flags = header[8]! & ~0x0c;
    if (!keptIcc) flags &= ~0x20;
    if (options.orientation !== null) {
      // The EXIF chunk goes after the image data (and after ALPH/ANIM frames): at the end.
      const tiff = orientationTiff(options.orientation);
      const chunk = concatBytes(Uint8Array.from([0x45, 0x58, 0x49, 0x46, tiff.length, 0, 0, 0]), tiff);
      chunks.push(chunk);
      flags |= 0x08;
      orientation = options.orientation;
    }
    header[8] = flags;
  }
  const body = concatBytes(...chunks);
  const size = body.length + 4;
  const out = concatBytes(Uint8Array.from([0x52, 0x49, 0x46, 0x46, size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24, 0x57, 0x45, 0x42, 0x50]), body);
  return { bytes: out, removed: list(removed), keptIcc, orientation };
}

/** The EXIF (TIFF) and XMP payloads of a WebP, for reading (exifr does not read WebP itself). */
export function webpMetadata(b: Uint8Array): { exif: Uint8Array | null; xmp: Uint8Array | null } {
  let exif: Uint8Array | null = null;
  let xmp: Uint8Array | null = null;
  let at = 12;
  while (at + 8 <= b.length) {
    const type = ascii(b, at, 4);
    const size = (b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24)) >>> 0;
    const data = b.subarray(at + 8, Math.min(at + 8 + size, b.length));
    if (type === 'EXIF') exif = ascii(data, 0, 6) === 'Exif\0\0' ? data.subarray(6) : data;
    else if (type === 'XMP ') xmp = data;
    at += 8 + size + (size & 1);
  }
  return { exif, xmp };
}
