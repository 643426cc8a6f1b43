/** Every style on its own row with its own Copy, and a word on what screen readers make of them. */
import { msg, type ResultView } from '@sdk/core';
import type { FancyText } from './run.ts';

export function view(result: FancyText): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        layout: 'rows',
        label: msg('labels.styles'),
        items: result.styles.map(({ style, text }) => ({ label: msg(`styles.${style}`), value: text, copy: true })),
      },
      { kind: 'note', text: msg('accessibility') },
    ],
    // Copy all: one style per line, as the page lists them.
    copy: result.styles.map(({ text }) => text).join('\n'),
    copyLabel: msg('labels.copyAll'),
  };
}
