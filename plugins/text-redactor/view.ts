/** How many of each kind were masked (a table), then the redacted text, which Copy and Download give. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { RedactResult } from './run.ts';

export function view(result: RedactResult): ResultView {
  const blocks: ResultBlock[] = [
    { kind: 'values', announce: true, items: [{ label: msg('results.total'), value: num(result.total), main: true }] },
    result.total
      ? {
          kind: 'table',
          caption: msg('table.caption'),
          columns: [{ label: msg('table.kind') }, { label: msg('table.count'), numeric: true }],
          rows: result.found.map(({ kind, count }) => [msg(`kinds.${kind}`), num(count)]),
          rowHeaders: true,
        }
      : { kind: 'note', text: msg('nothingFound') },
    { kind: 'text', label: msg('results.text'), text: result.text },
  ];
  return { blocks, copy: result.text, copyLabel: msg('copyRedacted'), copyNotice: msg('copied'), filename: 'redacted' };
}
