/** Random colour schemes for the Random colours button: a background, readable text, and matching border and grid. */
import { contrastRatio, hexToRgb, relativeLuminance, randomInt, type RandomInt } from '@sdk/core';

/** #rrggbb of a colour given as hue (degrees), saturation and lightness (percent). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export interface ColorScheme {
  background: string;
  textColor: string;
  borderColor: string;
  gridColor: string;
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * A random background (any hue, saturation 35–80 %, lightness 22–38 % or 60–85 %: mid-tones leave text
 * little contrast either way), text of the same hue, very dark on light backgrounds and very light on
 * dark ones (black or white if that is not readable enough), a border a little darker than the
 * background and grid lines slightly off it.
 */
export function randomScheme(random: RandomInt = randomInt): ColorScheme {
  const h = random(360);
  const s = 35 + random(46);
  const l = random(2) === 0 ? 22 + random(17) : 60 + random(26);
  const background = hslToHex(h, s, l);
  // hslToHex always gives #rrggbb, so hexToRgb never says null here.
  const backgroundRgb = hexToRgb(background)!;
  const light = relativeLuminance(backgroundRgb) > 0.18;
  let textColor = light ? hslToHex(h, s, 12) : hslToHex(h, Math.round(s / 2), 95);
  if (contrastRatio(hexToRgb(textColor)!, backgroundRgb) < MIN_TEXT_CONTRAST) textColor = light ? '#000000' : '#ffffff';
  return {
    background,
    textColor,
    borderColor: hslToHex(h, s, Math.max(0, l - 18)),
    gridColor: hslToHex(h, s, light ? l - 8 : l + 8),
  };
}
