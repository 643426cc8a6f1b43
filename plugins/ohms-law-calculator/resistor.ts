/**
 * The resistor colour code (IEC 60062:2016) and the E series of preferred values (IEC 60063).
 * Pure data and lookups: no texts (colour names are the locale's `colours.<name>`).
 */

export const COLOURS = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white', 'gold', 'silver', 'pink', 'none'] as const;
export type Colour = (typeof COLOURS)[number];

/** Significant figure of each colour that has one. */
export const DIGIT: Partial<Record<Colour, number>> = { black: 0, brown: 1, red: 2, orange: 3, yellow: 4, green: 5, blue: 6, violet: 7, grey: 8, white: 9 };
/** Multiplier band: the power of ten. */
export const MULTIPLIER: Partial<Record<Colour, number>> = { ...DIGIT, gold: -1, silver: -2, pink: -3 };
/** Tolerance band, ± percent ("none": no band, a 3-band resistor's ±20 %). */
export const TOLERANCE: Partial<Record<Colour, number>> = {
  brown: 1,
  red: 2,
  orange: 0.05,
  yellow: 0.02,
  green: 0.5,
  blue: 0.25,
  violet: 0.1,
  grey: 0.05,
  gold: 5,
  silver: 10,
  none: 20,
};
/** Temperature coefficient band, ppm/K. */
export const TEMPCO: Partial<Record<Colour, number>> = { black: 250, brown: 100, red: 50, orange: 15, yellow: 25, green: 20, blue: 10, violet: 5, grey: 1 };

const keysOf = (table: Partial<Record<Colour, number>>): Colour[] => COLOURS.filter((c) => table[c] !== undefined);
export const DIGIT_COLOURS = keysOf(DIGIT);
/** In the order of their powers of ten, smallest first. */
export const MULTIPLIER_COLOURS = [...keysOf(MULTIPLIER)].sort((a, b) => MULTIPLIER[a]! - MULTIPLIER[b]!);
export const TOLERANCE_COLOURS = keysOf(TOLERANCE);
export const TEMPCO_COLOURS = keysOf(TEMPCO);

export const SERIES = ['E6', 'E12', 'E24', 'E48', 'E96', 'E192'] as const;
export type Series = (typeof SERIES)[number];

/**
 * E6, E12 and E24 are listed (their values do not follow the formula: 2.7, 3.3, 4.7…); E48, E96 and
 * E192 are 10^(i/n) to three figures, with E192's one exception, 9.20 for 9.19.
 */
const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91];
const threeFigures = (n: number): number[] => Array.from({ length: n }, (_, i) => Math.round(100 * 10 ** (i / n))).map((v) => (n === 192 && v === 919 ? 920 : v));

/** Each series' values in one decade, as whole numbers of two or three figures (47, 4.7 kΩ; 464, 46.4 kΩ). */
export const SERIES_VALUES: Record<Series, readonly number[]> = {
  E6: [10, 15, 22, 33, 47, 68],
  E12: [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
  E24,
  E48: threeFigures(48),
  E96: threeFigures(96),
  E192: threeFigures(192),
};

/** The nominal tolerance each series is made for, ± percent. */
export const SERIES_TOLERANCE: Record<Series, number> = { E6: 20, E12: 10, E24: 5, E48: 2, E96: 1, E192: 0.5 };

/** value = mantissa × 10^exponent, with the mantissa written as it is in SERIES_VALUES (two or three figures). */
export interface Preferred {
  value: number;
  figures: number[];
  exponent: number;
}

/** 4.7 × 10³ without the binary noise of 4.7 * 1000 = 4700.000000000001. */
export function fromFigures(figures: readonly number[], exponent: number): number {
  const whole = Number(figures.join(''));
  return Number((exponent >= 0 ? whole * 10 ** exponent : whole / 10 ** -exponent).toPrecision(12));
}

/** The preferred values of a series around `value`: the one just below (or equal), and the one just above. */
export function neighbours(series: Series, value: number): { below: Preferred; above: Preferred } {
  const list = SERIES_VALUES[series];
  const digits = String(list[0]).length;
  // The decade whose mantissas (10…99 or 100…999) contain the value.
  let exponent = Math.floor(Math.log10(value)) - (digits - 1);
  const at = (m: number, e: number): Preferred => ({ value: fromFigures(String(m).split('').map(Number), e), figures: String(m).split('').map(Number), exponent: e });
  let below: Preferred | null = null;
  for (let i = list.length - 1; i >= 0; i--) {
    const p = at(list[i]!, exponent);
    if (p.value <= value) {
      below = p;
      break;
    }
  }
  if (!below) {
    // Below the decade's first value (a rounding edge): the last one of the decade before.
    below = at(list[list.length - 1]!, exponent - 1);
  }
  let above: Preferred | null = null;
  for (const m of list) {
    const p = at(m, exponent);
    if (p.value > value) {
      above = p;
      break;
    }
  }
  if (!above) above = at(list[0]!, exponent + 1);
  return { below, above };
}

/** The preferred value nearest `value` by ratio (the smaller relative difference, as tolerances are relative). */
export function nearest(series: Series, value: number): { nearest: Preferred; below: Preferred; above: Preferred } {
  const { below, above } = neighbours(series, value);
  const pick = value / below.value <= above.value / value ? below : above;
  return { nearest: pick, below, above };
}

/** The smallest of our series that holds this value's figures (4.7 kΩ: E6), or null. */
export function seriesOf(figures: readonly number[]): Series | null {
  const significant = Number(figures.join('').replace(/0+$/, '') || '0');
  if (significant === 0) return null;
  for (const s of SERIES) {
    const digits = String(SERIES_VALUES[s][0]).length;
    const wanted = Number(String(significant).padEnd(digits, '0'));
    if (String(significant).length <= digits && SERIES_VALUES[s].includes(wanted)) return s;
  }
  return null;
}
