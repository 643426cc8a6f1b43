import { msg, num, stringifyJsonExact, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Change, Diff, Json } from './diff.ts';

/** Rows shown in the table; the patch, Copy and the downloads have every change. */
export const MAX_ROWS = 1000;
const MAX_CELL = 300;

const show = (value: Json | undefined): string => {
  if (value === undefined) return '';
  const text = stringifyJsonExact(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}…` : text;
};

const KINDS = ['added', 'removed', 'changed', 'moved'] as const;

function row(change: Change): readonly Display[] {
  const kind = msg(`kinds.${change.kind}`);
  switch (change.kind) {
    case 'added':
      return [kind, change.path, '', show(change.right)];
    case 'removed':
      return [kind, change.path, show(change.left), ''];
    case 'changed':
      return [kind, change.path || msg('wholeDocument'), show(change.left), show(change.right)];
    case 'moved':
      return [kind, msg('movedPath', { from: change.from, to: change.path }), show(change.left), show(change.left)];
  }
}

export function view(result: Diff): ResultView {
  const count = (kind: Change['kind']) => result.changes.filter((c) => c.kind === kind).length;
  if (result.changes.length === 0) {
    return { blocks: [{ kind: 'values', announce: true, items: [{ label: msg('labels.result'), value: msg('identical'), main: true }] }], json: [] };
  }
  const blocks: ResultBlock[] = [
    { kind: 'values', announce: true, items: KINDS.map((k) => ({ label: msg(`counts.${k}`), value: num(count(k)) })) },
    {
      kind: 'table',
      caption: msg('labels.changes'),
      columns: [{ label: msg('labels.kind') }, { label: msg('labels.path'), mono: true }, { label: msg('labels.left'), mono: true }, { label: msg('labels.right'), mono: true }],
      rows: result.changes.slice(0, MAX_ROWS).map(row),
    },
  ];
  if (result.changes.length > MAX_ROWS) blocks.push({ kind: 'note', text: msg('truncated', { shown: num(MAX_ROWS), count: num(result.changes.length) }) });
  // Numbers as written (12345678901234567890 stays so), in the patch shown, copied and downloaded.
  const patch = stringifyJsonExact(result.patch, 2);
  blocks.push({ kind: 'text', label: msg('labels.patch'), text: patch, mono: true });
  return {
    blocks,
    copy: patch,
    copyLabel: msg('copyPatch'),
    json: patch,
    csv: [['change', 'path', 'from', 'left', 'right'], ...result.changes.map((c) => [c.kind, c.path, c.kind === 'moved' ? c.from : '', 'left' in c ? stringifyJsonExact(c.left) : '', 'right' in c ? stringifyJsonExact(c.right) : ''])],
    filename: 'json-diff',
  };
}
