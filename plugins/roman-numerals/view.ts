import { msg, num, type Display, type ResultView, type ValueItem } from '@sdk/core';
import { BAR, type RomanResult } from './run.ts';

/**
 * The answer in large type (the numeral, or the number in the page's language), the other side beside
 * it, and the numeral taken apart place by place: M + CM + XC + IV = 1,000 + 900 + 90 + 4 = 1,994.
 */
export function view(r: RomanResult): ResultView {
  const roman: ValueItem = { label: msg('results.roman'), value: r.roman, main: r.mode === 'toRoman', copy: true, mono: true };
  const number: ValueItem = { label: msg('results.number'), value: num(r.number), main: r.mode === 'toArabic', copy: true };
  const formula: Display[] = [];
  r.parts.forEach((p, i) => formula.push(...(i ? [' + '] : []), p.roman));
  formula.push(' = ');
  r.parts.forEach((p, i) => formula.push(...(i ? [' + '] : []), num(p.value)));
  if (r.parts.length > 1) formula.push(' = ', num(r.number));
  const blocks: ResultView['blocks'] = [
    { kind: 'values', items: r.mode === 'toRoman' ? [roman, number] : [number, roman], announce: true },
    { kind: 'formula', label: msg('formulaLabel'), formula },
    ...(r.roman.includes(BAR) ? [{ kind: 'note', text: msg('vinculumNote') } as const] : []),
  ];
  return { blocks, copy: r.mode === 'toRoman' ? r.roman : num(r.number) };
}
