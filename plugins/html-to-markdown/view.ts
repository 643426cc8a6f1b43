/** The Markdown as monospaced text: spacing and markers are part of it. */
import type { ResultView } from '@sdk/core';

export function view(markdown: string): ResultView {
  return { blocks: [{ kind: 'text', text: markdown, mono: true }], filename: 'markdown' };
}
