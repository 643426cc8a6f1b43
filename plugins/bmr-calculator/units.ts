/** Metric ↔ imperial, exact by definition (1 in = 2.54 cm, 1 lb = 0.45359237 kg), as in the BMI calculator. */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const INCHES_PER_FOOT = 12;

/** Rounded to one decimal as written (24.95 → 25.0), without -0. */
export function round1(value: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const tenths = Math.round(Number(`${mantissa}e${Number(exponent) + 1}`));
  return (Math.sign(value) * tenths) / 10 + 0;
}

/** Total inches as feet and inches, the inches to one decimal. */
export function feetAndInches(totalInches: number): { feet: number; inches: number } {
  const total = round1(totalInches);
  const feet = Math.floor(total / INCHES_PER_FOOT);
  return { feet, inches: round1(total - feet * INCHES_PER_FOOT) };
}

/** From the shortest to the tallest and heaviest adults on record, with a margin (as the BMI calculator). */
export const LIMITS = {
  heightCm: { min: 50, max: 280 },
  heightIn: { min: 20, max: 110 },
  weightKg: { min: 10, max: 650 },
  weightLb: { min: 22, max: 1430 },
} as const;
