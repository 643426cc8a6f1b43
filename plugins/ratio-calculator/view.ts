/**
 * The answer in large type, then the working, step by step, in the visitor's own numbers. Up to 10
 * significant digits (or 6 decimals when that keeps more), scientific notation past a quadrillion.
 */
import { msg, num, type Display, type FormulaBlock, type NumberDisplay, type ResultView, type ValueItem } from '@sdk/core';
import type { DivideResult, ProportionResult, RatioResult, SimplifyResult } from './run.ts';

const PLAIN: Intl.NumberFormatOptions = { maximumSignificantDigits: 10, maximumFractionDigits: 6, roundingPriority: 'morePrecision' };
const HUGE: Intl.NumberFormatOptions = { notation: 'scientific', maximumSignificantDigits: 10 };
const n = (v: number): NumberDisplay => num(v, Math.abs(v) >= 1e15 ? HUGE : PLAIN);
/** A negative number inside a formula gets parentheses: 3 × (−2). */
const term = (v: number): Display[] => (v < 0 ? ['(', n(v), ')'] : [n(v)]);
/** 2 : 3 : 1 */
const ratio = (vs: readonly number[]): Display[] => vs.flatMap((v, i) => (i ? [' : ', ...term(v)] : term(v)));
const step = (i: number, formula: Display[]): FormulaBlock => ({ kind: 'formula', label: msg('stepLabel', { step: num(i) }), formula });

function proportion(r: ProportionResult): ResultView {
  const { a, b, c, x } = r;
  const steps =
    r.mode === 'direct'
      ? [
          [...ratio([a, b]), ' = ', ...ratio([c]), ' : x'],
          [...term(a), ' × x = ', ...term(b), ' × ', ...term(c)],
          ['x = ', ...term(b), ' × ', ...term(c), ' ÷ ', ...term(a), ' = ', n(x)],
        ]
      : [
          [...term(a), ' × ', ...term(b), ' = ', ...term(c), ' × x'],
          ['x = ', ...term(a), ' × ', ...term(b), ' ÷ ', ...term(c), ' = ', n(x)],
        ];
  const hint = msg(`statement.${r.mode}`, { a: n(a), b: n(b), c: n(c), x: n(x) });
  return {
    blocks: [{ kind: 'values', items: [{ label: 'x', value: n(x), main: true, hint }], announce: true }, ...steps.map((f, i) => step(i + 1, f))],
    copy: n(x),
  };
}

function simplify(r: SimplifyResult): ResultView {
  const [first] = r.simplified as [number];
  const last = r.simplified[r.simplified.length - 1]!;
  const items: ValueItem[] = [{ label: msg('results.simplified'), value: ratioText(r.simplified), main: true, copy: true }];
  if (first !== 0) items.push({ label: msg('results.oneToN'), value: ratioText(r.simplified.map((v) => v / first)) });
  if (last !== 0) items.push({ label: msg('results.nToOne'), value: ratioText(r.simplified.map((v) => v / last)) });
  const steps: Display[][] = [];
  if (r.multiplier !== 1) steps.push([...ratio(r.terms), msg('timesWhole', { multiplier: n(r.multiplier) }), ...ratio(r.whole)]);
  steps.push([...ratio(r.whole), msg('divideGcd', { divisor: n(r.divisor) }), ...ratio(r.simplified)]);
  return {
    blocks: [{ kind: 'values', items, announce: true }, ...steps.map((f, i) => step(i + 1, f))],
    copy: ratioText(r.simplified),
  };
}

/** A ratio as one message parameter: "2 : 3", numbers in the page's language. */
function ratioText(vs: readonly number[]): Display {
  return msg(`terms${vs.length}`, Object.fromEntries(vs.map((v, i) => [`t${i + 1}`, n(v)])));
}

function divide(r: DivideResult): ResultView {
  const items: ValueItem[] = r.shares.map((s, i) => ({ label: msg('results.share', { index: num(i + 1) }), value: n(s), main: true, hint: msg('results.shareHint', { parts: n(r.terms[i]!), sum: n(r.sum) }) }));
  const sum: Display[] = r.terms.flatMap((t, i) => (i ? [' + ', n(t)] : [n(t)]));
  const shares: Display[] = r.terms.flatMap((t, i) => [...(i ? ['; '] : []), n(t), ' × ', ...term(r.part), ' = ', n(r.shares[i]!)]);
  return {
    blocks: [
      { kind: 'values', items, announce: true },
      step(1, [msg('sumOfParts'), ...sum, ' = ', n(r.sum)]),
      step(2, [msg('onePart'), ...term(r.total), ' ÷ ', n(r.sum), ' = ', n(r.part)]),
      step(3, shares),
    ],
  };
}

export function view(r: RatioResult): ResultView {
  switch (r.mode) {
    case 'direct':
    case 'inverse':
      return proportion(r);
    case 'simplify':
      return simplify(r);
    case 'divide':
      return divide(r);
  }
}
