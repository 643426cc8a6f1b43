/**
 * A colour written in each notation, from its 8-bit value (what the hex says), so that all notations
 * shown at once describe the same colour: rgb(30, 144, 255), hsl(210, 100%, 56%), hsv(210, 88%, 100%),
 * cmyk(88%, 44%, 0%, 0%). Not fully opaque: #RRGGBBAA, rgba(), hsla(), hsva(); CMYK has no alpha.
 */
import { normalizeHue, quantize, rgbToCmyk, rgbToHsl, rgbToHsv, toHex, type Rgba } from './color.ts';
import type { Notation } from './parse.ts';

export const NOTATIONS: readonly Notation[] = ['hex', 'rgb', 'hsl', 'hsv', 'cmyk'];
/** The notations' names, the same in every language. */
export const NOTATION_LABELS: Readonly<Record<Notation, string>> = { hex: 'HEX', rgb: 'RGB', hsl: 'HSL', hsv: 'HSV', cmyk: 'CMYK' };

const int = (n: number) => String(Math.round(n) || 0);
const hue = (h: number) => String(normalizeHue(Math.round(h)));

/** Alpha with 2 decimals when that reads back as the same 8-bit alpha, else 3 (always enough). */
export function formatAlpha(a: number): string {
  const byte = Math.round(a * 255);
  const two = Number(a.toFixed(2));
  return String(Math.round(two * 255) === byte ? two : Number(a.toFixed(3)));
}

export function formatColor(color: Rgba, notation: Notation): string {
  const c = quantize(color);
  const translucent = c.a < 1;
  const alpha = translucent ? `, ${formatAlpha(c.a)}` : '';
  switch (notation) {
    case 'hex':
      return toHex(c);
    case 'rgb':
      return `${translucent ? 'rgba' : 'rgb'}(${c.r}, ${c.g}, ${c.b}${alpha})`;
    case 'hsl': {
      const { h, s, l } = rgbToHsl(c);
      return `${translucent ? 'hsla' : 'hsl'}(${hue(h)}, ${int(s)}%, ${int(l)}%${alpha})`;
    }
    case 'hsv': {
      const { h, s, v } = rgbToHsv(c);
      return `${translucent ? 'hsva' : 'hsv'}(${hue(h)}, ${int(s)}%, ${int(v)}%${alpha})`;
    }
    case 'cmyk': {
      const { c: cyan, m, y, k } = rgbToCmyk(c);
      return `cmyk(${int(cyan)}%, ${int(m)}%, ${int(y)}%, ${int(k)}%)`;
    }
  }
}
