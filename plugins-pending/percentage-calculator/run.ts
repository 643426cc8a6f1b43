import { parseNumber, toolError, type ToolError } from '@sdk/core';
import type { Mode, Options } from './manifest.ts';

/** The two numbers of a tab's sentence, as canonical number text (the panel passes canonicalNumberText). */
export interface PercentageInput {
  x: string;
  y: string;
}

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

export type Field = keyof PercentageInput;

/** -0 would be shown as "-0". */
const plain = (n: number) => n + 0;

/** a × b ÷ c, in the order that keeps whole-number inputs exact (15 × 200 ÷ 100), else the order that avoids overflow. */
function mulDiv(a: number, b: number, c: number): number {
  const exact = (a * b) / c;
  return Number.isFinite(exact) ? exact : (a / c) * b;
}

function read(text: string, field: Field): number | ToolError | null {
  const value = parseNumber(text);
  if (value === null) return null;
  return Number.isNaN(value) ? toolError('invalidNumber', { field }) : value;
}

export function run(input: PercentageInput, options: Options): PercentageResult | ToolError {
  const mode = options.mode;
  const x = read(input.x, 'x');
  if (typeof x === 'object' && x !== null) return x;
  const y = read(input.y, 'y');
  if (typeof y === 'object' && y !== null) return y;
  if (x === null || y === null) return toolError('required', { field: x === null ? 'x' : 'y' });

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
