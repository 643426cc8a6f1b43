import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { harris, katch, mifflin, type Person } from './formulas.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type BmrResult } from './run.ts';

const DEFAULTS: Options = { system: 'metric', gender: 'male', activity: 'moderate', formula: 'mifflin', goal: 'lose' };
const EMPTY = { age: '', heightCm: '', heightFt: '', heightIn: '', weightKg: '', weightLb: '', bodyFat: '', paceKg: '0.5', paceLb: '1' };

function outcome(texts: Partial<typeof EMPTY>, options: Partial<Options> = {}, lang = 'en'): BmrResult | ToolError {
  const all = { ...DEFAULTS, ...options };
  const read = readFields(manifest.fields, { ...EMPTY, ...texts }, lang, all.system);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, all);
}
const ok = (texts: Partial<typeof EMPTY>, options: Partial<Options> = {}, lang = 'en') => {
  const r = outcome(texts, options, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
};
const person = (sex: Person['sex'], age: number, weight: number, height: number, bodyFat: number | null = null): Person => ({ sex, age, weight, height, bodyFat });

describe('the published equations', () => {
  it('Mifflin–St Jeor (Am J Clin Nutr 1990): 10 W + 6.25 H − 5 A + 5 for men, − 161 for women', () => {
    // 10 × 80 + 6.25 × 180 − 5 × 25 + 5 = 800 + 1125 − 125 + 5 = 1805.
    expect(mifflin(person('male', 25, 80, 180))).toBe(1805);
    // 10 × 60 + 6.25 × 165 − 5 × 30 − 161 = 600 + 1031.25 − 150 − 161 = 1320.25.
    expect(mifflin(person('female', 30, 60, 165))).toBe(1320.25);
    // 10 × 90 + 6.25 × 175 − 5 × 50 + 5 = 900 + 1093.75 − 250 + 5 = 1748.75.
    expect(mifflin(person('male', 50, 90, 175))).toBe(1748.75);
  });

  it('Harris–Benedict as revised by Roza and Shizgal (Am J Clin Nutr 1984)', () => {
    // 88.362 + 13.397 × 80 + 4.799 × 180 − 5.677 × 25 = 88.362 + 1071.76 + 863.82 − 141.925 = 1882.017.
    expect(harris(person('male', 25, 80, 180))).toBeCloseTo(1882.017, 6);
    // 447.593 + 9.247 × 60 + 3.098 × 165 − 4.330 × 30 = 447.593 + 554.82 + 511.17 − 129.9 = 1383.683.
    expect(harris(person('female', 30, 60, 165))).toBeCloseTo(1383.683, 6);
  });

  it('Katch–McArdle: 370 + 21.6 × lean body mass', () => {
    // 80 kg at 15 % fat: 68 kg lean; 370 + 21.6 × 68 = 1838.8.
    expect(katch(person('male', 25, 80, 180, 15))).toBeCloseTo(1838.8, 9);
    expect(katch(person('male', 25, 80, 180))).toBeNull();
  });
});

describe('TDEE and goals', () => {
  it('multiplies the chosen formula by the activity factor', () => {
    // 1805 × 1.2, 1.375, 1.55, 1.725, 1.9.
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }).byActivity).toEqual([2166, 2482, 2798, 3114, 3430]);
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }, { activity: 'sedentary' }).tdee).toBe(2166);
    // Harris–Benedict 1882.017 × 1.55 = 2917.1.
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }, { formula: 'harris' }).tdee).toBe(2917);
  });

  it('takes 7,700 kcal per kg and 3,500 kcal per lb, spread over a week', () => {
    expect(ok({ age: '25', heightCm: '180', weightKg: '80', paceKg: '1' }).target).toEqual({ kcal: 2798 - 1100, change: -1100 });
    expect(ok({ age: '25', heightCm: '180', weightKg: '80', paceKg: '0.25' }, { goal: 'gain' }).target).toEqual({ kcal: 2798 + 275, change: 275 });
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }, { goal: 'maintain' }).target).toBeNull();
    expect(ok({ age: '25', heightFt: '5', heightIn: '11', weightLb: '176', paceLb: '2' }, { system: 'imperial' }).target?.change).toBe(-1000);
  });

  it('warns below 1,200 kcal for women and 1,500 kcal for men', () => {
    // Woman of 60, 155 cm, 50 kg, sedentary: (500 + 968.75 − 300 − 161) × 1.2 = 1209; − 1100 = 109.
    const r = ok({ age: '60', heightCm: '155', weightKg: '50', paceKg: '1' }, { gender: 'female', activity: 'sedentary' });
    expect(r).toMatchObject({ tdee: 1209, target: { kcal: 109 }, belowMinimum: true });
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }).belowMinimum).toBe(false);
  });
});

