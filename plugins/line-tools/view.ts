/**
 * The lines before and after (and what was removed, when asked), then the resulting text. Join: how many
 * lines were joined; Split: how many items the text gave.
 */
import { msg, num, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { LinesResult } from './run.ts';

function counts(result: LinesResult, options: Options): ValueItem[] {
  if (options.mode === 'join' || options.mode === 'split') {
    return [
      { label: msg(options.mode === 'join' ? 'stats.joined' : 'stats.items'), value: num(result.after) },
      ...(options.removeEmpty ? [{ label: msg('stats.emptyItemsRemoved'), value: num(result.emptyRemoved) }] : []),
    ];
  }
  return [
    { label: msg('stats.before'), value: num(result.before) },
    { label: msg('stats.after'), value: num(result.after) },
    ...(options.removeDuplicates ? [{ label: msg('stats.duplicatesRemoved'), value: num(result.duplicatesRemoved) }] : []),
    ...(options.removeEmpty ? [{ label: msg('stats.emptyRemoved'), value: num(result.emptyRemoved) }] : []),
  ];
}

export function view(result: LinesResult, { options }: { input: Input; options: Options }): ResultView {
  return {
    blocks: [
      { kind: 'values', items: counts(result, options), announce: true },
      { kind: 'text', text: result.text, mono: true },
    ],
    copy: result.text,
  };
}
