/**
 * The counts (tokens first), the text split into its tokens with a middle dot between them (so that the
 * boundaries show without colour), and a table of the tokens with their ids. Ids are names in the
 * encoding's vocabulary, not quantities: they are written as digits in every language ("15339", never
 * "15.339"), and Copy gives them as a JSON array, as programs take them.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { MAX_SHOWN, type TokenCount } from './run.ts';

/** Drawn between two tokens in the split text. */
export const SEPARATOR = '·';

/** A token's text in the split view: line breaks and tabs drawn as signs (a line break still breaks the line). */
export const splitText = (text: string) => text.replace(/\r?\n/g, (eol) => `${eol === '\n' ? '↵' : '␍↵'}\n`).replace(/\t/g, '⇥');

/** A token's text in a table cell, where spaces at its ends would not show: every space and break drawn as a sign. */
export const cellText = (text: string) => text.replace(/ /g, '␣').replace(/\r/g, '␍').replace(/\n/g, '↵').replace(/\t/g, '⇥');

export function view(result: TokenCount): ResultView {
  const shown = result.pieces.reduce((n, p) => n + p.ids.length, 0);
  // for programs: token ids are written as digits, the way the APIs and libraries take them.
  const ids = `[${result.ids.join(', ')}]`;
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('tokensLabel'), value: num(result.tokens), main: true, hint: msg(`encodingHint.${result.encoding}`) },
        { label: msg('charactersLabel'), value: num(result.characters) },
        { label: msg('wordsLabel'), value: num(result.words) },
      ],
    },
    {
      kind: 'text',
      label: msg('splitLabel'),
      summary: msg('splitSummary', { separator: SEPARATOR }),
      text: result.pieces.map((p) => splitText(p.text)).join(SEPARATOR),
    },
  ];
  if (shown < result.tokens) blocks.push({ kind: 'note', text: msg('firstShown', { shown: num(shown), tokens: num(result.tokens), max: num(MAX_SHOWN) }) });
  if (result.pieces.some((p) => p.ids.length > 1)) blocks.push({ kind: 'note', text: msg('partsNote') });
  blocks.push(
    {
      kind: 'table',
      caption: msg('table.caption'),
      columns: [{ label: msg('table.number'), numeric: true }, { label: msg('table.token'), mono: true }, { label: msg('table.ids'), mono: true }],
      rows: result.pieces.map((p, i) => [num(i + 1), cellText(p.text), p.ids.join(' ')]),
      pageSize: 200,
    },
    { kind: 'text', label: msg('idsLabel'), summary: msg('idsSummary'), text: ids, mono: true, noTranslate: true },
  );
  return { blocks, copy: ids, copyLabel: msg('copyIds'), txt: ids, filename: `tokens-${result.encoding}` };
}
