import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type MeterBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const NBSP = '\u00a0';
const en = writer('bmi-calculator', 'en');
const de = writer('bmi-calculator', 'de');
const fr = writer('bmi-calculator', 'fr');

const NONE: Input = { heightCm: null, heightFt: null, heightIn: null, weightKg: null, weightLb: null, age: null };

function shown(input: Partial<Input>, options: Partial<Options> = {}) {
  const all: Options = { system: 'metric', gender: 'male', ...options };
  const full = { ...NONE, ...input };
  const r = run(full, all);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input: full, options: all }));
  const values = v.blocks.find((b) => b.kind === 'values') as ValuesBlock;
  const value = (i: number) => values.items[i]!;
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => b.text);
  const table = v.blocks.find((b) => b.kind === 'table') as TableBlock;
  const meter = v.blocks.find((b) => b.kind === 'meter') as MeterBlock;
  return { v, value, formulas, notes, table, meter };
}

const formulaText = (w: (d: Display | readonly Display[]) => string, f: FormulaBlock) => `${w(f.label)} ${w(f.formula)}`;

describe('the result', () => {
  it('gives the BMI, its category, the ideal range and the body fat, with a summary in words', () => {
    // 70 ÷ 1.75² = 22.9; 18.5 × 1.75² = 56.7 and 24.9 × 1.75² = 76.3; 1.2 × 22.9 + 0.23 × 30 − 10.8 − 5.4 = 18.2.
    const { value } = shown({ heightCm: 175, weightKg: 70, age: 30 });
    expect(en(value(0).value)).toBe('22.9');
    expect(en(value(0).label)).toBe('BMI (kg/m²)');
    expect(en(value(0).hint!)).toBe('Your BMI is 22.9. WHO category: Normal weight. Your weight is in the ideal range for your height.');
    expect(en(value(1).value)).toBe('Normal weight');
    expect(en(value(2).label)).toBe('Ideal weight (BMI 18.5–24.9)');
    expect(en(value(2).value)).toBe('56.7–76.3 kg');
    expect(en(value(3).value)).toBe('18.2%');
  });

  it('says how much to lose or gain to reach the ideal range', () => {
    expect(en(shown({ heightCm: 175, weightKg: 95 }).value(0).hint!)).toBe(
      'Your BMI is 31.0. WHO category: Obesity class I. You would need to lose 18.7 kg to reach the ideal range for your height.',
    );
    expect(en(shown({ heightCm: 168, weightKg: 50 }).value(0).hint!)).toContain('You would need to gain 2.2 kg to reach the ideal range for your height.');
  });

  it('names the body fat formula and works it out with the visitor’s numbers', () => {
    const { formulas, notes } = shown({ heightCm: 175, weightKg: 70, age: 30 });
    expect(formulas.map((f) => formulaText(en, f))).toEqual(['Calculation: 70 kg ÷ (1.75 m)² = 22.9', 'Your body fat: 1.20 × 22.9 + 0.23 × 30 − 10.8 × 1 − 5.4 = 18.2%']);
    expect(en(notes[0]!)).toMatch(/^Body fat is estimated with the Deurenberg formula for adults \(1991\)/);
    const woman = shown({ heightCm: 175, weightKg: 95, age: 30 }, { gender: 'female' });
    expect(en(woman.value(3).value)).toBe('38.7%');
    expect(formulaText(en, woman.formulas[1]!)).toBe('Your body fat: 1.20 × 31.0 + 0.23 × 30 − 10.8 × 0 − 5.4 = 38.7%');
  });

  it('says why there is no body fat estimate, and still shows the BMI', () => {
    const young = shown({ heightCm: 175, weightKg: 95, age: 15 });
    expect(en(young.value(0).value)).toBe('31.0');
    expect(en(young.value(3).value)).toBe('–');
    expect(en(young.notes[0]!)).toBe('The body fat estimate is for adults aged 18 to 120.');
    expect(young.formulas).toHaveLength(1);
    expect(en(shown({ heightCm: 175, weightKg: 95 }).notes[0]!)).toBe('Enter your age to estimate your body fat.');
    expect(en(shown({ heightCm: 100, weightKg: 10, age: 18 }).notes[0]!)).toBe('The body fat formula gives no meaningful estimate for this BMI and age.');
  });

  it('writes imperial heights in feet and inches and the formula with the factor 703', () => {
    // 703 × 200 ÷ 72² = 27.1; 18.5 × 72² ÷ 703 = 136.4 and 24.9 × 72² ÷ 703 = 183.6.
    const { value, formulas, table } = shown({ heightFt: 6, heightIn: 0, weightLb: 200 }, { system: 'imperial' });
    expect(en(value(0).value)).toBe('27.1');
    expect(en(value(1).value)).toBe('Overweight');
    expect(en(value(2).value)).toBe('136.4–183.6 lb');
    expect(formulaText(en, formulas[0]!)).toBe('Calculation: 703 × 200 lb ÷ (72 in)² = 27.1');
    expect(en(table.columns[2]!.label)).toBe('Weight at 6 ft 0 in');
    expect(fr(table.columns[2]!.label)).toBe('Poids pour 6\u202fpi 0\u202fpo');
  });
});

