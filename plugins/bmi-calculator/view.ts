/**
 * The BMI with its WHO category, the ideal weight range and how far away it is, and the Deurenberg
 * body fat estimate (named, with its calculation); the BMI on a meter; the WHO table with the
 * visitor's row marked in words; the calculations with the visitor's own numbers.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type TableBlock } from '@sdk/core';
import { BANDS, IDEAL_BMI } from './categories.ts';
import type { Input, Options, UnitSystem } from './manifest.ts';
import { IMPERIAL_FACTOR, type BmiResult } from './run.ts';
import { feetAndInches } from './units.ts';

/** A BMI as the WHO writes it: always one decimal (25.0). */
export const bmiNumber = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A plain number with at most one decimal. */
const n = (value: number, decimals = 1): NumberDisplay => num(value, { maximumFractionDigits: decimals });
const withUnit = (value: number, unit: string, decimals = 1): NumberDisplay => num(value, { style: 'unit', unit, maximumFractionDigits: decimals });
const percent = (value: number): NumberDisplay => num(value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "70 kg", "154.3 lb". */
export const weight = (value: number, system: UnitSystem): NumberDisplay => withUnit(value, system === 'metric' ? 'kilogram' : 'pound');

/** "175 cm", "5 ft 9 in". */
export function height(value: number, system: UnitSystem): Display {
  if (system === 'metric') return withUnit(value, 'centimeter');
  const { feet, inches } = feetAndInches(value);
  return msg('feetInches', { feet: withUnit(feet, 'foot', 0), inches: withUnit(inches, 'inch') });
}

/** "56.7–76.3 kg": the unit once, after the second number. */
const range = (min: number, max: number, system: UnitSystem): Display => msg('range', { min: n(min), max: weight(max, system) });

/** The BMI calculation: "70 kg ÷ (1.75 m)² = 22.9", "703 × 200 lb ÷ (72 in)² = 27.1". */
export function bmiFormula(r: BmiResult): Display[] {
  return r.system === 'metric'
    ? [weight(r.weight, 'metric'), ' ÷ (', withUnit(r.height / 100, 'meter', 3), ')² = ', bmiNumber(r.bmi)]
    : [`${IMPERIAL_FACTOR} × `, weight(r.weight, 'imperial'), ' ÷ (', withUnit(r.height, 'inch'), ')² = ', bmiNumber(r.bmi)];
}

/** The Deurenberg calculation: "1.20 × 22.9 + 0.23 × 30 − 10.8 × 1 − 5.4 = 18.2%". */
export function bodyFatFormula(r: BmiResult, age: number, gender: Options['gender']): Display[] {
  if (r.bodyFat.status !== 'ok') return [];
  return [
    num(1.2, { minimumFractionDigits: 2 }),
    ' × ',
    bmiNumber(r.bmi),
    ' + ',
    num(0.23),
    ' × ',
    n(age),
    ' − ',
    n(10.8),
    ` × ${gender === 'male' ? 1 : 0} − `,
    n(5.4),
    ' = ',
    percent(r.bodyFat.percent),
  ];
}

/** The WHO bands with the weights they span at this height, the visitor's row marked in words. */
export function whoTable(r: BmiResult): TableBlock {
  // "< 18.5" and "≥ 40.0" as in the WHO's own table: short enough for a phone.
  const bmiRange = (band: (typeof BANDS)[number]): Display =>
    band.min === undefined ? msg('below', { value: bmiNumber(band.max!) }) : band.max === undefined ? msg('atLeast', { value: bmiNumber(band.min) }) : msg('range', { min: bmiNumber(band.min), max: bmiNumber(band.max) });
  const weightRange = (i: number): Display => {
    const { min, max } = r.weights[i]!;
    return min === undefined ? msg('below', { value: weight(max!, r.system) }) : max === undefined ? msg('atLeast', { value: weight(min, r.system) }) : range(min, max, r.system);
  };
  return {
    kind: 'table',
    caption: msg('scale.title'),
    columns: [{ label: msg('scale.category') }, { label: msg('scale.bmi'), numeric: true }, { label: msg('scale.weight', { height: height(r.height, r.system) }), numeric: true }],
    rows: BANDS.map((band, i) => [msg(`categories.${band.id}`), bmiRange(band), weightRange(i)]),
    rowHeaders: true,
    marked: { row: BANDS.findIndex((band) => band.id === r.category), note: msg('scale.you', { bmi: bmiNumber(r.bmi) }) },
  };
}

/** The meter's scale: BMI 14 to 44, the WHO normal range as its good part. */
const SCALE = { min: 14, max: 44 } as const;

export function view(r: BmiResult, { input, options }: { input: Input; options: Options }): ResultView {
  const category = msg(`categories.${r.category}`);
  const amount = weight(Math.abs(r.toIdeal), r.system);
  const ideal = r.toIdeal === 0 ? msg('result.inIdeal') : msg(r.toIdeal > 0 ? 'result.toGain' : 'result.toLose', { amount });
  const age = input.age;
  const idealRange = range(r.ideal.min, r.ideal.max, r.system);

  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: msg('result.bmi'), value: bmiNumber(r.bmi), main: true, hint: msg('result.summary', { bmi: bmiNumber(r.bmi), category, ideal }) },
        { label: msg('result.category'), value: category },
        { label: msg('result.ideal', { min: bmiNumber(IDEAL_BMI.min), max: bmiNumber(IDEAL_BMI.max) }), value: idealRange },
        { label: msg('result.bodyFat'), value: r.bodyFat.status === 'ok' ? percent(r.bodyFat.percent) : '–' },
      ],
    },
    // The meter is drawn in the browser's colours; the category is said beside it in words.
    {
      kind: 'meter',
      label: msg('scale.meter'),
      value: r.bmi,
      min: SCALE.min,
      max: SCALE.max,
      low: IDEAL_BMI.min,
      high: 25,
      optimum: 21.7,
      text: msg('scale.meterText', { bmi: bmiNumber(r.bmi), category }),
    },
    { kind: 'formula', label: msg('result.bmiFormula'), formula: bmiFormula(r) },
  ];
  if (r.bodyFat.status === 'ok' && age !== null) blocks.push({ kind: 'formula', label: msg('bodyFat.calculation'), formula: bodyFatFormula(r, age, options.gender) });
  else if (r.bodyFat.status !== 'ok') blocks.push({ kind: 'note', text: msg(`bodyFat.${r.bodyFat.status}`) });
  blocks.push({ kind: 'note', text: msg('bodyFat.method') });
  blocks.push(whoTable(r), { kind: 'note', text: msg('scale.note') });

  const lines = { bmi: msg('copy.bmi', { value: bmiNumber(r.bmi), category }), ideal: msg('copy.ideal', { height: height(r.height, r.system), range: idealRange }) };
  return {
    blocks,
    copy: r.bodyFat.status === 'ok' ? msg('copy.withBodyFat', { ...lines, bodyFat: msg('copy.bodyFat', { value: percent(r.bodyFat.percent) }) }) : msg('copy.text', lines),
    copyLabel: msg('copy.label'),
  };
}
