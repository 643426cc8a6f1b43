import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof SYSTEMS)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const options = {
  type: 'object',
  properties: {
    system: { type: 'string', enum: SYSTEMS, default: 'metric' },
    gender: { type: 'string', enum: GENDERS, default: 'male' },
  },
  required: ['system', 'gender'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

/**
 * The typed values. Each unit system keeps its own fields (metric: heightCm, weightKg; imperial:
 * heightFt + heightIn, weightLb), so switching back and forth loses nothing; age is shared.
 */
export const INPUT_FIELDS = ['heightCm', 'heightFt', 'heightIn', 'weightKg', 'weightLb', 'age'] as const;

export const manifest = {
  ...meta,
  options,
  input: 'texts',
  inputFields: INPUT_FIELDS,
  output: 'custom',
  panel: true,
  examples: [
    {
      // 70 ÷ 1.75² = 22.857 → 22.9; 18.5 × 1.75² = 56.66, 24.9 × 1.75² = 76.26; 1.2 × 22.9 + 0.23 × 30 − 10.8 − 5.4 = 18.18.
      name: 'metricMan',
      input: { heightCm: '175', heightFt: '', heightIn: '', weightKg: '70', weightLb: '', age: '30' },
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
      input: { heightCm: '', heightFt: '5', heightIn: '4', weightKg: '', weightLb: '180', age: '45' },
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
      input: { heightCm: '168', heightFt: '', heightIn: '', weightKg: '50', weightLb: '', age: '22' },
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
} as const satisfies ToolManifest<typeof options>;
