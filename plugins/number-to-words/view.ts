/** Words are the tool's own text (a text block); a number read back is written in the page's language. */
import { msg, num, type ResultView } from '@sdk/core';
import type { NumberRead } from './run.ts';

export function view(result: string | NumberRead): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, label: msg('labels.words') }] };
  return {
    blocks: [{ kind: 'values', items: [{ label: msg('labels.number'), value: num(result.value, { maximumFractionDigits: 6 }), main: true, copy: true }] }],
    // Copy gives the digits as a program reads them, whatever the page's language.
    copy: String(result.value),
  };
}
