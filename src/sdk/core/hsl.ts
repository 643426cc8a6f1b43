/** HSL of sRGB colours, for the colour tools. Its own module: pages without a colour tool do not load it. */
import type { Rgb } from './color.ts';

/** HSL as CSS Color 4 defines it: hue in degrees [0, 360), saturation and lightness in percent. */
export interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

/** A hue in [0, 360). */
export function normalizeHue(h: number): number {
  const r = h % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
}

/** The hue in degrees [0, 360) of channels 0–1 whose largest is `max` and whose spread is `d` (> 0). */
export function hueOf(R: number, G: number, B: number, max: number, d: number): number {
  let h: number;
  if (max === R) h = (G - B) / d + (G < B ? 6 : 0);
  else if (max === G) h = (B - R) / d + 2;
  else h = (R - G) / d + 4;
  return normalizeHue(h * 60);
}

/** HSL of an sRGB colour (CSS Color 4, §7 sample code), not rounded. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  return { h: hueOf(R, G, B, max, d), s: Math.min(1, Math.max(0, s)) * 100, l: l * 100 };
}
