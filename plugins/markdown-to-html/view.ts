/** The HTML as text (Copy gives it); Output.tsx adds the download of a whole page and the preview. */
import { msg, type ResultView } from '@sdk/core';
import type { MarkdownResult } from './run.ts';

export function view(result: MarkdownResult): ResultView {
  return { blocks: [{ kind: 'text', label: msg('htmlLabel'), text: result.html, mono: true }], copy: result.html, copyLabel: msg('copyHtml') };
}
