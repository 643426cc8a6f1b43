/**
 * Drawing a QR code's module matrix: an SVG path for the preview and the SVG file, and the RGBA
 * pixels of the PNG. Pure, so the exact pixels the PNG holds are decoded in the unit tests.
 */
import { hexToRgb, pixelsPerUnit, resizeImage, type PrintDpi, type Raster, type Rgb } from '@sdk/core';

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

/** Background around the logo, in modules on each side: the logo's edge never touches a dark module. */
export const LOGO_PADDING = 0.5;

/** A square in modules, quiet zone included. */
export interface Square {
  x: number;
  y: number;
  side: number;
}

/**
 * Where a logo goes: a square of the background colour in the middle, and the logo's own square inside
 * it, `share` of the code's side (quiet zone not counted).
 */
export function logoSquares(drawing: Pick<Drawing, 'rows' | 'margin'>, share: number): { clear: Square; logo: Square } {
  const n = totalModules(drawing);
  const side = share * drawing.rows.length;
  const centred = (s: number): Square => ({ x: (n - s) / 2, y: (n - s) / 2, side: s });
  return { clear: centred(side + 2 * LOGO_PADDING), logo: centred(side) };
}

/** A logo drawn in an SVG: its file as a data: URL, kept in proportion inside its square. */
export interface SvgLogo {
  href: string;
  share: number;
}

/** The SVG file: `size` pixels wide and high, crisp module edges, the colours as chosen, and the logo if there is one. */
export function qrSvg(drawing: Drawing, size: number, logo?: SvgLogo): string {
  const n = totalModules(drawing);
  let over = '';
  if (logo) {
    const { clear, logo: box } = logoSquares(drawing, logo.share);
    // Four decimals of a module: no 11.600000000000001 in the file.
    const at = (v: number) => Math.round(v * 1e4) / 1e4;
    over =
      `<rect x="${at(clear.x)}" y="${at(clear.y)}" width="${at(clear.side)}" height="${at(clear.side)}" fill="${drawing.background}"/>` +
      `<image x="${at(box.x)}" y="${at(box.y)}" width="${at(box.side)}" height="${at(box.side)}" preserveAspectRatio="xMidYMid meet" href="${logo.href}"/>`;
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges">` +
    `<rect width="${n}" height="${n}" fill="${drawing.background}"/>` +
    `<path d="${modulePath(drawing)}" fill="${drawing.foreground}"/>` +
    over +
    `</svg>\n`
  );
}

/** A logo drawn in the pixels: its own pixels, and its side as a share of the code's. */
export interface RasterLogo {
  raster: Raster;
  share: number;
}

/**
 * RGBA pixels of a `size` × `size` image. Pixel p falls in module floor(p · n / size), so modules
 * are whole pixels (some one pixel wider than others when size is not a multiple of n) and edges stay
 * sharp, with no blurred grey pixels for a scanner to misread.
 */
export function rasterize(drawing: Drawing, size: number, logo?: RasterLogo): Uint8ClampedArray<ArrayBuffer> {
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
  if (logo) drawLogo(pixels, size, n, light, logoSquares(drawing, logo.share), logo.raster);
  return pixels;
}

/** The cleared square in the background colour, then the logo over it, in proportion and centred, its transparency showing the background. */
function drawLogo(pixels: Uint8ClampedArray, size: number, n: number, light: Rgb, { clear, logo }: { clear: Square; logo: Square }, raster: Raster): void {
  const px = (modules: number) => Math.round((modules * size) / n);
  for (let y = px(clear.y); y < px(clear.y + clear.side); y++) {
    for (let x = px(clear.x); x < px(clear.x + clear.side); x++) {
      const i = (y * size + x) * 4;
      pixels[i] = light.r;
      pixels[i + 1] = light.g;
      pixels[i + 2] = light.b;
    }
  }
  const longest = Math.max(raster.width, raster.height);
  const width = Math.max(1, Math.round(((logo.side * raster.width) / longest) * (size / n)));
  const height = Math.max(1, Math.round(((logo.side * raster.height) / longest) * (size / n)));
  const fitted = resizeImage(raster, width, height);
  const left = Math.round((size - width) / 2);
  const top = Math.round((size - height) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = ((top + y) * size + left + x) * 4;
      const a = fitted.data[from + 3]! / 255;
      pixels[to] = fitted.data[from]! * a + light.r * (1 - a);
      pixels[to + 1] = fitted.data[from + 1]! * a + light.g * (1 - a);
      pixels[to + 2] = fitted.data[from + 2]! * a + light.b * (1 - a);
    }
  }
}

/**
 * The PNG's side in pixels: the chosen size for the screen; for print, a whole number of pixels
 * per module (quiet zone included) coming closest to the printed width at that DPI.
 */
export function pngSide(modules: number, screenSize: number, target: { readonly dpi: 'screen' } | { readonly dpi: PrintDpi; readonly mm: number }): number {
  return target.dpi === 'screen' ? screenSize : modules * pixelsPerUnit(modules, target.mm, target.dpi);
}
