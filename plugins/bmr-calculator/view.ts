/**
 * The BMR by the chosen formula, the calories a day to keep the weight at the chosen activity (TDEE)
 * and to reach the goal at the chosen pace; the calculation with the visitor's numbers; the three
 * formulas side by side and the TDEE at every activity level, the chosen rows marked in words; the
 * medical caveat.
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { ACTIVITIES, ACTIVITY, FORMULAS, HARRIS, KATCH, MIFFLIN, MIN_INTAKE, type Formula } from './formulas.ts';
import type { Input, Options } from './manifest.ts';
import type { BmrResult } from './run.ts';

const kcal = (value: number): Display => msg('kcalPerDay', { value: num(value) });
const kg = (value: number): NumberDisplay => num(value, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
const cm = (value: number): NumberDisplay => num(value, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 2 });
const plain = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 3 });

/** The chosen formula written out with the visitor's numbers. */
export function formulaParts(formula: Formula, r: BmrResult, age: number, sex: Options['gender']): Display[] {
  const value = r.bmr[formula]!;
  if (formula === 'mifflin') {
    const s = MIFFLIN[sex];
    return [plain(MIFFLIN.weight), ' × ', kg(r.weightKg), ' + ', plain(MIFFLIN.height), ' × ', cm(r.heightCm), ' − ', plain(MIFFLIN.age), ' × ', num(age), s < 0 ? ' − ' : ' + ', num(Math.abs(s)), ' = ', kcal(value)];
  }
  if (formula === 'harris') {
    const c = HARRIS[sex];
    return [plain(c.base), ' + ', plain(c.weight), ' × ', kg(r.weightKg), ' + ', plain(c.height), ' × ', cm(r.heightCm), ' − ', plain(c.age), ' × ', num(age), ' = ', kcal(value)];
  }
  return [plain(KATCH.base), ' + ', plain(KATCH.lean), ' × ', kg(r.leanKg!), ' = ', kcal(value)];
}

export function view(r: BmrResult, { input, options }: { input: Input; options: Options }): ResultView {
  const { formula, activity, gender } = options;
  const metric = r.system === 'metric';
  const pace = metric ? num(input.paceKg ?? 0, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }) : num(input.paceLb ?? 0, { style: 'unit', unit: 'pound', maximumFractionDigits: 2 });
  const formulaName = msg(`options.formula.values.${formula}`);
  const activityName = msg(`options.activity.values.${activity}`);

  const items: ValueItem[] = [
    { label: msg('result.bmr', { formula: formulaName }), value: kcal(r.bmr[formula]!), main: true, hint: msg('result.bmrHint') },
    { label: msg('result.tdee'), value: kcal(r.tdee), hint: msg('result.tdeeHint', { activity: activityName, factor: plain(ACTIVITY[activity]) }) },
  ];
  if (r.target) {
    const goal = r.target.change < 0 || options.goal === 'lose' ? 'lose' : 'gain';
    items.push({
      label: msg(`result.${goal}`, { pace }),
      value: kcal(r.target.kcal),
      hint: msg(r.target.change < 0 ? 'result.less' : r.target.change > 0 ? 'result.more' : 'result.same', { change: kcal(Math.abs(r.target.change)) }),
    });
  }
  const blocks: ResultBlock[] = [{ kind: 'values', items, announce: true }];
  if (r.belowMinimum) blocks.push({ kind: 'note', tone: 'warning', text: msg('belowMinimum', { minimum: kcal(MIN_INTAKE[gender]) }) });
  if (input.age !== null) blocks.push({ kind: 'formula', label: msg('formulaLabel', { formula: formulaName }), formula: formulaParts(formula, r, input.age, gender) });
  if (formula === 'katch' && r.leanKg !== null && input.bodyFat !== null) {
    blocks.push({ kind: 'formula', label: msg('leanLabel'), formula: [kg(r.weightKg), ' × (1 − ', num(input.bodyFat / 100, { maximumFractionDigits: 4 }), ') = ', kg(r.leanKg)] });
  }
  blocks.push({
    kind: 'table',
    caption: msg('formulas.caption', { activity: activityName }),
    columns: [{ label: msg('formulas.formula') }, { label: msg('formulas.bmr'), numeric: true }, { label: msg('formulas.tdee'), numeric: true }],
    rows: FORMULAS.map((f) => {
      const bmr = r.bmr[f];
      return [msg(`options.formula.values.${f}`), bmr === null ? msg('formulas.needsBodyFat') : kcal(bmr), bmr === null ? '–' : kcal(f === formula ? r.tdee : Math.round(bmr * ACTIVITY[activity]))];
    }),
    rowHeaders: true,
    marked: { row: FORMULAS.indexOf(formula), note: msg('formulas.chosen') },
  });
  blocks.push({
    kind: 'table',
    caption: msg('activity.caption', { formula: formulaName }),
    columns: [{ label: msg('activity.level') }, { label: msg('activity.factor'), numeric: true }, { label: msg('activity.kcal'), numeric: true }],
    rows: ACTIVITIES.map((a, i) => [msg(`options.activity.values.${a}`), plain(ACTIVITY[a]), kcal(r.byActivity[i]!)]),
    rowHeaders: true,
    marked: { row: ACTIVITIES.indexOf(activity), note: msg('activity.chosen') },
  });
  blocks.push({ kind: 'note', text: msg('caveat') });
  return { blocks };
}
