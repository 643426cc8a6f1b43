/**
 * Drawing a QR code's module matrix: an SVG path for the preview and the SVG file, and the RGBA
 * pixels of the PNG. Pure, so the exact pixels the PNG holds are decoded in the unit tests.
 */
import { hexToRgb, pixelsPerUnit, type PrintDpi, type Rgb } from '@sdk/core';

export interface Drawing {
  /** Rows of the module matrix, "1" for a dark module. */
  rows: readonly string[];
  /** Quiet zone around the code, in modules. */
  margin: number;
  foreground: string;
  background: string;
}

/** Modules per side, quiet zone included. */
export function totalModules({ rows, margin }: Pick<Drawing, 'rows' | 'margin'>): number {
  return rows.length + 2 * margin;
}

/** One path for all dark modules: a rectangle per run of dark modules in a row (coordinates in modules). */
export function modulePath({ rows, margin }: Pick<Drawing, 'rows' | 'margin'>): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (row[x] !== '1') {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x] === '1') x++;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/** The SVG file: `size` pixels wide and high, crisp module edges, the colours as chosen. */
export function qrSvg(drawing: Drawing, size: number): string {
  const n = totalModules(drawing);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges">` +
    `<rect width="${n}" height="${n}" fill="${drawing.background}"/>` +
    `<path d="${modulePath(drawing)}" fill="${drawing.foreground}"/>` +
    `</svg>\n`
  );
}

/**
 * RGBA pixels of a `size` × `size` image. Pixel p falls in module floor(p · n / size), so modules
 * are whole pixels (some one pixel wider than others when size is not a multiple of n) and edges stay
 * sharp, with no blurred grey pixels for a scanner to misread.
 */
export function rasterize(drawing: Drawing, size: number): Uint8ClampedArray<ArrayBuffer> {
  const n = totalModules(drawing);
  const { rows, margin } = drawing;
  // The options schema allows only #rrggbb; the fallbacks are never used.
  const dark: Rgb = hexToRgb(drawing.foreground) ?? { r: 0, g: 0, b: 0 };
  const light: Rgb = hexToRgb(drawing.background) ?? { r: 255, g: 255, b: 255 };
  const moduleOf = Array.from({ length: size }, (_, p) => Math.floor((p * n) / size) - margin);
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    const row = rows[moduleOf[y]!];
    for (let x = 0; x < size; x++) {
      const colour = row !== undefined && row[moduleOf[x]!] === '1' ? dark : light;
      const i = (y * size + x) * 4;
      pixels[i] = colour.r;
      pixels[i + 1] = colour.g;
      pixels[i + 2] = colour.b;
      pixels[i + 3] = 255;
    }
  }
  return pixels;
}

/**
 * The PNG's side in pixels: the chosen size for the screen; for print, a whole number of pixels
 * per module (quiet zone included) coming closest to the printed width at that DPI.
 */
export function pngSide(modules: number, screenSize: number, target: { readonly dpi: 'screen' } | { readonly dpi: PrintDpi; readonly mm: number }): number {
  return target.dpi === 'screen' ? screenSize : modules * pixelsPerUnit(modules, target.mm, target.dpi);
}
