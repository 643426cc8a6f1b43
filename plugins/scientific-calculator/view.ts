/**
 * The result, written in the page's language when it is a real number (its exact text kept for Copy
 * and the history), with the fraction's decimal value; the calculation as typed; the history, each
 * line with its result or its mistake; notes on the angle unit, on fractions that needed decimals and on
 * decimal commas read as such.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { SHOWN_DIGITS, type CalcResult, type Value } from './run.ts';

/** A real number in the page's language, scientific beyond 10^15 and below 10^−6 (as calculators do). */
export function numberDisplay(x: number): Display {
  const a = Math.abs(x);
  return num(x, a !== 0 && (a >= 1e15 || a < 1e-6) ? { notation: 'scientific', maximumSignificantDigits: 15 } : { maximumSignificantDigits: 15 });
}

/** What a value looks like on the page: numbers localised, the rest as mathjs writes it (1/3, 2i, 5 cm, [1, 2]). */
export function valueDisplay(v: Value): Display {
  if (v.type === 'number' && v.number !== undefined) return numberDisplay(v.number);
  if (v.type === 'function') return msg('result.function', { name: v.text });
  if (v.type === 'none') return msg('result.none');
  return v.text;
}

export function view(r: CalcResult, { input, options }: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [];
  const v = r.value;
  if (v) {
    const hint: Display | undefined =
      v.type === 'fraction' && v.number !== undefined
        ? msg('hint.decimal', { value: numberDisplay(v.number) })
        : v.type === 'bignumber'
          ? msg('hint.precise', { digits: num(SHOWN_DIGITS) })
          : undefined;
    blocks.push({ kind: 'values', items: [{ label: msg('result.label'), value: valueDisplay(v), main: true, mono: v.type !== 'number', ...(hint ? { hint } : {}) }], announce: true });
    blocks.push({ kind: 'formula', label: msg('formulaLabel'), formula: [input.expression.trim(), ' = ', valueDisplay(v)] });
  }
  if (r.inexact) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.inexact') });
  if (r.decimalComma) blocks.push({ kind: 'note', text: msg('notes.decimalComma') });
  if (r.history.length) {
    blocks.push({
      kind: 'table',
      caption: msg('history.caption'),
      columns: [{ label: '#', numeric: true }, { label: msg('history.expression'), mono: true }, { label: msg('history.result') }],
      rows: r.history.map((line, i) => [num(i + 1), line.expression, line.value ? valueDisplay(line.value) : msg(`errors.${line.error!.code}`, Object.fromEntries(Object.entries(line.error!.params).map(([k, x]) => [k, typeof x === 'number' ? num(x) : x])))]),
    });
  }
  blocks.push({ kind: 'note', text: msg(`notes.${options.angle}`) });
  return v ? { blocks, copy: valueDisplay(v), copyLabel: msg('copyResult') } : { blocks };
}
