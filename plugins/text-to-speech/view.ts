/** A line on what will be read: the reader itself is Output.tsx; nothing here to copy or download. */
import { msg, num, type ResultView } from '@sdk/core';
import type { Speech } from './run.ts';

export function view(speech: Speech): ResultView {
  const words = speech.sentences.reduce((n, s) => n + s.words.length, 0);
  return { blocks: [{ kind: 'note', text: msg('summary', { count: num(words) }) }] };
}
