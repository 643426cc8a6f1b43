/**
 * The three BMR equations, in kcal per day, from weight in kg, height in cm and age in years:
 * - Mifflin–St Jeor: Mifflin MD, St Jeor ST et al., "A new predictive equation for resting energy
 *   expenditure in healthy individuals", Am J Clin Nutr 1990;51:241–247: 10 W + 6.25 H − 5 A + 5 (men),
 *   − 161 (women).
 * - Harris–Benedict as revised by Roza AM & Shizgal HM, "The Harris Benedict equation reevaluated",
 *   Am J Clin Nutr 1984;40:168–182: men 88.362 + 13.397 W + 4.799 H − 5.677 A; women
 *   447.593 + 9.247 W + 3.098 H − 4.330 A.
 * - Katch–McArdle: 370 + 21.6 × lean body mass (kg), lean mass = W × (1 − body fat).
 */
export const FORMULAS = ['mifflin', 'harris', 'katch'] as const;
export type Formula = (typeof FORMULAS)[number];
export type Sex = 'male' | 'female';

export interface Person {
  sex: Sex;
  age: number;
  /** kg */
  weight: number;
  /** cm */
  height: number;
  /** percent, when known */
  bodyFat: number | null;
}

export const MIFFLIN = { weight: 10, height: 6.25, age: 5, male: 5, female: -161 } as const;
export const HARRIS = {
  male: { base: 88.362, weight: 13.397, height: 4.799, age: 5.677 },
  female: { base: 447.593, weight: 9.247, height: 3.098, age: 4.33 },
} as const;
export const KATCH = { base: 370, lean: 21.6 } as const;

export const mifflin = (p: Person): number => MIFFLIN.weight * p.weight + MIFFLIN.height * p.height - MIFFLIN.age * p.age + MIFFLIN[p.sex];

export function harris(p: Person): number {
  const c = HARRIS[p.sex];
  return c.base + c.weight * p.weight + c.height * p.height - c.age * p.age;
}

export const leanMass = (p: Person): number | null => (p.bodyFat === null ? null : p.weight * (1 - p.bodyFat / 100));

export function katch(p: Person): number | null {
  const lean = leanMass(p);
  return lean === null ? null : KATCH.base + KATCH.lean * lean;
}

export const bmrBy: Record<Formula, (p: Person) => number | null> = { mifflin, harris, katch };

/**
 * Activity factors (TDEE = BMR × factor), as the usual calculators and the FAO/WHO/UNU levels give
 * them: sedentary 1.2, light exercise 1–3 days a week 1.375, moderate 3–5 days 1.55, hard 6–7 days
 * 1.725, very hard or a physical job 1.9.
 */
export const ACTIVITY = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, veryActive: 1.9 } as const;
export type Activity = keyof typeof ACTIVITY;
export const ACTIVITIES = Object.keys(ACTIVITY) as Activity[];

/** The energy in a kilogram and in a pound of body weight, as calorie-counting rules of thumb use it. */
export const KCAL_PER_KG = 7700;
export const KCAL_PER_LB = 3500;

/** Daily intakes below which diets are advised only under medical supervision (NIH / NHLBI guidance). */
export const MIN_INTAKE: Record<Sex, number> = { male: 1500, female: 1200 };
