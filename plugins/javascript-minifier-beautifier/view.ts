/** Minify: the sizes before and after and what was saved, then the code as text. Beautify: the code as text. */
import { msg, num, type ResultView } from '@sdk/core';
import type { JsResult } from './run.ts';

const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

export function view(result: JsResult): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, label: msg('output.beautify'), mono: true }] };
  const { code, bytesBefore, bytesAfter } = result;
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
      { kind: 'text', text: code, label: msg('output.minify'), mono: true },
    ],
  };
}
