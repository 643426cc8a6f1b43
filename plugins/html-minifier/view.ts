/** The sizes before and after and what was saved, then the minified HTML as text (never as markup). */
import { msg, num, type ResultView } from '@sdk/core';
import type { MinifyResult } from './run.ts';

const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long' };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

export function view({ html, bytesBefore, bytesAfter }: MinifyResult): ResultView {
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
      { kind: 'text', text: html },
    ],
  };
}
