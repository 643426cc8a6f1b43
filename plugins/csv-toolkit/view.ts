/**
 * Rows with the wrong number of fields with their lines first, then the output whole (the host previews
 * a long text and copies or downloads all of it), what was read and done (rows in and out, rows
 * filtered and duplicates removed, the delimiter read), and a preview of the result's first rows.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { ToolkitResult } from './run.ts';

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as const;

export function view(r: ToolkitResult, { input }: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [];
  if (r.encoding === 'windows-1252') blocks.push({ kind: 'note', tone: 'info', text: msg('notes.windows1252') });
  if (r.raggedCount > 0) {
    blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.ragged', { count: num(r.raggedCount), expected: num(r.expectedFields) }) });
    blocks.push({
      kind: 'table',
      caption: r.raggedCount > r.ragged.length ? msg('ragged.first', { shown: num(r.ragged.length), total: num(r.raggedCount) }) : msg('ragged.caption'),
      columns: [{ label: msg('ragged.line'), numeric: true }, { label: msg('ragged.fields'), numeric: true }],
      rows: r.ragged.map((row) => [num(row.line), num(row.fields)]),
      pageSize: 10,
    });
  }
  if (r.guarded > 0) blocks.push({ kind: 'note', tone: 'info', text: msg('notes.guarded', { count: num(r.guarded) }) });
  blocks.push({ kind: 'text', text: r.text, mono: true, wrap: false, label: msg(`fields.format.choices.${r.format}`) });
  blocks.push({
    kind: 'values',
    layout: 'grid',
    items: [
      { label: msg('stats.rowsIn'), value: num(r.rowsIn) },
      { label: msg('stats.rowsOut'), value: num(r.rowsOut) },
      ...(input.filterOp !== 'none' ? [{ label: msg('stats.filtered'), value: num(r.filtered) }] : []),
      ...(input.dedupe !== 'none' ? [{ label: msg('stats.duplicates'), value: num(r.duplicates) }] : []),
      { label: msg('stats.columns'), value: r.columnsOut === r.columnsIn ? num(r.columnsIn) : msg('stats.columnsOf', { kept: num(r.columnsOut), total: num(r.columnsIn) }) },
      { label: msg('stats.delimiter'), value: msg(`delimiters.${DELIMITER_NAMES[r.delimiter]}`) },
      ...(r.sortedAs ? [{ label: msg('stats.sortedAs'), value: msg(`sortedAs.${r.sortedAs}`) }] : []),
    ],
  });
  const width = r.preview.reduce((w, row) => Math.max(w, row.length), 0);
  if (width > 0 && r.preview.length > (r.previewHeader ? 1 : 0)) {
    const head = r.previewHeader ? r.preview[0] : undefined;
    const body = r.previewHeader ? r.preview.slice(1) : r.preview;
    const shown = body.length;
    const total = r.tableRows;
    blocks.push({
      kind: 'table',
      columns: Array.from({ length: width }, (_, i) => ({ label: head?.[i] || msg('columnNumber', { n: num(i + 1) }) })),
      rows: body,
      caption: shown < total ? msg('previewSome', { shown: num(shown), count: num(total) }) : msg('previewAll'),
    });
  }
  return { blocks, copy: r.text, txt: r.text, filename: 'data' };
}
