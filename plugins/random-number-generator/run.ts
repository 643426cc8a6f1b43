import { hashSeed, randomInt, seededRandomInt, toolError, type RandomInt, type ToolError } from '@sdk/core';
import { randomBelow, randomDistinct } from './draw.ts';
import { MAX_COUNT, type Input, type Options } from './manifest.ts';

export interface Stats {
  count: number;
  sum: number;
  mean: number;
  min: number;
  max: number;
}

export interface NumbersResult {
  mode: 'numbers';
  values: number[];
  /** The lowest and highest values that can be drawn (the range, moved inside to the chosen decimal places). */
  low: number;
  high: number;
  /** Decimal places (0: whole numbers). */
  decimals: number;
  /** How many different values the range holds (approximate above 2⁵³). */
  available: number;
  seeded: boolean;
  stats: Stats;
}

export interface DiceResult {
  mode: 'dice';
  sides: number;
  rolls: number[];
  /** How many dice show each face, 1 to sides (for dice of up to 100 sides; empty above). */
  faces: number[];
  seeded: boolean;
  stats: Stats;
}

export type Side = 'heads' | 'tails';
export interface CoinResult {
  mode: 'coin';
  flips: Side[];
  heads: number;
  tails: number;
  /** The first of the longest runs of the same side. */
  longestRun: { side: Side; length: number };
  seeded: boolean;
}

export type DrawResult = NumbersResult | DiceResult | CoinResult;

/** Faces counted one by one up to this many sides (a D100); above, only the statistics. */
export const MAX_FACES_COUNTED = 100;
const SAFE = Number.MAX_SAFE_INTEGER;

/** The Web Crypto source, or the seeded one when a seed is given (spaces around it ignored). */
export function sourceFor(seed: string): RandomInt {
  const s = seed.trim();
  return s === '' ? randomInt : seededRandomInt(hashSeed(s));
}

/** x × 10^d as a whole number, up (ceil) or down (floor), reading 0.07 × 100 = 7.000000000000001 as 7. */
function scaled(x: number, scale: number, direction: 'up' | 'down'): number {
  const s = x * scale;
  const r = Math.round(s);
  if (Math.abs(s - r) <= Math.max(1, Math.abs(s)) * 8 * Number.EPSILON) return r;
  return direction === 'up' ? Math.ceil(s) : Math.floor(s);
}

export function statsOf(values: readonly number[], sum: number): Stats {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { count: values.length, sum, mean: sum / values.length, min, max };
}

function numbers(input: Input, options: Options, random: RandomInt, seeded: boolean): NumbersResult | ToolError {
  const { min, max, count } = input;
  if (min === null || max === null || count === null) return toolError('unexpected');
  const decimals = options.kind === 'decimal' ? options.decimals : 0;
  if (decimals === 0) {
    if (!Number.isInteger(min)) return toolError('notWhole', { field: 'min' });
    if (!Number.isInteger(max)) return toolError('notWhole', { field: 'max' });
  }
  if (min > max) return toolError('minAboveMax', { field: 'max', min, max });
  const scale = 10 ** decimals;
  // Values with d decimal places are drawn as whole numbers of 10^-d: they must stay exact.
  const limit = Math.floor(SAFE / scale);
  if (Math.abs(min) > limit) return toolError('tooPrecise', { field: 'min', decimals, limit });
  if (Math.abs(max) > limit) return toolError('tooPrecise', { field: 'max', decimals, limit });
  const low = BigInt(scaled(min, scale, 'up'));
  const high = BigInt(scaled(max, scale, 'down'));
  if (low > high) return toolError('noValueInRange', { field: 'max', decimals, min, max });
  const size = high - low + 1n;
  if (options.unique && BigInt(count) > size) return toolError('notEnoughUnique', { field: 'count', count, available: Number(size), min, max });
  const steps = options.unique ? randomDistinct(size, count, random) : Array.from({ length: count }, () => randomBelow(size, random));
  let sum = 0n;
  const whole = steps.map((k) => {
    const v = low + k;
    sum += v;
    return Number(v);
  });
  if (options.sort === 'ascending') whole.sort((a, b) => a - b);
  else if (options.sort === 'descending') whole.sort((a, b) => b - a);
  const values = decimals === 0 ? whole : whole.map((v) => v / scale);
  return {
    mode: 'numbers',
    values,
    low: Number(low) / scale,
    high: Number(high) / scale,
    decimals,
    available: Number(size),
    seeded,
    stats: statsOf(values, Number(sum) / scale),
  };
}

export function sidesOf(options: Pick<Options, 'die' | 'sides'>): number {
  return options.die === 'custom' ? options.sides : Number(options.die.slice(1));
}

function dice(count: number, options: Options, random: RandomInt, seeded: boolean): DiceResult {
  const sides = sidesOf(options);
  const rolls = Array.from({ length: count }, () => 1 + random(sides));
  const faces = sides <= MAX_FACES_COUNTED ? new Array<number>(sides).fill(0) : [];
  let sum = 0;
  for (const r of rolls) {
    sum += r;
    if (faces.length) faces[r - 1]!++;
  }
  return { mode: 'dice', sides, rolls, faces, seeded, stats: statsOf(rolls, sum) };
}

function coin(count: number, random: RandomInt, seeded: boolean): CoinResult {
  const flips: Side[] = Array.from({ length: count }, () => (random(2) === 0 ? 'heads' : 'tails'));
  let heads = 0;
  let longestRun = { side: flips[0]!, length: 0 };
  let run = 0;
  flips.forEach((side, i) => {
    if (side === 'heads') heads++;
    run = i > 0 && flips[i - 1] === side ? run + 1 : 1;
    if (run > longestRun.length) longestRun = { side, length: run };
  });
  return { mode: 'coin', flips, heads, tails: count - heads, longestRun, seeded };
}

/**
 * Numbers in a range (whole or with decimal places, different or not, sorted or not), dice or coin
 * flips, drawn uniformly from `source` (never with modulo bias).
 */
export function draw(input: Input, options: Options, source: RandomInt): DrawResult | ToolError {
  const count = input.count;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return toolError('unexpected');
  const seeded = options.seed.trim() !== '';
  if (options.mode === 'dice') return dice(count, options, source, seeded);
  if (options.mode === 'coin') return coin(count, source, seeded);
  return numbers(input, options, source, seeded);
}

/** A draw with the Web Crypto source, or the seeded one when the options give a seed. */
export function run(input: Input, options: Options): DrawResult | ToolError {
  return draw(input, options, sourceFor(options.seed));
}
