/**
 * PNG downloads at print resolution (QR code and barcode generators): how many whole pixels each
 * module or bar gets for a printed width at a chosen DPI, and the pHYs chunk that tells print and
 * layout software the image's physical size. Pure: tested byte by byte in printPng.test.ts.
 */
import { crc32 } from './crc32.ts';

/** The print resolutions offered: 300 DPI for office and label printers, 600 DPI for fine print. */
export const PRINT_DPI = [300, 600] as const;
export type PrintDpi = (typeof PRINT_DPI)[number];

/** The printed width offered, in millimetres (a business-card QR code is about 20 mm, a poster's 100 mm or more). */
export const PRINT_WIDTH_MM = { min: 10, max: 150, step: 1, default: 40 } as const;

export const MM_PER_INCH = 25.4;

/**
 * Whole pixels per unit (a QR module, or the drawing's pixel at its screen size) so that `units`
 * of them come closest to `mm` millimetres at `dpi`; at least 1. Whole pixels keep every module
 * and bar edge sharp: no smoothing, no grey pixels.
 */
export function pixelsPerUnit(units: number, mm: number, dpi: number): number {
  if (!(units > 0) || !(mm > 0) || !(dpi > 0)) return 1;
  return Math.max(1, Math.round((mm / MM_PER_INCH) * dpi / units));
}

/** Millimetres that `pixels` cover when printed at `dpi`. */
export function pixelsToMm(pixels: number, dpi: number): number {
  return (pixels / dpi) * MM_PER_INCH;
}

/** Pixels per metre, as the pHYs chunk stores a resolution (300 DPI is 11,811 px/m). */
export function dotsPerMetre(dpi: number): number {
  return Math.round((dpi * 1000) / MM_PER_INCH);
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The 21 bytes of a pHYs chunk: length 9, "pHYs", pixels per metre in x and y, unit 1 (metre), CRC. */
export function physChunk(dpi: number): Uint8Array<ArrayBuffer> {
  const chunk = new Uint8Array(21);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  const ppm = dotsPerMetre(dpi);
  view.setUint32(8, ppm);
  view.setUint32(12, ppm);
  chunk[16] = 1;
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  return chunk;
}

/**
 * The same PNG with its resolution set to `dpi`: a pHYs chunk right after IHDR (any pHYs the
 * encoder wrote is dropped). Returns the bytes unchanged when they are not a PNG.
 */
export function withDpi(png: Uint8Array<ArrayBuffer>, dpi: number): Uint8Array<ArrayBuffer> {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) return png;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const kept: Uint8Array<ArrayBuffer>[] = [png.subarray(0, 8)];
  let at = 8;
  let first = true;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > png.length) return png;
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type !== 'pHYs') kept.push(png.subarray(at, end));
    if (first) {
      if (type !== 'IHDR') return png;
      kept.push(physChunk(dpi));
      first = false;
    }
    at = end;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Width and height (and the pHYs resolution in DPI, if any) read from a PNG's bytes. */
export function pngInfo(png: Uint8Array): { width: number; height: number; dpi?: number } | undefined {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const info: { width: number; height: number; dpi?: number } = { width: view.getUint32(16), height: view.getUint32(20) };
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'pHYs' && length === 9 && png[at + 16] === 1) info.dpi = Math.round((view.getUint32(at + 8) * MM_PER_INCH) / 1000);
    if (type === 'IDAT') break;
    at += 12 + length;
  }
  return info;
}
