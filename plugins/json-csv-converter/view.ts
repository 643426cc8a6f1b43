/**
 * The converted text, then a preview of the table (its first rows, and how many there are).
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Converted } from './run.ts';

export function view(result: Converted, _context: { input: Input; options: Options }): ResultView {
  const width = Math.max(result.columns.length, ...result.rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({ label: result.columns[i] ?? msg('columnNumber', { n: num(i + 1) }) }));
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.text, mono: true, label: msg(result.output === 'csv' ? 'output.csv' : 'output.json') }];
  if (width > 0) {
    blocks.push({
      kind: 'table',
      columns,
      rows: result.rows,
      caption: msg(result.rowCount > result.rows.length ? 'previewSome' : 'previewAll', { count: num(result.rowCount), shown: num(result.rows.length) }),
    });
  }
  return { blocks, copy: result.text };
}
