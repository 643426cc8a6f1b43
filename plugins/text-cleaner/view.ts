/** The cleaned text, with what the cleaning removed (characters, and lines when any) as its summary. */
import { msg, num, type ResultView } from '@sdk/core';
import type { CleanResult } from './run.ts';

export function view({ text, removedCharacters, removedLines }: CleanResult): ResultView {
  const characters = msg('common:tool.characters', { count: num(removedCharacters) });
  const summary = removedLines > 0 ? msg('removedWithLines', { characters, lines: msg('lines', { count: num(removedLines) }) }) : msg('removed', { characters });
  return { blocks: [{ kind: 'text', text, summary }] };
}
