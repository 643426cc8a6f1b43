/**
 * Drawing the icons from pixels, in pure code (the same result in a browser, a worker and the tests):
 * a tile of a colour in a shape, an image laid over another, an image fitted into a box.
 */
import { resizeImage, type Raster } from '@sdk/core';

export type Shape = 'square' | 'rounded' | 'circle';

/** #rrggbb as [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** How much of the pixel (x, y) a shape covers, 0 to 1, by 4 × 4 samples (smooth edges). */
function coverage(shape: Shape, size: number, x: number, y: number): number {
  if (shape === 'square') return 1;
  const r = shape === 'circle' ? size / 2 : size * 0.2;
  let inside = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      // Distance outside the rounded rectangle inset by r (a circle is one with r = size / 2).
      const dx = Math.max(r - px, 0, px - (size - r));
      const dy = Math.max(r - py, 0, py - (size - r));
      if (dx * dx + dy * dy <= r * r) inside++;
    }
  }
  return inside / 16;
}

/** A size × size tile of one colour in a shape, transparent outside it (or fully transparent with no colour). */
export function tile(size: number, color: string | null, shape: Shape = 'square'): Raster {
  const data = new Uint8ClampedArray(size * size * 4);
  if (color === null) return { width: size, height: size, data };
  const [r, g, b] = rgb(color);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      data[o] = r;
      data[o + 1] = g;
      data[o + 2] = b;
      data[o + 3] = Math.round(255 * coverage(shape, size, x, y));
    }
  }
  return { width: size, height: size, data };
}

/** The source drawn over the target with its top-left corner at (left, top), edges blended by alpha. Changes the target. */
export function over(target: Raster, source: Raster, left: number, top: number): Raster {
  const t = target.data;
  const s = source.data;
  for (let y = 0; y < source.height; y++) {
    const ty = top + y;
    if (ty < 0 || ty >= target.height) continue;
    for (let x = 0; x < source.width; x++) {
      const tx = left + x;
      if (tx < 0 || tx >= target.width) continue;
      const si = (y * source.width + x) * 4;
      const ti = (ty * target.width + tx) * 4;
      const sa = s[si + 3]! / 255;
      if (sa === 0) continue;
      const ta = t[ti + 3]! / 255;
      const a = sa + ta * (1 - sa);
      for (let c = 0; c < 3; c++) t[ti + c] = Math.round((s[si + c]! * sa + t[ti + c]! * ta * (1 - sa)) / a);
      t[ti + 3] = Math.round(a * 255);
    }
  }
  return target;
}

/** The image scaled to fit a width × height box (kept in proportion, at least 1 pixel). */
export function fit(image: Raster, width: number, height: number): Raster {
  const scale = Math.min(width / image.width, height / image.height);
  return resizeImage(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
}

/** The content centred on the target, fitted into `share` of its side (1: edge to edge). */
export function centred(target: Raster, content: Raster, share: number): Raster {
  const box = Math.max(1, Math.round(target.width * share));
  const fitted = fit(content, box, box);
  return over(target, fitted, Math.floor((target.width - fitted.width) / 2), Math.floor((target.height - fitted.height) / 2));
}

/**
 * The share of the side a w × h content may take so that all of it lies within the maskable icon's safe
 * zone, the centred circle of 40 % radius that every mask keeps (W3C Web App Manifest, "maskable").
 */
export function safeShare(width: number, height: number): number {
  const long = Math.max(width, height);
  const diagonal = Math.hypot(width / long, height / long);
  return 0.8 / diagonal;
}

/** Only the pixels that are not fully transparent: the content's bounding box (null when all are transparent). */
export function trim(image: Raster): Raster | null {
  let x0 = image.width;
  let y0 = image.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3]! > 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return null;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) data.set(image.data.subarray(((y0 + y) * image.width + x0) * 4, ((y0 + y) * image.width + x0 + w) * 4), y * w * 4);
  return { width: w, height: h, data };
}

/**
 * The image at half its size, each pixel the alpha-weighted average of a 2 × 2 block (an odd last row or
 * column is averaged on its own). A quick first step for big photos, so that the finer resizing to the
 * icons' sizes works on at most 1,023 pixels a side and the page stays responsive.
 */
export function halve(image: Raster): Raster {
  const w = Math.max(1, Math.floor(image.width / 2));
  const h = Math.max(1, Math.floor(image.height / 2));
  const src = image.data;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const y0 = y * 2;
    const y1 = Math.min(y0 + 1, image.height - 1);
    for (let x = 0; x < w; x++) {
      const x0 = x * 2;
      const x1 = Math.min(x0 + 1, image.width - 1);
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const i of [(y0 * image.width + x0) * 4, (y0 * image.width + x1) * 4, (y1 * image.width + x0) * 4, (y1 * image.width + x1) * 4]) {
        const alpha = src[i + 3]!;
        r += src[i]! * alpha;
        g += src[i + 1]! * alpha;
        b += src[i + 2]! * alpha;
        a += alpha;
      }
      const o = (y * w + x) * 4;
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a / 4);
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Fitted copies of one image, each made from the smallest copy already made that is at least as large:
 * an icon of 16 pixels is made from the 48 pixel one, not from the 512 pixel source.
 */
export function ladder(source: Raster): (box: number) => Raster {
  const made: Raster[] = [source];
  return (box) => {
    const from = made.filter((r) => Math.max(r.width, r.height) >= box).sort((p, q) => p.width * p.height - q.width * q.height)[0] ?? source;
    const fitted = fit(from, box, box);
    made.push(fitted);
    return fitted;
  };
}

/** The fitted content centred on the target. Changes the target. */
export function centre(target: Raster, fitted: Raster): Raster {
  return over(target, fitted, Math.floor((target.width - fitted.width) / 2), Math.floor((target.height - fitted.height) / 2));
}
