/**
 * What the host draws and copies for a regex test: the number of matches, a note when the list is
 * cut, the text after replacement; Copy gives the replaced text, else the matches one per line,
 * and Download JSON the matches with their groups. Output.tsx draws these blocks around the
 * highlighted text and the table of groups, which are bespoke.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import { MAX_MATCHES, type RegexResult } from './run.ts';

export function view(result: RegexResult, { input }: { readonly input: Input }): ResultView {
  if (input.pattern === '') return { blocks: [{ kind: 'note', text: msg('enterPattern') }] };
  const blocks: ResultBlock[] = [{ kind: 'values', items: [{ label: msg('matchCount'), value: num(result.matches.length), main: true }] }];
  if (result.truncated) blocks.push({ kind: 'note', text: msg('truncated', { max: num(MAX_MATCHES) }) });
  if (result.replaced !== undefined) {
    blocks.push({ kind: 'text', label: msg('replaced'), text: result.replaced });
    return { blocks, copy: result.replaced, copyLabel: msg('copyReplaced') };
  }
  return { blocks, copy: result.matches.map((m) => m.text).join('\n'), copyLabel: msg('copyMatches') };
}
