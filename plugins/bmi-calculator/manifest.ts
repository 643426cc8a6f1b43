import { defineTool, type Fields, type InputFrom, type InputOf, type OptionsOf, type ToolChange } from '@sdk/core';
import { cmToInches, feetAndInches, inchesToCm, INCHES_PER_FOOT, kgToPounds, poundsToKg, round1, validHeightWeight } from './units.ts';

export const SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof SYSTEMS)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const FIELDS = {
  heightCm: { kind: 'number', tabs: ['metric'], unit: 'centimeter', default: 175 },
  heightFt: { kind: 'number', tabs: ['imperial'], unit: 'foot', default: 5, optional: true },
  heightIn: { kind: 'number', tabs: ['imperial'], unit: 'inch', default: 9, optional: true },
  weightKg: { kind: 'number', tabs: ['metric'], unit: 'kilogram', default: 70 },
  weightLb: { kind: 'number', tabs: ['imperial'], unit: 'pound', default: 154 },
  age: { kind: 'number', unit: 'year', default: 30, optional: true },
} as const satisfies Fields;

/**
 * Switching units carries the person over: a valid height and weight are converted into the other
 * system's fields (175 cm → 5 ft 8.9 in, 95 kg → 209.4 lb); anything else leaves those fields as they were.
 */
function carryOver({ input, from, to }: { readonly input: InputFrom<typeof FIELDS>; readonly from: string; readonly to: string }): ToolChange<InputFrom<typeof FIELDS>, never> {
  if (from === 'metric' && to === 'imperial') {
    const { heightCm: cm, weightKg: kg } = input;
    if (cm === null || kg === null || !validHeightWeight(cm, kg, 'metric')) return {};
    const { feet, inches } = feetAndInches(cmToInches(cm));
    return { input: { heightFt: feet, heightIn: inches, weightLb: round1(kgToPounds(kg)) } };
  }
  if (from === 'imperial' && to === 'metric') {
    const { heightFt: ft, heightIn: inches, weightLb: lb } = input;
    if ((ft === null && inches === null) || lb === null) return {};
    const total = (ft ?? 0) * INCHES_PER_FOOT + (inches ?? 0);
    if (!validHeightWeight(total, lb, 'imperial') || (ft ?? 0) < 0 || (inches ?? 0) < 0) return {};
    return { input: { heightCm: round1(inchesToCm(total)), weightKg: round1(poundsToKg(lb)) } };
  }
  return {};
}

/**
 * The unit systems are tabs, each with its own height and weight fields (metric: cm and kg;
 * imperial: feet and inches, and pounds), so switching back and forth loses nothing; age is shared.
 * Each starts with a typical adult so that the page answers at once. Feet and inches are each
 * optional: 6 ft with the inches left empty is 6 ft 0 in, 70 in with the feet left empty is 70 in
 * (run() asks for a height when both are empty).
 */
export const manifest = defineTool({
  related: ['bmr-calculator', 'unit-converter', 'percentage-calculator', 'loan-calculator', 'date-calculator', 'due-date-calculator'],
  fields: FIELDS,
  options: {
    system: { type: 'string', enum: SYSTEMS, default: 'metric' },
    gender: { type: 'string', enum: GENDERS, default: 'male' },
  },
  ui: { system: 'tabs', gender: 'segmented' },
  onTabChange: carryOver,
  examples: [
    {
      // 70 ÷ 1.75² = 22.857 → 22.9; 18.5 × 1.75² = 56.66, 24.9 × 1.75² = 76.26; 1.2 × 22.9 + 0.23 × 30 − 10.8 − 5.4 = 18.18.
      name: 'metricMan',
      input: { heightCm: 175, weightKg: 70, age: 30 },
      options: { system: 'metric', gender: 'male' },
      output: {
        system: 'metric',
        height: 175,
        weight: 70,
        bmi: 22.9,
        category: 'normal',
        ideal: { min: 56.7, max: 76.3 },
        toIdeal: 0,
        bodyFat: { status: 'ok', percent: 18.2 },
        weights: [{ max: 56.7 }, { min: 56.7, max: 76.3 }, { min: 76.6, max: 91.6 }, { min: 91.9, max: 106.9 }, { min: 107.2, max: 122.2 }, { min: 122.5 }],
      },
    },
    {
      // 703 × 180 ÷ 64² = 30.89 → 30.9; 18.5 × 64² ÷ 703 = 107.8, 24.9 × 64² ÷ 703 = 145.1; 1.2 × 30.9 + 0.23 × 45 − 5.4 = 42.03.
      name: 'imperialWoman',
      input: { heightFt: 5, heightIn: 4, weightLb: 180, age: 45 },
      options: { system: 'imperial', gender: 'female' },
      output: {
        system: 'imperial',
        height: 64,
        weight: 180,
        bmi: 30.9,
        category: 'obese1',
        ideal: { min: 107.8, max: 145.1 },
        toIdeal: -34.9,
        bodyFat: { status: 'ok', percent: 42 },
        weights: [{ max: 107.8 }, { min: 107.8, max: 145.1 }, { min: 145.7, max: 174.2 }, { min: 174.8, max: 203.3 }, { min: 203.9, max: 232.5 }, { min: 233.1 }],
      },
    },
    {
      // 50 ÷ 1.68² = 17.7; 18.5 × 1.68² = 52.2, so 2.2 kg to gain; 1.2 × 17.7 + 0.23 × 22 − 5.4 = 20.9.
      name: 'underweight',
      input: { heightCm: 168, weightKg: 50, age: 22 },
      options: { system: 'metric', gender: 'female' },
      output: {
        system: 'metric',
        height: 168,
        weight: 50,
        bmi: 17.7,
        category: 'underweight',
        ideal: { min: 52.2, max: 70.3 },
        toIdeal: 2.2,
        bodyFat: { status: 'ok', percent: 20.9 },
        weights: [{ max: 52.2 }, { min: 52.2, max: 70.3 }, { min: 70.6, max: 84.4 }, { min: 84.7, max: 98.5 }, { min: 98.8, max: 112.6 }, { min: 112.9 }],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

