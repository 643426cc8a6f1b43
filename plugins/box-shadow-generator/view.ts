import { msg, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { ShadowCss } from './run.ts';

export function view(result: ShadowCss, { options }: { options: Options }): ResultView {
  return { blocks: [{ kind: 'text', text: result.code, label: msg(`results.${options.format}`), mono: true, noTranslate: true }] };
}
