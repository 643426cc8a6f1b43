import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('bmr-calculator', 'en');
const de = writer('bmr-calculator', 'de');
const fr = writer('bmr-calculator', 'fr');
const NONE = { age: null as unknown as number, heightCm: null, heightFt: null, heightIn: null, weightKg: null, weightLb: null, bodyFat: null, paceKg: 0.5, paceLb: 1 } satisfies Input;
const DEFAULTS: Options = { system: 'metric', gender: 'male', activity: 'moderate', formula: 'mifflin', goal: 'lose' };

function shown(input: Partial<Input>, options: Partial<Options> = {}) {
  const all = { ...DEFAULTS, ...options };
  const full = { ...NONE, ...input };
  const r = run(full, all);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input: full, options: all }));
  const values = v.blocks.find((b) => b.kind === 'values') as ValuesBlock;
  const tables = v.blocks.filter((b): b is TableBlock => b.kind === 'table');
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
  return { values, tables, formulas, notes };
}

describe('the result', () => {
  it('gives the BMR, the TDEE and the goal, each explained', () => {
    const { values } = shown({ age: 25, heightCm: 180, weightKg: 80, bodyFat: 15 });
    expect(values.items.map((i) => [en(i.label), en(i.value), en(i.hint!)])).toEqual([
      ['BMR (Mifflin–St Jeor)', '1,805 kcal/day', 'The calories your body burns at complete rest.'],
      ['Calories to keep your weight (TDEE)', '2,798 kcal/day', 'Moderate: exercise 3–5 days a week: BMR × 1.55'],
      ['Calories to lose 0.5 kg a week', '2,248 kcal/day', '550 kcal/day less than your TDEE'],
    ]);
    expect(de(values.items[2]!.value)).toBe('2.248 kcal/Tag');
    expect(fr(values.items[0]!.value)).toBe('1\u202f805 kcal/jour');
  });

  it('writes the chosen formula out with the visitor’s numbers', () => {
    const formula = (options: Partial<Options>, input: Partial<Input> = {}) =>
      shown({ age: 25, heightCm: 180, weightKg: 80, bodyFat: 15, ...input }, options).formulas.map((f) => `${en(f.label)} ${en(f.formula)}`);
    expect(formula({})).toEqual(['Calculation (Mifflin–St Jeor): 10 × 80 kg + 6.25 × 180 cm − 5 × 25 + 5 = 1,805 kcal/day']);
    expect(formula({ gender: 'female' })).toEqual(['Calculation (Mifflin–St Jeor): 10 × 80 kg + 6.25 × 180 cm − 5 × 25 − 161 = 1,639 kcal/day']);
    expect(formula({ formula: 'harris' })).toEqual(['Calculation (Harris–Benedict (revised)): 88.362 + 13.397 × 80 kg + 4.799 × 180 cm − 5.677 × 25 = 1,882 kcal/day']);
    expect(formula({ formula: 'katch' })).toEqual(['Calculation (Katch–McArdle): 370 + 21.6 × 68 kg = 1,839 kcal/day', 'Lean body mass: 80 kg × (1 − 0.15) = 68 kg']);
  });

  it('compares the three formulas and the activity levels, the chosen rows marked', () => {
    const { tables } = shown({ age: 25, heightCm: 180, weightKg: 80 });
    expect(tables[0]!.rows.map((r) => r.map((c) => en(c)))).toEqual([
      ['Mifflin–St Jeor', '1,805 kcal/day', '2,798 kcal/day'],
      ['Harris–Benedict (revised)', '1,882 kcal/day', '2,917 kcal/day'],
      ['Katch–McArdle', 'needs your body fat', '–'],
    ]);
    expect(tables[0]!.marked?.row).toBe(0);
    expect(tables[1]!.rows.map((r) => en(r[2]!))).toEqual(['2,166 kcal/day', '2,482 kcal/day', '2,798 kcal/day', '3,114 kcal/day', '3,430 kcal/day']);
    expect(tables[1]!.marked).toMatchObject({ row: 2 });
  });

  it('warns below the usual minimum intake, and always gives the medical caveat in one line', () => {
    const low = shown({ age: 60, heightCm: 155, weightKg: 50, paceKg: 1 }, { gender: 'female', activity: 'sedentary' });
    expect(low.notes.map((n) => n.tone ?? 'info')).toEqual(['warning', 'info']);
    expect(en(low.notes[0]!.text)).toContain('below 1,200 kcal/day');
    expect(en(low.notes[1]!.text)).toMatch(/^These equations estimate .* not medical advice/);
    expect(en(low.notes[1]!.text)).not.toContain('\n');
  });
});
