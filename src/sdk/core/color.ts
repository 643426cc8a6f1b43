/**
 * sRGB colours as hex text and as channels, and contrast as WCAG 2.2 defines it. Pure: no DOM, runs in
 * Node and workers.
 */

/** An sRGB colour, channels 0–255 (whole numbers when read from hex, fractions while computing). */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** "#abc", "abc", "#aabbcc" or "aabbcc" (any case, spaces around ignored) → "#aabbcc"; null for anything else. */
export function normalizeHex(text: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** The channels of a colour written as `normalizeHex` reads it ("#1e90ff" → 30, 144, 255); null for anything else. */
export function hexToRgb(text: string): Rgb | null {
  const hex = normalizeHex(text);
  if (hex === null) return null;
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/**
 * sRGB transfer function (IEC 61966-2-1): a channel 0–255 (clamped) to linear light 0–1. WCAG 2.2's
 * definition of relative luminance writes the threshold as 0.03928, the sRGB standard as 0.04045; no
 * 8-bit value lies between the two, so the results are the same.
 */
export function toLinear(channel: number): number {
  const c = Math.min(255, Math.max(0, channel)) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.2, definition "relative luminance"): 0.2126 R + 0.7152 G + 0.0722 B of linear light; 0 for black, 1 for white. */
export function relativeLuminance(c: Rgb): number {
  return 0.2126 * toLinear(c.r) + 0.7152 * toLinear(c.g) + 0.0722 * toLinear(c.b);
}

/**
 * Contrast ratio (WCAG 2.2, definition "contrast ratio"): (L1 + 0.05) / (L2 + 0.05), L1 the lighter
 * colour's relative luminance; 1 (same luminance) to 21 (black on white), in either order.
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Below this contrast ratio a QR code's or a barcode's colours are flagged 'lowContrast' (see `scanContrastWarnings`). */
export const MIN_SCAN_CONTRAST = 4;

export type ScanContrastWarning = 'lowContrast' | 'inverted';

/**
 * What makes a foreground (QR modules, barcode bars) and background hard to scan, if anything.
 * 'lowContrast': a contrast ratio below MIN_SCAN_CONTRAST. Scanners turn the image into black and white
 * by brightness; 4:1 leaves room for print, glare and screens (a little under WCAG 2.2's 4.5:1 for text,
 * success criterion 1.4.3). 'inverted': a foreground lighter than its background; laser scanners and
 * many cameras look for dark modules and bars only.
 */
export function scanContrastWarnings(foreground: Rgb, background: Rgb): ScanContrastWarning[] {
  const warnings: ScanContrastWarning[] = [];
  if (contrastRatio(foreground, background) < MIN_SCAN_CONTRAST) warnings.push('lowContrast');
  if (relativeLuminance(foreground) > relativeLuminance(background)) warnings.push('inverted');
  return warnings;
}
