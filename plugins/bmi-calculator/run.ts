import { toolError, type ToolError } from '@sdk/core';
import { BANDS, IDEAL_BMI, categoryOf, type Category } from './categories.ts';
import type { Gender, Input, Options, UnitSystem } from './manifest.ts';
import { INCHES_PER_FOOT, LIMITS, round1 } from './units.ts';

/** The fields as the page reads them: numbers, or null when empty (or hidden on this tab). */
export type BmiInput = Input;
export type Field = keyof BmiInput;

/** The spec's imperial factor: BMI = 703 × lb ÷ in². */
export const IMPERIAL_FACTOR = 703;

/** Height and weight each possible, yet together beyond any BMI measured in a person (about 7 to 190). */
export const BMI_LIMITS = { min: 6, max: 200 } as const;

/** Where the Deurenberg estimate stops meaning anything: below essential fat, or above what bodies hold. */
export const BODY_FAT_LIMITS = { min: 2, max: 75 } as const;

export type BodyFat =
  | { status: 'ok'; percent: number }
  /** No age typed: the estimate needs one. */
  | { status: 'noAge' }
  /** The formula is for adults: 18 to 120. */
  | { status: 'ageRange' }
  /** The formula gives a value outside BODY_FAT_LIMITS. */
  | { status: 'outOfRange' };

export interface BmiResult {
  system: UnitSystem;
  /** cm (metric) or total inches (imperial), as typed. */
  height: number;
  /** kg (metric) or lb (imperial), as typed. */
  weight: number;
  /** kg/m², one decimal: the value shown, and the one categorised and used for body fat. */
  bmi: number;
  category: Category;
  /** The weights at BMI 18.5 and 24.9 for this height, in the system's weight unit, one decimal. */
  ideal: { min: number; max: number };
  /** The weight change that reaches the ideal range: positive to gain, negative to lose, 0 inside it. */
  toIdeal: number;
  bodyFat: BodyFat;
  /** For each WHO band (in BANDS order), the weights it spans at this height, in the system's unit. */
  weights: { min?: number; max?: number }[];
}

/**
 * Body fat % by the adult formula of Deurenberg, Weststrate and Seidell (Br J Nutr 1991;65:105–114):
 * 1.20 × BMI + 0.23 × age − 10.8 × sex − 5.4, sex = 1 for men and 0 for women.
 */
export function deurenberg(bmi: number, age: number, gender: Gender): number {
  return 1.2 * bmi + 0.23 * age - 10.8 * (gender === 'male' ? 1 : 0) - 5.4;
}

function bodyFat(age: number | null, bmi: number, gender: Gender): BodyFat {
  if (age === null) return { status: 'noAge' };
  if (age < LIMITS.age.min || age > LIMITS.age.max) return { status: 'ageRange' };
  const percent = deurenberg(bmi, age, gender);
  if (percent < BODY_FAT_LIMITS.min || percent > BODY_FAT_LIMITS.max) return { status: 'outOfRange' };
  return { status: 'ok', percent: round1(percent) };
}

export function run(input: BmiInput, options: Options): BmiResult | ToolError {
  const { system, gender } = options;
  const metric = system === 'metric';

  // Height and weight in the system's units (the page has read them): empty, then out of range.
  let height: number;
  let weight: number;
  if (metric) {
    const cm = input.heightCm ?? null;
    const kg = input.weightKg ?? null;
    if (cm === null || kg === null) return toolError('required', { field: cm === null ? 'heightCm' : 'weightKg' });
    if (cm < LIMITS.heightCm.min || cm > LIMITS.heightCm.max) return toolError('heightRangeMetric', { field: 'heightCm', ...LIMITS.heightCm });
    if (kg < LIMITS.weightKg.min || kg > LIMITS.weightKg.max) return toolError('weightRange', { field: 'weightKg', ...LIMITS.weightKg, unit: 'kg' });
    height = cm;
    weight = kg;
  } else {
    const ft = input.heightFt ?? null;
    const inches = input.heightIn ?? null;
    const lb = input.weightLb ?? null;
    // 6 ft with the inches left empty is 6 ft 0 in; 70 in with the feet left empty is 70 in.
    if ((ft === null && inches === null) || lb === null) return toolError('required', { field: ft === null && inches === null ? 'heightFt' : 'weightLb' });
    const total = (ft ?? 0) * INCHES_PER_FOOT + (inches ?? 0);
    if ((ft ?? 0) < 0 || (inches ?? 0) < 0 || total < LIMITS.heightIn.min || total > LIMITS.heightIn.max) {
      return toolError('heightRangeImperial', { field: 'heightFt', minFt: 1, minIn: 8, maxFt: 9, maxIn: 2 });
    }
    if (lb < LIMITS.weightLb.min || lb > LIMITS.weightLb.max) return toolError('weightRange', { field: 'weightLb', ...LIMITS.weightLb, unit: 'lb' });
    height = total;
    weight = lb;
  }

  // BMI = kg ÷ m² (metric), 703 × lb ÷ in² (imperial). The weight at a given BMI is the reverse.
  const squared = metric ? (height / 100) ** 2 : height ** 2;
  const factor = metric ? 1 : IMPERIAL_FACTOR;
  const exact = (factor * weight) / squared;
  if (exact < BMI_LIMITS.min || exact > BMI_LIMITS.max) return toolError('implausible', { bmi: round1(exact) });
  const bmi = round1(exact);
  const weightAt = (b: number) => round1((b * squared) / factor);

  const ideal = { min: weightAt(IDEAL_BMI.min), max: weightAt(IDEAL_BMI.max) };
  const toIdeal = weight < ideal.min ? round1(ideal.min - weight) : weight > ideal.max ? round1(ideal.max - weight) : 0;
  const weights = BANDS.map((band) => ({
    ...(band.min !== undefined ? { min: weightAt(band.min) } : {}),
    ...(band.max !== undefined ? { max: weightAt(band.max) } : {}),
  }));

  return {
    system,
    height: height + 0,
    weight: weight + 0,
    bmi,
    category: categoryOf(bmi),
    ideal,
    toIdeal,
    bodyFat: bodyFat(input.age ?? null, bmi, gender),
    weights,
  };
}
