/** The converted text, labelled by its format, and notes on what the other format could not hold as it was. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { FORMATS, type Input, type Options } from './manifest.ts';
import type { Converted } from './run.ts';

export function view(result: Converted, { options }: { input: Input; options: Options }): ResultView {
  const [, to] = FORMATS[options.mode];
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.text, mono: true, label: msg(`output.${to}`) }];
  const note = (key: string, count: number) => blocks.push({ kind: 'note', text: msg(key, { count: num(count) }) });
  if (result.dates > 0) note(to === 'json' ? 'notes.datesJson' : to === 'yaml' ? 'notes.datesYaml' : 'notes.datesToml', result.dates);
  if (result.bigIntegers > 0) note(to === 'toml' ? 'notes.bigToml' : 'notes.bigIntegers', result.bigIntegers);
  if (result.nulls > 0) note('notes.nulls', result.nulls);
  return { blocks };
}
