/** Minify: the sizes before and after and what was saved, then the CSS as text. Beautify: the CSS as text. */
import { minifiedSizes, msg, type ResultView } from '@sdk/core';
import type { CssResult } from './run.ts';

export function view(result: CssResult): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, label: msg('output.beautify'), mono: true }] };
  const { css, bytesBefore, bytesAfter } = result;
  return {
    blocks: [
      minifiedSizes(bytesBefore, bytesAfter),
      { kind: 'text', text: css, label: msg('output.minify'), mono: true },
    ],
  };
}
