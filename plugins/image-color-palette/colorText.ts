/**
 * Colours written for people and for code, as plugins/color-picker writes them (its format.ts and
 * exportCode.ts: the same notations, the same variable names), so a palette pasted from either tool
 * fits the other. Pure.
 */
import { rgbToHsl, type Rgb } from '@sdk/core';

export const NOTATIONS = ['hex', 'rgb', 'hsl'] as const;
export type Notation = (typeof NOTATIONS)[number];
export const EXPORT_FORMATS = ['css', 'scss', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const hex2 = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
export const toHex = (c: Rgb): string => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;

/** HSL as CSS Color 4 defines it, rounded: hue in whole degrees [0, 360), saturation and lightness in whole percent. */
export function hslOf(c: Rgb): [number, number, number] {
  const { h, s, l } = rgbToHsl(c);
  return [Math.round(h) % 360, Math.round(s), Math.round(l)];
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
