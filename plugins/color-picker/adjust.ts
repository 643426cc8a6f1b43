/**
 * Colour adjustments that work like Sass's colour functions (sass-lang.com/documentation/modules/color),
 * so a result here matches the same call in a stylesheet: lighten/darken and saturate/desaturate add or
 * remove percentage points of HSL lightness or saturation; grayscale sets the saturation to 0; invert
 * takes 255 minus each channel; mix is Sass's weighted mix, which also weighs the alphas.
 */
import { clamp, hslToRgb, rgbToHsl, type Rgba } from './color.ts';

export const ADJUSTMENTS = ['lighten', 'darken', 'saturate', 'desaturate', 'grayscale', 'invert'] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

/** `amount` is in percentage points (0–100) for lighten, darken, saturate and desaturate. */
export function adjust(color: Rgba, kind: Adjustment, amount: number): Rgba {
  if (kind === 'invert') return { r: 255 - color.r, g: 255 - color.g, b: 255 - color.b, a: color.a };
  const hsl = rgbToHsl(color);
  const d = clamp(amount, 0, 100);
  const next = {
    lighten: { ...hsl, l: clamp(hsl.l + d, 0, 100) },
    darken: { ...hsl, l: clamp(hsl.l - d, 0, 100) },
    saturate: { ...hsl, s: clamp(hsl.s + d, 0, 100) },
    desaturate: { ...hsl, s: clamp(hsl.s - d, 0, 100) },
    grayscale: { ...hsl, s: 0 },
  }[kind];
  return { ...hslToRgb(next), a: color.a };
}

/**
 * Sass's mix($color1, $color2, $weight): `weight` (0–100) of the first colour. The channel weights are
 * corrected by the difference of the alphas, as in Sass (and LESS): w = 2p − 1, a = α1 − α2,
 * w1 = ((w·a = −1 ? w : (w + a) / (1 + w·a)) + 1) / 2; the alpha itself mixes linearly.
 */
export function mix(first: Rgba, second: Rgba, weight: number): Rgba {
  const p = clamp(weight, 0, 100) / 100;
  const w = 2 * p - 1;
  const a = first.a - second.a;
  const w1 = ((w * a === -1 ? w : (w + a) / (1 + w * a)) + 1) / 2;
  const w2 = 1 - w1;
  return {
    r: first.r * w1 + second.r * w2,
    g: first.g * w1 + second.g * w2,
    b: first.b * w1 + second.b * w2,
    a: first.a * p + second.a * (1 - p),
  };
}
