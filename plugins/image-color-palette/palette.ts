/**
 * The dominant colours of an image: every visible pixel counted in a histogram of 32,768 boxes (5 bits
 * per channel, keeping the exact sums), then k-means in OKLab (distances that follow how different two
 * colours look) with k-means++ seeding, weighted by pixel counts. The randomness of the seeding is
 * seeded, so the same image always gives the same palette. Pure: runs in the worker and in Node.
 */
import { seededRandomInt, toOklab, type Rgb } from '@sdk/core';

/** Pixels at least this opaque count; fainter ones (anti-aliased edges of a cut-out) are left out. */
export const MIN_ALPHA = 128;
const BINS = 1 << 15;
const MAX_ITERATIONS = 40;
/** Any fixed number: the seeding is random only in the way it spreads the first centres. */
const SEED = 0x5eed;

export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export interface Cluster {
  /** The mean colour of the pixels in it, channels 0–255 (not rounded). */
  readonly color: Rgb;
  /** How many pixels. */
  readonly count: number;
}

export interface Histogram {
  /** Colours present (the mean of each box) and their pixel counts. */
  readonly colors: Rgb[];
  readonly counts: number[];
  /** Visible pixels (alpha ≥ MIN_ALPHA). */
  readonly visible: number;
}

export function histogram(raster: Raster): Histogram {
  const { data } = raster;
  const sums = new Float64Array(BINS * 3);
  const counts = new Uint32Array(BINS);
  let visible = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < MIN_ALPHA) continue;
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const bin = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    sums[bin * 3] += r;
    sums[bin * 3 + 1] += g;
    sums[bin * 3 + 2] += b;
    counts[bin]!++;
    visible++;
  }
  const colors: Rgb[] = [];
  const out: number[] = [];
  for (let bin = 0; bin < BINS; bin++) {
    const n = counts[bin]!;
    if (n === 0) continue;
    colors.push({ r: sums[bin * 3]! / n, g: sums[bin * 3 + 1]! / n, b: sums[bin * 3 + 2]! / n });
    out.push(n);
  }
  return { colors, counts: out, visible };
}

const dist2 = (a: readonly number[], b: readonly number[]) => (a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2;

/**
 * Weighted k-means of the histogram's colours into at most k clusters (fewer when the image has fewer
 * colours). Each cluster's colour is the mean of its pixels in sRGB, so a flat area gives back its exact colour.
 */
export function kMeans(hist: Histogram, k: number): Cluster[] {
  const { colors, counts } = hist;
  const n = colors.length;
  if (n === 0) return [];
  const labs = colors.map((c) => toOklab(c));
  const random = seededRandomInt(SEED);
  const uniform = () => random(0x40000000) / 0x40000000;
  // k-means++ (Arthur and Vassilvitskii, 2007): each next centre drawn with probability weight × squared distance.
  const centres: [number, number, number][] = [];
  const nearest = new Float64Array(n).fill(Infinity);
  const pick = (weights: Float64Array | number[]): number => {
    let total = 0;
    for (let i = 0; i < n; i++) total += weights[i]!;
    if (total <= 0) return -1;
    let target = uniform() * total;
    for (let i = 0; i < n; i++) {
      target -= weights[i]!;
      if (target < 0) return i;
    }
    return n - 1;
  };
  const weights = new Float64Array(n);
  let first = pick(counts);
  while (first >= 0 && centres.length < Math.min(k, n)) {
    centres.push([...labs[first]!] as [number, number, number]);
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i]!, dist2(labs[i]!, labs[first]!));
      weights[i] = counts[i]! * nearest[i]!;
    }
    first = pick(weights);
  }
  // Lloyd's iterations until no colour changes cluster.
  const assignment = new Int32Array(n).fill(-1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = false;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist2(labs[i]!, centres[c]!);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed = true;
      }
    }
    if (!changed) break;
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < n; i++) {
      const s = sums[assignment[i]!]!;
      const w = counts[i]!;
      s[0]! += labs[i]![0] * w;
      s[1]! += labs[i]![1] * w;
      s[2]! += labs[i]![2] * w;
      s[3]! += w;
    }
    sums.forEach((s, c) => {
      if (s[3]! > 0) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
  }
  // Each cluster's colour: the mean of its pixels in sRGB.
  const totals = centres.map(() => ({ r: 0, g: 0, b: 0, count: 0 }));
  for (let i = 0; i < n; i++) {
    const t = totals[assignment[i]!]!;
    const w = counts[i]!;
    t.r += colors[i]!.r * w;
    t.g += colors[i]!.g * w;
    t.b += colors[i]!.b * w;
    t.count += w;
  }
  return totals.filter((t) => t.count > 0).map((t) => ({ color: { r: t.r / t.count, g: t.g / t.count, b: t.b / t.count }, count: t.count }));
}

/**
 * Percentages with one decimal that add up to exactly 100 (largest remainder method): a palette of
 * three equal colours reads 33.4 %, 33.3 %, 33.3 %, not 33.3 % three times.
 */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors.map((f) => f / 10);
}
