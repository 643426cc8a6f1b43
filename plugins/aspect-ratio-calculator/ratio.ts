/** Ratios as whole numbers in lowest terms, read from sizes or from what the visitor types ("16:9", "2.39:1"). */
import { COMMON_RATIOS, type CommonRatio } from './ratios.ts';

export interface Ratio {
  w: number;
  h: number;
}

/** Greatest common divisor of two non-negative safe integers (Euclid). */
export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Decimal places of a number as written (1.85 → 2); at most 6 are kept. */
function decimals(value: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const places = (mantissa!.split('.')[1]?.length ?? 0) - Number(exponent);
  return Math.min(Math.max(places, 0), 6);
}

/**
 * The ratio of two positive numbers in lowest whole terms (1920, 1080 → 16:9; 1.85, 1 → 37:20), with
 * the common divisor of the whole numbers it reduced; null for zero or a ratio too fine to write.
 */
export function ratioOf(width: number, height: number): (Ratio & { gcd: number; scale: number }) | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const scale = 10 ** Math.max(decimals(width), decimals(height));
  const a = Math.round(width * scale);
  const b = Math.round(height * scale);
  if (a === 0 || b === 0 || !Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
  const d = gcd(a, b);
  return { w: a / d, h: b / d, gcd: d, scale };
}

/** "16:9", as the ratio field takes it. */
export const ratioText = (r: Ratio): string => `${r.w}:${r.h}`;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const RATIO = new RegExp(String.raw`^${NUMBER}(?:\s*(?::|/|x|×|\bby\b|∶)\s*${NUMBER})?$`, 'i');

export type ParsedRatio = { ok: true; ratio: Ratio } | { ok: false; code: 'ratioRequired' | 'ratioInvalid' | 'ratioZero' };

/**
 * Reads a ratio as people write it: "16:9", "16/9", "16x9", "16 × 9", "2.39:1", "2,39:1" or "2.39"
 * (which is 2.39:1). Decimal points or commas alike, since no ratio has a thousands separator.
 */
export function parseRatio(text: string): ParsedRatio {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'ratioRequired' };
  const m = RATIO.exec(trimmed);
  if (!m) return { ok: false, code: 'ratioInvalid' };
  const read = (s: string) => Number(s.replace(',', '.'));
  const a = read(m[1]!);
  const b = m[2] === undefined ? 1 : read(m[2]);
  if (a === 0 || b === 0) return { ok: false, code: 'ratioZero' };
  const ratio = ratioOf(a, b);
  return ratio ? { ok: true, ratio: { w: ratio.w, h: ratio.h } } : { ok: false, code: 'ratioInvalid' };
}

const same = (r: Ratio, w: number, h: number) => r.w * h === r.h * w;

/** The common ratio this one is (by its exact resolutions or by its name: 64:27 and 7:3 are both "21:9"). */
export function commonRatio(r: Ratio): CommonRatio | undefined {
  return COMMON_RATIOS.find((c) => same(r, c.w, c.h) || same(r, ...nominal(c)) || (c.also ?? []).some(([w, h]) => same(r, w, h)));
}

/** A common ratio's name as a ratio ("2.39:1" → 239:100). */
export function nominal(c: CommonRatio): [number, number] {
  const [a, b] = c.name.split(':').map(Number) as [number, number];
  const r = ratioOf(a, b)!;
  return [r.w, r.h];
}

/**
 * The common ratio nearest to this one, and how much wider (positive) or narrower it is, in percent to
 * two decimals: 1366 × 768 is 0.05 % wider than 16:9.
 */
export function nearestRatio(r: Ratio): { id: string; off: number } {
  const value = r.w / r.h;
  const exact = commonRatio(r);
  if (exact) return { id: exact.id, off: 0 };
  let best = COMMON_RATIOS[0]!;
  let bestDistance = Infinity;
  for (const c of COMMON_RATIOS) {
    const distance = Math.abs(Math.log(value / (c.w / c.h)));
    if (distance < bestDistance) [best, bestDistance] = [c, distance];
  }
  const off = Math.round((value / (best.w / best.h) - 1) * 10_000) / 100;
  return { id: best.id, off: off + 0 };
}
