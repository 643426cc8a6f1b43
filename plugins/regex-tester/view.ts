/**
 * What the host draws and copies for a regex test: the number of matches, a note when the list is
 * cut, the pattern explained token by token, the text after replacement, the cheat sheet; Copy gives the replaced text, else the matches one per line,
 * and Download JSON the matches with their groups. Output.tsx draws these blocks around the
 * highlighted text and the table of groups, which are bespoke.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type TableBlock } from '@sdk/core';
import type { ExplainedToken, Repeat } from './explain.ts';
import type { Input } from './manifest.ts';
// Types only: run.ts (and regexpp with it) loads in the worker, never with the page.
import type { RegexResult } from './run.ts';

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

/** Unicode properties said in words (explain.properties.<name>), by every alias the pattern may use; others are quoted as written. */
const PROPERTY_NAMES: Readonly<Record<string, string>> = aliases({
  L: ['Letter'],
  Lu: ['Uppercase_Letter'],
  Ll: ['Lowercase_Letter'],
  Lt: ['Titlecase_Letter'],
  Lm: ['Modifier_Letter'],
  Lo: ['Other_Letter'],
  M: ['Mark', 'Combining_Mark'],
  Mn: ['Nonspacing_Mark'],
  N: ['Number'],
  Nd: ['Decimal_Number', 'digit'],
  P: ['Punctuation', 'punct'],
  S: ['Symbol'],
  Sc: ['Currency_Symbol'],
  Sm: ['Math_Symbol'],
  Z: ['Separator'],
  Zs: ['Space_Separator'],
  Cc: ['Control', 'cntrl'],
  Alphabetic: ['Alpha'],
  White_Space: ['space'],
  Uppercase: ['Upper'],
  Lowercase: ['Lower'],
  Emoji: [],
  Extended_Pictographic: ['ExtPict'],
  RGI_Emoji: [],
  ASCII: [],
  Any: [],
});

function aliases(names: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).flatMap(([key, other]) => [key, ...other].map((alias) => [alias, key])));
}

/** Child rows are indented by two no-break spaces a level, which a table cell keeps. */
const INDENT = '\u00a0\u00a0';

/** How many times, as the explanation says it after the token ("one or more times, as many as possible"). */
function times(repeat: Repeat): Display {
  const { min, max } = repeat;
  let count: Display;
  // Zero apart: French says "une fois" for 0 and 1 alike.
  if (max === 0) return msg('explain.times.zero');
  if (max === min) return msg('explain.times.exactly', { count: num(min) });
  if (max === null) count = min === 0 ? msg('explain.times.zeroOrMore') : min === 1 ? msg('explain.times.oneOrMore') : msg('explain.times.atLeast', { count: num(min) });
  else count = min === 0 && max === 1 ? msg('explain.times.optional') : msg('explain.times.between', { min: num(min), count: num(max) });
  return msg(repeat.lazy ? 'explain.lazy' : 'explain.greedy', { times: count });
}

/** A token's meaning: its key with numbers as number displays and property names in words. */
function meaning(token: ExplainedToken, key = token.key): Display {
  const params: Record<string, Display> = {};
  for (const [name, value] of Object.entries(token.params ?? {})) params[name] = typeof value === 'number' ? num(value) : value;
  const property = (token.key === 'property' || token.key === 'notProperty') && PROPERTY_NAMES[String(token.params?.name)];
  if (property) params.name = msg(`explain.properties.${property}`);
  const what = msg(`explain.${key}`, params);
  return token.anyCase ? msg('explain.anyCase', { what }) : what;
}

/** The explanation as table rows, depth first: a group's opening, what it holds (indented), then its closing. */
function explanationRows(tokens: readonly ExplainedToken[], depth = 0, rows: Display[][] = []): Display[][] {
  const indent = INDENT.repeat(depth);
  for (const token of tokens) {
    const what = token.repeat ? msg('explain.repeated', { what: meaning(token), times: times(token.repeat) }) : meaning(token);
    const children = token.children ?? [];
    if (children.length === 0 || !token.closeKey) {
      rows.push([indent + token.source, what]);
      continue;
    }
    rows.push([indent + token.source.slice(0, children[0]!.start - token.start), what]);
    explanationRows(children, depth + 1, rows);
    rows.push([indent + token.source.slice(children.at(-1)!.end - token.start), meaning(token, token.closeKey)]);
  }
  return rows;
}

/** The pattern explained, one row per token (regex101's "Explanation"). */
export function explanationTable(tokens: readonly ExplainedToken[]): TableBlock {
  return {
    kind: 'table',
    caption: msg('explain.title'),
    columns: [{ label: msg('explain.token'), mono: true }, { label: msg('explain.meaning') }],
    rows: explanationRows(tokens),
  };
}

export function view(result: RegexResult, { input }: { readonly input: Input }): ResultView {
  if (input.pattern === '') return { blocks: [{ kind: 'note', text: msg('enterPattern') }] };
  const blocks: ResultBlock[] = [{ kind: 'values', items: [{ label: msg('matchCount'), value: num(result.matches.length), main: true }] }];
  if (result.literal) blocks.push({ kind: 'note', text: msg('literal', { source: result.literal.source, flags: result.literal.flags || '–' }) });
  // Valid, but not what it looks like: said at once, since such a pattern just finds nothing.
  for (const trap of result.traps ?? []) blocks.push({ kind: 'note', tone: 'warning', text: msg(`traps.${trap}`, TRAP_SYNTAX) });
  // Cut at run()'s MAX_MATCHES, which is the number listed.
  if (result.truncated) blocks.push({ kind: 'note', text: msg('truncated', { max: num(result.matches.length) }) });
  if (result.explanation?.length) blocks.push(explanationTable(result.explanation));
  if (result.tooLongToExplain) blocks.push({ kind: 'note', text: msg('explain.tooLong') });
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
