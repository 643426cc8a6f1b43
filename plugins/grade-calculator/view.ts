/**
 * The weighted average with its word on the scale, what the remaining work needs for the target (or
 * why it cannot or need not), the grades as read, the calculation, and the average on the other
 * countries' scales, marked approximate, with the formula used written out with the visitor's numbers.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { GradeResult } from './run.ts';
import { SCALE, wordOf, type Scale } from './scales.ts';

const grade = (value: number, scale: Scale): Display => (scale === 'percent' ? num(value / 100, { style: 'percent', maximumFractionDigits: 2 }) : num(value, { maximumFractionDigits: 2 }));
const plain = (value: number) => num(value, { maximumFractionDigits: 4 });

/** The grade's word in its country ("sehr gut", "Notable", "B+"): letters are symbols, shown as they are. */
function word(value: number, scale: Scale): Display {
  const key = wordOf(value, scale);
  return key.startsWith('letter.') ? key.slice('letter.'.length).replace('-', '−') : msg(`word.${key}`);
}

const withWord = (value: number, scale: Scale): Display => msg('gradeWord', { grade: grade(value, scale), word: word(value, scale) });

/** The conversion into `to`, written with the visitor's average: the modified Bavarian formula into German, its inverse out of it, else the same proportion. */
function conversionFormula(r: GradeResult, to: Scale, value: number): ResultBlock {
  const a = SCALE[r.scale];
  const b = SCALE[to];
  const x = plain(r.average);
  if (to === 'de') {
    return {
      kind: 'formula',
      label: msg('formula.bavarian'),
      formula: ['N = ', plain(1), ' + ', plain(3), ' × (', plain(a.best), ' − ', x, ') ÷ (', plain(a.best), ' − ', plain(a.pass), ') = ', plain(value)],
    };
  }
  return {
    kind: 'formula',
    label: msg(r.scale === 'de' ? 'formula.fromGerman' : 'formula.proportion', { scale: msg(`scales.${to}`) }),
    formula: [plain(b.pass), ' + (', x, ' − ', plain(a.pass), ') ÷ (', plain(a.best), ' − ', plain(a.pass), ') × (', plain(b.best), ' − ', plain(b.pass), ') = ', plain(value)],
  };
}

export function view(r: GradeResult): ResultView {
  const s = r.scale;
  const items: ValueItem[] = [{ label: msg('results.average'), value: withWord(r.average, s), main: true }];
  if (r.cut !== null && r.cut !== r.average) items.push({ label: msg('results.cut'), value: num(r.cut, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), hint: msg('results.cutHint') });
  if (r.needed !== null && r.neededStatus === 'possible') items.push({ label: msg('results.needed', { target: grade(r.target!, s) }), value: withWord(r.needed, s), main: true });
  items.push({ label: msg('results.totalWeight'), value: r.percentWeights ? num(r.totalWeight / 100, { style: 'percent', maximumFractionDigits: 2 }) : plain(r.totalWeight) });
  if (r.remaining !== null) items.push({ label: msg(r.remainingFrom === 'percent' ? 'results.remainingPercent' : 'results.remaining'), value: r.percentWeights ? num(r.remaining / 100, { style: 'percent', maximumFractionDigits: 2 }) : plain(r.remaining) });
  if (r.bestFinal !== null && r.worstFinal !== null) items.push({ label: msg('results.finalRange'), value: msg('rangeValue', { worst: grade(r.worstFinal, s), best: grade(r.bestFinal, s) }) });

  const blocks: ResultBlock[] = [{ kind: 'values', items, announce: true }];
  if (r.neededStatus === 'unreachable') blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.unreachable', { target: grade(r.target!, s), best: grade(r.bestFinal!, s), top: grade(SCALE[s].best, s) }) });
  if (r.neededStatus === 'reached') blocks.push({ kind: 'note', text: msg('notes.reached', { target: grade(r.target!, s), worst: grade(r.worstFinal!, s) }) });
  if (r.neededStatus === 'noRemaining') blocks.push({ kind: 'note', text: msg('notes.noRemaining') });
  if (r.remainingFrom === 'percent') blocks.push({ kind: 'note', text: msg('notes.remainingPercent', { done: num(r.totalWeight / 100, { style: 'percent', maximumFractionDigits: 2 }) }) });
  if (r.percentWeights && r.totalWeight > 100 + 1e-9) blocks.push({ kind: 'note', text: msg('notes.over100') });

  blocks.push({
    kind: 'table',
    caption: msg('table.caption'),
    columns: [{ label: msg('table.line'), numeric: true }, { label: msg('table.name') }, { label: msg('table.grade') }, { label: msg('table.value'), numeric: true }, { label: msg('table.weight'), numeric: true }],
    rows: r.lines.map((l) => [num(l.line), l.label, l.text, grade(l.grade, s), r.percentWeights ? num(l.weight / 100, { style: 'percent', maximumFractionDigits: 2 }) : plain(l.weight)]),
  });
  const products = r.lines.flatMap((l, i) => [...(i ? [' + '] : []), plain(l.grade), ' × ', plain(l.weight)]);
  if (r.lines.length <= 12) blocks.push({ kind: 'formula', label: msg('formula.average'), formula: ['(', ...products, ') ÷ ', plain(r.totalWeight), ' = ', plain(r.average)] });
  if (r.needed !== null && r.remaining !== null) {
    blocks.push({
      kind: 'formula',
      label: msg('formula.needed'),
      formula: ['(', plain(r.target!), ' × (', plain(r.totalWeight), ' + ', plain(r.remaining), ') − ', plain(r.average * r.totalWeight), ') ÷ ', plain(r.remaining), ' = ', plain(r.needed)],
    });
  }

  blocks.push({
    kind: 'table',
    caption: msg('convert.caption'),
    columns: [{ label: msg('convert.scale') }, { label: msg('convert.value'), numeric: true }, { label: msg('convert.word') }],
    rows: r.conversions.map((c) => [msg(`scales.${c.scale}`), grade(c.value, c.scale), word(c.value, c.scale)]),
    rowHeaders: true,
  });
  const german = r.conversions.find((c) => c.scale === 'de');
  const spanish = r.conversions.find((c) => c.scale === 'es')!;
  const passed = (r.average - SCALE[s].pass) * (SCALE[s].best - SCALE[s].pass) >= 0;
  if (passed) blocks.push(german ? conversionFormula(r, 'de', german.value) : conversionFormula(r, 'es', spanish.value));
  blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.approximate') });
  return { blocks, copy: withWord(r.average, s), copyLabel: msg('copyAverage') };
}
