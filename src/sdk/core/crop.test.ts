import { describe, expect, it } from 'vitest';
import { aspectOf, boxInside, cropRaster, exifTurn, fitAspect, jpegOrientation, mapBox, moveBox, NO_TURN, quarterTurn, resizeBox, straightenedSize, turnRaster, turnedSize, type Turn } from './crop.ts';

/** A W × H raster whose pixel (x, y) holds x in red and y in green, so that where each pixel went shows. */
const grid = (width: number, height: number) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { width, height, data };
};
const at = (r: { width: number; data: Uint8ClampedArray }, x: number, y: number) => [r.data[(y * r.width + x) * 4], r.data[(y * r.width + x) * 4 + 1]];

describe('ratios', () => {
  it('reads a ratio from an aspect choice, or none', () => {
    expect(aspectOf('16x9')).toEqual({ width: 16, height: 9 });
    expect(aspectOf('instagram-story-1080x1920')).toEqual({ width: 1080, height: 1920 });
    expect(aspectOf('free')).toBeUndefined();
    expect(aspectOf('0x5')).toBeUndefined();
    expect(aspectOf(undefined)).toBeUndefined();
  });
  it('fits the largest box of a ratio, centred', () => {
    expect(fitAspect({ x: 0, y: 0, width: 4000, height: 3000 }, { width: 16, height: 9 })).toEqual({ x: 0, y: 375, width: 4000, height: 2250 });
    expect(fitAspect({ x: 10, y: 10, width: 4000, height: 3000 }, { width: 1, height: 1 })).toEqual({ x: 510, y: 10, width: 3000, height: 3000 });
    expect(fitAspect({ x: 0, y: 0, width: 1000, height: 1000 }, { width: 1584, height: 396 })).toEqual({ x: 0, y: 375, width: 1000, height: 250 });
    expect(fitAspect({ x: 0, y: 0, width: 3, height: 3 }, undefined)).toEqual({ x: 0, y: 0, width: 3, height: 3 });
  });
});

describe('moving and resizing the box', () => {
  const box = { x: 10, y: 10, width: 40, height: 20 };
  it('moves within the image', () => {
    expect(moveBox(box, 5, -3, 100, 100)).toEqual({ x: 15, y: 7, width: 40, height: 20 });
    expect(moveBox(box, 500, -500, 100, 100)).toEqual({ x: 60, y: 0, width: 40, height: 20 });
  });
  it('resizes by a handle, the opposite side staying, within the image and at least 1 × 1', () => {
    expect(resizeBox(box, 'se', 10, 5, 100, 100)).toEqual({ x: 10, y: 10, width: 50, height: 25 });
    expect(resizeBox(box, 'nw', -5, -5, 100, 100)).toEqual({ x: 5, y: 5, width: 45, height: 25 });
    expect(resizeBox(box, 'w', 100, 0, 100, 100)).toEqual({ x: 49, y: 10, width: 1, height: 20 });
    expect(resizeBox(box, 'e', 100, 0, 100, 100)).toEqual({ x: 10, y: 10, width: 90, height: 20 });
    expect(resizeBox(box, 'n', 7, -50, 100, 100)).toEqual({ x: 10, y: 0, width: 40, height: 30 });
  });
  it('keeps a ratio while resizing, and stops at the image’s edge', () => {
    const square = { x: 10, y: 10, width: 20, height: 20 };
    const one = { width: 1, height: 1 };
    expect(resizeBox(square, 'se', 10, 0, 100, 100, one)).toEqual({ x: 10, y: 10, width: 30, height: 30 });
    expect(resizeBox(square, 's', 0, 10, 100, 100, one)).toEqual({ x: 5, y: 10, width: 30, height: 30 });
    expect(resizeBox(square, 'se', 200, 0, 100, 50, one)).toEqual({ x: 10, y: 10, width: 40, height: 40 });
    expect(resizeBox(square, 'nw', -100, 0, 100, 100, one)).toEqual({ x: 0, y: 0, width: 30, height: 30 });
  });
  it('knows a box inside an image', () => {
    expect(boxInside({ x: 0, y: 0, width: 40, height: 30 }, 40, 30)).toBe(true);
    expect(boxInside({ x: 1, y: 0, width: 40, height: 30 }, 40, 30)).toBe(false);
    expect(boxInside({ x: 0, y: 0, width: 0, height: 30 }, 40, 30)).toBe(false);
  });
});

