/** Totals, then every term with its count and share as a sortable table (the first 1,000 shown, all in CSV and JSON). */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Frequency } from './run.ts';

/** Rows drawn on the page; CSV and JSON hold every term. */
export const SHOWN = 1000;
/** Terms drawn in the chart. */
export const CHARTED = 10;

const share = (count: number, total: number) => num(count / total, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function view(r: Frequency, { options }: { input: Input; options: Options }): ResultView {
  const unit = options.unit;
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      label: msg(r.detected ? 'summaryDetected' : 'summary', { language: msg(`languages.${r.language}`) }),
      items: [
        { label: msg(`totals.${unit}`), value: num(r.total) },
        { label: msg('totals.distinct'), value: num(r.distinct) },
        ...(r.terms[0] ? [{ label: msg('totals.top'), value: r.terms[0].term, hint: msg('times', { count: num(r.terms[0].count) }) }] : []),
      ],
      announce: true,
    },
    ...(r.terms.length > 1
      ? [
          {
            kind: 'chart' as const,
            type: 'bar' as const,
            label: msg(`chart.${unit}`, { count: num(Math.min(CHARTED, r.terms.length)) }),
            x: r.terms.slice(0, CHARTED).map((t) => t.term),
            xLabel: msg(`table.term.${unit}`),
            series: [{ label: msg('table.count'), values: r.terms.slice(0, CHARTED).map((t) => t.count) }],
            format: { maximumFractionDigits: 0 },
          },
        ]
      : []),
    {
      kind: 'table',
      caption: msg(`table.caption.${unit}`),
      columns: [{ label: msg('table.rank'), numeric: true }, { label: msg(`table.term.${unit}`) }, { label: msg('table.count'), numeric: true }, { label: msg('table.share'), numeric: true }],
      rows: r.terms.slice(0, SHOWN).map((t, i) => [num(i + 1), t.term, num(t.count), share(t.count, r.total)]),
      sortable: true,
    },
  ];
  if (r.terms.length > SHOWN) blocks.push({ kind: 'note', text: msg('truncated', { shown: num(SHOWN), total: num(r.terms.length) }) });
  return {
    blocks,
    copy: r.terms.map((t) => `${t.term}\t${t.count}`).join('\n'),
    copyLabel: msg('copyList'),
    csv: [['rank', 'term', 'count', 'share'], ...r.terms.map((t, i) => [i + 1, t.term, t.count, Math.round((t.count / r.total) * 1e6) / 1e6])],
  };
}
