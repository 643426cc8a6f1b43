/** The converted text, labelled JSON or YAML, and a note when the YAML's comments could not go into the JSON. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Converted } from './run.ts';

export function view(result: Converted, { options }: { input: Input; options: Options }): ResultView {
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.text, mono: true, label: msg(options.mode === 'yamlToJson' ? 'output.json' : 'output.yaml') }];
  if (result.comments > 0) blocks.push({ kind: 'note', text: msg('commentsDropped', { count: num(result.comments) }) });
  return { blocks };
}