describe('units', () => {
  it('converts imperial exactly before the formulas (1 in = 2.54 cm, 1 lb = 0.45359237 kg)', () => {
    // 5 ft 11 in = 71 in = 180.34 cm; 176 lb = 79.832 kg. Mifflin: 798.32 + 1127.125 − 125 + 5 = 1805.4.
    const r = ok({ age: '25', heightFt: '5', heightIn: '11', weightLb: '176' }, { system: 'imperial' });
    expect(r).toMatchObject({ heightCm: 180.34, weightKg: 79.83, bmr: { mifflin: 1805 } });
    // Feet alone, or inches alone.
    expect(ok({ age: '25', heightFt: '6', weightLb: '176' }, { system: 'imperial' }).heightCm).toBe(182.88);
    expect(ok({ age: '25', heightIn: '70', weightLb: '176' }, { system: 'imperial' }).heightCm).toBe(177.8);
  });

  it('carries the person over when switching units', () => {
    const none = { age: null, heightCm: null, heightFt: null, heightIn: null, weightKg: null, weightLb: null, bodyFat: null, paceKg: null, paceLb: null };
    expect(manifest.onTabChange!({ input: { ...none, heightCm: 175, weightKg: 70 }, options: DEFAULTS, from: 'metric', to: 'imperial' })).toEqual({ input: { heightFt: 5, heightIn: 8.9, weightLb: 154.3 } });
    expect(manifest.onTabChange!({ input: { ...none, heightFt: 6, heightIn: 0, weightLb: 200 }, options: DEFAULTS, from: 'imperial', to: 'metric' })).toEqual({ input: { heightCm: 182.9, weightKg: 90.7 } });
    expect(manifest.onTabChange!({ input: none, options: DEFAULTS, from: 'metric', to: 'imperial' })).toEqual({});
  });
});

describe('bad input', () => {
  it('says at the field what is missing or wrong', () => {
    expect(outcome({ heightCm: '180', weightKg: '80' })).toEqual(toolError('required', { field: 'age' }));
    expect(outcome({ age: '25', weightKg: '80' })).toEqual(toolError('required', { field: 'heightCm' }));
    expect(outcome({ age: 'abc', heightCm: '180', weightKg: '80' })).toEqual(toolError('invalidNumber', { field: 'age' }));
    expect(outcome({ age: '25.5', heightCm: '180', weightKg: '80' })).toEqual(toolError('notInteger', { field: 'age' }));
    expect(outcome({ age: '12', heightCm: '180', weightKg: '80' })).toEqual(toolError('belowMin', { min: 15, field: 'age' }));
    expect(outcome({ age: '25', heightCm: '18', weightKg: '80' })).toEqual(toolError('belowMin', { min: 50, field: 'heightCm' }));
    expect(outcome({ age: '25', heightCm: '180', weightKg: '80', bodyFat: '90' })).toEqual(toolError('aboveMax', { max: 75, field: 'bodyFat' }));
    expect(outcome({ age: '25', heightCm: '180', weightKg: '80', paceKg: '2' })).toEqual(toolError('aboveMax', { max: 1, field: 'paceKg' }));
    expect(outcome({ age: '25', weightLb: '150' }, { system: 'imperial' })).toEqual(toolError('required', { field: 'heightFt' }));
    expect(outcome({ age: '25', heightFt: '1', heightIn: '2', weightLb: '150' }, { system: 'imperial' })).toEqual(
      toolError('heightRangeImperial', { field: 'heightFt', minFt: 1, minIn: 8, maxFt: 9, maxIn: 2 }),
    );
  });

  it('asks for the body fat when Katch–McArdle is chosen without it', () => {
    expect(outcome({ age: '25', heightCm: '180', weightKg: '80' }, { formula: 'katch' })).toEqual(toolError('bodyFatRequired', { field: 'bodyFat' }));
    expect(ok({ age: '25', heightCm: '180', weightKg: '80' }).bmr.katch).toBeNull();
  });

  it('refuses values that make the equations meaningless rather than showing a negative BMR', () => {
    // Mifflin for a woman of 100, 50 cm, 10 kg: 100 + 312.5 − 500 − 161 < 0.
    expect(outcome({ age: '100', heightCm: '50', weightKg: '10' }, { gender: 'female' })).toEqual(toolError('implausible'));
  });

  it('reads numbers in the page’s language', () => {
    expect(ok({ age: '25', heightCm: '180,5', weightKg: '80,5', paceKg: '0,5' }, {}, 'de')).toMatchObject({ heightCm: 180.5, weightKg: 80.5 });
  });
});
