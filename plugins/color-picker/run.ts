/**
 * Everything the colour picker shows about a colour, from the colour (any CSS notation; the page
 * gives #rrggbb), its opacity in percent and a background: every notation, the nearest CSS name, the
 * six harmonies, the WCAG contrast on the background with the nearest passing colours, and the
 * colour vision simulations.
 */
import { contrastRatio, toolError, type ToolError } from '@sdk/core';
import { clamp, opaque, quantize, toHex6, type Rgba } from './color.ts';
import { checks, displayRatio, nearestPassing, THRESHOLDS, visiblePair, type Check } from './contrast.ts';
import { formatColor } from './format.ts';
import { harmonies, type Harmony } from './harmony.ts';
import type { Input, Options } from './manifest.ts';
import { nearestName, type ColorName } from './names.ts';
import { parseColor } from './parse.ts';
import { simulations, type Simulation } from './vision.ts';

export type ColorInput = Partial<Readonly<Input>>;

export interface Suggestion {
  /** #RRGGBB: the same hue and saturation, the nearest lightness that reaches the level. */
  readonly color: string;
  /** Its contrast ratio on the background, with 2 decimals. */
  readonly ratio: number;
}

export interface ContrastReport {
  /** The colour as seen on the background (a translucent colour is blended onto it), #RRGGBB. */
  readonly foreground: string;
  readonly background: string;
  /** 1 to 21, with 2 decimals, never rounded up onto a level it misses. */
  readonly ratio: number;
  readonly checks: Readonly<Record<Check, boolean>>;
  /** The nearest colours that pass AA and AAA for normal text; null when the pair already passes (or nothing can). */
  readonly suggestions: { readonly aa: Suggestion | null; readonly aaa: Suggestion | null };
}

export interface ColorReport {
  readonly hex: string;
  readonly rgb: string;
  readonly hsl: string;
  readonly hsv: string;
  readonly cmyk: string;
  /** The colour in the notation chosen for exports. */
  readonly value: string;
  readonly name: ColorName;
  readonly harmonies: Readonly<Record<Harmony, readonly string[]>>;
  readonly contrast: ContrastReport;
  readonly simulations: Readonly<Record<Simulation, string>>;
}

/** Contrast of a colour on a background, with the nearest passing colours. */
function contrastReport(color: Rgba, background: Rgba): ContrastReport {
  const pair = visiblePair(color, background);
  const exact = contrastRatio(pair.foreground, pair.background);
  const suggest = (target: number): Suggestion | null => {
    const found = nearestPassing(pair.foreground, pair.background, target);
    return found && { color: found.color, ratio: displayRatio(found.ratio) };
  };
  return {
    foreground: toHex6(pair.foreground),
    background: toHex6(pair.background),
    ratio: displayRatio(exact),
    checks: checks(exact),
    suggestions: { aa: suggest(THRESHOLDS.aaNormal), aaa: suggest(THRESHOLDS.aaaNormal) },
  };
}

export function run(input: ColorInput, options: Options): ColorReport | ToolError {
  const colorText = input.color ?? '';
  if (colorText.trim() === '') return toolError('colorRequired');
  const parsed = parseColor(colorText);
  if (!parsed) return toolError('invalidColor');
  // The page keeps the opacity within 0–100 %; anything else is read as fully opaque or clear.
  const opacity = Number.isFinite(input.opacity) ? clamp(input.opacity!, 0, 100) : 100;
  const backgroundText = input.background ?? '';
  const background = backgroundText.trim() === '' ? { r: 255, g: 255, b: 255, a: 1 } : parseColor(backgroundText);
  if (!background) return toolError('invalidBackground');

  const color = quantize({ ...parsed, a: (parsed.a * opacity) / 100 });
  const solid = opaque(color);
  return {
    hex: formatColor(color, 'hex'),
    rgb: formatColor(color, 'rgb'),
    hsl: formatColor(color, 'hsl'),
    hsv: formatColor(color, 'hsv'),
    cmyk: formatColor(color, 'cmyk'),
    value: formatColor(color, options.format),
    name: nearestName(solid),
    harmonies: harmonies(solid),
    contrast: contrastReport(color, quantize(background)),
    simulations: simulations(solid),
  };
}
