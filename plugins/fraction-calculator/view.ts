/**
 * The answer as a fraction in lowest terms, as a mixed number and as a decimal (with its repeating part
 * in parentheses, 0.1(6), its decimal mark the page's), then the working step by step.
 */
import { msg, num, type Display, type FormulaBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Operation } from './manifest.ts';
import { decimal, fromText, gcd, lcm, mixed, read, type Q, type Written } from './rational.ts';
import type { FractionResult } from './run.ts';

const MINUS = '\u2212';
const int = (n: bigint): string => (n < 0n ? MINUS + String(-n) : String(n));
/** 3/4, −3/4, 5 */
export const frac = (n: bigint, d: bigint): string => (d === 1n ? int(n) : `${int(n)}/${d}`);
const fq = (x: Q) => frac(x.n, x.d);
/** A negative operand in a sum gets parentheses: 2/3 ÷ (−4/9). */
const term = (x: Q) => (x.n < 0n ? `(${fq(x)})` : fq(x));
const SIGN: Record<Operation, string> = { add: ' + ', subtract: ' − ', multiply: ' × ', divide: ' ÷ ' };

/** −1 3/4, or null when the fraction is a whole number or less than one. */
function mixedText(x: Q): string | null {
  const m = mixed(x);
  if (m.whole === 0n || m.n === 0n) return null;
  return `${m.negative ? MINUS : ''}${m.whole} ${m.n}/${m.d}`;
}

/** A decimal in the page's language: 2.375, 0.1(6), ≈ 0.0123… */
export function decimalText(x: Q): Display {
  const d = decimal(x);
  const whole = (d.negative ? MINUS : '') + d.int;
  if (!d.exact) return msg('decimal.approx', { int: whole, frac: d.frac });
  if (d.period) return msg('decimal.repeating', { int: whole, frac: d.frac, period: d.period });
  return d.frac ? msg('decimal.plain', { int: whole, frac: d.frac }) : whole;
}

function writtenText(w: Written): Display {
  const sign = w.negative ? MINUS : '';
  if (w.kind === 'fraction') return `${sign}${w.whole !== null ? `${w.whole} ` : ''}${w.n}/${w.d}`;
  if (w.period) return msg('decimal.repeating', { int: sign + w.int, frac: w.frac, period: w.period });
  return w.frac ? msg('decimal.plain', { int: sign + w.int, frac: w.frac }) : sign + w.int;
}

/** How a typed number becomes a fraction, if it takes any working: mixed numbers, decimals, fractions not in lowest terms. */
function toFraction(w: Written, value: Q): Display[] | null {
  const sign = w.negative ? MINUS : '';
  if (w.kind === 'fraction') {
    if (w.whole !== null) {
      const top = w.whole * w.d + w.n;
      const steps: Display[] = [writtenText(w), ` = ${sign}(${w.whole} × ${w.d} + ${w.n})/${w.d} = ${sign}${top}/${w.d}`];
      const g = gcd(top, w.d);
      if (g > 1n) steps.push(' = ', fq(value), msg('divideBy', { divisor: String(g) }));
      return steps;
    }
    const g = gcd(w.n, w.d);
    return g > 1n ? [writtenText(w), ' = ', fq(value), msg('divideBy', { divisor: String(g) })] : null;
  }
  if (!w.frac && !w.period) return null;
  let top: bigint;
  let bottom: bigint;
  const steps: Display[] = [writtenText(w), ' = '];
  if (w.period) {
    const withPeriod = BigInt(w.int + w.frac + w.period);
    const without = BigInt(w.int + w.frac);
    top = withPeriod - without;
    bottom = BigInt('9'.repeat(w.period.length) + '0'.repeat(w.frac.length));
    steps.push(`${sign}(${withPeriod} − ${without})/${bottom} = `);
  } else {
    top = BigInt(w.int + w.frac);
    bottom = 10n ** BigInt(w.frac.length);
  }
  steps.push(`${sign}${top}/${bottom}`);
  const g = gcd(top, bottom);
  if (g > 1n) steps.push(' = ', fq(value), msg('divideBy', { divisor: String(g) }));
  return steps;
}

/** The operation's working on two fractions. */
function operation(a: Q, op: Operation, b: Q, result: Q): Display[][] {
  const steps: Display[][] = [];
  let raw: Q;
  if (op === 'add' || op === 'subtract') {
    const d = lcm(a.d, b.d);
    const [an, bn] = [a.n * (d / a.d), b.n * (d / b.d)];
    if (a.d !== b.d) steps.push([msg('commonDenominator', { lcd: String(d) }), `${term(a)}${SIGN[op]}${term(b)} = ${frac(an, d)}${SIGN[op]}${bn < 0n ? `(${frac(bn, d)})` : frac(bn, d)}`]);
    raw = { n: op === 'add' ? an + bn : an - bn, d };
    steps.push([`(${int(an)}${SIGN[op]}${bn < 0n ? `(${int(bn)})` : int(bn)})/${d} = ${frac(raw.n, raw.d)}`]);
  } else {
    const b2 = op === 'divide' ? { n: b.n < 0n ? -b.d : b.d, d: b.n < 0n ? -b.n : b.n } : b;
    if (op === 'divide') steps.push([msg('reciprocal'), `${term(a)} ÷ ${term(b)} = ${term(a)} × ${term(b2)}`]);
    raw = { n: a.n * b2.n, d: a.d * b2.d };
    steps.push([`(${a.n < 0n ? `(${int(a.n)})` : int(a.n)} × ${b2.n < 0n ? `(${int(b2.n)})` : int(b2.n)})/(${a.d} × ${b2.d}) = ${frac(raw.n, raw.d)}`]);
  }
  const g = gcd(raw.n, raw.d);
  if (g > 1n) steps.push([msg('simplify'), `${frac(raw.n, raw.d)} = ${fq(result)}`, msg('divideBy', { divisor: String(g) })]);
  return steps;
}

const stepBlocks = (steps: Display[][]): FormulaBlock[] => steps.map((formula, i) => ({ kind: 'formula', label: msg('stepLabel', { step: num(i + 1) }), formula }));

function answer(x: Q, main: string): ValueItem[] {
  const items: ValueItem[] = [{ label: msg(main), value: fq(x), main: true, copy: true, mono: true }];
  const m = mixedText(x);
  if (m) items.push({ label: msg('results.mixed'), value: m, mono: true });
  items.push({ label: msg('results.decimal'), value: decimalText(x), mono: true });
  return items;
}

export function view(r: FractionResult, { input }: { input: Input }): ResultView {
  const a = fromText(r.x);
  const wx = read(input.x);
  if (r.mode === 'convert') {
    const working = typeof wx === 'string' ? null : toFraction(wx.written, a);
    return { blocks: [{ kind: 'values', items: answer(a, 'results.fraction'), announce: true }, ...stepBlocks(working ? [working] : [])], copy: fq(a) };
  }
  const b = fromText(r.y);
  const result = fromText(r.result);
  const wy = read(input.y);
  const steps: Display[][] = [];
  for (const [w, v] of [[wx, a], [wy, b]] as const) {
    const s = typeof w === 'string' ? null : toFraction(w.written, v);
    if (s) steps.push(s);
  }
  steps.push(...operation(a, r.op, b, result));
  return {
    blocks: [
      { kind: 'values', items: answer(result, 'results.result'), announce: true },
      { kind: 'formula', label: msg('calculationLabel'), formula: [term(a), SIGN[r.op], term(b), ' = ', fq(result)] },
      ...stepBlocks(steps),
    ],
    copy: fq(result),
  };
}
