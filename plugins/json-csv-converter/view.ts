/**
 * The converted text, then a preview of the table (its first rows, and how many there are). From CSV,
 * rows whose number of cells is not the header's are said first, with their lines: the JSON then holds
 * null for the missing cells, and keys the header did not name for the extra ones.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Converted, Ragged } from './run.ts';

/** Extra keys named in the note; more are said by "…" after the last. */
const KEYS_NAMED = 5;

function raggedBlocks(ragged: Ragged, header: boolean): ResultBlock[] {
  const expected = num(ragged.expected);
  const blocks: ResultBlock[] = [];
  if (ragged.short > 0) blocks.push({ kind: 'note', tone: 'warning', text: msg(header ? 'ragged.short' : 'ragged.shortNoHeader', { count: num(ragged.short), expected }) });
  if (ragged.long > 0) {
    const keys = ragged.extraKeys.slice(0, KEYS_NAMED).join(', ') + (ragged.extraKeys.length > KEYS_NAMED ? '…' : '');
    blocks.push({ kind: 'note', tone: 'warning', text: msg('ragged.long', { count: num(ragged.long), expected, keys }) });
  }
  const total = ragged.short + ragged.long;
  blocks.push({
    kind: 'table',
    caption: total > ragged.first.length ? msg('ragged.first', { shown: num(ragged.first.length), total: num(total) }) : msg('ragged.table'),
    columns: [{ label: msg('ragged.line'), numeric: true }, { label: msg('ragged.cells'), numeric: true }],
    rows: ragged.first.map((r) => [num(r.line), num(r.cells)]),
  });
  return blocks;
}

export function view(result: Converted, { options }: { input: Input; options: Options }): ResultView {
  const width = Math.max(result.columns.length, ...result.rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({ label: result.columns[i] ?? msg('columnNumber', { n: num(i + 1) }) }));
  const blocks: ResultBlock[] = result.ragged ? raggedBlocks(result.ragged, options.header) : [];
  blocks.push({ kind: 'text', text: result.text, mono: true, label: msg(result.output === 'csv' ? 'output.csv' : 'output.json') });
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
