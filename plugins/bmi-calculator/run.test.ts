import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { BANDS, CATEGORY_IDS, categoryOf } from './categories.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { deurenberg, run, type BmiResult, type Field } from './run.ts';
import { cmToInches, feetAndInches, inchesToCm, kgToPounds, poundsToKg, round1 } from './units.ts';

type Texts = Record<Field, string>;
const EMPTY: Texts = { heightCm: '', heightFt: '', heightIn: '', weightKg: '', weightLb: '', age: '' };
const METRIC: Options = { system: 'metric', gender: 'male' };
const IMPERIAL: Options = { system: 'imperial', gender: 'male' };

/**
 * What the page shows for fields typed as text in a language: the fields read as the page reads them
 * (a number it cannot read, or a required field left empty, is said at that field), then run().
 */
function outcome(texts: Partial<Texts>, options: Partial<Options> = {}, lang = 'en'): BmiResult | ToolError {
  const all = { ...METRIC, ...options };
  const read = readFields(manifest.fields, { ...EMPTY, ...texts }, lang, all.system);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  if (read.missing.length) return toolError('required', { field: read.missing[0]! });
  return run(read.input as Input, all);
}

function bmi(texts: Partial<Texts>, options: Partial<Options> = {}, lang = 'en'): BmiResult {
  const result = outcome(texts, options, lang);
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
const error = (texts: Partial<Texts>, options: Partial<Options> = {}) => {
  const result = outcome(texts, options);
  return isToolError(result) ? result : undefined;
};

describe('BMI', () => {
  // CDC, "Calculating BMI Using the Metric/English System": 68 kg at 165 cm gives 24.98, and
  // 150 lb at 5 ft 5 in gives 703 × 150 ÷ 65² = 24.96; both shown as 25.0 (one decimal), overweight.
  it('matches the CDC’s worked examples, metric and imperial (factor 703)', () => {
    expect(bmi({ heightCm: '165', weightKg: '68' })).toMatchObject({ bmi: 25, category: 'overweight' });
    expect(bmi({ heightFt: '5', heightIn: '5', weightLb: '150' }, IMPERIAL)).toMatchObject({ bmi: 25, category: 'overweight', height: 65, weight: 150 });
  });

  it.each([
    // Worked by hand: kg ÷ m².
    ['175', '70', 22.9, 'normal'],
    ['180', '100', 30.9, 'obese1'],
    ['160', '45', 17.6, 'underweight'],
    ['190', '150', 41.6, 'obese3'],
    ['170', '105', 36.3, 'obese2'],
    ['182.5', '82.3', 24.7, 'normal'],
  ] as const)('%s cm, %s kg → %s (%s)', (heightCm, weightKg, want, category) => {
    expect(bmi({ heightCm, weightKg })).toMatchObject({ bmi: want, category });
  });

  it.each([
    // Worked by hand: 703 × lb ÷ in².
    ['5', '9', '154', 22.7, 'normal'],
    ['6', '0', '200', 27.1, 'overweight'],
    ['5', '2', '110', 20.1, 'normal'],
    ['5', '10.5', '250', 35.4, 'obese2'],
  ] as const)('%s ft %s in, %s lb → %s (%s)', (heightFt, heightIn, weightLb, want, category) => {
    expect(bmi({ heightFt, heightIn, weightLb }, IMPERIAL)).toMatchObject({ bmi: want, category });
  });

  it('reads an empty inches field as 0 and an empty feet field as 0', () => {
    expect(bmi({ heightFt: '6', weightLb: '180' }, IMPERIAL).height).toBe(72);
    expect(bmi({ heightIn: '70', weightLb: '180' }, IMPERIAL).height).toBe(70);
    expect(bmi({ heightFt: '5', heightIn: '14', weightLb: '180' }, IMPERIAL).height).toBe(74);
  });

  it('uses only the chosen system’s fields', () => {
    const both = { heightCm: '175', weightKg: '70', heightFt: '6', heightIn: '2', weightLb: '250' };
    expect(bmi(both).bmi).toBe(22.9);
    expect(bmi(both, IMPERIAL).bmi).toBe(32.1);
  });
});

describe('WHO categories', () => {
  // At 100 cm, the BMI equals the weight in kg: each threshold can be typed directly.
  it.each([
    ['18.4', 'underweight'],
    ['18.5', 'normal'],
    ['24.9', 'normal'],
    ['24.94', 'normal'],
    ['24.95', 'overweight'], // shown as 25.0: the category follows the shown value
    ['25', 'overweight'],
    ['29.9', 'overweight'],
    ['30', 'obese1'],
    ['34.9', 'obese1'],
    ['35', 'obese2'],
    ['39.9', 'obese2'],
    ['40', 'obese3'],
    ['60', 'obese3'],
  ] as const)('BMI %s is %s', (weightKg, category) => {
    expect(bmi({ heightCm: '100', weightKg }).category).toBe(category);
  });

  it('lists the six bands in order, with the WHO limits', () => {
    expect(BANDS.map((b) => b.id)).toEqual([...CATEGORY_IDS]);
    expect(BANDS.map((b) => [b.min, b.max])).toEqual([
      [undefined, 18.5],
      [18.5, 24.9],
      [25, 29.9],
      [30, 34.9],
      [35, 39.9],
      [40, undefined],
    ]);
    for (const band of BANDS) {
      if (band.min !== undefined) expect(categoryOf(band.min)).toBe(band.id);
      if (band.max !== undefined && band.id !== 'underweight') expect(categoryOf(band.max)).toBe(band.id);
    }
  });
});

describe('ideal weight range (BMI 18.5 to 24.9 at the height)', () => {
  it('in kg: 18.5 × 1.75² = 56.7 and 24.9 × 1.75² = 76.3', () => {
    expect(bmi({ heightCm: '175', weightKg: '70' })).toMatchObject({ ideal: { min: 56.7, max: 76.3 }, toIdeal: 0 });
  });

  it('in lb: 18.5 × 69² ÷ 703 = 125.3 and 24.9 × 69² ÷ 703 = 168.6', () => {
    expect(bmi({ heightFt: '5', heightIn: '9', weightLb: '154' }, IMPERIAL)).toMatchObject({ ideal: { min: 125.3, max: 168.6 }, toIdeal: 0 });
  });

  it('says how much to lose or gain to reach it', () => {
    expect(bmi({ heightCm: '175', weightKg: '85' }).toIdeal).toBe(-8.7);
    expect(bmi({ heightCm: '175', weightKg: '50' }).toIdeal).toBe(6.7);
    expect(bmi({ heightCm: '175', weightKg: '76.3' }).toIdeal).toBe(0);
    expect(bmi({ heightFt: '5', heightIn: '9', weightLb: '200' }, IMPERIAL).toIdeal).toBe(-31.4);
  });

  it('gives the weights of every band at the height', () => {
    expect(bmi({ heightCm: '100', weightKg: '50' }).weights).toEqual([{ max: 18.5 }, { min: 18.5, max: 24.9 }, { min: 25, max: 29.9 }, { min: 30, max: 34.9 }, { min: 35, max: 39.9 }, { min: 40 }]);
  });
});

describe('body fat (Deurenberg 1991, adults)', () => {
  // 1.20 × BMI + 0.23 × age − 10.8 × sex − 5.4, worked by hand.
  it('follows the published formula', () => {
    expect(deurenberg(22.9, 30, 'male')).toBeCloseTo(18.18, 10);
    expect(deurenberg(22.9, 30, 'female')).toBeCloseTo(28.98, 10);
    expect(deurenberg(25, 40, 'female')).toBeCloseTo(33.8, 10);
    expect(deurenberg(30, 60, 'male')).toBeCloseTo(33.6, 10);
  });

  it('estimates from the shown BMI, the age and the gender', () => {
    expect(bmi({ heightCm: '175', weightKg: '70', age: '30' }).bodyFat).toEqual({ status: 'ok', percent: 18.2 });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '30' }, { gender: 'female' }).bodyFat).toEqual({ status: 'ok', percent: 29 });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '18' }).bodyFat).toEqual({ status: 'ok', percent: 15.4 });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '120' }).bodyFat).toEqual({ status: 'ok', percent: 38.9 });
  });

  it('needs an adult age and says why not otherwise, while the BMI still shows', () => {
    expect(bmi({ heightCm: '175', weightKg: '70' }).bodyFat).toEqual({ status: 'noAge' });
    // An age that is not a number is said at the age field.
    expect(error({ heightCm: '175', weightKg: '70', age: 'thirty' })).toEqual({ kind: 'tool-error', code: 'invalidNumber', params: { field: 'age' } });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '17' }).bodyFat).toEqual({ status: 'ageRange' });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '121' }).bodyFat).toEqual({ status: 'ageRange' });
    expect(bmi({ heightCm: '175', weightKg: '70', age: '-5' }).bodyFat).toEqual({ status: 'ageRange' });
  });

  it('gives no estimate where the formula leaves the range of real bodies', () => {
    // BMI 10, a man of 18: 12 + 4.14 − 10.8 − 5.4 = −0.06.
    expect(bmi({ heightCm: '100', weightKg: '10', age: '18' }).bodyFat).toEqual({ status: 'outOfRange' });
    // BMI 70, a woman of 100: 84 + 23 − 5.4 = 101.6.
    expect(bmi({ heightCm: '100', weightKg: '70', age: '100' }, { gender: 'female' }).bodyFat).toEqual({ status: 'outOfRange' });
  });
});

