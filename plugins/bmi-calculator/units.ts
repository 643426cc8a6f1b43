/** Metric ↔ imperial for the height and weight fields, exact by definition (1 in = 2.54 cm, 1 lb = 0.45359237 kg). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const INCHES_PER_FOOT = 12;

/**
 * Rounded to one decimal as the number is written, half away from zero (24.95 → 25.0, although the
 * double nearest 24.95 is a hair below it and Math.round(24.95 * 10) gives 249), without -0.
 */
export function round1(value: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const tenths = Math.round(Number(`${mantissa}e${Number(exponent) + 1}`));
  return (Math.sign(value) * tenths) / 10 + 0;
}

/** Total inches as feet and inches, the inches to one decimal (69.3 → 5 ft 9.3 in; 71.96 → 6 ft 0 in). */
export function feetAndInches(totalInches: number): { feet: number; inches: number } {
  const total = round1(totalInches);
  const feet = Math.floor(total / INCHES_PER_FOOT);
  return { feet, inches: round1(total - feet * INCHES_PER_FOOT) };
}

export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;
export const poundsToKg = (lb: number) => lb * KG_PER_POUND;

/**
 * What a person can measure: from the shortest to the tallest adults on record (about 55 and 272 cm)
 * and up to the heaviest (about 635 kg), with a margin; the imperial limits are the same heights and
 * weights (20 in = 50.8 cm, 110 in = 279.4 cm; 1,430 lb = 648.6 kg).
 */
export const LIMITS = {
  heightCm: { min: 50, max: 280 },
  heightIn: { min: 20, max: 110 },
  weightKg: { min: 10, max: 650 },
  weightLb: { min: 22, max: 1430 },
  age: { min: 18, max: 120 },
} as const;

/** A height (cm or total inches) and weight (kg or lb) within what people measure. */
export function validHeightWeight(height: number, weight: number, system: 'metric' | 'imperial'): boolean {
  const [h, w] = system === 'metric' ? [LIMITS.heightCm, LIMITS.weightKg] : [LIMITS.heightIn, LIMITS.weightLb];
  return height >= h.min && height <= h.max && weight >= w.min && weight <= w.max;
}
