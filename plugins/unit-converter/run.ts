/**
 * Unit conversion with exact fractions: the typed value (an exact decimal) times exact unit
 * definitions, rounded once to the chosen number of decimals. Temperatures are affine
 * (kelvin = (x + offset) × scale). Pure: no DOM, no i18n; the panel formats and translates.
 */
import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import {
  add,
  compare,
  div,
  equals,
  exact,
  inverse,
  mul,
  ONE,
  sign,
  significantDigits,
  sub,
  toDisplayAmount,
  toTableAmount,
  toSignificantAmount,
  ZERO,
  type Amount,
  type Rational,
} from './rational.ts';
import { density, INGREDIENT_IDS, isCategory, UNITS, type Category, type Ingredient, type Unit } from './units.ts';

/** How the result follows from the value, for the page to write out. */
export type Formula =
  /** 1 from = factor to; value × factor = result. */
  | { readonly kind: 'multiply'; readonly factor: Amount }
  /** 1 to = factor from; value ÷ factor = result. */
  | { readonly kind: 'divide'; readonly factor: Amount }
  /** Reciprocal units (L/100 km ↔ mpg): result = factor ÷ value. */
  | { readonly kind: 'reciprocal'; readonly factor: Amount }
  /** Temperatures: result = (value + before) × ratio + after; absent parts are omitted. */
  | { readonly kind: 'affine'; readonly before: Amount | null; readonly ratio: { readonly n: number; readonly d: number } | null; readonly after: Amount | null };

export interface Conversion {
  readonly category: Category;
  readonly from: string;
  readonly to: string;
  /** The value as read. */
  readonly value: Amount;
  readonly result: Amount;
  /** The spec's flagged state: source and target units are the same (the value is still shown). */
  readonly sameUnits: boolean;
  /** Null when the units are the same. */
  readonly formula: Formula | null;
  /** The value in every unit of the category, in the order of its list (same rounding as the result). */
  readonly table: readonly TableRow[];
  /** Cooking, between a weight and a volume: the ingredient whose density was used (the result is then approximate). */
  readonly ingredient?: Ingredient;
}

export interface TableRow {
  readonly unit: string;
  readonly amount: Amount;
}

/** Significant digits a conversion factor is shown with when it has no short exact form. */
export const FACTOR_DIGITS = 10;
/** An exact factor is shown in full up to this many significant digits. */
export const EXACT_FACTOR_DIGITS = 15;

interface Prepared {
  category: Category;
  from: Unit;
  to: Unit;
  value: Rational;
  /** Cooking: the category's units with each volume weighed by the ingredient (factor in grams). */
  units: readonly Unit[];
  ingredient: Ingredient | null;
}

const isIngredient = (value: unknown): value is Ingredient => typeof value === 'string' && (INGREDIENT_IDS as readonly string[]).includes(value);

/** A volume unit weighed by a density: its factor in grams. */
const weighed = (unit: Unit, gramsPerMillilitre: Rational): Unit => (unit.volume ? { ...unit, factor: mul(unit.factor, gramsPerMillilitre) } : unit);

/**
 * Checks everything a conversion needs (the page has read the value in the visitor's language);
 * the error codes are the spec's messages.
 */
function prepare(input: Input, options: Options): Prepared | ToolError {
  const category = options.category;
  if (!isCategory(category)) return toolError('unknownCategory');
  let ingredient: Ingredient | null = null;
  let units = UNITS[category];
  if (category === 'cooking') {
    if (!isIngredient(input.ingredient)) return toolError('unknownIngredient', { field: 'ingredient' });
    ingredient = input.ingredient;
    const perMillilitre = density(ingredient);
    units = units.map((unit) => weighed(unit, perMillilitre));
  }
  const from = units.find((unit) => unit.id === input.from);
  if (!from) return toolError('unknownUnit', { unit: input.from, field: 'from' });
  const to = units.find((unit) => unit.id === input.to);
  if (!to) return toolError('unknownUnit', { unit: input.to, field: 'to' });
  const number = input.value;
  if (number === null || number === undefined) return toolError('required', { field: 'value' });
  if (!Number.isFinite(number)) return toolError('invalidNumber', { field: 'value' });
  // String(number) is the shortest decimal that reads back as the number: the value as typed.
  const value = exact(String(number + 0));
  if (from.offset && sign(kelvin(value, from)) < 0) return toolError('belowAbsoluteZero', { field: 'value' });
  // A category with a reciprocal unit (fuel economy) has no equivalent for 0 (0 L/100 km is no mpg at all), nor for less.
  if (UNITS[category].some((unit) => unit.reciprocal) && sign(value) <= 0) return toolError(sign(value) === 0 ? 'zeroReciprocal' : 'negativeReciprocal', { field: 'value' });
  return { category, from, to, value, units, ingredient };
}

