/** The sizes before and after and what was saved, then the minified HTML as text (never as markup). */
import { minifiedSizes, type ResultView } from '@sdk/core';
import type { MinifyResult } from './run.ts';

export function view({ html, bytesBefore, bytesAfter }: MinifyResult): ResultView {
  return {
    blocks: [
      minifiedSizes(bytesBefore, bytesAfter),
      { kind: 'text', text: html },
    ],
  };
}
