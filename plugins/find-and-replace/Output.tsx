import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBlocks, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { Mark, ReplaceResult } from './run.ts';
import { view } from './view.ts';

/** Characters of the text drawn in the preview. */
export const MAX_CHARS = 100_000;

/**
 * The counts (the view's blocks, drawn by the host), the text with each match numbered and shown
 * as what was taken out and what was put in (or marked only, when it was left), then the text
 * after replacement with the host's Copy and Download. The preview is bespoke: the host has no
 * block for text with highlighted spans.
 */
export default function Output({ toolId, result, input }: ToolOutputProps<ReplaceResult, Options, Input>) {
  const { t } = useTranslation(toolId);
  const nf = useFormat().numberFormat();
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => view(result, { input }), [result, input]);
  if (input.find === '' || result.matches === 0) return <ResultBlocks toolId={toolId} blocks={blocks} display={display} />;

  const preview = highlight(input.text, result.marks, {
    match: (n) => t('preview.match', { n: nf.format(n) }),
    removed: t('preview.removed'),
    inserted: t('preview.inserted'),
  });
  return (
    <>
      <ResultBlocks toolId={toolId} blocks={blocks.filter((b) => b.kind !== 'text')} display={display} />
      {preview && (
        <>
          <h3>{t('preview.heading')}</h3>
          <pre className="text-preview diff-view">{preview.nodes}</pre>
          {(preview.shown < input.text.length || result.marks.length < result.matches) && (
            <p className="io-meta" role="note">
              {t('preview.note', { shown: nf.format(result.marks.length), total: nf.format(result.matches) })}
            </p>
          )}
        </>
      )}
      <ResultBlocks toolId={toolId} blocks={blocks.filter((b) => b.kind === 'text')} display={display} />
    </>
  );
}

/**
 * The start of the text as text nodes, each match numbered (a superscript, and a hidden "match n:"
 * for screen readers): a replaced match as <del> (what was there) then <ins> (what came in), each
 * with hidden words saying so, and a match left as it was as <mark>. Colour is never the only
 * signal: strike-through, underline and the numbers carry it too. Null when the text changed since
 * the result was computed (the positions would point at the wrong characters).
 */
export function highlight(
  text: string,
  marks: readonly Mark[],
  words: { match: (n: number) => string; removed: string; inserted: string },
): { nodes: ReactNode[]; shown: number } | null {
  const nodes: ReactNode[] = [];
  let pos = 0;
  let n = 0;
  for (const m of marks) {
    if (m.index >= MAX_CHARS || m.end > text.length) break;
    if (m.index < pos) return null;
    if (m.index > pos) nodes.push(text.slice(pos, m.index));
    n++;
    const found = text.slice(m.index, m.end);
    const number = (
      <>
        <sup aria-hidden="true">{n}</sup>
        <span className="visually-hidden">{words.match(n)} </span>
      </>
    );
    if (m.replacement === undefined) {
      nodes.push(
        <mark key={n}>
          {number}
          {found}
        </mark>,
      );
    } else {
      nodes.push(
        <span key={n}>
          {number}
          {found !== '' && (
            <del>
              <span className="visually-hidden">{words.removed} </span>
              {found}
            </del>
          )}
          {m.replacement !== '' && (
            <ins>
              <span className="visually-hidden">{words.inserted} </span>
              {m.replacement}
            </ins>
          )}
        </span>,
      );
    }
    pos = m.end;
  }
  const stop = Math.min(text.length, MAX_CHARS);
  if (stop > pos) nodes.push(text.slice(pos, stop));
  return { nodes, shown: Math.max(pos, stop) };
}
