/**
 * The new video (the host plays it and offers Download), then what it is: its length and size read back from
 * it, the parts with where each really starts (a fast cut's keyframe), and notes on what a fast or an exact
 * cut does.
 */
import { byteSize, msg, num, timecode, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Trimmed } from './run.ts';

const seconds = (value: number): Display => num(value, { style: 'unit', unit: 'second', maximumFractionDigits: 3 });
/** A fast cut's part that starts earlier than asked, by more than a rounding. */
const moved = (part: Trimmed['parts'][number]): boolean => part.start - part.from > 0.0005;

function partItem(part: Trimmed['parts'][number], n: number, cut: Trimmed['cut']): ValueItem {
  const value = msg('results.range', { start: timecode(part.from), end: timecode(part.end) });
  if (cut === 'exact') return { label: msg('results.part', { n: num(n) }), value };
  const hint = moved(part) ? msg('results.earlier', { difference: seconds(part.start - part.from), asked: timecode(part.start) }) : msg('results.atKeyframe');
  return { label: msg('results.part', { n: num(n) }), value, hint };
}

export function view(result: Trimmed): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'file',
      name: result.name,
      type: result.type,
      bytes: result.bytes,
      width: result.width,
      height: result.height,
      label: msg('results.file'),
      alt: msg('results.alt', { name: result.name }),
      caption: msg('results.caption', { size: byteSize(result.bytes.length), duration: timecode(result.duration) }),
    },
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('results.duration'), value: timecode(result.duration), main: true },
        { label: msg('results.size'), value: byteSize(result.bytes.length), hint: msg('results.original', { size: byteSize(result.sourceBytes) }) },
        { label: msg('results.count'), value: num(result.parts.length) },
        { label: msg('results.tracks'), value: msg('results.trackList', { video: num(result.videoTracks), audio: num(result.audioTracks) }) },
      ],
    },
    { kind: 'values', layout: 'rows', label: msg('results.parts'), items: result.parts.map((part, i) => partItem(part, i + 1, result.cut)) },
  ];
  const note = (text: Display, tone?: 'warning') => blocks.push({ kind: 'note', text, ...(tone ? { tone } : {}) });
  if (result.cut === 'fast') {
    const late = result.parts.filter(moved);
    if (late.length === 1 && result.parts.length === 1) note(msg('results.moved', { from: timecode(late[0]!.from), difference: seconds(late[0]!.start - late[0]!.from), asked: timecode(late[0]!.start) }), 'warning');
    else if (late.length > 0) note(msg('results.movedMany', { count: num(late.length) }), 'warning');
    note(msg('results.fastNote'));
  } else note(msg('results.exactNote', { codecs: msg(result.type === 'video/webm' ? 'results.webmCodecs' : 'results.mp4Codecs') }));
  if (result.leftOut > 0) note(msg('results.leftOut', { count: num(result.leftOut) }));
  return { blocks, filename: result.name.replace(/\.[^.]*$/, '') };
}