describe('input checks', () => {
  it('asks for height and weight (age is optional)', () => {
    expect(error({})).toEqual({ kind: 'tool-error', code: 'required', params: { field: 'heightCm' } });
    expect(error({ heightCm: '170' })?.params).toEqual({ field: 'weightKg' });
    expect(error({ weightLb: '150' }, IMPERIAL)?.params).toEqual({ field: 'heightFt' });
    expect(error({ heightFt: '5' }, IMPERIAL)?.params).toEqual({ field: 'weightLb' });
  });

  it('names the field that is not a number', () => {
    expect(error({ heightCm: '1.7.5', weightKg: '' })).toEqual({ kind: 'tool-error', code: 'invalidNumber', params: { field: 'heightCm' } });
    expect(error({ heightCm: '170', weightKg: '70kg' })?.params).toEqual({ field: 'weightKg' });
    expect(error({ heightFt: '5ft', heightIn: '9', weightLb: '150' }, IMPERIAL)?.params).toEqual({ field: 'heightFt' });
    expect(error({ heightFt: '5', heightIn: 'nine', weightLb: '150' }, IMPERIAL)?.params).toEqual({ field: 'heightIn' });
    for (const text of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', 'NaN', 'Infinity', '1e999']) {
      expect(error({ heightCm: text, weightKg: '70' })?.code, text).toBe('invalidNumber');
    }
  });

  it('keeps heights and weights within what people measure', () => {
    expect(error({ heightCm: '49', weightKg: '70' })).toEqual({ kind: 'tool-error', code: 'heightRangeMetric', params: { field: 'heightCm', min: 50, max: 280 } });
    expect(error({ heightCm: '1.75', weightKg: '70' })?.code).toBe('heightRangeMetric');
    expect(error({ heightCm: '281', weightKg: '70' })?.code).toBe('heightRangeMetric');
    expect(error({ heightCm: '175', weightKg: '9' })).toEqual({ kind: 'tool-error', code: 'weightRange', params: { field: 'weightKg', min: 10, max: 650, unit: 'kg' } });
    expect(error({ heightCm: '175', weightKg: '-70' })?.code).toBe('weightRange');
    expect(error({ heightFt: '1', heightIn: '7', weightLb: '150' }, IMPERIAL)).toEqual({
      kind: 'tool-error',
      code: 'heightRangeImperial',
      params: { field: 'heightFt', minFt: 1, minIn: 8, maxFt: 9, maxIn: 2 },
    });
    expect(error({ heightFt: '9', heightIn: '3', weightLb: '150' }, IMPERIAL)?.code).toBe('heightRangeImperial');
    expect(error({ heightFt: '6', heightIn: '-2', weightLb: '150' }, IMPERIAL)?.code).toBe('heightRangeImperial');
    expect(error({ heightFt: '5', heightIn: '9', weightLb: '1431' }, IMPERIAL)).toEqual({ kind: 'tool-error', code: 'weightRange', params: { field: 'weightLb', min: 22, max: 1430, unit: 'lb' } });
    // The limits themselves are allowed.
    expect(bmi({ heightCm: '280', weightKg: '650' }).bmi).toBe(82.9);
    expect(bmi({ heightFt: '1', heightIn: '8', weightLb: '22' }, IMPERIAL).bmi).toBe(38.7);
  });

  it('refuses combinations no person has had', () => {
    expect(error({ heightCm: '60', weightKg: '600' })).toEqual({ kind: 'tool-error', code: 'implausible', params: { bmi: 1666.7 } });
    expect(error({ heightCm: '250', weightKg: '20' })?.code).toBe('implausible');
  });

  it('reads numbers as the visitor’s language writes them', () => {
    expect(bmi({ heightCm: '182,5', weightKg: '82,3' }, {}, 'de').bmi).toBe(24.7);
    expect(bmi({ heightCm: '182,5', weightKg: '82,3' }, {}, 'fr').bmi).toBe(24.7);
    expect(bmi({ heightFt: '5', heightIn: '10,5', weightLb: '1.250' }, IMPERIAL, 'de').weight).toBe(1250);
  });

  it('never sees the other system’s fields, even when they hold numbers', () => {
    const both = { heightCm: 175, heightFt: 6, heightIn: 2, weightKg: 70, weightLb: 250, age: null };
    expect(run(both, METRIC)).toMatchObject({ bmi: 22.9 });
    expect(run(both, IMPERIAL)).toMatchObject({ bmi: 32.1 });
    expect(run({ ...both, heightFt: null, heightIn: null }, IMPERIAL)).toEqual({ kind: 'tool-error', code: 'required', params: { field: 'heightFt' } });
  });
});

