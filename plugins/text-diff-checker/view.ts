/**
 * What the host draws and copies for a diff: the counts of added, removed and unchanged parts in
 * the chosen unit (or that the texts are identical), and the differences as a unified text for
 * Copy and Download. Output.tsx draws these blocks above the inline or side-by-side view.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { unifiedText } from './layout.ts';
import type { Options } from './manifest.ts';
import type { DiffResult } from './run.ts';

/** The counts, with what they count, or why there are none. */
export function countBlocks(result: DiffResult, options: Pick<Options, 'granularity' | 'ignoreLineEndings'>): ResultBlock[] {
  if (result.parts.length === 0) return [{ kind: 'note', text: msg('emptyTexts') }];
  const endings = result.lineEndings;
  // Said whether they count or not: invisible, and the usual reason two "equal" files differ.
  const endingNote: ResultBlock[] = endings
    ? [{ kind: 'note', text: msg(options.ignoreLineEndings ? 'lineEndings.ignored' : 'lineEndings.counted', { original: msg(`lineEndings.${endings.original}`), changed: msg(`lineEndings.${endings.changed}`) }) }]
    : [];
  if (result.identical) return [{ kind: 'note', text: msg('identical') }, ...endingNote];
  const unit = options.granularity;
  return [
    {
      kind: 'values',
      items: (['added', 'removed', 'unchanged'] as const).map((kind) => ({ label: msg(`counts.${unit}.${kind}`), value: num(result[kind]) })),
    },
    { kind: 'note', text: msg(`unitNote.${unit}`) },
    ...endingNote,
    ...(result.patch === undefined ? [] : [patchBlock(result.patch)]),
  ];
}

/** The unified diff as a .diff file, for patch and git apply. */
function patchBlock(patch: string): ResultBlock {
  return { kind: 'file', name: 'changes.diff', type: 'text/x-diff', bytes: new TextEncoder().encode(patch), label: msg('patch.label'), caption: msg('patch.caption') };
}

export function view(result: DiffResult, { options }: { readonly options: Options }): ResultView {
  const blocks = countBlocks(result, options);
  if (result.parts.length === 0) return { blocks };
  return { blocks, copy: unifiedText(result.parts), copyLabel: msg('copyDiff') };
}
