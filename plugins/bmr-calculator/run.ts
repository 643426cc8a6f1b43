import { toolError, type ToolError } from '@sdk/core';
import { ACTIVITIES, ACTIVITY, bmrBy, KCAL_PER_KG, KCAL_PER_LB, leanMass, MIN_INTAKE, type Person } from './formulas.ts';
import type { Input, Options } from './manifest.ts';
import { CM_PER_INCH, INCHES_PER_FOOT, KG_PER_POUND, LIMITS } from './units.ts';

export interface BmrResult {
  system: Options['system'];
  /** The person in the formulas' units: kg and cm, to two decimals. */
  weightKg: number;
  heightCm: number;
  /** Lean body mass in kg (two decimals), with a body fat percentage. */
  leanKg: number | null;
  /** BMR in kcal a day by each formula, whole; Katch–McArdle needs the body fat. */
  bmr: { mifflin: number; harris: number; katch: number | null };
  /** The chosen formula's BMR × the chosen activity factor, kcal a day. */
  tdee: number;
  /** The TDEE at each activity level, in ACTIVITIES order. */
  byActivity: number[];
  /** Calories a day for the goal, and the daily change from the TDEE (null to maintain). */
  target: { kcal: number; change: number } | null;
  /** The target is below the intake advised only under medical supervision (1,500 men, 1,200 women). */
  belowMinimum: boolean;
}

const round2 = (x: number) => Math.round(x * 100) / 100 + 0;

export function run(input: Input, options: Options): BmrResult | ToolError {
  const { system, gender, activity, formula, goal } = options;
  const metric = system === 'metric';
  const { age, bodyFat } = input;
  if (age === null) return toolError('required', { field: 'age' });

  let weightKg: number;
  let heightCm: number;
  let pace: number;
  if (metric) {
    if (input.heightCm === null) return toolError('required', { field: 'heightCm' });
    if (input.weightKg === null) return toolError('required', { field: 'weightKg' });
    if (input.paceKg === null) return toolError('required', { field: 'paceKg' });
    [weightKg, heightCm, pace] = [input.weightKg, input.heightCm, input.paceKg];
  } else {
    const { heightFt: ft, heightIn: inches } = input;
    if (ft === null && inches === null) return toolError('required', { field: 'heightFt' });
    if (input.weightLb === null) return toolError('required', { field: 'weightLb' });
    if (input.paceLb === null) return toolError('required', { field: 'paceLb' });
    const total = (ft ?? 0) * INCHES_PER_FOOT + (inches ?? 0);
    if (total < LIMITS.heightIn.min || total > LIMITS.heightIn.max) return toolError('heightRangeImperial', { field: 'heightFt', minFt: 1, minIn: 8, maxFt: 9, maxIn: 2 });
    [weightKg, heightCm, pace] = [input.weightLb * KG_PER_POUND, total * CM_PER_INCH, input.paceLb];
  }

  const person: Person = { sex: gender, age, weight: weightKg, height: heightCm, bodyFat };
  const exact = bmrBy[formula](person);
  if (exact === null) return toolError('bodyFatRequired', { field: 'bodyFat' });
  const mifflin = bmrBy.mifflin(person)!;
  const harris = bmrBy.harris(person)!;
  const katch = bmrBy.katch(person);
  // A very light, old person can reach zero or less with a regression made for healthy adults.
  if (Math.min(mifflin, harris, katch ?? Infinity) < 500) return toolError('implausible');

  const tdee = Math.round(exact * ACTIVITY[activity]);
  const daily = goal === 'maintain' ? 0 : Math.round((pace * (metric ? KCAL_PER_KG : KCAL_PER_LB)) / 7) * (goal === 'lose' ? -1 : 1);
  const target = goal === 'maintain' ? null : { kcal: tdee + daily, change: daily + 0 };
  const lean = leanMass(person);
  return {
    system,
    weightKg: round2(weightKg),
    heightCm: round2(heightCm),
    leanKg: lean === null ? null : round2(lean),
    bmr: { mifflin: Math.round(mifflin), harris: Math.round(harris), katch: katch === null ? null : Math.round(katch) },
    tdee,
    byActivity: ACTIVITIES.map((a) => Math.round(exact * ACTIVITY[a])),
    target,
    belowMinimum: target !== null && target.kcal < MIN_INTAKE[gender],
  };
}
