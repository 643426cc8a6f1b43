import { toolError, type ToolError } from '@sdk/core';
import type { Input, Mode, Options } from './manifest.ts';

export type Direction = 'increase' | 'decrease' | 'none';

export interface PercentageResult {
  mode: Mode;
  x: number;
  y: number;
  /**
   * percentOf: X % of Y; whatPercent: the percentage X is of Y; percentIsOf: the number of which X is Y %;
   * change: the percentage change from X to Y, (Y − X) / |X| × 100.
   */
  result: number;
  /** change only: Y − X. */
  difference?: number;
  /** change only: in words, so the page never relies on a sign or a colour alone. */
  direction?: Direction;
}

export type Field = keyof Input;

/** -0 would be shown as "-0". */
const plain = (n: number) => n + 0;

/** a × b ÷ c, in the order that keeps whole-number inputs exact (15 × 200 ÷ 100), else the order that avoids overflow. */
function mulDiv(a: number, b: number, c: number): number {
  const exact = (a * b) / c;
  return Number.isFinite(exact) ? exact : (a / c) * b;
}

/** The page reads both numbers in the visitor's language and asks for them until both are there. */
export function run({ x, y }: Input, options: Options): PercentageResult | ToolError {
  const mode = options.mode;

  let result: number;
  let difference: number | undefined;
  switch (mode) {
    case 'percentOf':
      result = mulDiv(x, y, 100);
      break;
    case 'whatPercent':
      if (y === 0) return toolError('zeroTotal', { field: 'y' });
      result = mulDiv(x, 100, y);
      break;
    case 'percentIsOf':
      if (y === 0) return toolError('zeroPercent', { field: 'y' });
      result = mulDiv(x, 100, y);
      break;
    case 'change':
      if (x === 0) return toolError('zeroOriginal', { field: 'x' });
      difference = y - x;
      result = mulDiv(difference, 100, Math.abs(x));
      break;
  }
  if (!Number.isFinite(result) || (difference !== undefined && !Number.isFinite(difference))) return toolError('tooLarge');
  const out: PercentageResult = { mode, x: plain(x), y: plain(y), result: plain(result) };
  if (difference !== undefined) {
    out.difference = plain(difference);
    out.direction = result > 0 ? 'increase' : result < 0 ? 'decrease' : 'none';
  }
  return out;
}
