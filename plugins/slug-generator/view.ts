/** The slugs, one per line; a note for lines that give no slug, and when the language has no stop-word list. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { STOP_WORDS, type SlugResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

/** Lines named in the note: the first few, then "…". */
const SHOWN_LINES = 10;

export function view(result: SlugResult, { options }: { input: Input; options: Options }): ResultView {
  const made = result.slugs.filter((s) => s !== '').length;
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.slugs.join('\n'), mono: true, label: msg('labels.slugs'), summary: msg('labels.count', { count: num(made) }) }];
  if (result.unusable.length > 0) {
    const lines = result.unusable.slice(0, SHOWN_LINES).join(', ') + (result.unusable.length > SHOWN_LINES ? ', …' : '');
    blocks.push({ kind: 'note', tone: 'warning', text: msg('unusable', { count: num(result.unusable.length), lines }) });
  }
  if (options.stopWords && !STOP_WORDS[options.language]) blocks.push({ kind: 'note', text: msg('noStopWords', { language: msg(`options.language.values.${options.language}`) }) });
  return { blocks };
}
