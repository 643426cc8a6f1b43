/**
 * The price to pay (or the original price) in large type with the savings; for discounts one after
 * the other, the equivalent single discount, a table of the steps and the calculations, each named
 * and written out with the visitor's numbers. Money with two decimals, no currency sign (the tool
 * has no currency).
 */
import { msg, num, type Display, type NumberDisplay, type ResultBlock, type ResultView } from '@sdk/core';
import type { DiscountResult } from './run.ts';

/** 1,234.50 */
const money = (value: number): NumberDisplay => num(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 20%, 27.5%, 33.3333% */
const pct = (value: number): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: 4 });

export function view(r: DiscountResult): ResultView {
  switch (r.mode) {
    case 'percent': {
      const stacked = r.discounts.length > 1;
      // The naive sum people expect (20 % + 10 %), said only where it differs from the real discount.
      const sum = Math.round(r.discounts.reduce((a, b) => a + b, 0) * 1e6) / 1e6;
      const factors = r.discounts.flatMap((d): Display[] => [' × (1 − ', pct(d), ')']);
      const blocks: ResultBlock[] = [
        {
          kind: 'values',
          announce: true,
          items: [
            { label: msg('results.final'), value: money(r.final), main: true, hint: msg('hint.save', { savings: money(r.savings), percent: pct(r.equivalent) }) },
            { label: msg('results.savings'), value: money(r.savings) },
            ...(stacked ? [{ label: msg('results.equivalent'), value: pct(r.equivalent), ...(sum !== r.equivalent ? { hint: msg('hint.equivalent', { sum: pct(sum), equivalent: pct(r.equivalent) }) } : {}) }] : []),
          ],
        },
        { kind: 'formula', label: msg(stacked ? 'formula.finalStacked' : 'formula.final'), formula: [money(r.price), ...factors, ' = ', money(r.final)] },
      ];
      if (stacked) {
        blocks.push({
          kind: 'formula',
          label: msg('formula.equivalent'),
          formula: ['1 − ', ...r.discounts.flatMap((d, i): Display[] => [...(i ? [' × '] : []), '(1 − ', pct(d), ')']), ' = ', pct(r.equivalent)],
        });
        blocks.push({
          kind: 'table',
          caption: msg('table.caption'),
          columns: [{ label: msg('table.step') }, { label: msg('table.discount'), numeric: true }, { label: msg('table.saving'), numeric: true }, { label: msg('table.price'), numeric: true }],
          rows: [[msg('table.start'), '–', '–', money(r.price)], ...r.steps.map((s, i) => [msg('table.stepN', { n: num(i + 1) }), pct(s.discount), money(s.saving), money(s.price)])],
          rowHeaders: true,
        });
      }
      return { blocks };
    }
    case 'amount':
      return {
        blocks: [
          {
            kind: 'values',
            announce: true,
            items: [
              { label: msg('results.final'), value: money(r.final), main: true, hint: msg('hint.save', { savings: money(r.savings), percent: pct(r.percent) }) },
              { label: msg('results.percentOff'), value: pct(r.percent) },
            ],
          },
          { kind: 'formula', label: msg('formula.finalAmount'), formula: [money(r.price), ' − ', money(r.amountOff), ' = ', money(r.final)] },
          { kind: 'formula', label: msg('formula.percentOff'), formula: [money(r.amountOff), ' ÷ ', money(r.price), ' = ', pct(r.percent)] },
        ],
      };
    case 'original':
      return {
        blocks: [
          {
            kind: 'values',
            announce: true,
            items: [
              { label: msg('results.original'), value: money(r.original), main: true, hint: msg('hint.original', { price: money(r.price), percent: pct(r.discount), original: money(r.original) }) },
              { label: msg('results.saved'), value: money(r.savings) },
            ],
          },
          { kind: 'formula', label: msg('formula.original'), formula: [money(r.price), ' ÷ (1 − ', pct(r.discount), ') = ', money(r.original)] },
        ],
      };
  }
}
