/**
 * The sizes before and after (and the change), what the new video is (format and codecs, picture, frame
 * rate, duration, each with what it was when it changed), notes on what the visitor should know, and the
 * file itself: the host plays it and offers Download.
 */
import { byteSize, msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { Result, VideoSummary } from './run.ts';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/** FFmpeg's codec names as people know them; any other is shown in capitals. */
const CODEC_NAMES: Readonly<Record<string, string>> = {
  h264: 'H.264',
  hevc: 'H.265',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  mpeg4: 'MPEG-4',
  mpeg2video: 'MPEG-2',
  mpeg1video: 'MPEG-1',
  prores: 'ProRes',
  theora: 'Theora',
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  flac: 'FLAC',
};
export const codecName = (codec: string): string => CODEC_NAMES[codec] ?? (codec.startsWith('pcm_') ? 'PCM' : codec.toUpperCase());

const formatOf = (v: VideoSummary): Display =>
  v.audioCodec === null ? msg('results.formatSilent', { container: v.container, video: codecName(v.videoCodec) }) : msg('results.format', { container: v.container, video: codecName(v.videoCodec), audio: codecName(v.audioCodec) });
const pixels = (v: VideoSummary): Display => msg('results.pixels', { width: num(v.width), height: num(v.height) });
const fps = (rate: number | null): Display => (rate === null ? msg('results.unknown') : msg('results.fps', { value: num(rate, { maximumFractionDigits: 3 }) }));

/** A duration as players write it, to the tenth of a second: 2:05.3, 1:02:05.3 (numbers in the page's language). */
export function duration(seconds: number): Display {
  const tenths = Math.round(seconds * 10);
  const s = num((tenths % 600) / 10, { minimumIntegerDigits: 2, minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const minutes = Math.floor(tenths / 600);
  return minutes >= 60 ? msg('results.timeHours', { h: num(Math.floor(minutes / 60)), m: num(minutes % 60, { minimumIntegerDigits: 2 }), s }) : msg('results.time', { m: num(minutes), s });
}

/** "34% smaller", "12% larger" or "Same size". */
function change(before: number, after: number): Display {
  if (before === after || before === 0) return msg('results.same');
  const share = (before - after) / before;
  return share > 0 ? msg('results.smaller', { percent: num(share, PERCENT) }) : msg('results.larger', { percent: num(-share, PERCENT) });
}

/** A detail of the new video, with what it was when it changed. */
function detail(key: string, after: Display, before: Display): ValueItem {
  const changed = JSON.stringify(after) !== JSON.stringify(before);
  return { label: msg(`results.${key}`), value: after, ...(changed ? { hint: msg('results.was', { value: before }) } : {}) };
}

function notes(result: Result, options: Options): ResultBlock[] {
  const { before, after } = result;
  const out: ResultBlock[] = [];
  const note = (text: Display, tone?: 'warning'): void => void out.push({ kind: 'note', text, ...(tone ? { tone } : {}) });
  if (result.keptOriginal) note(msg('results.keptOriginal', { converted: byteSize(after.size), original: byteSize(before.size) }), 'warning');
  else {
    if (after.size > before.size) note(msg('results.largerNote', { percent: num((after.size - before.size) / before.size, PERCENT) }), 'warning');
    if (result.targetBytes !== null && after.size > result.targetBytes) note(msg('results.overTarget', { size: byteSize(after.size), target: byteSize(result.targetBytes) }), 'warning');
  }
  if (result.format === 'webm') note(msg('results.vp8'));
  if (result.rotation) note(msg('results.rotation', { degrees: num(result.rotation) }));
  if (result.notEnlarged) note(msg('results.notEnlarged', { size: msg(`options.resize.values.${options.resize}`), pixels: pixels(before) }));
  if (result.frameRateKept && before.frameRate !== null) note(msg('results.frameRateKept', { rate: fps(before.frameRate), chosen: msg(`options.frameRate.values.${options.frameRate}`) }));
  if (result.droppedAudio > 0) note(msg('results.droppedAudio', { count: num(result.droppedAudio) }));
  if (result.droppedSubtitles > 0) note(msg('results.droppedSubtitles', { count: num(result.droppedSubtitles) }));
  return out;
}

export function view(result: Result, { options }: { options: Options }): ResultView {
  const { before, after, file } = result;
  const shown = result.keptOriginal ? before : after;
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.before'), value: byteSize(before.size) },
          { label: msg('results.after'), value: byteSize(after.size), main: true },
          { label: msg('results.change'), value: change(before.size, after.size) },
        ],
      },
      {
        kind: 'values',
        layout: 'rows',
        label: msg('results.details'),
        items: [
          detail('formatLabel', formatOf(after), formatOf(before)),
          detail('picture', pixels(after), pixels(before)),
          detail('frameRate', fps(after.frameRate), fps(before.frameRate)),
          { label: msg('results.duration'), value: duration(after.duration) },
        ],
      },
      ...notes(result, options),
      {
        kind: 'file',
        name: file.name,
        type: file.type,
        bytes: file.bytes,
        label: msg(result.keptOriginal ? 'results.originalFile' : 'results.convertedFile'),
        alt: msg('results.alt', { name: file.name }),
        caption: msg('results.caption', { format: formatOf(shown), size: byteSize(file.bytes.length), pixels: pixels(shown) }),
        width: shown.width,
        height: shown.height,
      },
    ],
    filename: file.name.replace(/\.[^.]+$/, ''),
  };
}
