/**
 * Cropping, turning and straightening an image, as geometry and as pixels: pure, the same in a page, a
 * worker, the tests and a terminal. The host's crop box (a file field's `crop`, src/sdk/ui/ImageCrop.tsx)
 * and the tools that crop draw with the same functions, so the box on the page is the part cut out.
 *
 * Coordinates are in pixels of the image as it is shown: EXIF orientation applied, then turned clockwise by
 * a quarter-turn and mirrored (left–right, then top–bottom) as the tool's fields say.
 */
import type { Raster } from './raster.ts';

/** A rectangle of whole pixels: its top-left corner, its width and its height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type QuarterTurn = 0 | 90 | 180 | 270;

/** How an image is turned before it is cropped: clockwise by quarter-turns, then mirrored. */
export interface Turn {
  readonly turn: QuarterTurn;
  readonly flipH: boolean;
  readonly flipV: boolean;
}

export const NO_TURN: Turn = { turn: 0, flipH: false, flipV: false };

/** A quarter-turn from a field's value ("90"), 0 for anything else. */
export function quarterTurn(value: unknown): QuarterTurn {
  const n = Number(value);
  return n === 90 || n === 180 || n === 270 ? n : 0;
}

/** The size of an image once turned: a quarter-turn either way swaps its sides. */
export function turnedSize(width: number, height: number, turn: QuarterTurn): { width: number; height: number } {
  return turn === 90 || turn === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The ratio a crop keeps, from an aspect choice's value: one ending in `<w>x<h>` ("16x9",
 * "instagram-post-1080x1080") keeps w:h; any other ("free") keeps none.
 */
