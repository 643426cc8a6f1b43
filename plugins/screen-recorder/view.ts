/**
 * What the screen recorder shows of a finished recording, as the host's result blocks (pure, in the
 * page's language through the host): its length, size and format.
 */
import { byteSize, elapsedText, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Mp4 } from './run.ts';

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

/** The MP4 made of a recording: played in the page, with its download, size and picture size. */
export function mp4Blocks(mp4: Mp4): ResultBlock[] {
  return [
    {
      kind: 'file',
      name: mp4.name,
      type: mp4.type,
      bytes: mp4.bytes,
      width: mp4.width,
      height: mp4.height,
      label: msg('mp4.label'),
      alt: msg('mp4.alt'),
      caption: msg('mp4.caption', { size: byteSize(mp4.bytes.length), width: num(mp4.width), height: num(mp4.height), length: elapsedText(mp4.duration * 1000) }),
    },
  ];
}

/** run()'s result: an MP4 made of a recording, or (before one) nothing to show beyond the panel's own. */
export function view(result: { mp4: Mp4 } | { systemAudio: boolean; microphone: boolean }): ResultView {
  return { blocks: 'mp4' in result ? mp4Blocks(result.mp4) : [] };
}
