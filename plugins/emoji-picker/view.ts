/** A search's first results as a table (the terminal and the examples): each emoji in every form it is copied as. */
import { msg, num, type ResultView } from '@sdk/core';
import type { SearchResult } from './run.ts';

export function view(result: SearchResult): ResultView {
  if (!result.total) return { blocks: [{ kind: 'note', text: msg('noResults') }] };
  return {
    blocks: [
      {
        kind: 'table',
        caption: msg('results.caption', { count: num(result.total) }),
        columns: [{ label: msg('results.emoji') }, { label: msg('results.name') }, { label: msg('copy.codePoints'), mono: true }, { label: msg('copy.html'), mono: true }, { label: msg('copy.shortcode'), mono: true }],
        rows: result.first.map((f) => [f.emoji, f.name, f.codePoints, f.html, f.shortcode]),
      },
    ],
    copy: result.first.map((f) => f.emoji).join(''),
  };
}
