/** The code, then every note curlconverter gave: an option left out is named with its flag, never dropped silently. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Converted } from './run.ts';

export function view(result: Converted): ResultView {
  const language = msg(`options.language.values.${result.language}`);
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.code, mono: true, wrap: false, label: msg('output.code', { language }) }];
  if (result.warnings.length) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.summary', { count: num(result.warnings.length), language }) });
  for (const w of result.warnings) {
    blocks.push({
      kind: 'note',
      tone: 'warning',
      text: w.flag ? msg('notes.option', { flag: w.flag, language }) : msg('notes.other', { code: w.code, detail: w.detail }),
    });
  }
  return { blocks, copy: result.code, txt: result.code, filename: `curl-${result.language}` };
}
