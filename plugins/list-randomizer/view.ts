/**
 * The counts that apply (winners out of the list, items, lines, what the cleaning removed), then the
 * shuffled list or the winners as a numbered list. "Shuffle again" or "Draw again" is the host's
 * Generate again; Copy and Download give the whole list in its order.
 */
import { msg, num, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { ListResult } from './run.ts';

export function view(result: ListResult, { options }: { input: Input; options: Options }): ResultView {
  const { items, total, lines, duplicatesRemoved, emptyRemoved } = result;
  if (total === 0) return { blocks: [{ kind: 'note', text: msg('emptyList') }], regenerate: false };
  const pick = result.mode === 'pick';
  const counts: ValueItem[] = [
    ...(pick ? [{ label: msg('stats.winners'), value: msg('winnersValue', { winners: num(items.length), total: num(total) }) }] : []),
    { label: msg('stats.items'), value: num(total) },
    { label: msg('stats.lines'), value: num(lines) },
    ...(options.removeDuplicates ? [{ label: msg('stats.duplicatesRemoved'), value: num(duplicatesRemoved) }] : []),
    ...(options.removeEmpty ? [{ label: msg('stats.emptyRemoved'), value: num(emptyRemoved) }] : []),
  ];
  return {
    blocks: [
      { kind: 'values', items: counts },
      { kind: 'list', items, label: msg(pick ? 'winnersHeading' : 'shuffledHeading'), numbered: true, emptyItem: msg('emptyItem') },
    ],
    regenerateLabel: msg(pick ? 'drawAgain' : 'shuffleAgain'),
    filename: pick ? 'list-randomizer-winners' : 'list-randomizer',
  };
}
