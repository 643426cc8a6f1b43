import { msg, num, type Display, type ResultView } from '@sdk/core';
import { CLASSES, SPECIALS } from './chmod.ts';
import type { ChmodResult } from './run.ts';

const yesNo = (on: boolean): Display => msg(on ? 'results.yes' : 'results.no');

/** What the page shows: the four forms (each copyable), who may do what, the special bits, and notes. */
export function view(result: ChmodResult): ResultView {
  const { mode } = result;
  const notes: ResultView['blocks'][number][] = [];
  if ((mode & 0o002) !== 0 && !result.sticky) notes.push({ kind: 'note', tone: 'warning', text: msg('results.worldWritable') });
  if (/[ST]/.test(result.symbolic)) notes.push({ kind: 'note', text: msg('results.capital') });
  if (!result.setuid && !result.setgid) notes.push({ kind: 'note', text: msg('results.directory', { octal: `0${result.octal}` }) });
  return {
    blocks: [
      {
        kind: 'values',
        layout: 'rows',
        announce: true,
        items: [
          { label: msg('results.octal'), value: result.octal3 ?? result.octal, main: true, mono: true, copy: true },
          { label: msg('results.symbolic'), value: result.symbolic, mono: true, copy: true },
          { label: msg('results.command'), value: result.command, mono: true, copy: true },
          { label: msg('results.symbolicCommand'), value: result.symbolicCommand, mono: true, copy: true },
        ],
      },
      {
        kind: 'table',
        caption: msg('results.who'),
        rowHeaders: true,
        columns: [{ label: msg('results.class') }, { label: msg('results.read') }, { label: msg('results.write') }, { label: msg('results.execute') }, { label: msg('results.digit'), numeric: true }],
        rows: CLASSES.map((c, i) => {
          const d = result.digits[i]!;
          return [msg(`classes.${c}`), yesNo((d & 4) !== 0), yesNo((d & 2) !== 0), yesNo((d & 1) !== 0), num(d)];
        }),
      },
      {
        kind: 'table',
        caption: msg('results.specials'),
        rowHeaders: true,
        columns: [{ label: msg('results.special') }, { label: msg('results.set') }, { label: msg('results.meaning') }],
        rows: SPECIALS.map((s) => [msg(`specials.${s}`), yesNo(result[s]), msg(`meanings.${s}`)]),
      },
      ...notes,
    ],
    copy: result.command,
    copyLabel: msg('results.copy'),
  };
}
