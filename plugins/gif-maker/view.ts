/**
 * The file made (a GIF shown as an image, a video played), then what it is: its size against what it was
 * made from, its pixels and length as read back from it, the clip taken or the pictures used.
 */
import { byteSize, msg, num, timecode, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Made } from './run.ts';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const seconds = (value: number): Display => num(value, { style: 'unit', unit: 'second', maximumFractionDigits: 2 });

/** "84 % smaller" / "3 times larger": how the file made compares with its source. */
function change(before: number, after: number): Display {
  if (after < before) return msg('results.smaller', { percent: num((before - after) / before, PERCENT) });
  if (after === before) return msg('results.same');
  return msg('results.larger', { times: num(after / before, { maximumFractionDigits: 1 }) });
}

export function view(made: Made): ResultView {
  const pixels = msg('results.pixels', { width: num(made.width), height: num(made.height) });
  const blocks: ResultBlock[] = [
    {
      kind: 'file',
      name: made.name,
      type: made.type,
      bytes: made.bytes,
      width: made.width,
      height: made.height,
      alt: msg(`results.alt.${made.source}`, { name: made.name }),
      caption: msg('results.caption', { size: byteSize(made.bytes.length), pixels }),
    },
    {
      kind: 'values',
      items: [
        { label: msg(`results.made.${made.source}`), value: byteSize(made.bytes.length), main: true },
        { label: msg(`results.from.${made.source}`), value: byteSize(made.sourceBytes) },
        { label: msg('results.change'), value: change(made.sourceBytes, made.bytes.length) },
        { label: msg('results.size'), value: pixels },
        { label: msg('results.duration'), value: seconds(made.duration) },
        ...(made.clip ? [{ label: msg('results.clip'), value: msg('results.range', { start: timecode(made.clip.start), end: timecode(made.clip.end) }) }] : []),
        ...(made.images !== undefined ? [{ label: msg('results.images'), value: num(made.images) }] : []),
      ],
    },
  ];
  if (made.source === 'gif') blocks.push({ kind: 'note', text: msg('results.videoNote') });
  return { blocks, filename: made.name.replace(/\.[^.]*$/, '') };
}
