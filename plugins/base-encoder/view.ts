/**
 * The encoded or decoded text. For a file, the summary says which file was encoded and its size; for
 * decoded bytes that are not UTF-8 text, they are shown in hex under a note that says so.
 */
import { byteSize, msg, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import { NAMES } from './codecs.ts';
import type { BaseResult } from './run.ts';

export function view(result: BaseResult, { options }: { options: Options }): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, mono: true }] };
  if ('encoded' in result)
    return { blocks: [{ kind: 'text', text: result.encoded, mono: true, summary: msg('fileSummary', { name: result.name, size: byteSize(result.size), encoding: NAMES[options.encoding] }) }] };
  return {
    blocks: [
      { kind: 'note', text: msg('binary', { size: byteSize(result.size) }) },
      { kind: 'text', text: result.binaryHex, mono: true, label: msg('hexLabel') },
    ],
    copy: result.binaryHex,
  };
}
