import { toolError, type ToolError } from '@sdk/core';
import type { Input, Mode, Options } from './manifest.ts';
import { commonRatio, nearestRatio, parseRatio, ratioOf, type Ratio } from './ratio.ts';

export interface AspectResult {
  mode: Mode;
  /** The size: as typed, with the missing side computed exactly (not rounded). */
  width: number;
  height: number;
  /** The ratio in lowest whole terms. */
  ratio: Ratio;
  /** "Find the ratio": the greatest common divisor of the whole numbers reduced (width and height × 10^decimals). */
  gcd?: number;
  /** Width ÷ height. */
  decimal: number;
  /** The id of the common ratio it is, if any. */
  common: string | null;
  /** The nearest common ratio and how much wider (+) or narrower (−) this one is, in percent. */
  nearest: { id: string; off: number };
  /** The computed side in whole pixels. */
  rounded?: number;
}

/** The largest computed side shown: beyond it, the ratio and the size make no picture anyone draws. */
export const MAX_RESULT = 1e12;

export function run(input: Input, options: Options): AspectResult | ToolError {
  const { mode } = options;
  if (mode === 'ratio') {
    const { width, height } = input;
    if (width === null) return toolError('required', { field: 'width' });
    if (height === null) return toolError('required', { field: 'height' });
    if (width === 0) return toolError('zero', { field: 'width' });
    if (height === 0) return toolError('zero', { field: 'height' });
    const found = ratioOf(width, height);
    if (!found) return toolError('tooFine', { field: 'width' });
    const ratio = { w: found.w, h: found.h };
    return { mode, width, height, ratio, gcd: found.gcd, decimal: width / height, common: commonRatio(ratio)?.id ?? null, nearest: nearestRatio(ratio) };
  }

  const parsed = parseRatio(input.ratio);
  if (!parsed.ok) return toolError(parsed.code, { field: 'ratio' });
  const { ratio } = parsed;
  const known = mode === 'height' ? input.width : input.height;
  const knownField = mode === 'height' ? 'width' : 'height';
  if (known === null) return toolError('required', { field: knownField });
  if (known === 0) return toolError('zero', { field: knownField });
  const computed = mode === 'height' ? (known * ratio.h) / ratio.w : (known * ratio.w) / ratio.h;
  if (computed > MAX_RESULT) return toolError('tooLarge', { field: 'ratio' });
  const [width, height] = mode === 'height' ? [known, computed] : [computed, known];
  return {
    mode,
    width,
    height,
    ratio,
    decimal: ratio.w / ratio.h,
    common: commonRatio(ratio)?.id ?? null,
    nearest: nearestRatio(ratio),
    rounded: Math.round(computed),
  };
}
