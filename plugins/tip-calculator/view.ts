/**
 * What each person pays in large type (the total when one person pays), the tip and the total; with
 * rounding up, the tip actually given and its percentage. Each calculation is named and written out
 * with the visitor's numbers. Money has two decimals and no currency sign (the tool has no currency).
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { TipResult } from './run.ts';

/** 1,234.50 */
export const money = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 15%, 17.5% */
const pct = (value: number): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: 2 });
/** 3 */
const count = (value: number): NumberDisplay => num(value, { maximumFractionDigits: 0 });

/** total ÷ people to the nearest cent (the exact share when it divides evenly). */
export const nearestShare = (r: TipResult): number => Math.round((r.total * 100) / r.people) / 100;

/** The calculations: tip, total, and the share each (rounded up when asked). */
export function formulas(r: TipResult): ResultBlock[] {
  const base: Display[] = r.tax === null ? [money(r.bill)] : ['(', money(r.bill), ' − ', money(r.tax), ')'];
  const blocks: ResultBlock[] = [
    { kind: 'formula', label: msg(r.tax === null ? 'formula.tip' : 'formula.tipBeforeTax'), formula: [...base, ' × ', pct(r.percent), ' = ', money(r.tip)] },
    { kind: 'formula', label: msg('formula.total'), formula: [money(r.bill), ' + ', money(r.tip), ' = ', money(r.total)] },
  ];
  if (r.people > 1 || r.rounding) {
    const share: Display[] = [money(r.total), ' ÷ ', count(r.people), r.centsOver === 0 ? ' = ' : ' ≈ ', money(nearestShare(r))];
    if (r.rounding) blocks.push({ kind: 'formula', label: msg('formula.shareRounded', { step: money(r.rounding.step) }), formula: [...share, ' → ', money(r.rounding.share)] });
    else blocks.push({ kind: 'formula', label: msg('formula.share'), formula: share });
  }
  return blocks;
}

export function view(r: TipResult): ResultView {
  const rounded = r.rounding;
  const tip = rounded ? rounded.tip : r.tip;
  const total = rounded ? rounded.total : r.total;
  const items: ValueItem[] = [];
  if (r.people > 1) {
    const hint = rounded
      ? msg('hint.before', { share: money(nearestShare(r)) })
      : r.centsOver > 0
        ? msg('hint.centsOver', { count: count(r.centsOver), more: money(r.share + 0.01), share: money(r.share) })
        : undefined;
    items.push({ label: msg('results.share'), value: money(rounded ? rounded.share : r.share), main: true, ...(hint ? { hint } : {}) });
  }
  items.push({
    label: msg('results.tip'),
    value: money(tip),
    ...(rounded && rounded.percent !== null ? { hint: msg('hint.actualPercent', { percent: pct(rounded.percent) }) } : {}),
  });
  items.push({ label: msg('results.total'), value: money(total), ...(r.people === 1 ? { main: true } : {}) });
  if (r.people > 1) items.push({ label: msg('results.tipEach'), value: money(Math.round((tip * 100) / r.people) / 100) });
  // One person: the total first, as the answer.
  if (r.people === 1) items.reverse();
  return { blocks: [{ kind: 'values', items, announce: true }, ...formulas(r)] };
}
