/** The Morse code (encoding) or the text (decoding), and what could not be written the other way. */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { MorseResult } from './run.ts';
import type { Input, Options } from './manifest.ts';

export function view(result: MorseResult, { options }: { input: Input; options: Options }): ResultView {
  const decoding = options.mode === 'decode';
  const blocks: ResultBlock[] = [
    decoding ? { kind: 'text', text: result.text, label: msg('labels.text') } : { kind: 'text', text: result.morse, mono: true, label: msg('labels.morse'), noTranslate: true },
  ];
  if (result.unknown.length > 0) {
    const key = decoding ? 'unknownCodes' : options.extended ? 'unknownChars' : 'unknownCharsItu';
    blocks.push({ kind: 'note', tone: 'warning', text: msg(key, { count: num(result.unknown.length), list: result.unknown.join(' ') }) });
  }
  return { blocks };
}
