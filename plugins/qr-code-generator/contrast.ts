/**
 * Colour contrast as WCAG 2.2 defines it (relative luminance of sRGB colours, ratio from 1 to 21),
 * used to warn when a code's colours are too close for a scanner to tell apart.
 */

/** "#rrggbb" → [r, g, b] in 0..255 (the options schema guarantees the form). */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG 2.2, "relative luminance"; 0.04045 is the sRGB standard's threshold). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Below this ratio the code's colours are flagged. Scanners turn the image into black and white by
 * brightness; 4:1 leaves room for print, glare and screens (a little under WCAG's 4.5:1 for text).
 */
export const MIN_CONTRAST = 4;

export type ColourWarning = 'lowContrast' | 'inverted';

/** What is wrong with a dark/light colour pair for scanning, if anything. */
export function colourWarnings(foreground: string, background: string): ColourWarning[] {
  const warnings: ColourWarning[] = [];
  if (contrastRatio(foreground, background) < MIN_CONTRAST) warnings.push('lowContrast');
  // A lighter code on a darker background ("inverted"): many scanners only look for dark modules.
  if (luminance(foreground) > luminance(background)) warnings.push('inverted');
  return warnings;
}
