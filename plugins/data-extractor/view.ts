/** How many of each kind, then one table per kind (value, count), long ones a page at a time; CSV rows are kind, value, count. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Extracted } from './run.ts';

/** Rows of a kind's table drawn before "Show more". */
export const PAGE = 100;

export function view(result: Extracted): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('results.total'), value: num(result.total), main: true },
        ...result.groups.map((g) => ({ label: msg(`kinds.${g.kind}`), value: num(g.items.length) })),
      ],
    },
  ];
  if (!result.groups.length) blocks.push({ kind: 'note', text: msg('nothingFound') });
  for (const g of result.groups)
    blocks.push({
      kind: 'table',
      caption: msg(`kinds.${g.kind}`),
      columns: [{ label: msg('table.value'), mono: true }, { label: msg('table.count'), numeric: true }],
      rows: g.items.map((item) => [item.value, num(item.count)]),
      pageSize: PAGE,
    });
  const lines = result.groups.flatMap((g) => g.items.map((item) => item.value));
  return {
    blocks,
    copy: lines.join('\n'),
    copyLabel: msg('copyValues'),
    csv: [['kind', 'value', 'count'], ...result.groups.flatMap((g) => g.items.map((item) => [g.kind, item.value, item.count]))],
    filename: 'extracted-data',
  };
}
