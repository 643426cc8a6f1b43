/**
 * The converted file first (the page plays it and offers Download), what changed (format, duration, size,
 * sample rate and channels, each before → after), the source's waveform with the part kept marked, and
 * what the visitor should know (the sound taken out of a video, a lossless copy of a lossy file, the
 * speed changing the length).
 */
import { byteSize, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import { isLossless, type Result, type Sound } from './run.ts';

/** Codec names as people know them (they are names, the same in every language). */
const CODEC_NAMES: Readonly<Record<string, string>> = {
  mp3: 'MP3', mp2: 'MP2', aac: 'AAC', opus: 'Opus', vorbis: 'Vorbis', flac: 'FLAC', alac: 'ALAC', ac3: 'AC-3', eac3: 'E-AC-3', dts: 'DTS',
  wmav1: 'WMA', wmav2: 'WMA', wmapro: 'WMA Pro', amr_nb: 'AMR', amr_wb: 'AMR-WB', wavpack: 'WavPack', ape: 'APE', pcm_s16le: 'PCM', pcm_s24le: 'PCM',
  pcm_s32le: 'PCM', pcm_f32le: 'PCM', pcm_u8: 'PCM', pcm_s16be: 'PCM', pcm_s24be: 'PCM', pcm_alaw: 'A-law', pcm_mulaw: 'µ-law', truehd: 'TrueHD',
};
const codecName = (codec: string): string => CODEC_NAMES[codec] ?? codec.toUpperCase();
const FORMAT_NAMES = { mp3: 'MP3', m4a: 'M4A (AAC)', opus: 'Ogg Opus', wav: 'WAV', flac: 'FLAC' } as const;

/** A position or a length as players show it (1:02.500, 1:02:03.500), with the page's decimal mark. */
export function clock(seconds: number): Display {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = (ms % 60_000) / 1000;
  const sec = num(s, { minimumIntegerDigits: 2, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false });
  return h ? msg('results.clockHours', { h: num(h), m: num(m, { minimumIntegerDigits: 2 }), s: sec }) : msg('results.clock', { m: num(m), s: sec });
}

const change = (before: Display, after: Display): Display => msg('results.change', { before, after });
const sound = (s: Sound): Display =>
  s.sampleRate ? msg('results.sound', { rate: num(s.sampleRate), channels: channels(s.channels) }) : channels(s.channels);
const channels = (n: number): Display => (n === 1 ? msg('results.mono') : n === 2 ? msg('results.stereo') : msg('results.channels', { count: num(n) }));

const WIDTH = 600;
const HEIGHT = 120;

/**
 * The waveform as SVG: a bar per stretch of the source, scaled to the loudest. The part kept is drawn in
 * solid bars inside a dashed frame; the parts cut off as outlined, lighter bars: told apart by shape as
 * well as colour. On a white ground, so that it reads the same in both themes and in a saved PNG.
 */
export function waveformSvg(peaks: readonly number[], duration: number, start: number, end: number): string {
  const n = Math.max(peaks.length, 1);
  const step = WIDTH / n;
  const loudest = Math.max(1, ...peaks);
  const x0 = duration > 0 ? (start / duration) * WIDTH : 0;
  const x1 = duration > 0 ? Math.min(1, end / duration) * WIDTH : WIDTH;
  const r = (v: number) => Math.round(v * 10) / 10;
  const mid = HEIGHT / 2;
  const bars = peaks.map((p, i) => {
    const h = Math.max(2, (p / loudest) * (HEIGHT - 16));
    const cx = (i + 0.5) * step;
    const kept = cx >= x0 && cx <= x1;
    const w = Math.max(1, step * 0.7);
    return `<rect x="${r(i * step + (step - w) / 2)}" y="${r(mid - h / 2)}" width="${r(w)}" height="${r(h)}" class="${kept ? 'k' : 'c'}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<style>.k{fill:#1a5fb4}.c{fill:none;stroke:#8a8f98;stroke-width:1}</style>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect x="${r(x0)}" y="2" width="${r(Math.max(1, x1 - x0))}" height="${HEIGHT - 4}" fill="#e9f0fa" stroke="#1a5fb4" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<line x1="0" y1="${mid}" x2="${WIDTH}" y2="${mid}" stroke="#c0c4cc" stroke-width="1"/>`,
    ...bars,
    '</svg>',
  ].join('');
}

function notes(result: Result): ResultBlock[] {
  const out: ResultBlock[] = [];
  const { source } = result;
  if (source.video) out.push({ kind: 'note', text: msg('results.fromVideo', { name: source.name }) });
  if (source.audioTracks > 1) out.push({ kind: 'note', text: msg('results.firstTrack', { count: num(source.audioTracks) }) });
  if ((result.format === 'wav' || result.format === 'flac') && !isLossless(source.codec)) {
    out.push({ kind: 'note', text: msg('results.lossyToLossless', { codec: codecName(source.codec) }) });
  }
  if (result.speed !== 100) {
    // The length the speed gives (a lossy file read back says a little more: its encoder's padding).
    const kept = result.kept.end - result.kept.start;
    out.push({ kind: 'note', text: msg('results.speed', { speed: num(result.speed / 100, { style: 'percent' }), before: clock(kept), after: clock(kept / (result.speed / 100)) }) });
  }
  if (result.loudness !== null) out.push({ kind: 'note', text: msg('results.loudness', { target: num(result.loudness) }) });
  return out;
}

export function view(result: Result): ResultView {
  const { source, output, file } = result;
  const format = FORMAT_NAMES[result.format];
  const range = { start: clock(result.kept.start), end: clock(result.kept.end), duration: clock(source.duration) };
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        {
          label: msg('results.format'),
          value: change(codecName(source.codec), format),
          hint: result.bitrate !== null ? num(result.bitrate, { style: 'unit', unit: 'kilobit-per-second' }) : msg('results.lossless'),
          main: true,
        },
        { label: msg('results.duration'), value: change(clock(source.duration), clock(output.duration)) },
        { label: msg('results.size'), value: change(byteSize(source.size), byteSize(output.size)) },
        { label: msg('results.soundLabel'), value: change(sound(source), sound(output)) },
      ],
    },
    {
      kind: 'file',
      name: file.name,
      type: file.type,
      bytes: file.bytes,
      label: msg('results.converted'),
      alt: msg('results.player', { name: file.name }),
      caption: msg('results.caption', { format, size: byteSize(output.size), duration: clock(output.duration) }),
    },
    {
      kind: 'image',
      svg: waveformSvg(result.wave, source.duration, result.kept.start, result.kept.end),
      width: WIDTH,
      height: HEIGHT,
      alt: msg('results.waveAlt', { name: source.name, ...range }),
      caption: msg('results.waveCaption', range),
      formats: ['png', 'svg'],
      filename: `${file.name.replace(/\.[^.]+$/, '')}-waveform`,
    },
    ...notes(result),
  ];
  return { blocks, filename: file.name.replace(/\.[^.]+$/, '') };
}
