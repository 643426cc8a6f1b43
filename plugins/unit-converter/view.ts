/**
 * The result with the value it came from, the formula in words and numbers, the definitions behind
 * the two units, and the value in every unit of the category. Numbers are written in the page's
 * language with exactly the digits run() kept; scientific results as "6.213712 × 10⁻⁷", copied as
 * "6.213712E-7" so that spreadsheets read them.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Amount } from './rational.ts';
import type { Conversion, Formula } from './run.ts';
import { findUnit, INGREDIENTS, LOCAL_SYMBOLS, type Category, type Note } from './units.ts';

const SUPERSCRIPT: Readonly<Record<string, string>> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
const MINUS = '\u2212';

/** The digits of an amount in the page's language, exactly as many decimals as it has. */
const digits = (a: Amount): Display => num(a.value, { maximumFractionDigits: a.decimals });

/** "8,046.72", or "6.213712 × 10⁻⁷" when scientific. */
export function amount(a: Amount): Display {
  if (a.exponent === null) return digits(a);
  return msg('amount.scientific', { mantissa: digits(a), exponent: [...String(a.exponent)].map((c) => SUPERSCRIPT[c] ?? c).join('') });
}

/** What Copy gives: the number in the page's language, with E notation when scientific ("6,213712E-7" in German). */
export function copyAmount(a: Amount): Display {
  return a.exponent === null ? digits(a) : msg('amount.copyScientific', { mantissa: digits(a), exponent: String(a.exponent) });
}

/** A unit's symbol: international ("km"), or the language's where it has its own (French "Go", German "J."). */
export function symbol(category: Category, id: string): Display {
  return LOCAL_SYMBOLS.has(id) ? msg(`symbols.${id}`) : (findUnit(category, id)?.symbol ?? id);
}

/** "8.04672 km". */
const withUnit = (a: Amount, category: Category, id: string): Display => msg('amount.withUnit', { amount: amount(a), unit: symbol(category, id) });

/** The formula as a rule and as a calculation with the visitor's numbers, and in words. */
export function formulaParts(c: Conversion, formula: Formula): { rule: Display[]; calculation: Display[]; words: Display } {
  const from = symbol(c.category, c.from);
  const to = symbol(c.category, c.to);
  const value = withUnit(c.value, c.category, c.from);
  const result = withUnit(c.result, c.category, c.to);
  const magnitude = (a: Amount): Amount => ({ ...a, value: Math.abs(a.value) });
  const then = (steps: Display[]): Display => steps.reduce((first, next) => msg('formula.then', { first, next }));

  if (formula.kind === 'affine') {
    const ratio = formula.ratio ? msg('formula.fraction', { n: num(formula.ratio.n), d: num(formula.ratio.d) }) : null;
    const plusMinus = (a: Amount): Display[] => [a.value < 0 ? MINUS : '+', ' ', amount(magnitude(a))];
    const expr = (x: Display): Display[] => {
      let parts: Display[] = [x];
      if (formula.before) parts = ['(', ...parts, ' ', ...plusMinus(formula.before), ')'];
      if (ratio) parts = [...parts, ' × ', ratio];
      if (formula.after) parts = [...parts, ' ', ...plusMinus(formula.after)];
      return parts;
    };
    const step = (a: Amount): Display => msg(a.value < 0 ? 'formula.subtract' : 'formula.add', { n: amount(magnitude(a)) });
    const steps = [...(formula.before ? [step(formula.before)] : []), ...(ratio ? [msg('formula.multiply', { n: ratio })] : []), ...(formula.after ? [step(formula.after)] : [])];
    return {
      rule: [to, ' = ', ...expr(from)],
      calculation: [...expr(value), c.result.exact ? ' = ' : ' ≈ ', result],
      words: msg('formula.how', { from, to, steps: then(steps) }),
    };
  }
  const factor = amount(formula.factor);
  const eq = formula.factor.exact ? ' = ' : ' ≈ ';
  const eqResult = formula.factor.exact && c.result.exact ? ' = ' : ' ≈ ';
  if (formula.kind === 'reciprocal') {
    // An inverse relation, not a factor: the more litres per 100 km, the fewer miles per gallon.
    return {
      rule: [to, eq, factor, ' ÷ ', from],
      calculation: [factor, ' ÷ ', value, eqResult, result],
      words: msg('formula.how', { from, to, steps: msg('formula.divideInto', { n: factor }) }),
    };
  }
  const multiply = formula.kind === 'multiply';
  return {
    rule: multiply ? ['1 ', from, eq, factor, ' ', to] : ['1 ', to, eq, factor, ' ', from],
    calculation: [value, multiply ? ' × ' : ' ÷ ', factor, eqResult, result],
    words: msg('formula.how', { from, to, steps: msg(multiply ? 'formula.multiply' : 'formula.divide', { n: factor }) }),
  };
}

export function view(c: Conversion): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [{ label: msg('result.from', { value: withUnit(c.value, c.category, c.from), sign: c.result.exact ? '=' : '≈' }), value: withUnit(c.result, c.category, c.to), main: true }],
    },
  ];
  // The spec's flagged state: the value is still shown.
  if (c.sameUnits) blocks.push({ kind: 'note', text: msg('notices.sameUnits') });
  if (c.formula) {
    const { rule, calculation, words } = formulaParts(c, c.formula);
    blocks.push({ kind: 'formula', label: msg('formula.title'), formula: rule }, { kind: 'formula', label: msg('formula.calculation'), formula: calculation }, { kind: 'note', text: words });
  }
  // Cups to grams rest on an average density: say which, from where, and that it is approximate.
  if (c.ingredient) {
    blocks.push({ kind: 'note', tone: 'warning', text: msg('notices.byDensity', { ingredient: msg(`fields.ingredient.choices.${c.ingredient}`), grams: num(Number(INGREDIENTS[c.ingredient])) }) });
  }
  // The definitions behind the two units (average month, thermochemical calorie, kB and KiB…).
  const notes = new Set([findUnit(c.category, c.from)?.note, findUnit(c.category, c.to)?.note].filter((n): n is Note => n !== undefined));
  for (const note of notes) blocks.push({ kind: 'note', text: msg(`notes.${note}`) });
  blocks.push({
    kind: 'table',
    caption: msg('table.title', { value: withUnit(c.value, c.category, c.from) }),
    columns: [{ label: msg('table.unit') }, { label: msg('table.value'), numeric: true }],
    rows: c.table.map((row) => [msg(`fields.to.choices.${row.unit}`), withUnit(row.amount, c.category, row.unit)]),
    rowHeaders: true,
    marked: { row: c.table.findIndex((row) => row.unit === c.to), note: msg('table.target') },
  });
  return { blocks, copy: copyAmount(c.result) };
}
