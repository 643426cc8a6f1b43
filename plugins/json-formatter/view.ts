import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Formatted } from './run.ts';

/**
 * The formatted document; keys given twice in one object are said first (how many, where, and that
 * the last value is the one kept), since the output then holds less than the input. With Repair on,
 * what was changed to read the text as JSON is listed by line. A sorted array: how many items, and how
 * many had no such key (placed last).
 */
export function view(result: Formatted): ResultView {
  const blocks: ResultBlock[] = [];
  const dup = result.duplicates;
  if (dup) {
    blocks.push({ kind: 'note', tone: 'warning', text: msg('duplicates', { count: num(dup.count) }) });
    blocks.push({
      kind: 'table',
      caption: dup.count > dup.first.length ? msg('duplicatesFirst', { shown: num(dup.first.length), total: num(dup.count) }) : msg('duplicatesTable'),
      columns: [{ label: msg('labels.path'), mono: true }, { label: msg('labels.line'), numeric: true }],
      rows: dup.first.map((d) => [d.path, num(d.line)]),
    });
  }
  const repairs = result.repairs;
  if (repairs) {
    blocks.push({ kind: 'note', tone: 'info', text: msg('repaired', { count: num(repairs.length) }) });
    blocks.push({
      kind: 'table',
      caption: msg('repairsTable'),
      columns: [{ label: msg('labels.line'), numeric: true }, { label: msg('labels.change') }],
      rows: repairs.map((r) => [num(r.line), msg(`repairs.${r.kind}`, { from: r.from ?? '', to: r.to ?? '' })]),
      pageSize: 20,
    });
  }
  const sorted = result.sorted;
  if (sorted) blocks.push({ kind: 'note', tone: 'info', text: msg(sorted.missing > 0 ? 'sortedMissing' : 'sorted', { count: num(sorted.count), missing: num(sorted.missing) }) });
  blocks.push({ kind: 'text', text: result.text, mono: true, syntax: 'json' });
  return { blocks, json: result.text, txt: result.text, copy: result.text };
}