export function aspectOf(choice: string | null | undefined): { width: number; height: number } | undefined {
  const match = /(\d+)x(\d+)$/.exec(choice ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The largest box of a ratio within a box, centred in it, in whole pixels (at least 1 × 1). */
export function fitAspect(box: Box, ratio: { width: number; height: number } | undefined): Box {
  if (!ratio) return box;
  const r = ratio.width / ratio.height;
  let width = box.width;
  let height = Math.round(width / r);
  if (height > box.height) {
    height = box.height;
    width = Math.round(height * r);
  }
  width = Math.max(1, Math.min(box.width, width));
  height = Math.max(1, Math.min(box.height, height));
  return { x: box.x + Math.floor((box.width - width) / 2), y: box.y + Math.floor((box.height - height) / 2), width, height };
}

/** Whether a box lies wholly within an image of this size, with at least one pixel. */
export function boxInside(box: Box, width: number, height: number): boolean {
  return box.width >= 1 && box.height >= 1 && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value));

/** A box moved by (dx, dy), kept within the image. */
export function moveBox(box: Box, dx: number, dy: number, width: number, height: number): Box {
  return { ...box, x: clamp(Math.round(box.x + dx), 0, width - box.width), y: clamp(Math.round(box.y + dy), 0, height - box.height) };
}

/** The eight handles of a crop box: its corners and the middles of its sides, by compass point. */
export const CROP_HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type CropHandle = (typeof CROP_HANDLES)[number];

/**
 * A box with one handle moved by (dx, dy): the opposite side or corner stays where it is, the box stays
 * within the image and at least 1 × 1, and with a ratio the box keeps it (the width leads, except on the
 * top and bottom handles).
 */
export function resizeBox(box: Box, handle: CropHandle, dx: number, dy: number, width: number, height: number, ratio?: { width: number; height: number }): Box {
  let left = box.x;
  let top = box.y;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  if (handle.includes('w')) left = clamp(Math.round(left + dx), 0, right - 1);
  if (handle.includes('e')) right = clamp(Math.round(right + dx), left + 1, width);
  if (handle.includes('n')) top = clamp(Math.round(top + dy), 0, bottom - 1);
  if (handle.includes('s')) bottom = clamp(Math.round(bottom + dy), top + 1, height);
  if (!ratio) return { x: left, y: top, width: right - left, height: bottom - top };
  const r = ratio.width / ratio.height;
  // The side that leads, and the room the other has: from the fixed side (or centred on the middle handles).
  const byHeight = handle === 'n' || handle === 's';
  let w = right - left;
  let h = bottom - top;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const roomW = handle.includes('w') ? box.x + box.width : handle.includes('e') ? width - box.x : 2 * Math.min(cx, width - cx);
  const roomH = handle.includes('n') ? box.y + box.height : handle.includes('s') ? height - box.y : 2 * Math.min(cy, height - cy);
  if (byHeight) w = h * r;
  else h = w / r;
  const scale = Math.min(1, roomW / w, roomH / h);
  w = Math.max(1, Math.round(w * scale));
  h = Math.max(1, Math.round(h * scale));
  const x = handle.includes('w') ? box.x + box.width - w : handle.includes('e') ? box.x : Math.round(cx - w / 2);
  const y = handle.includes('n') ? box.y + box.height - h : handle.includes('s') ? box.y : Math.round(cy - h / 2);
  return { x: clamp(x, 0, width - w), y: clamp(y, 0, height - h), width: w, height: h };
}

/** A point of the image (original, W × H) where it lands once turned. */
function turnPoint(px: number, py: number, w: number, h: number, t: Turn): [number, number] {
  let [x, y] = t.turn === 90 ? [h - py, px] : t.turn === 180 ? [w - px, h - py] : t.turn === 270 ? [py, w - px] : [px, py];
  const size = turnedSize(w, h, t.turn);
  if (t.flipH) x = size.width - x;
  if (t.flipV) y = size.height - y;
  return [x, y];
}

/** A point of the turned image back where it is in the original (W × H). */
function unturnPoint(x: number, y: number, w: number, h: number, t: Turn): [number, number] {
  const size = turnedSize(w, h, t.turn);
  if (t.flipH) x = size.width - x;
  if (t.flipV) y = size.height - y;
  return t.turn === 90 ? [y, h - x] : t.turn === 180 ? [w - x, h - y] : t.turn === 270 ? [w - y, x] : [x, y];
}

/** A box drawn on the image turned one way, where it lies once the image is turned another (W × H: the original's size). */
export function mapBox(box: Box, from: Turn, to: Turn, width: number, height: number): Box {
  const corners = [unturnPoint(box.x, box.y, width, height, from), unturnPoint(box.x + box.width, box.y + box.height, width, height, from)].map(([x, y]) => turnPoint(x, y, width, height, to));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.abs(xs[0]! - xs[1]!), height: Math.abs(ys[0]! - ys[1]!) };
}

/** The turn an EXIF orientation (1–8) stands for: what viewers do to show the photo upright. */
export function exifTurn(orientation: number): Turn {
  const turns: Record<number, Turn> = {
    2: { turn: 0, flipH: true, flipV: false },
    3: { turn: 180, flipH: false, flipV: false },
    4: { turn: 0, flipH: false, flipV: true },
    5: { turn: 90, flipH: true, flipV: false },
    6: { turn: 90, flipH: false, flipV: false },
    7: { turn: 270, flipH: true, flipV: false },
    8: { turn: 270, flipH: false, flipV: false },
  };
  return turns[orientation] ?? NO_TURN;
}

/** The EXIF orientation (1–8) a JPEG's APP1 segment states, or 1 when it states none. */
export function jpegOrientation(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // Start of scan or end of image: no EXIF came before the pixels.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(at + 2);
    const start = at + 4;
    if (marker === 0xe1 && length >= 16 && start + length - 2 <= bytes.length && String.fromCharCode(...bytes.subarray(start, start + 6)) === 'Exif\0\0') {
      const tiff = start + 6;
      const little = bytes[tiff] === 0x49;
      const u16 = (i: number) => view.getUint16(i, little);
      const u32 = (i: number) => view.getUint32(i, little);
      const end = start + length - 2;
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > end) return 1;
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > end) break;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at = start + length - 2;
  }
  return 1;
}

