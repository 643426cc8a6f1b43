/**
 * The colour model and the conversions between notations. Pure: no DOM, runs in Node and workers.
 *
 * sRGB channels are 0–255 (floats while computing, rounded for display); alpha is 0–1; hue is in degrees
 * [0, 360); saturation, lightness, value and the CMYK inks are percentages 0–100. The formulas are the usual
 * ones: HSL and HSV as in CSS Color Module Level 4 (§7, sample code) and Smith (1978); CMYK is the naive
 * device-independent conversion every web colour tool uses (K = 1 − max(R, G, B)), not an ICC profile.
 * The Rgb type, hex without alpha, the sRGB transfer function and WCAG contrast are the SDK's
 * (@sdk/core/color.ts), shared with the other colour tools.
 */
import { hexToRgb, hueOf, normalizeHue, rgbToHsl, type Hsl, type Rgb } from '@sdk/core';

export { normalizeHue, rgbToHsl, type Hsl };

export interface Rgba extends Rgb {
  /** Opacity, 0 (transparent) to 1 (opaque). */
  readonly a: number;
}

export interface Hsv {
  readonly h: number;
  readonly s: number;
  readonly v: number;
}

export interface Cmyk {
  readonly c: number;
  readonly m: number;
  readonly y: number;
  readonly k: number;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Channels clamped to 0–255 and rounded, alpha clamped to 0–1 and rounded to the 1/255 steps of an 8-digit hex. */
export function quantize(c: Rgba): Rgba {
  return {
    r: Math.round(clamp(c.r, 0, 255)),
    g: Math.round(clamp(c.g, 0, 255)),
    b: Math.round(clamp(c.b, 0, 255)),
    a: Math.round(clamp(c.a, 0, 1) * 255) / 255,
  };
}

export function opaque(c: Rgb): Rgba {
  return { r: c.r, g: c.g, b: c.b, a: 1 };
}

const hex2 = (n: number) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, '0').toUpperCase();

/** "#RRGGBB", or "#RRGGBBAA" when the colour is not fully opaque. */
export function toHex(c: Rgba | Rgb): string {
  const alpha = 'a' in c ? Math.round(clamp(c.a, 0, 1) * 255) : 255;
  return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}${alpha < 255 ? hex2(alpha) : ''}`;
}

/** "#RRGGBB" without the alpha. */
export function toHex6(c: Rgb): string {
  return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
}

/** Reads "#RGB", "#RGBA", "#RRGGBB" or "#RRGGBBAA" (the "#" optional); null for anything else. */
export function fromHex(text: string): Rgba | null {
  const m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (!m) return null;
  // The 4th digit, or the 7th and 8th, are the alpha; the rest is a plain #RGB or #RRGGBB.
  const digits = m[1]!;
  const rgbLength = digits.length <= 4 ? 3 : 6;
  const alpha = digits.slice(rgbLength);
  const a = alpha === '' ? 1 : parseInt(alpha.length === 1 ? alpha + alpha : alpha, 16) / 255;
  return { ...hexToRgb(digits.slice(0, rgbLength))!, a };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const S = clamp(s, 0, 100) / 100;
  const L = clamp(l, 0, 100) / 100;
  const H = normalizeHue(h);
  // CSS Color 4, §7.1: f(n) = L − a·max(−1, min(k − 3, 9 − k, 1)), k = (n + H/30) mod 12, a = S·min(L, 1 − L).
  const a = S * Math.min(L, 1 - L);
  const f = (n: number) => {
    const k = (n + H / 30) % 12;
    return L - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const d = max - Math.min(R, G, B);
  if (max === 0) return { h: 0, s: 0, v: 0 };
  return { h: d === 0 ? 0 : hueOf(R, G, B, max, d), s: (d / max) * 100, v: max * 100 };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const S = clamp(s, 0, 100) / 100;
  const V = clamp(v, 0, 100) / 100;
  const H = normalizeHue(h);
  // f(n) = V − V·S·max(0, min(k, 4 − k, 1)), k = (n + H/60) mod 6.
  const f = (n: number) => {
    const k = (n + H / 60) % 6;
    return V - V * S * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return { r: f(5) * 255, g: f(3) * 255, b: f(1) * 255 };
}

export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const k = 1 - Math.max(R, G, B);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 100 };
  return { c: ((1 - R - k) / (1 - k)) * 100, m: ((1 - G - k) / (1 - k)) * 100, y: ((1 - B - k) / (1 - k)) * 100, k: k * 100 };
}

export function cmykToRgb({ c, m, y, k }: Cmyk): Rgb {
  const K = 1 - clamp(k, 0, 100) / 100;
  return { r: 255 * (1 - clamp(c, 0, 100) / 100) * K, g: 255 * (1 - clamp(m, 0, 100) / 100) * K, b: 255 * (1 - clamp(y, 0, 100) / 100) * K };
}

/** Linear light 0–1 back to an sRGB channel 0–255 (not rounded): the inverse of the SDK's toLinear. */
export function fromLinear(linear: number): number {
  const c = clamp(linear, 0, 1);
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
}

export interface Hsva extends Hsv {
  readonly a: number;
}

/**
 * HSV plus alpha of a colour, for the picker's area and sliders. Greys have no hue and black no
 * saturation: there the previous position is kept, so the hue slider does not jump to red when the
 * thumb reaches the grey edge.
 */
export function rgbaToHsva(c: Rgba, previous?: Hsva): Hsva {
  const { h, s, v } = rgbToHsv(c);
  const hasHue = s > 0 && v > 0;
  return { h: hasHue || !previous ? h : previous.h, s: v > 0 || !previous ? s : previous.s, v, a: c.a };
}

export function hsvaToRgba(c: Hsva): Rgba {
  return { ...hsvToRgb(c), a: c.a };
}
