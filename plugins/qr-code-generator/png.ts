/**
 * A PNG of a code's pixels, written for batches: a code of two colours is a 1-bit image with a
 * two-colour palette (about 20 times less to compress than RGBA: a 1,000-code ZIP in seconds, not
 * a minute, and files of a few hundred bytes); a code with a logo is 8-bit RGB. Pixels as rasterize()
 * makes them (alpha always 255). PNG specification (W3C, third edition): IHDR, PLTE, IDAT, IEND.
 */
import type { zlibSync } from 'fflate';
import { crc32, hexToRgb } from '@sdk/core';

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function header(size: number, depth: number, colourType: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  data[8] = depth;
  data[9] = colourType;
  // Compression 0, filter method 0, no interlace.
  return chunk('IHDR', data);
}

function file(parts: readonly Uint8Array[]): Uint8Array {
  const all = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...parts, chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The PNG of `size` × `size` RGBA pixels. With `twoColours` (the code without a logo: every pixel is
 * the foreground or the background), a 1-bit palette image; otherwise 8-bit RGB.
 */
export function codePng(
  pixels: Uint8ClampedArray,
  size: number,
  twoColours: { foreground: string; background: string } | undefined,
  /** fflate's, loaded by the caller when a batch starts (so that a single code never loads it). */
  zlib: typeof zlibSync,
): Uint8Array {
  if (twoColours) {
    const dark = hexToRgb(twoColours.foreground) ?? { r: 0, g: 0, b: 0 };
    const light = hexToRgb(twoColours.background) ?? { r: 255, g: 255, b: 255 };
    const stride = 1 + Math.ceil(size / 8);
    const raw = new Uint8Array(stride * size);
    for (let y = 0; y < size; y++) {
      // Filter type 0 (none) in raw[y * stride]; index 1 (dark) where the pixel has the foreground colour.
      for (let x = 0; x < size; x++) {
        const i = (y * size + x) * 4;
        if (pixels[i] === dark.r && pixels[i + 1] === dark.g && pixels[i + 2] === dark.b) raw[y * stride + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
      }
    }
    const palette = new Uint8Array([light.r, light.g, light.b, dark.r, dark.g, dark.b]);
    return file([header(size, 1, 3), chunk('PLTE', palette), chunk('IDAT', zlib(raw, { level: 9 }))]);
  }
  const stride = 1 + size * 3;
  const raw = new Uint8Array(stride * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = y * stride + 1 + x * 3;
      raw[to] = pixels[from]!;
      raw[to + 1] = pixels[from + 1]!;
      raw[to + 2] = pixels[from + 2]!;
    }
  }
  return file([header(size, 8, 2), chunk('IDAT', zlib(raw, { level: 6 }))]);
}