describe('turns and mirrors', () => {
  const turns: Turn[] = [0, 90, 180, 270].flatMap((turn) => [false, true].flatMap((flipH) => [false, true].map((flipV) => ({ turn: turn as 0 | 90 | 180 | 270, flipH, flipV }))));
  it('moves the pixels as the box mapping says (every turn and mirror, a second implementation)', () => {
    const source = grid(5, 3);
    for (const t of turns) {
      const out = turnRaster(source, t);
      expect([out.width, out.height]).toEqual(Object.values(turnedSize(5, 3, t.turn)));
      for (let y = 0; y < 3; y++) {
        for (let x = 0; x < 5; x++) {
          // The 1 × 1 box of pixel (x, y) mapped onto the turned image lands on the pixel that holds it.
          const b = mapBox({ x, y, width: 1, height: 1 }, NO_TURN, t, 5, 3);
          expect(at(out, b.x, b.y), `${JSON.stringify(t)} (${x}, ${y})`).toEqual([x, y]);
        }
      }
    }
  });
  it('turns 90° clockwise: the bottom-left pixel comes to the top left', () => {
    const out = turnRaster(grid(5, 3), { turn: 90, flipH: false, flipV: false });
    expect([out.width, out.height, ...at(out, 0, 0)!, ...at(out, 2, 0)!]).toEqual([3, 5, 0, 2, 0, 0]);
  });
  it('maps a box from one turn to another and back', () => {
    const box = { x: 3, y: 1, width: 10, height: 4 };
    for (const t of turns) expect(mapBox(mapBox(box, NO_TURN, t, 20, 8), t, NO_TURN, 20, 8)).toEqual(box);
    expect(mapBox(box, NO_TURN, { turn: 90, flipH: false, flipV: false }, 20, 8)).toEqual({ x: 3, y: 3, width: 4, height: 10 });
  });
  it('reads quarter-turns from field values', () => {
    expect([quarterTurn('90'), quarterTurn('270'), quarterTurn('45'), quarterTurn('')]).toEqual([90, 270, 0, 0]);
  });
});

describe('EXIF orientation', () => {
  /** A JPEG start with an APP1 Exif segment holding one Orientation entry, big- or little-endian. */
  const jpeg = (orientation: number, little = false) => {
    const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
    const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...(little ? [8, 0, 0, 0] : [0, 0, 0, 8]), ...u16(1), ...u16(0x0112), ...u16(3), ...(little ? [1, 0, 0, 0] : [0, 0, 0, 1]), ...u16(orientation), 0, 0, 0, 0, 0, 0];
    const exif = [...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat(tiff);
    return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif, 0xff, 0xda, 0, 2]);
  };
  it('reads the orientation from big- and little-endian EXIF, 1 when there is none', () => {
    expect(jpegOrientation(jpeg(6))).toBe(6);
    expect(jpegOrientation(jpeg(8, true))).toBe(8);
    expect(jpegOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(Uint8Array.from([0x89, 0x50]))).toBe(1);
    expect(jpegOrientation(jpeg(9))).toBe(1);
  });
  it('turns as the EXIF specification’s pictures show (5: transpose, 7: transverse)', () => {
    const source = grid(4, 2);
    const shown = (o: number) => turnRaster(source, exifTurn(o));
    // Orientation 6: stored row 0 becomes the right column.
    expect(at(shown(6), 1, 0)).toEqual([0, 0]);
    // 8: stored row 0 becomes the left column, read upwards.
    expect(at(shown(8), 0, 3)).toEqual([0, 0]);
    // 5: transposed, (x, y) → (y, x); 7: transverse, (x, y) → (H − 1 − y, W − 1 − x).
    expect(at(shown(5), 1, 3)).toEqual([3, 1]);
    expect(at(shown(7), 0, 0)).toEqual([3, 1]);
    expect(at(shown(2), 0, 0)).toEqual([3, 0]);
    expect(at(shown(4), 0, 0)).toEqual([0, 1]);
    expect(at(shown(3), 0, 0)).toEqual([3, 1]);
    expect(exifTurn(1)).toEqual(NO_TURN);
  });
});

describe('straightening', () => {
  it('keeps the largest rectangle of the same proportions without empty corners', () => {
    expect(straightenedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    // k = 300 / (400 sin 10° + 300 cos 10°) = 0.8221 (the other side allows 0.8968)
    expect(straightenedSize(400, 300, 10)).toEqual({ width: 328, height: 246 });
    expect(straightenedSize(400, 300, -10)).toEqual({ width: 328, height: 246 });
    // A square at 45°: the inscribed square is 1/√2 of it.
    expect(straightenedSize(1000, 1000, 45)).toEqual({ width: 707, height: 707 });
  });
  it('crops whole pixels', () => {
    const out = cropRaster(grid(6, 4), { x: 2, y: 1, width: 3, height: 2 });
    expect([out.width, out.height, ...at(out, 0, 0)!, ...at(out, 2, 1)!]).toEqual([3, 2, 2, 1, 4, 2]);
  });
});
