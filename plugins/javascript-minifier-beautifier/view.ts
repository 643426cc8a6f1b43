/** Minify: the sizes before and after and what was saved, then the code as text. Beautify: the code as text. */
import { minifiedSizes, msg, type ResultView } from '@sdk/core';
import type { JsResult } from './run.ts';

export function view(result: JsResult): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, label: msg('output.beautify'), mono: true }] };
  const { code, bytesBefore, bytesAfter } = result;
  return {
    blocks: [
      minifiedSizes(bytesBefore, bytesAfter),
      { kind: 'text', text: code, label: msg('output.minify'), mono: true },
    ],
  };
}
