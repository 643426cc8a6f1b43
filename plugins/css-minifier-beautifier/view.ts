/** Minify: the sizes before and after and what was saved, then the CSS as text. Beautify: the CSS as text. */
import { msg, num, type ResultView } from '@sdk/core';
import type { CssResult } from './run.ts';

const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

export function view(result: CssResult): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, label: msg('output.beautify'), mono: true }] };
  const { css, bytesBefore, bytesAfter } = result;
  const change = bytesBefore === 0 ? 0 : (bytesBefore - bytesAfter) / bytesBefore;
  return {
    blocks: [
      {
        kind: 'values',
        label: msg('stats.title'),
        items: [
          { label: msg('stats.before'), value: num(bytesBefore, BYTES) },
          { label: msg('stats.after'), value: num(bytesAfter, BYTES) },
          { label: msg('stats.saved'), value: change >= 0 ? msg('stats.smaller', { percent: num(change, PERCENT) }) : msg('stats.larger', { percent: num(-change, PERCENT) }) },
        ],
      },
      { kind: 'text', text: css, label: msg('output.minify'), mono: true },
    ],
  };
}
