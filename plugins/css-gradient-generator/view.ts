import { msg, type ResultView } from '@sdk/core';
import type { GradientCss } from './run.ts';

export function view(result: GradientCss): ResultView {
  return { blocks: [{ kind: 'text', text: result.css, label: msg('results.css'), mono: true, noTranslate: true }] };
}
