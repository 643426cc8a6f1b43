/**
 * The Markdown (or CSV) text, after what the visitor must know: what pasted text was read as, and rows
 * that were filled out or cut to the header's width.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { TableResult } from './run.ts';

export function view(result: TableResult, _context: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.source) blocks.push({ kind: 'note', tone: 'info', text: msg(`source.${result.source}`) });
  if (result.padded > 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('padded', { count: num(result.padded) }) });
  if (result.cut > 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('cut', { count: num(result.cut) }) });
  // Never wrapped: a wrapped line would tear the columns apart on a phone; the box scrolls instead.
  blocks.push({ kind: 'text', text: result.text, mono: true, wrap: false, label: msg(`output.${result.output}`) });
  return { blocks, copy: result.text, txt: result.text, csv: result.rows, filename: 'table' };
}
