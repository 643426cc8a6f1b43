/**
 * The signed PDF as a file to download (its name, its size, its pages), after a line saying what was
 * done; JSON gives the same without the bytes.
 */
import { msg, num, type ResultView } from '@sdk/core';
import type { Result } from './run.ts';

export function view(result: Result): ResultView {
  const summary = msg(result.flattened ? 'done.flattened' : 'done.kept', {
    fields: msg('fieldCount', { count: num(result.filled) }),
    items: msg('itemCount', { count: num(result.placed) }),
  });
  const pages = msg('pageCount', { count: num(result.pages.length) });
  const json = { ...result, bytes: undefined, size: result.bytes.length };
  return {
    blocks: [
      { kind: 'note', text: summary },
      { kind: 'file', name: result.name, type: 'application/pdf', bytes: result.bytes, label: pages },
    ],
    json,
    copy: summary,
    filename: result.name.replace(/\.pdf$/, ''),
  };
}
