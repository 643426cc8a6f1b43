/**
 * What the host draws and copies: the number of matches and of replacements, then the text after
 * replacement (what Copy and Download give). Output.tsx draws the highlighted preview between them.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import type { ReplaceResult } from './run.ts';

export function view(result: ReplaceResult, { input }: { readonly input: Input }): ResultView {
  if (input.find === '') return { blocks: [{ kind: 'note', text: msg('enterFind') }] };
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('matchCount'), value: num(result.matches), main: true },
        { label: msg('replacementCount'), value: num(result.replacements) },
      ],
    },
  ];
  if (result.matches === 0) blocks.push({ kind: 'note', text: msg('noMatches') });
  blocks.push({ kind: 'text', label: msg('replaced'), text: result.text });
  return { blocks, copy: result.text, copyLabel: msg('copyReplaced') };
}
