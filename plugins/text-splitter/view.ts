/**
 * Every chunk with its own heading (its number and size), Copy and Download; notes for paragraphs
 * cut inside and for chunks left out of the page; Copy all and Download all (TXT, JSON) in the
 * action bar.
 */
import { countGraphemes, msg, num, type ListItem, type ResultBlock, type ResultView } from '@sdk/core';
import { allChunksText, allChunksTxt } from './format.ts';
import type { SplitResult } from './run.ts';

/** At most this many chunks are drawn; Copy all and Download all give every chunk. */
export const MAX_CARDS = 200;

export function view({ chunks, oversizedParagraphs }: SplitResult): ResultView {
  if (chunks.length === 0) return { blocks: [{ kind: 'note', text: msg('empty') }] };
  const items: ListItem[] = chunks.slice(0, MAX_CARDS).map((text, i) => ({ text, label: msg('chunkHeading', { n: num(i + 1), count: num(countGraphemes(text)) }) }));
  const blocks: ResultBlock[] = [];
  if (oversizedParagraphs > 0) blocks.push({ kind: 'note', text: msg('oversized', { count: num(oversizedParagraphs) }) });
  if (chunks.length > MAX_CARDS) blocks.push({ kind: 'note', text: msg('capped', { shown: num(MAX_CARDS), total: num(chunks.length) }) });
  blocks.push({ kind: 'list', label: msg('summary', { count: num(chunks.length) }), items });
  return {
    blocks,
    copy: allChunksText(chunks),
    copyLabel: msg('copyAll'),
    txt: allChunksTxt(chunks),
    json: chunks,
    filename: 'chunks',
  };
}