describe('units', () => {
  // 1 in = 2.54 cm and 1 lb = 0.45359237 kg exactly (international yard and pound, 1959).
  it('converts by the exact definitions', () => {
    expect(inchesToCm(69)).toBeCloseTo(175.26, 10);
    expect(cmToInches(175)).toBeCloseTo(68.8976377953, 8);
    expect(kgToPounds(70)).toBeCloseTo(154.3235835, 6);
    expect(poundsToKg(154)).toBeCloseTo(69.85322498, 7);
  });

  it('splits inches into feet and inches without 12 inches', () => {
    expect(feetAndInches(69)).toEqual({ feet: 5, inches: 9 });
    expect(feetAndInches(68.8976)).toEqual({ feet: 5, inches: 8.9 });
    expect(feetAndInches(71.96)).toEqual({ feet: 6, inches: 0 });
    expect(feetAndInches(12)).toEqual({ feet: 1, inches: 0 });
  });

  it('rounds to one decimal as written, half away from zero', () => {
    expect(round1(24.95)).toBe(25);
    expect(round1(24.94999)).toBe(24.9);
    expect(round1(-34.85)).toBe(-34.9);
    expect(round1(56.65625)).toBe(56.7);
    expect(Object.is(round1(-0.04), 0)).toBe(true);
    expect(round1(1e-7)).toBe(0);
  });
});
