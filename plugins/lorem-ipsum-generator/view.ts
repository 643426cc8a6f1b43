/**
 * The generated text (in Latin, so that browsers neither translate nor spell-check it as the page's
 * language) with its counts; Generate again is off when the same settings always give the same text.
 */
import { msg, num, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { LoremResult } from './run.ts';

export function view(result: LoremResult, { options }: { input: Input; options: Options }): ResultView {
  return {
    blocks: [
      {
        kind: 'text',
        text: result.text,
        lang: 'la',
        summary: msg('counts', { paragraphs: num(result.paragraphs), sentences: num(result.sentences), words: num(result.words) }),
      },
    ],
    regenerate: !options.repeatable,
  };
}
