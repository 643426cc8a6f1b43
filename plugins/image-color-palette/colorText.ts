/**
 * Colours written for people and for code, as plugins/color-picker writes them (its format.ts and
 * exportCode.ts: the same notations, the same variable names), so a palette pasted from either tool
 * fits the other. Pure.
 */
import type { Rgb } from '@sdk/core';

export const NOTATIONS = ['hex', 'rgb', 'hsl'] as const;
export type Notation = (typeof NOTATIONS)[number];
export const EXPORT_FORMATS = ['css', 'scss', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const hex2 = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
export const toHex = (c: Rgb): string => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;

/** HSL as CSS Color 4 defines it: hue in degrees [0, 360), saturation and lightness in percent, rounded. */
export function hslOf({ r, g, b }: Rgb): [number, number, number] {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, Math.round(l * 100)];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  h = Math.round(h * 60) % 360;
  return [h, Math.round(Math.min(1, s) * 100), Math.round(l * 100)];
}

export function formatColor(c: Rgb, notation: Notation): string {
  if (notation === 'hex') return toHex(c);
  if (notation === 'rgb') return `rgb(${c.r}, ${c.g}, ${c.b})`;
  const [h, s, l] = hslOf(c);
  return `hsl(${h}, ${s}%, ${l}%)`;
}

/** The palette as code: CSS custom properties, SCSS variables or JSON, named as the colour picker names a palette. */
export function exportCode(format: ExportFormat, colors: readonly Rgb[], notation: Notation): string {
  const values = colors.map((c) => formatColor(c, notation));
  if (format === 'json') return `${JSON.stringify({ palette: values }, null, 2)}\n`;
  if (format === 'css') return `:root {\n${values.map((v, i) => `  --color-palette-${i + 1}: ${v};`).join('\n')}\n}\n`;
  return `${values.map((v, i) => `$color-palette-${i + 1}: ${v};`).join('\n')}\n`;
}
