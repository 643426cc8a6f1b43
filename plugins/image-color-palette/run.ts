import { contrastRatio, decodeImage, isToolError, toolError, type ToolError } from '@sdk/core';
import { histogram, kMeans, shares } from './palette.ts';
import { hslOf, toHex } from './colorText.ts';
import type { Input, Options } from './manifest.ts';

export interface PaletteColor {
  hex: string;
  rgb: [number, number, number];
  hsl: [number, number, number];
  /** Share of the image's visible pixels, in percent with one decimal (the shares add up to 100). */
  share: number;
  /** WCAG 2.2 contrast ratio with white and with black text, two decimals, never rounded up. */
  contrastWhite: number;
  contrastBlack: number;
  /** The text colour that reads best on this colour. */
  text: 'white' | 'black';
}

export interface PaletteResult {
  width: number;
  height: number;
  /** Most frequent first. */
  colors: PaletteColor[];
  /** Share of pixels left out because they are (nearly) transparent, in percent with one decimal. */
  transparent: number;
}

/** Never rounded up: a ratio of 4.496 shows 4.49, not 4.50 as if it reached AA. */
const ratio = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

/** The dominant colours of an image file, in the worker: the file is never uploaded. */
export async function run({ image }: Input, { count }: Options): Promise<PaletteResult | ToolError> {
  if (!image?.bytes) return toolError('imageRequired', { field: 'image' });
  const raster = await decodeImage(image.bytes, image.type);
  if (isToolError(raster)) return toolError('notImage', { field: 'image' });
  const total = raster.width * raster.height;
  const hist = histogram(raster);
  if (hist.visible === 0) return toolError('transparent', { field: 'image' });
  // Most pixels first; equal counts in a fixed order (lighter first), so the order never depends on the clustering's.
  const key = (c: { r: number; g: number; b: number }) => c.r + c.g + c.b;
  const clusters = kMeans(hist, count).sort((a, b) => b.count - a.count || key(b.color) - key(a.color));
  const percents = shares(clusters.map((c) => c.count));
  const colors = clusters.map((cluster, i): PaletteColor => {
    const c = { r: Math.round(cluster.color.r), g: Math.round(cluster.color.g), b: Math.round(cluster.color.b) };
    const white = contrastRatio(c, WHITE);
    const black = contrastRatio(c, BLACK);
    return { hex: toHex(c), rgb: [c.r, c.g, c.b], hsl: hslOf(c), share: percents[i]!, contrastWhite: ratio(white), contrastBlack: ratio(black), text: white >= black ? 'white' : 'black' };
  });
  return { width: raster.width, height: raster.height, colors, transparent: Math.round(((total - hist.visible) / total) * 1000) / 10 };
}
