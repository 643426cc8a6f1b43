/**
 * The grading scales of the site's four languages' countries, and the one approximate conversion
 * between them: a grade keeps its place between the pass mark and the best grade (and, below the pass
 * mark, between the worst grade and the pass mark). Into the German scale this is the modified Bavarian
 * formula the Kultusministerkonferenz recommends for foreign grades (KMK, 1991):
 * N = 1 + 3 × (Nmax − Nd) / (Nmax − Nmin), with Nmax the best grade and Nmin the lowest pass.
 */
export const SCALES = ['us', 'percent', 'de', 'es', 'fr'] as const;
export type Scale = (typeof SCALES)[number];

export interface ScaleDef {
  best: number;
  /** The lowest passing grade (Nmin of the Bavarian formula). */
  pass: number;
  worst: number;
}

export const SCALE: Record<Scale, ScaleDef> = {
  // GPA 4.0: A = 4.0 … D = 1.0 (the lowest pass), F = 0.
  us: { best: 4, pass: 1, worst: 0 },
  // US percentages: 60 % (D−) is the usual lowest pass.
  percent: { best: 100, pass: 60, worst: 0 },
  // Germany: 1 (sehr gut) best, 4 (ausreichend) the lowest pass, 6 (ungenügend) worst.
  de: { best: 1, pass: 4, worst: 6 },
  // Spain: 10 best, 5 (aprobado) the lowest pass.
  es: { best: 10, pass: 5, worst: 0 },
  // France: 20 best, 10 the lowest pass.
  fr: { best: 20, pass: 10, worst: 0 },
};

/** Letter grades and their points on the 4.0 scale (College Board; A+ counts as 4.0). */
export const LETTER_POINTS: Readonly<Record<string, number>> = {
  'A+': 4, A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, 'C-': 1.7, 'D+': 1.3, D: 1, 'D-': 0.7, F: 0,
};

/** Percentage bands of the letters (College Board, as most US schools use them). */
const PERCENT_LETTERS: readonly [number, string][] = [
  [97, 'A+'], [93, 'A'], [90, 'A-'], [87, 'B+'], [83, 'B'], [80, 'B-'], [77, 'C+'], [73, 'C'], [70, 'C-'], [67, 'D+'], [63, 'D'], [60, 'D-'], [0, 'F'],
];

/**
 * Grade points against the lowest percentage of their letter's band: US percentages and GPAs convert
 * through the letters (83 % is a B, 3.0), by straight lines between these points, so that a grade keeps
 * its letter on both scales.
 */
const PERCENT_GPA: readonly [number, number][] = [
  [0, 0], [59, 0], [60, 0.7], [63, 1], [67, 1.3], [70, 1.7], [73, 2], [77, 2.3], [80, 2.7], [83, 3], [87, 3.3], [90, 3.7], [93, 4], [100, 4],
];

/** The value at x of the straight lines through points sorted by x (the first one where two have the same x). */
function along(points: readonly (readonly [number, number])[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (x <= x1) return x1 === x0 ? y0 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points[points.length - 1]![1];
}

/** The grade on `to` that has the place `value` has on `from`. */
export function convert(value: number, from: Scale, to: Scale): number {
  if (from === 'percent' && to === 'us') return along(PERCENT_GPA, value);
  // A GPA of 4.0 is the bottom of the A band (93 %), the lowest percentage that earns it.
  if (from === 'us' && to === 'percent') return along(PERCENT_GPA.slice(0, -1).map(([p, g]) => [g, p] as const), value);
  const a = SCALE[from];
  const b = SCALE[to];
  // Signed distances, so that the German scale (1 best, 6 worst) needs no special case.
  if ((value - a.pass) * (a.best - a.pass) >= 0) return b.pass + ((value - a.pass) / (a.best - a.pass)) * (b.best - b.pass);
  return b.worst + ((value - a.worst) / (a.pass - a.worst)) * (b.pass - b.worst);
}

/** Whether a grade is on the scale (between its worst and best, in either order). */
export function onScale(value: number, scale: Scale): boolean {
  const { best, worst } = SCALE[scale];
  return value >= Math.min(best, worst) && value <= Math.max(best, worst);
}

/** Whether `a` is a better grade than `b` on the scale. */
export const better = (a: number, b: number, scale: Scale): boolean => (SCALE[scale].best > SCALE[scale].worst ? a > b : a < b);

/**
 * The word a grade has in its country: the letter whose points a GPA reaches, the letter band for a
 * percentage, the German whole grade (to the nearest, x.5 to the better one), the Spanish
 * calificación, the French mention. A key of the locale's `word` texts.
 */
export function wordOf(value: number, scale: Scale): string {
  switch (scale) {
    case 'us': {
      // The letter whose band the points fall in (3.5 is a B+ until 3.7), as the percentage bands map onto points.
      const letter = Object.entries(LETTER_POINTS).find(([l, points]) => l !== 'A+' && value >= points - 1e-9)!;
      return `letter.${letter[0]}`;
    }
    case 'percent':
      return `letter.${PERCENT_LETTERS.find(([min]) => value >= min - 1e-9)![1]}`;
    case 'de':
      return `de.${Math.min(6, Math.max(1, Math.ceil(value - 0.5 - 1e-9)))}`;
    case 'es':
      return `es.${value < 5 ? 'suspenso' : value < 7 ? 'aprobado' : value < 9 ? 'notable' : 'sobresaliente'}`;
    case 'fr':
      return `fr.${value < 10 ? 'insuffisant' : value < 12 ? 'passable' : value < 14 ? 'assezBien' : value < 16 ? 'bien' : 'tresBien'}`;
  }
}
