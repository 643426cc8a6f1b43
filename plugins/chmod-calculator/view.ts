import { msg, num, type Display, type ResultView } from '@sdk/core';
import { CLASSES, octalOf, SPECIALS, symbolicOf } from './chmod.ts';
import type { Input } from './manifest.ts';
import { isUmaskResult, type ChmodResult, type UmaskResult } from './run.ts';

const yesNo = (on: boolean): Display => msg(on ? 'results.yes' : 'results.no');

/** rwx, r-x… for one class (0 owner, 1 group, 2 others) of a mode. */
const triple = (mode: number, i: number) => symbolicOf(mode & (0o700 >> (3 * i))).slice(3 * i, 3 * i + 3);

/** The two commands that set a mode (or a umask), each to copy. */
const commandItems = (r: { command: string; symbolicCommand: string }) => [
  { label: msg('results.command'), value: r.command, mono: true, copy: true },
  { label: msg('results.symbolicCommand'), value: r.symbolicCommand, mono: true, copy: true },
];

/** The umask tab: the modes of new files and folders, the umask commands, and who may do what in each. */
function umaskView(r: UmaskResult): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        layout: 'rows',
        announce: true,
        items: [
          { label: msg('umask.files'), value: `${r.filesOctal} (${r.filesSymbolic})`, main: true, mono: true, copy: r.filesOctal },
          { label: msg('umask.directories'), value: `${r.directoriesOctal} (${r.directoriesSymbolic})`, mono: true, copy: r.directoriesOctal },
          ...commandItems(r),
        ],
      },
      {
        kind: 'table',
        caption: msg('results.who'),
        rowHeaders: true,
        columns: [{ label: msg('results.class') }, { label: msg('umask.filesColumn'), mono: true }, { label: msg('umask.directoriesColumn'), mono: true }],
        rows: CLASSES.map((c, i) => [msg(`classes.${c}`), triple(r.files, i), triple(r.directories, i)]),
      },
      { kind: 'note', text: msg('umask.how') },
    ],
    copy: r.command,
    copyLabel: msg('results.copy'),
  };
}

/** What the page shows: the four forms (each copyable), who may do what, the special bits, and notes. */
export function view(result: ChmodResult | UmaskResult, { input }: { input: Input }): ResultView {
  if (isUmaskResult(result)) return umaskView(result);
  const { mode } = result;
  const notes: ResultView['blocks'][number][] = [];
  const operand = result.operand;
  if (operand?.base != null) {
    const base = operand.base;
    notes.push({ kind: 'note', text: msg('results.appliedTo', { operand: (input.symbolic ?? '').trim(), octal: base >= 0o1000 ? octalOf(base) : octalOf(base).slice(1), symbolic: symbolicOf(base) }) });
  }
  if (operand?.umaskAssumed) notes.push({ kind: 'note', text: msg('results.umaskAssumed') });
  if (operand?.conditionalX) notes.push({ kind: 'note', text: msg('results.conditionalX') });
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
          ...commandItems(result),
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
