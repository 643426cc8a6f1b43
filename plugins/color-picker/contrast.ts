/**
 * The WCAG 2.2 levels a colour pair reaches (success criteria 1.4.3 Contrast (Minimum), 1.4.6 Contrast
 * (Enhanced), 1.4.11 Non-text Contrast), translucent colours as they look, and the nearest passing colour.
 * The contrast ratio itself is the SDK's (@sdk/core/color.ts).
 */
import { contrastRatio, type Rgb } from '@sdk/core';
import { clamp, hslToRgb, quantize, rgbToHsl, toHex6, type Rgba } from './color.ts';

export const THRESHOLDS = {
  /** 1.4.3, normal text. */
  aaNormal: 4.5,
  /** 1.4.3, large text (24 px, or 18.66 px bold). */
  aaLarge: 3,
  /** 1.4.6, normal text. */
  aaaNormal: 7,
  /** 1.4.6, large text. */
  aaaLarge: 4.5,
  /** 1.4.11, icons, focus rings and borders of controls. */
  uiComponents: 3,
} as const;

export type Check = keyof typeof THRESHOLDS;
export const CHECKS = Object.keys(THRESHOLDS) as Check[];

/** `top` painted over `bottom` (source-over): what a translucent colour looks like on its background. */
export function composite(top: Rgba, bottom: Rgb): Rgb {
  const a = clamp(top.a, 0, 1);
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a) };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** The colours as seen: the background over white, the foreground over that, both rounded to 8 bits. */
export function visiblePair(foreground: Rgba, background: Rgba): { foreground: Rgb; background: Rgb } {
  const bg = quantize({ ...composite(background, WHITE), a: 1 });
  const fg = quantize({ ...composite(foreground, bg), a: 1 });
  return { foreground: fg, background: bg };
}

export function checks(ratio: number): Record<Check, boolean> {
  return Object.fromEntries(CHECKS.map((c) => [c, ratio >= THRESHOLDS[c]])) as Record<Check, boolean>;
}

/**
 * The ratio to show, with 2 decimals: rounded, except that it is never rounded up onto a threshold it
 * does not reach (4.496 shows 4.49, not 4.50 next to "fail").
 */
export function displayRatio(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  for (const t of new Set(Object.values(THRESHOLDS))) if (ratio < t && rounded >= t) return Math.floor(ratio * 100) / 100;
  return rounded;
}

/**
 * The nearest colour (same HSL hue and saturation, other lightness) that reaches `target` on `background`,
 * or null if neither darker nor lighter gets there. Luminance grows with HSL lightness for a fixed hue and
 * saturation, so each side is a bisection; the 8-bit result is checked, as rounding may lose the last bit.
 */
export function nearestPassing(foreground: Rgb, background: Rgb, target: number): { color: string; ratio: number } | null {
  if (contrastRatio(foreground, background) >= target) return null;
  const { h, s, l } = rgbToHsl(foreground);
  const at = (lightness: number) => quantize({ ...hslToRgb({ h, s, l: lightness }), a: 1 });
  const passes = (lightness: number) => contrastRatio(at(lightness), background) >= target;
  const candidates: number[] = [];
  // Darker: the largest lightness below l that passes; lighter: the smallest above l.
  if (passes(0)) {
    let lo = 0;
    let hi = l;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (passes(mid)) lo = mid;
      else hi = mid;
    }
    candidates.push(lo);
  }
  if (passes(100)) {
    let lo = l;
    let hi = 100;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (passes(mid)) hi = mid;
      else lo = mid;
    }
    candidates.push(hi);
  }
  if (candidates.length === 0) return null;
  const best = candidates.reduce((a, b) => (Math.abs(b - l) < Math.abs(a - l) ? b : a));
  const color = at(best);
  return { color: toHex6(color), ratio: contrastRatio(color, background) };
}