describe('the WHO table and the meter', () => {
  it('lists the six categories with their BMI and weight ranges, the visitor’s row marked in words', () => {
    const { table } = shown({ heightCm: 175, weightKg: 95, age: 40 });
    expect(en(table.caption!)).toBe('WHO BMI categories for adults');
    expect(table.columns.map((c) => en(c.label))).toEqual(['Category', 'BMI (kg/m²)', 'Weight at 175 cm']);
    expect(table.rows.map((row) => row.map((cell) => en(cell)))).toEqual([
      ['Underweight', '< 18.5', '< 56.7 kg'],
      ['Normal weight', '18.5–24.9', '56.7–76.3 kg'],
      ['Overweight', '25.0–29.9', '76.6–91.6 kg'],
      ['Obesity class I', '30.0–34.9', '91.9–106.9 kg'],
      ['Obesity class II', '35.0–39.9', '107.2–122.2 kg'],
      ['Obesity class III', '≥ 40.0', '≥ 122.5 kg'],
    ]);
    expect(table.marked?.row).toBe(3);
    expect(en(table.marked!.note)).toBe('your BMI: 31.0');
    expect(table.rowHeaders).toBe(true);
  });

  it('puts the BMI on a meter whose good part is the WHO normal range, with the category in words', () => {
    const { meter } = shown({ heightCm: 175, weightKg: 70 });
    expect(meter).toMatchObject({ value: 22.9, low: 18.5, high: 25 });
    expect(meter.optimum).toBeGreaterThan(meter.low!);
    expect(meter.optimum).toBeLessThan(meter.high!);
    expect(en(meter.text)).toBe('22.9 (Normal weight)');
    expect(en(meter.label)).toBe('Your BMI on the WHO scale');
  });
});

describe('copy and other languages', () => {
  it('copies the BMI, the ideal weight and the body fat, one per line', () => {
    const { v } = shown({ heightCm: 175, weightKg: 95, age: 30 }, { gender: 'female' });
    expect(en(v.copyLabel!)).toBe('Copy results');
    expect(en(v.copy!)).toBe(['BMI: 31.0 kg/m² (Obesity class I)', 'Ideal weight for 175 cm: 56.7–76.3 kg', 'Estimated body fat (Deurenberg formula): 38.7%'].join('\n'));
    expect(en(shown({ heightCm: 175, weightKg: 95 }).v.copy!)).toBe(['BMI: 31.0 kg/m² (Obesity class I)', 'Ideal weight for 175 cm: 56.7–76.3 kg'].join('\n'));
  });

  it('writes German numbers and texts', () => {
    // 82.3 ÷ 1.825² = 24.7; 18.5 × 1.825² = 61.6 and 24.9 × 1.825² = 82.9; 1.2 × 24.7 + 0.23 × 30 − 16.2 = 20.3.
    const { v, value, formulas, table } = shown({ heightCm: 182.5, weightKg: 82.3, age: 30 });
    expect(de(value(0).value)).toBe('24,7');
    expect(de(value(1).value)).toBe('Normalgewicht');
    expect(de(value(2).value)).toBe('61,6–82,9 kg');
    expect(de(value(3).value)).toBe(`20,3${NBSP}%`);
    expect(formulaText(de, formulas[0]!)).toBe('Rechenweg: 82,3 kg ÷ (1,825 m)² = 24,7');
    expect(de(table.marked!.note)).toBe('Ihr BMI: 24,7');
    expect(de(table.columns[2]!.label)).toBe('Gewicht bei 182,5 cm');
    expect(de(v.copy!)).toBe(
      ['BMI: 24,7 kg/m² (Normalgewicht)', 'Idealgewicht bei 182,5 cm: 61,6–82,9 kg', `Geschätzter Körperfettanteil (Deurenberg-Formel): 20,3${NBSP}%`].join('\n'),
    );
  });
});

describe('switching units', () => {
  const change = (input: Partial<Input>, from: string, to: string) =>
    manifest.onTabChange!({ input: { ...NONE, ...input }, options: { system: from as Options['system'], gender: 'male' }, from, to });

  it('carries a valid height and weight over, converted (175 cm = 5 ft 8.9 in, 95 kg = 209.4 lb)', () => {
    expect(change({ heightCm: 175, weightKg: 95, age: 40 }, 'metric', 'imperial')).toEqual({ input: { heightFt: 5, heightIn: 8.9, weightLb: 209.4 } });
    // 6 ft 0 in = 182.88 cm, 200 lb = 90.718474 kg.
    expect(change({ heightFt: 6, heightIn: 0, weightLb: 200 }, 'imperial', 'metric')).toEqual({ input: { heightCm: 182.9, weightKg: 90.7 } });
    expect(change({ heightFt: 6, weightLb: 200 }, 'imperial', 'metric')).toEqual({ input: { heightCm: 182.9, weightKg: 90.7 } });
  });

  it('leaves the other system’s fields alone when the height or weight is missing or impossible', () => {
    expect(change({ heightCm: 175 }, 'metric', 'imperial')).toEqual({});
    expect(change({ heightCm: 300, weightKg: 70 }, 'metric', 'imperial')).toEqual({});
    expect(change({ heightIn: -3, heightFt: 6, weightLb: 200 }, 'imperial', 'metric')).toEqual({});
    expect(change({ weightLb: 200 }, 'imperial', 'metric')).toEqual({});
  });
});