const kelvin = (value: Rational, scale: Unit): Rational => mul(add(value, scale.offset ?? ZERO), scale.factor);

/** The value of `value` (in `from`) in `to`, exactly. A reciprocal unit needs a value other than 0 (prepare() checks it). */
export function convertExact(value: Rational, from: Unit, to: Unit): Rational {
  if (from.offset || to.offset) return sub(div(kelvin(value, from), to.factor), to.offset ?? ZERO);
  if (from.reciprocal || to.reciprocal) {
    const base = from.reciprocal ? div(from.factor, value) : mul(value, from.factor);
    return to.reciprocal ? div(to.factor, base) : div(base, to.factor);
  }
  return mul(value, div(from.factor, to.factor));
}

/** A constant shown in full when short and exact, else to FACTOR_DIGITS significant digits. */
function constant(r: Rational): Amount {
  const digits = significantDigits(r);
  return toSignificantAmount(r, digits <= EXACT_FACTOR_DIGITS ? digits : FACTOR_DIGITS);
}

/** Multiply or divide, whichever factor is shorter; on a tie (or both endless) the one that is at least 1. */
function linearFormula(from: Unit, to: Unit): Formula {
  const ratio = div(from.factor, to.factor);
  const inv = inverse(ratio);
  const costRatio = significantDigits(ratio);
  const costInv = significantDigits(inv);
  const multiply = costRatio < costInv || (costRatio === costInv && compare(ratio, ONE) >= 0);
  return multiply ? { kind: 'multiply', factor: constant(ratio) } : { kind: 'divide', factor: constant(inv) };
}

/**
 * result = value × m + c, written as (value + c/m) × m when c/m is shorter than c: that gives the
 * textbook forms °F = °C × 9/5 + 32, °C = (°F − 32) × 5/9, K = (°F + 459.67) × 5/9.
 */
function affineFormula(from: Unit, to: Unit): Formula {
  const m = div(from.factor, to.factor);
  const c = sub(mul(from.offset ?? ZERO, m), to.offset ?? ZERO);
  const a = div(c, m);
  const ratio = equals(m, ONE) ? null : { n: Number(m.n), d: Number(m.d) };
  if (sign(c) === 0) return { kind: 'affine', before: null, ratio, after: null };
  const before = ratio !== null && significantDigits(a) < significantDigits(c);
  return { kind: 'affine', before: before ? constant(a) : null, ratio, after: before ? null : constant(c) };
}

/** Between a reciprocal unit and a linear one: result = (reciprocal factor ÷ linear factor) ÷ value (235.2145833 ÷ mpg). */
function reciprocalFormula(from: Unit, to: Unit): Formula {
  if (from.reciprocal && to.reciprocal) return linearFormula({ ...from, factor: to.factor }, { ...to, factor: from.factor });
  const [reciprocal, linear] = from.reciprocal ? [from, to] : [to, from];
  return { kind: 'reciprocal', factor: constant(div(reciprocal.factor, linear.factor)) };
}

/** Cooking, weight ↔ volume: by what one volume unit weighs (1 US cup ≈ 125 g of flour), an average, so never exact. */
function densityFormula(from: Unit, to: Unit): Formula {
  const [volume, weight] = from.volume ? [from, to] : [to, from];
  const factor = { ...constant(div(volume.factor, weight.factor)), exact: false };
  return from.volume ? { kind: 'multiply', factor } : { kind: 'divide', factor };
}

export function run(input: Input, options: Options): Conversion | ToolError {
  const prepared = prepare(input, options);
  if ('kind' in prepared) return prepared;
  const { category, from, to, value, units, ingredient } = prepared;
  const sameUnits = from.id === to.id;
  const result = sameUnits ? value : convertExact(value, from, to);
  // A weight from a volume (or back) rests on an average density: never exact, whatever the digits.
  const byDensity = ingredient !== null && Boolean(from.volume) !== Boolean(to.volume);
  const shown = toDisplayAmount(result, options.precision);
  const formula = sameUnits ? null : byDensity ? densityFormula(from, to) : from.offset ? affineFormula(from, to) : from.reciprocal || to.reciprocal ? reciprocalFormula(from, to) : linearFormula(from, to);
  return {
    category,
    from: from.id,
    to: to.id,
    value: toSignificantAmount(value, Math.max(1, significantDigits(value))),
    result: byDensity ? { ...shown, exact: false } : shown,
    sameUnits,
    formula,
    table: units.map((unit) => ({ unit: unit.id, amount: toTableAmount(convertExact(value, from, unit), options.precision) })),
    ...(byDensity && ingredient ? { ingredient } : {}),
  };
}
