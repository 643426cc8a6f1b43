/**
 * The rows in the chosen format (what Copy copies), a preview table, the seed that makes them again,
 * and notes: rows typed under the names are not read; seeded passwords are not secret.
 */
import { msg, type ResultBlock, type ResultView } from '@sdk/core';
import { toObjects, type FakeData } from './run.ts';

/** Rows the preview table shows at a time (Show more for the rest). */
export const PREVIEW_ROWS = 20;

export function view(result: FakeData): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.unusedRows) blocks.push({ kind: 'note', tone: 'info', text: msg('notes.unusedRows') });
  if (result.seededPasswords) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.seededPasswords') });
  blocks.push({ kind: 'text', text: result.text, mono: true, wrap: false, label: msg(`output.${result.format}`), ...(result.format === 'json' ? { syntax: 'json' as const } : {}) });
  blocks.push({
    kind: 'values',
    layout: 'rows',
    items: [{ label: msg('results.seed'), value: result.seed, copy: true, hint: msg(result.drawn ? 'results.seedDrawn' : 'results.seedTyped') }],
  });
  blocks.push({
    kind: 'table',
    caption: msg('results.preview'),
    columns: result.names.map((name) => ({ label: name })),
    rows: result.rows.map((row) => row.map(String)),
    pageSize: PREVIEW_ROWS,
  });
  return {
    blocks,
    copy: result.text,
    txt: result.text,
    csv: [result.names, ...result.rows],
    json: toObjects(result.names, result.rows),
    filename: 'fake-data',
    // The same seed gives the same rows: Generate again would only repeat them.
    regenerate: result.drawn === true,
  };
}
