/**
 * What the host draws and copies for a regex test: the number of matches, a note when the list is
 * cut, the text after replacement; Copy gives the replaced text, else the matches one per line,
 * and Download JSON the matches with their groups. Output.tsx draws these blocks around the
 * highlighted text and the table of groups, which are bespoke.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import { MAX_MATCHES, type RegexResult } from './run.ts';

/** The syntax a visitor most often looks up, each with its meaning (cheatSheet.<key> in the locale). */
const CHEAT_SHEET: readonly (readonly [string, string])[] = [
  ['.', 'any'],
  ['\\d  \\w  \\s', 'classes'],
  ['\\D  \\W  \\S', 'notClasses'],
  ['[abc]  [a-z]', 'set'],
  ['[^abc]', 'notSet'],
  ['^  $', 'anchors'],
  ['\\b', 'boundary'],
  ['a*  a+  a?', 'repeat'],
  ['a{2,5}  a{2}  a{2,}', 'count'],
  ['a+?', 'lazy'],
  ['(abc)  (?<name>abc)', 'group'],
  ['(?:abc)', 'nonCapturing'],
  ['a|b', 'either'],
  ['(?=a)  (?!a)', 'lookahead'],
  ['$1  $<name>  $&', 'replacement'],
];

/** Syntax the trap messages quote (braces would read as placeholders in the texts). */
const TRAP_SYNTAX = { escape: '\\p{…}', example: '\\p{L}' };

export function view(result: RegexResult, { input }: { readonly input: Input }): ResultView {
  if (input.pattern === '') return { blocks: [{ kind: 'note', text: msg('enterPattern') }] };
  const blocks: ResultBlock[] = [{ kind: 'values', items: [{ label: msg('matchCount'), value: num(result.matches.length), main: true }] }];
  if (result.literal) blocks.push({ kind: 'note', text: msg('literal', { source: result.literal.source, flags: result.literal.flags || '–' }) });
  // Valid, but not what it looks like: said at once, since such a pattern just finds nothing.
  for (const trap of result.traps ?? []) blocks.push({ kind: 'note', tone: 'warning', text: msg(`traps.${trap}`, TRAP_SYNTAX) });
  if (result.truncated) blocks.push({ kind: 'note', text: msg('truncated', { max: num(MAX_MATCHES) }) });
  const cheatSheet: ResultBlock = {
    kind: 'table',
    caption: msg('cheatSheet.title'),
    columns: [{ label: msg('cheatSheet.syntax'), mono: true }, { label: msg('cheatSheet.meaning') }],
    rows: CHEAT_SHEET.map(([syntax, key]) => [syntax, msg(`cheatSheet.${key}`)]),
  };
  if (result.replaced !== undefined) {
    blocks.push({ kind: 'text', label: msg('replaced'), text: result.replaced }, cheatSheet);
    return { blocks, copy: result.replaced, copyLabel: msg('copyReplaced') };
  }
  blocks.push(cheatSheet);
  return { blocks, copy: result.matches.map((m) => m.text).join('\n'), copyLabel: msg('copyMatches') };
}
