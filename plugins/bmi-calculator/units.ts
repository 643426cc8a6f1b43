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
