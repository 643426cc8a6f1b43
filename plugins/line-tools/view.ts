/** The lines before and after (and what was removed, when asked), then the resulting text. */
import { msg, num, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { LinesResult } from './run.ts';

export function view(result: LinesResult, { options }: { input: Input; options: Options }): ResultView {
  const counts: ValueItem[] = [
    { label: msg('stats.before'), value: num(result.before) },
    { label: msg('stats.after'), value: num(result.after) },
    ...(options.removeDuplicates ? [{ label: msg('stats.duplicatesRemoved'), value: num(result.duplicatesRemoved) }] : []),
    ...(options.removeEmpty ? [{ label: msg('stats.emptyRemoved'), value: num(result.emptyRemoved) }] : []),
  ];
  return {
    blocks: [
      { kind: 'values', items: counts, announce: true },
      { kind: 'text', text: result.text, mono: true },
    ],
    copy: result.text,
  };
}
