/**
 * Counts; the hidden and confusable characters with the cleaned text; the normalised text and what
 * changed; then every code point with its name, category, UTF-8, UTF-16 and HTML escape.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { codePointLabel, MAX_ROWS, type CodePointInfo, type Inspection } from './run.ts';

const cps = (s: string) => [...s].map((c) => codePointLabel(c.codePointAt(0)!)).join(' ');

/** How a code point is drawn in the table: visible stand-ins for what has no glyph of its own. */
export function glyph(r: CodePointInfo): Display {
  const cp = r.codePoint;
  if (r.category === 'Cc') return cp < 0x20 ? String.fromCodePoint(0x2400 + cp) : cp === 0x7f ? '␡' : msg('glyph.none');
  if (r.category === 'Zs' || r.category === 'Zl' || r.category === 'Zp') return '␣';
  if (r.flag === 'invisible' || r.flag === 'bidi' || r.category === 'Cf' || r.category === 'Cs' || r.category === 'Cn') return msg('glyph.none');
  if (r.category === 'Mn' || r.category === 'Me' || r.category === 'Mc') return `◌${r.char}`;
  return r.char;
}

const utf8 = (r: CodePointInfo): Display => r.utf8 ?? msg('noUtf8');

export function view(r: Inspection, _context: { input: Input; options: Options }): ResultView {
  const found = Object.values(r.flagged).reduce((a, b) => a + b, 0);
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: msg('counts.characters'), value: num(r.characters) },
        { label: msg('counts.codePoints'), value: num(r.codePoints) },
        { label: msg('counts.utf8Bytes'), value: num(r.utf8Bytes) },
        { label: msg('counts.utf16Units'), value: num(r.utf16Units) },
        { label: msg('counts.flagged'), value: num(found) },
      ],
      announce: true,
    },
  ];
  if (found > 0) {
    blocks.push(
      { kind: 'note', tone: 'warning', text: msg('foundNote', { count: num(found) }) },
      {
        kind: 'table',
        caption: msg('findings.caption'),
        columns: [{ label: msg('columns.position'), numeric: true }, { label: msg('columns.codePoint'), mono: true }, { label: msg('columns.name') }, { label: msg('columns.flag') }],
        rows: r.findings.map((f) => [num(f.position), codePointLabel(f.codePoint), f.name, msg(`flags.${f.flag}`)]),
      },
      { kind: 'text', label: msg('cleanedLabel'), text: r.cleaned ?? '' },
    );
  }
  if (r.form !== 'none') {
    if (r.normalized === null) {
      blocks.push({ kind: 'note', text: msg('alreadyNormal', { form: r.form }) });
    } else {
      blocks.push({ kind: 'text', label: msg('normalizedLabel', { form: r.form }), summary: msg('changedSummary', { count: num(r.changedCharacters) }), text: r.normalized });
      if (r.changes.length > 0) {
        blocks.push({
          kind: 'table',
          caption: msg('changes.caption', { form: r.form }),
          columns: [{ label: msg('columns.position'), numeric: true }, { label: msg('changes.before') }, { label: msg('changes.after') }],
          rows: r.changes.map((c) => [num(c.position), `${c.from} (${cps(c.from)})`, `${c.to} (${cps(c.to)})`]),
        });
      }
    }
  }
  blocks.push({
    kind: 'table',
    caption: msg('table.caption'),
    columns: [
      { label: msg('columns.position'), numeric: true },
      { label: msg('columns.char') },
      { label: msg('columns.codePoint'), mono: true },
      { label: msg('columns.name') },
      { label: msg('columns.category') },
      { label: msg('columns.utf8'), mono: true },
      { label: msg('columns.utf16'), mono: true },
      { label: msg('columns.html'), mono: true },
    ],
    rows: r.rows.map((row) => [num(row.position), glyph(row), codePointLabel(row.codePoint), row.name, msg(`categories.${row.category}`), utf8(row), row.utf16, row.html]),
  });
  if (r.codePoints > MAX_ROWS) blocks.push({ kind: 'note', text: msg('rowsTruncated', { shown: num(MAX_ROWS), total: num(r.codePoints) }) });

  const listing = r.rows.map((row) => `${codePointLabel(row.codePoint)}\t${row.name}`).join('\n');
  return {
    blocks,
    copy: r.cleaned ?? r.normalized ?? listing,
    copyLabel: msg(r.cleaned !== null ? 'copyCleaned' : r.normalized !== null ? 'copyNormalized' : 'copyList'),
    csv: [
      ['position', 'character', 'code point', 'name', 'category', 'UTF-8', 'UTF-16', 'HTML', 'flag'],
      ...r.rows.map((row) => [row.position, row.char, codePointLabel(row.codePoint), row.name, row.category, row.utf8 ?? '', row.utf16, row.html, row.flag ?? '']),
    ],
  };
}