/** The pixels turned clockwise by a quarter-turn, then mirrored: the same pixels, moved. */
export function turnRaster(source: Raster, t: Turn): Raster {
  if (t.turn === 0 && !t.flipH && !t.flipV) return source;
  const { width: w, height: h } = source;
  const size = turnedSize(w, h, t.turn);
  const out = new Uint32Array(size.width * size.height);
  // Whole pixels moved as 32-bit words (a copy when the bytes do not start on a word).
  const bytes = source.data.byteOffset % 4 ? source.data.slice() : source.data;
  const src = new Uint32Array(bytes.buffer, bytes.byteOffset, w * h);
  for (let Y = 0; Y < size.height; Y++) {
    const y0 = t.flipV ? size.height - 1 - Y : Y;
    for (let X = 0; X < size.width; X++) {
      const x0 = t.flipH ? size.width - 1 - X : X;
      let at: number;
      if (t.turn === 90) at = (h - 1 - x0) * w + y0;
      else if (t.turn === 180) at = (h - 1 - y0) * w + (w - 1 - x0);
      else if (t.turn === 270) at = x0 * w + (w - 1 - y0);
      else at = y0 * w + x0;
      out[Y * size.width + X] = src[at]!;
    }
  }
  return { width: size.width, height: size.height, data: new Uint8ClampedArray(out.buffer) };
}

/** The pixels of a box of the image (the box within it). */
export function cropRaster(source: Raster, box: Box): Raster {
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  for (let row = 0; row < box.height; row++) {
    const from = ((box.y + row) * source.width + box.x) * 4;
    data.set(source.data.subarray(from, from + box.width * 4), row * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}

/**
 * The size kept when a W × H picture is turned by an angle (degrees) and cut straight again: the largest
 * rectangle of the same proportions, centred, with no empty corner.
 */
export function straightenedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const a = (Math.abs(degrees) * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const k = Math.min(width / (width * c + height * s), height / (width * s + height * c));
  return { width: Math.max(1, Math.floor(width * k + 1e-9)), height: Math.max(1, Math.floor(height * k + 1e-9)) };
}

/**
 * The picture turned clockwise by an angle (degrees) about its centre and cut to straightenedSize: each
 * pixel blends the four it falls between (weighted by their opacity, so no hidden colour bleeds in).
 */
export function straightenRaster(source: Raster, degrees: number): Raster {
  if (!degrees) return source;
  const { width: w, height: h } = straightenedSize(source.width, source.height, degrees);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const src = source.data;
  const sw = source.width;
  const sh = source.height;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let oy = 0; oy < h; oy++) {
    for (let ox = 0; ox < w; ox++) {
      const u = ox + 0.5 - w / 2;
      const v = oy + 0.5 - h / 2;
      const sx = clamp(u * cos + v * sin + sw / 2 - 0.5, 0, sw - 1);
      const sy = clamp(-u * sin + v * cos + sh / 2 - 0.5, 0, sh - 1);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, sw - 1);
      const y1 = Math.min(y0 + 1, sh - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      let r = 0;
      let g = 0;
      let b = 0;
      let alpha = 0;
      const add = (i: number, weight: number) => {
        const wa = src[i + 3]! * weight;
        r += src[i]! * wa;
        g += src[i + 1]! * wa;
        b += src[i + 2]! * wa;
        alpha += wa;
      };
      add((y0 * sw + x0) * 4, (1 - fx) * (1 - fy));
      add((y0 * sw + x1) * 4, fx * (1 - fy));
      add((y1 * sw + x0) * 4, (1 - fx) * fy);
      add((y1 * sw + x1) * 4, fx * fy);
      const o = (oy * w + ox) * 4;
      if (alpha > 0) {
        out[o] = Math.round(r / alpha);
        out[o + 1] = Math.round(g / alpha);
        out[o + 2] = Math.round(b / alpha);
      }
      out[o + 3] = Math.round(alpha);
    }
  }
  return { width: w, height: h, data: out };
}
