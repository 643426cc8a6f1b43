/**
 * Colour harmonies: turns of the hue on the HSL colour wheel, keeping saturation and lightness, as the
 * usual design tools define them (Itten's colour wheel; the same angles as Adobe Color and TinyColor):
 * complementary +180°, analogous ±30°, triadic +120° and +240°, tetradic (square) every 90°,
 * split complementary +150° and +210°. Monochromatic keeps hue and saturation and steps the lightness.
 */
import type { Rgb } from '@sdk/core';
import { hslToRgb, rgbToHsl, toHex6 } from './color.ts';

export const HARMONIES = ['complementary', 'analogous', 'triadic', 'tetradic', 'splitComplementary', 'monochromatic'] as const;
export type Harmony = (typeof HARMONIES)[number];

/** Hue turns in degrees; the base colour is the turn 0. */
export const HUE_TURNS: Readonly<Record<Exclude<Harmony, 'monochromatic'>, readonly number[]>> = {
  complementary: [0, 180],
  analogous: [-30, 0, 30],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
  splitComplementary: [0, 150, 210],
};

/** Lightness step of the monochromatic row, in percentage points, and how many colours it has. */
export const MONO_STEP = 12;
export const MONO_COUNT = 5;

/**
 * Lightness values of the monochromatic row, dark to light: steps of 12 points around the base, the row
 * moved as a block when a step would pass 97 % or fall below 3 % (so mid tones get no pure black or white),
 * the base always included.
 */
export function monochromaticLightness(l: number): number[] {
  let start = -Math.floor(MONO_COUNT / 2);
  while (start > -(MONO_COUNT - 1) && l + (start + MONO_COUNT - 1) * MONO_STEP > 97) start--;
  while (start < 0 && l + start * MONO_STEP < 3) start++;
  // The two loops cannot both move: the range 3–97 is wider than the row's 48 points.
  return Array.from({ length: MONO_COUNT }, (_, i) => l + (start + i) * MONO_STEP);
}

/** The colours of a harmony as #RRGGBB, the base colour among them. */
export function harmony(base: Rgb, kind: Harmony): string[] {
  const { h, s, l } = rgbToHsl(base);
  if (kind === 'monochromatic') return monochromaticLightness(l).map((lightness) => toHex6(hslToRgb({ h, s, l: lightness })));
  return HUE_TURNS[kind].map((turn) => toHex6(hslToRgb({ h: h + turn, s, l })));
}

export function harmonies(base: Rgb): Record<Harmony, string[]> {
  return Object.fromEntries(HARMONIES.map((k) => [k, harmony(base, k)])) as Record<Harmony, string[]>;
}
