/**
 * Minify: the sizes before and after and what was saved, then the CSS as text. Beautify: the CSS as
 * text. Either with a warning when the CSS stops before a block, comment or string is closed.
 */
import { minifiedSizes, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { CssResult } from './run.ts';

export function view(result: CssResult): ResultView {
  const { incomplete } = result;
  const warning: ResultBlock[] = incomplete
    ? [{ kind: 'note', tone: 'warning', text: msg(`incomplete.${incomplete.what}`, { line: num(incomplete.line), column: num(incomplete.column) }) }]
    : [];
  if ('beautified' in result) return { blocks: [...warning, { kind: 'text', text: result.beautified, label: msg('output.beautify'), mono: true }] };
  const { css, bytesBefore, bytesAfter } = result;
  return {
    blocks: [
      ...warning,
      minifiedSizes(bytesBefore, bytesAfter),
      { kind: 'text', text: css, label: msg('output.minify'), mono: true },
    ],
  };
}
