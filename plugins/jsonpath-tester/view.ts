import { msg, num, stringifyJsonExact, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { QueryResult } from './run.ts';

/** Rows shown in the table; every match is in the JSON text, Copy and the downloads. */
export const MAX_ROWS = 1000;
/** A value longer than this is cut in the table (the JSON text has it whole). */
const MAX_CELL = 300;

/** The syntax, one row each: the expression and the key of its explanation. */
export const CHEAT_SHEET: readonly (readonly [string, string])[] = [
  ['$', 'root'],
  ['@', 'current'],
  [".name ['name']", 'child'],
  ['[0] [-1]', 'index'],
  ['[1:3] [::2] [-2:]', 'slice'],
  ['* [*]', 'wildcard'],
  ['..name ..* ..[0]', 'descendants'],
  ["['a','b'] [0,2]", 'union'],
  ['[?@.price < 10]', 'filter'],
  ['== != < <= > >= && || ! ( )', 'operators'],
  ['[?@.isbn]', 'exists'],
  ['length(@.tags) count(@.*)', 'counting'],
  ["match(@.a, 'x.*') search(@.a, 'x')", 'regex'],
  ['value(@..color)', 'value'],
];

const clip = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}…` : text);

export function view(result: QueryResult): ResultView {
  const values = result.matches.map((m) => m.value);
  // Numbers as written (12345678901234567890, 0.1000000000000000000001), in the text, the table, Copy and the downloads.
  const valuesText = stringifyJsonExact(values, 2);
  const count = result.matches.length;
  const blocks: ResultBlock[] = [
    { kind: 'values', announce: true, items: [{ label: msg('labels.matches'), value: msg('matchCount', { count: num(count) }), main: true }] },
  ];
  if (count > 0) {
    blocks.push({ kind: 'text', label: msg('labels.values'), text: valuesText, mono: true });
    blocks.push({
      kind: 'table',
      caption: msg('labels.paths'),
      columns: [{ label: msg('labels.path'), mono: true }, { label: msg('labels.pointer'), mono: true }, { label: msg('labels.value'), mono: true }],
      rows: result.matches.slice(0, MAX_ROWS).map((m) => [m.path, m.pointer === '' ? msg('wholeDocument') : m.pointer, clip(stringifyJsonExact(m.value))]),
    });
    if (count > MAX_ROWS) blocks.push({ kind: 'note', text: msg('truncated', { shown: num(MAX_ROWS), count: num(count) }) });
  }
  blocks.push({
    kind: 'table',
    caption: msg('labels.cheatSheet'),
    columns: [{ label: msg('labels.syntax'), mono: true }, { label: msg('labels.meaning') }],
    rows: CHEAT_SHEET.map(([syntax, key]): readonly Display[] => [syntax, msg(`cheat.${key}`)]),
  });
  return {
    blocks,
    json: valuesText,
    csv: [['path', 'pointer', 'value'], ...result.matches.map((m) => [m.path, m.pointer, stringifyJsonExact(m.value)])],
    filename: 'jsonpath-matches',
  };
}
