/**
 * The spelling as text to read out (one line per word, code words between dashes) and as a table of
 * each character and its code word (with the ICAO pronunciation for NATO); unknown characters noted.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { ALPHABET } from './alphabets.ts';
import type { SpellingResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

/** The spelling as it is read out: code words between en dashes, one line per word of the text. */
export const spelledText = (result: SpellingResult): string => result.words.map((w) => w.map((s) => s.word).join(' – ')).join('\n');

export function view(result: SpellingResult, { options }: { input: Input; options: Options }): ResultView {
  const alphabet = ALPHABET[options.alphabet];
  const withPronunciation = alphabet.pronunciation !== undefined;
  const rows = result.words.flat();
  const text = spelledText(result);
  const blocks: ResultBlock[] = [
    { kind: 'text', text, lang: alphabet.lang, label: msg('labels.spelled'), summary: msg(`options.alphabet.values.${options.alphabet}`) },
    {
      kind: 'table',
      caption: msg('labels.table'),
      columns: [{ label: msg('labels.character'), mono: true }, { label: msg('labels.codeWord') }, ...(withPronunciation ? [{ label: msg('labels.pronunciation') }] : [])],
      rows: rows.map((s) => [s.char, s.unknown ? msg('labels.unknownWord') : s.word, ...(withPronunciation ? [s.pronunciation ?? ''] : [])]),
      rowHeaders: true,
    },
  ];
  if (result.unknown.length > 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('unknown', { count: num(result.unknown.length), chars: result.unknown.join(' ') }) });
  blocks.push({ kind: 'note', text: msg(`sources.${options.alphabet}`) });
  return {
    blocks,
    // Copy and TXT give the spelling; CSV gives the table as shown, in the page's language.
    copy: text,
  };
}
