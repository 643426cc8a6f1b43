import { defineTool, type Fields, type InputFrom, type InputOf, type OptionsOf, type ToolChange } from '@sdk/core';
import { ACTIVITIES, FORMULAS } from './formulas.ts';
import { CM_PER_INCH, feetAndInches, INCHES_PER_FOOT, KG_PER_POUND, LIMITS, round1 } from './units.ts';

export const SYSTEMS = ['metric', 'imperial'] as const;
export const GENDERS = ['male', 'female'] as const;
export const GOALS = ['lose', 'maintain', 'gain'] as const;

const FIELDS = {
  age: { kind: 'integer', min: 15, max: 100, unit: 'year', default: 30 },
  heightCm: { kind: 'number', tabs: ['metric'], unit: 'centimeter', min: LIMITS.heightCm.min, max: LIMITS.heightCm.max, default: 175 },
  heightFt: { kind: 'number', tabs: ['imperial'], unit: 'foot', min: 0, max: 9, default: 5, optional: true },
  heightIn: { kind: 'number', tabs: ['imperial'], unit: 'inch', min: 0, max: 110, default: 9, optional: true },
  weightKg: { kind: 'number', tabs: ['metric'], unit: 'kilogram', min: LIMITS.weightKg.min, max: LIMITS.weightKg.max, default: 70 },
  weightLb: { kind: 'number', tabs: ['imperial'], unit: 'pound', min: LIMITS.weightLb.min, max: LIMITS.weightLb.max, default: 154 },
  bodyFat: { kind: 'number', unit: 'percent', min: 2, max: 75, optional: true, default: '' },
  paceKg: { kind: 'number', tabs: ['metric'], unit: 'kilogram', min: 0, max: 1, step: 0.05, default: 0.5 },
  paceLb: { kind: 'number', tabs: ['imperial'], unit: 'pound', min: 0, max: 2, step: 0.1, default: 1 },
} as const satisfies Fields;

/** Switching units carries the person over, converted (175 cm → 5 ft 8.9 in, 70 kg → 154.3 lb), as the BMI calculator does. */
function carryOver({ input, from, to }: { readonly input: InputFrom<typeof FIELDS>; readonly from: string; readonly to: string }): ToolChange<InputFrom<typeof FIELDS>, never> {
  if (from === 'metric' && to === 'imperial') {
    const { heightCm: cm, weightKg: kg } = input;
    if (cm === null || kg === null) return {};
    const { feet, inches } = feetAndInches(cm / CM_PER_INCH);
    return { input: { heightFt: feet, heightIn: inches, weightLb: round1(kg / KG_PER_POUND) } };
  }
  if (from === 'imperial' && to === 'metric') {
    const { heightFt: ft, heightIn: inches, weightLb: lb } = input;
    if ((ft === null && inches === null) || lb === null) return {};
    return { input: { heightCm: round1(((ft ?? 0) * INCHES_PER_FOOT + (inches ?? 0)) * CM_PER_INCH), weightKg: round1(lb * KG_PER_POUND) } };
  }
  return {};
}

/**
 * Metric and imperial are tabs with their own height, weight and pace fields, as in the BMI calculator;
 * age and body fat are shared. The formula chosen gives the TDEE and the goal; all three are shown.
 */
export const manifest = defineTool({
  related: ['bmi-calculator', 'unit-converter', 'percentage-calculator'],
  fields: FIELDS,
  options: {
    system: { type: 'string', enum: SYSTEMS, default: 'metric' },
    gender: { type: 'string', enum: GENDERS, default: 'male' },
    activity: { type: 'string', enum: ACTIVITIES, default: 'moderate' },
    formula: { type: 'string', enum: FORMULAS, default: 'mifflin' },
    goal: { type: 'string', enum: GOALS, default: 'lose' },
  },
  ui: { system: 'tabs', gender: 'segmented', goal: 'segmented' },
  onTabChange: carryOver,
  examples: [
    {
      // Mifflin: 10 × 80 + 6.25 × 180 − 5 × 25 + 5 = 1805; × 1.55 = 2797.75; − 0.5 × 7700 ÷ 7 = 550.
      // Harris–Benedict (Roza–Shizgal): 88.362 + 13.397 × 80 + 4.799 × 180 − 5.677 × 25 = 1882.0.
      // Katch–McArdle: lean mass 80 × 0.85 = 68 kg; 370 + 21.6 × 68 = 1838.8.
      name: 'man',
      input: { age: 25, heightCm: 180, weightKg: 80, bodyFat: 15, paceKg: 0.5 },
      options: { system: 'metric', gender: 'male', activity: 'moderate', formula: 'mifflin', goal: 'lose' },
      output: {
        system: 'metric',
        weightKg: 80,
        heightCm: 180,
        leanKg: 68,
        bmr: { mifflin: 1805, harris: 1882, katch: 1839 },
        tdee: 2798,
        byActivity: [2166, 2482, 2798, 3114, 3430],
        target: { kcal: 2248, change: -550 },
        belowMinimum: false,
      },
    },
    {
      // 5 ft 5 in = 165.1 cm, 150 lb = 68.04 kg. Mifflin: 680.39 + 1031.88 − 200 − 161 = 1351.3; × 1.375 = 1858.0;
      // − 1 lb × 3500 ÷ 7 = 500.
      name: 'woman',
      input: { age: 40, heightFt: 5, heightIn: 5, weightLb: 150, paceLb: 1 },
      options: { system: 'imperial', gender: 'female', activity: 'light', formula: 'mifflin', goal: 'lose' },
      output: {
        system: 'imperial',
        weightKg: 68.04,
        heightCm: 165.1,
        leanKg: null,
        bmr: { mifflin: 1351, harris: 1415, katch: null },
        tdee: 1858,
        byActivity: [1622, 1858, 2094, 2331, 2567],
        target: { kcal: 1358, change: -500 },
        belowMinimum: false,
      },
    },
    {
      // Katch–McArdle: 60 × 0.8 = 48 kg lean; 370 + 21.6 × 48 = 1406.8; × 1.725 = 2426.7; + 0.25 × 1100 = 275.
      name: 'lean',
      input: { age: 30, heightCm: 165, weightKg: 60, bodyFat: 20, paceKg: 0.25 },
      options: { system: 'metric', gender: 'female', activity: 'active', formula: 'katch', goal: 'gain' },
      output: {
        system: 'metric',
        weightKg: 60,
        heightCm: 165,
        leanKg: 48,
        bmr: { mifflin: 1320, harris: 1384, katch: 1407 },
        tdee: 2427,
        byActivity: [1688, 1934, 2181, 2427, 2673],
        target: { kcal: 2702, change: 275 },
        belowMinimum: false,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
