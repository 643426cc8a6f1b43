/**
 * How the panel writes numbers: in the page's language (Intl via the sdk's formatters), with enough
 * digits for percentages such as 1 ÷ 3 and none of floating point's noise (0.1 + 0.2), and the
 * calculation spelled out with the visitor's numbers.
 */
import type { Formatters } from '@sdk/ui';
import type { PercentageResult } from './run.ts';

/** Up to 10 significant digits, or 6 decimals when that keeps more (1,234,567.123457). */
const PLAIN: Intl.NumberFormatOptions = { maximumSignificantDigits: 10, maximumFractionDigits: 6, roundingPriority: 'morePrecision' };
/** Beyond a quadrillion, digits stop meaning anything to a reader: 1.234E21. */
const HUGE: Intl.NumberFormatOptions = { notation: 'scientific', maximumSignificantDigits: 10 };
const HUGE_FROM = 1e15;

export interface NumberWriter {
  /** 1,234.5 */
  num: (value: number) => string;
  /** 12.5% (en), 12,5 % (de, es), 12,5 % (fr): the language's own percent sign and spacing. */
  pct: (value: number, signed?: boolean) => string;
  /** A number with an explicit sign: +50, −20. */
  signed: (value: number) => string;
}

export function numberWriter(fmt: Formatters): NumberWriter {
  const opts = (value: number) => (Math.abs(value) >= HUGE_FROM ? HUGE : PLAIN);
  return {
    num: (value) => fmt.numberWith(value, opts(value)),
    pct: (value, signed = false) => fmt.numberWith(value / 100, { ...opts(value), style: 'percent', ...(signed ? { signDisplay: 'exceptZero' } : {}) }),
    signed: (value) => fmt.numberWith(value, { ...opts(value), signDisplay: 'exceptZero' }),
  };
}

/** A negative number inside a formula gets parentheses: 15 ÷ 100 × (−200). */
function term(w: NumberWriter, value: number): string {
  return value < 0 ? `(${w.num(value)})` : w.num(value);
}

/** The result as the page shows and copies it. */
export function resultText(w: NumberWriter, r: PercentageResult): string {
  switch (r.mode) {
    case 'percentOf':
    case 'percentIsOf':
      return w.num(r.result);
    case 'whatPercent':
      return w.pct(r.result);
    case 'change':
      return w.pct(r.result, true);
  }
}

/** The calculation with the visitor's numbers: "15 ÷ 100 × 200 = 30". */
export function formula(w: NumberWriter, r: PercentageResult): string {
  const { x, y } = r;
  switch (r.mode) {
    case 'percentOf':
      return `${term(w, x)} ÷ 100 × ${term(w, y)} = ${w.num(r.result)}`;
    case 'whatPercent':
      return `${term(w, x)} ÷ ${term(w, y)} × 100 = ${w.pct(r.result)}`;
    case 'percentIsOf':
      return `${term(w, x)} ÷ ${term(w, y)} × 100 = ${w.num(r.result)}`;
    case 'change':
      return `(${term(w, y)} − ${term(w, x)}) ÷ |${w.num(x)}| × 100 = ${w.pct(r.result, true)}`;
  }
}
