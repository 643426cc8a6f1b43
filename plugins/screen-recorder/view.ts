/**
 * What the screen recorder shows of a finished recording, as the host's result blocks (pure, in the
 * page's language through the host): its length, size and format.
 */
import { byteSize, elapsedText, msg, type ResultBlock } from '@sdk/core';

export function recordingBlocks(r: { ms: number; bytes: number; mimeType: string }): ResultBlock[] {
  return [
    {
      kind: 'values',
      label: msg('result.values'),
      items: [
        { label: msg('result.length'), value: elapsedText(r.ms), main: true, mono: true },
        { label: msg('result.size'), value: byteSize(r.bytes) },
        { label: msg('result.format'), value: r.mimeType, mono: true },
      ],
    },
    { kind: 'note', text: msg('result.memory') },
  ];
}
