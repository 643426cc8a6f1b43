import { msg, num, type ResultView } from '@sdk/core';
import type { LookupResult } from './run.ts';

/** The table of the tab, with the number of rows found; nothing found says so. */
export function view(result: LookupResult): ResultView {
  const count = { count: num(result.rows.length), total: num(result.total) };
  if (result.rows.length === 0) return { blocks: [{ kind: 'note', text: msg(result.table === 'status' ? 'results.noStatus' : 'results.noMime', { query: result.query.trim() }) }] };
  if (result.table === 'status') {
    return {
      blocks: [
        {
          kind: 'table',
          caption: msg('results.statusCount', count),
          rowHeaders: true,
          // The whole list is on the page unsearched: its first codes, the rest a click away, keep it light.
          pageSize: 24,
          columns: [{ label: msg('results.code'), numeric: true }, { label: msg('results.name') }, { label: msg('results.meaning') }, { label: msg('results.rfc') }],
          rows: result.rows.map((s) => [String(s.code), s.name, msg(`codes.${s.code}`), s.rfc]),
        },
      ],
      copy: result.rows.map((s) => `${s.code} ${s.name}`).join('\n'),
    };
  }
  return {
    blocks: [
      {
        kind: 'table',
        caption: msg('results.mimeCount', count),
        rowHeaders: true,
        columns: [{ label: msg('results.type'), mono: true }, { label: msg('results.extensions'), mono: true }],
        rows: result.rows.map((r) => [r.type, r.extensions.map((e) => `.${e}`).join(' ')]),
      },
    ],
    copy: result.rows.map((r) => `${r.type}\t${r.extensions.map((e) => `.${e}`).join(' ')}`).join('\n'),
  };
}
