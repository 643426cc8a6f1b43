/**
 * The answer in large type with its sentence, the difference for a change, and the calculation with
 * the visitor's own numbers. Up to 10 significant digits (or 6 decimals when that keeps more), so that
 * 1 ÷ 3 shows its digits and 0.1 + 0.2 shows none of floating point's noise; scientific notation past a
 * quadrillion, where digits stop meaning anything to a reader.
 */
import { msg, num, type Display, type NumberDisplay, type ResultView, type ValueItem } from '@sdk/core';
import type { PercentageResult } from './run.ts';

const PLAIN: Intl.NumberFormatOptions = { maximumSignificantDigits: 10, maximumFractionDigits: 6, roundingPriority: 'morePrecision' };
const HUGE: Intl.NumberFormatOptions = { notation: 'scientific', maximumSignificantDigits: 10 };
const HUGE_FROM = 1e15;

const digits = (value: number) => (Math.abs(value) >= HUGE_FROM ? HUGE : PLAIN);
/** 1,234.5 */
const n = (value: number): NumberDisplay => num(value, digits(value));
/** 12.5% in English, 12,5 % in German, Spanish and French: the language's own sign and spacing. */
const pct = (value: number, signed = false): NumberDisplay => num(value / 100, { ...digits(value), style: 'percent', ...(signed ? { signDisplay: 'exceptZero' } : {}) });
/** +50, −20 */
const signed = (value: number): NumberDisplay => num(value, { ...digits(value), signDisplay: 'exceptZero' });
/** A negative number inside a formula gets parentheses: 15 ÷ 100 × (−200). */
const term = (value: number): Display[] => (value < 0 ? ['(', n(value), ')'] : [n(value)]);

const ARROW = { increase: '▲', decrease: '▼', none: '=' } as const;

/** The result as the page shows and copies it. */
export function answer(r: PercentageResult): NumberDisplay {
  switch (r.mode) {
    case 'percentOf':
    case 'percentIsOf':
      return n(r.result);
    case 'whatPercent':
      return pct(r.result);
    case 'change':
      return pct(r.result, true);
  }
}

/** "15 % of 200 is 30.", "From 200 to 250 is an increase of 25 %." */
function statement(r: PercentageResult): Display {
  switch (r.mode) {
    case 'percentOf':
      return msg('statement.percentOf', { x: pct(r.x), y: n(r.y), result: n(r.result) });
    case 'whatPercent':
      return msg('statement.whatPercent', { x: n(r.x), y: n(r.y), result: pct(r.result) });
    case 'percentIsOf':
      return msg('statement.percentIsOf', { x: n(r.x), y: pct(r.y), result: n(r.result) });
    case 'change':
      return msg(`statement.${r.direction ?? 'none'}`, { x: n(r.x), y: n(r.y), result: pct(Math.abs(r.result)) });
  }
}

/** The calculation with the visitor's numbers: "15 ÷ 100 × 200 = 30". */
export function formula(r: PercentageResult): Display[] {
  const { x, y } = r;
  switch (r.mode) {
    case 'percentOf':
      return [...term(x), ' ÷ 100 × ', ...term(y), ' = ', n(r.result)];
    case 'whatPercent':
      return [...term(x), ' ÷ ', ...term(y), ' × 100 = ', pct(r.result)];
    case 'percentIsOf':
      return [...term(x), ' ÷ ', ...term(y), ' × 100 = ', n(r.result)];
    case 'change':
      return ['(', ...term(y), ' − ', ...term(x), ') ÷ |', n(x), '| × 100 = ', pct(r.result, true)];
  }
}

export function view(r: PercentageResult): ResultView {
  // A change says its direction in words as well as with its sign and an arrow, never by colour alone.
  const label = r.direction ? msg('directionLabel', { arrow: ARROW[r.direction], direction: msg(`direction.${r.direction}`) }) : msg('resultLabel');
  const items: ValueItem[] = [{ label, value: answer(r), main: true, hint: statement(r) }];
  if (r.difference !== undefined) items.push({ label: msg('differenceLabel'), value: signed(r.difference) });
  return {
    blocks: [
      { kind: 'values', items },
      { kind: 'formula', label: msg('formulaLabel'), formula: formula(r) },
    ],
    copy: answer(r),
  };
}
