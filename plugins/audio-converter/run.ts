import { ffmpegSeconds, isToolError, parseTimecode, timecodeText, toolError, type ToolError } from '@sdk/core';
import { ffmpeg, probeMedia, type ProbedStream } from '@sdk/media';
import { FORMATS, LOSSY, type Format, type Input, type Options } from './manifest.ts';

/** How each format is written: its extension, MIME type (the page's player and the download) and encoder. */
export const FORMAT_FILES: Readonly<Record<Format, { ext: string; type: string; codec: string }>> = {
  mp3: { ext: 'mp3', type: 'audio/mpeg', codec: 'libmp3lame' },
  m4a: { ext: 'm4a', type: 'audio/mp4', codec: 'aac' },
  opus: { ext: 'opus', type: 'audio/ogg', codec: 'libopus' },
  wav: { ext: 'wav', type: 'audio/wav', codec: 'pcm_s16le' },
  flac: { ext: 'flac', type: 'audio/flac', codec: 'flac' },
};

/** Loudness targets in LUFS (integrated), with a true peak of −1.5 dBTP and a loudness range of 11 LU. */
const LOUDNESS_TARGETS = { streaming: -16, broadcast: -23 } as const;

/** Codecs that keep every sample: anything else has already lost detail that a lossless copy cannot bring back. */
const LOSSLESS_CODECS = /^(flac|alac|pcm_.*|wavpack|ape|tta|mlp|truehd|shorten|tak)$/;

/** How many bars the waveform has (fewer for a clip shorter than that many samples). */
export const WAVE_BARS = 200;
/** The end typed may pass the duration read by this much: a player's rounding, never a real overshoot. */
const END_TOLERANCE = 0.05;

/** What FFmpeg is asked to do with the sound, in the order it is done. */
export interface Plan {
  /** The part kept, in seconds of the source; null: from the beginning / to the end. */
  readonly start: number;
  readonly end: number | null;
  /** 1 = as recorded; 1.5 = played one and a half times as fast, at the same pitch. */
  readonly speed: number;
  /** Seconds of the result. */
  readonly fadeIn: number;
  readonly fadeOut: number;
  /** How long the result lasts (the part kept at its speed): where the fade-out starts. */
  readonly length: number;
  readonly volumeDb: number;
  /** Integrated loudness aimed at, in LUFS; null: left as it is. */
  readonly loudness: number | null;
  /** The sample rate written; null: the source's (or, for Opus, 48 kHz). */
  readonly sampleRate: number | null;
}

/**
 * The audio filters, chained as FFmpeg takes them: the part kept (sample-exact, since the whole file is
 * decoded anyway for the waveform), its speed (atempo keeps the pitch), loudness (EBU R128 loudnorm in one
 * pass; it works at 192 kHz, so the rate is set again after it), volume, then the fades, placed in the
 * result's own time.
 */
export function audioFilters(plan: Plan): string {
  const chain: string[] = [];
  if (plan.start > 0 || plan.end !== null) {
    chain.push(`atrim=start=${ffmpegSeconds(plan.start)}${plan.end !== null ? `:end=${ffmpegSeconds(plan.end)}` : ''}`, 'asetpts=PTS-STARTPTS');
  }
  if (plan.speed !== 1) chain.push(`atempo=${plan.speed}`);
  if (plan.loudness !== null) chain.push(`loudnorm=I=${plan.loudness}:TP=-1.5:LRA=11`);
  if (plan.sampleRate !== null) chain.push(`aresample=${plan.sampleRate}`);
  if (plan.volumeDb !== 0) chain.push(`volume=${plan.volumeDb}dB`);
  if (plan.fadeIn > 0) chain.push(`afade=t=in:st=0:d=${ffmpegSeconds(plan.fadeIn)}`);
  if (plan.fadeOut > 0) chain.push(`afade=t=out:st=${ffmpegSeconds(Math.max(0, plan.length - plan.fadeOut))}:d=${ffmpegSeconds(plan.fadeOut)}`);
  return chain.join(',') || 'anull';
}

/**
 * The waveform's sample rate: 4,000 per second (enough for the peaks of speech and music once it is one
 * channel), less for a recording of hours, so that its samples stay within 14.4 MB of memory.
 */
export const waveRate = (duration: number): number => Math.max(500, Math.min(4000, Math.floor(14_400_000 / Math.max(duration, 1))));

/**
 * FFmpeg's arguments: the first audio track through the filters into the chosen format. With a waveform
 * rate, the track is split in two and the other branch goes to one channel of 8-bit samples at that low
 * rate, the whole recording decoded in the same pass; the waveform is then the first output, so that the
 * time FFmpeg reports runs over the whole source, the duration its progress is measured against. Bit-exact
 * flags make the same bytes on every run.
 */
export function ffmpegArgs(source: string, output: string, plan: Plan, format: Format, options: Pick<Options, 'bitrate' | 'channels'>, rate: number | null): string[] {
  const filters = audioFilters(plan);
  const graph = rate === null ? `[0:a:0]${filters}[out]` : `[0:a:0]asplit=2[w][a];${waveFilters(rate, 'w')};[a]${filters}[out]`;
  const channels = options.channels === 'mono' ? ['-ac', '1'] : options.channels === 'stereo' ? ['-ac', '2'] : [];
  const bitrate = LOSSY.includes(format) ? ['-b:a', `${options.bitrate}k`] : [];
  return [
    '-i', source, '-filter_complex', graph,
    ...(rate === null ? [] : ['-map', '[wave]', '-f', 'u8', WAVE_FILE]),
    '-map', '[out]', '-c:a', FORMAT_FILES[format].codec, ...bitrate, ...channels, '-map_chapters', '-1',
    '-fflags', '+bitexact', '-flags:a', '+bitexact', output,
  ];
}

/** The waveform's branch of the graph: one channel of unsigned 8-bit samples at a low rate. */
const waveFilters = (rate: number, from: string) => `[${from}]aresample=${rate},aformat=sample_fmts=u8:channel_layouts=mono[wave]`;
const WAVE_FILE = 'wave.raw';

/** The waveform alone (a first pass, when the exact length of the decoded sound is needed before converting). */
export const waveArgs = (source: string, rate: number): string[] => ['-i', source, '-filter_complex', waveFilters(rate, '0:a:0'), '-map', '[wave]', '-f', 'u8', WAVE_FILE];

/** The loudest sample of each of `bars` stretches of 8-bit samples (128 is silence), as a percentage of full scale. */
export function peaks(samples: Uint8Array, bars = WAVE_BARS): number[] {
  const count = Math.min(bars, samples.length);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    let peak = 0;
    const to = Math.floor(((i + 1) * samples.length) / count);
    for (let j = Math.floor((i * samples.length) / count); j < to; j++) peak = Math.max(peak, Math.abs(samples[j]! - 128));
    out.push(Math.min(100, Math.round((peak / 128) * 100)));
  }
  return out;
}

/** "interview.wav" → "interview.mp3"; from a video "clip.mp4" → "clip-audio.m4a"; the same name again → "song-converted.mp3". */
export function outputName(name: string, ext: string, fromVideo: boolean): string {
  const base = name.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'audio';
  if (fromVideo) return `${base}-audio.${ext}`;
  const plain = `${base}.${ext}`;
  return plain.toLowerCase() === name.toLowerCase() ? `${base}-converted.${ext}` : plain;
}

export interface Sound {
  readonly size: number;
  /** Seconds (the source's: as decoded, which a container may overstate). */
  readonly duration: number;
  readonly codec: string;
  readonly sampleRate: number;
  readonly channels: number;
}

export interface Result {
  readonly file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array };
  readonly format: Format;
  /** kbit/s, for the lossy formats. */
  readonly bitrate: number | null;
  readonly source: Sound & { readonly name: string; readonly video: boolean; readonly audioTracks: number };
  readonly output: Sound;
  /** The part of the source kept, in its seconds. */
  readonly kept: { readonly start: number; readonly end: number };
  /** Percent. */
  readonly speed: number;
  /** LUFS aimed at, or null. */
  readonly loudness: number | null;
  /** The source's waveform over its duration: the loudest sample of each bar, in percent. */
  readonly wave: readonly number[];
}

const audioOf = (streams: readonly ProbedStream[]) => streams.filter((s) => s.type === 'audio');

/** A typed position: seconds, null when left empty, or the field's mistake. */
function position(text: string | null | undefined, field: 'start' | 'end'): number | null | ToolError {
  if (!text?.trim()) return null;
  return parseTimecode(text) ?? toolError(field === 'start' ? 'badStart' : 'badEnd', { field });
}

/** How long a recording lasts, as the error messages give it: "4:32" and the seconds, which the page writes in its language. */
const lasts = (duration: number) => ({ clock: timecodeText(Math.floor(duration)).replace(/\.000$/, ''), seconds: Math.round(duration * 1000) / 1000 });

/** The plan from the typed positions and the options, checked against the source's duration (0: unknown). */
export function plan(input: Pick<Input, 'start' | 'end'>, options: Options, duration: number, sourceRate: number): Plan | ToolError {
  if (!FORMATS.includes(options.format)) return toolError('unexpected');
  if (!(options.speed >= 50 && options.speed <= 200)) return toolError('speedRange', { min: 50, max: 200 });
  if (!(options.volume >= -30 && options.volume <= 30)) return toolError('volumeRange', { min: -30, max: 30 });
  if (!(options.fadeIn >= 0 && options.fadeIn <= 60 && options.fadeOut >= 0 && options.fadeOut <= 60)) return toolError('fadeRange', { max: 60 });
  const start = position(input.start, 'start');
  if (isToolError(start)) return start;
  const end = position(input.end, 'end');
  if (isToolError(end)) return end;
  const from = start ?? 0;
  if (duration > 0 && from >= duration) return toolError('startPastEnd', { field: 'start', ...lasts(duration) });
  if (end !== null && end <= from) return toolError('endNotAfterStart', { field: 'end' });
  if (duration > 0 && end !== null && end > duration + END_TOLERANCE) return toolError('endPastEnd', { field: 'end', ...lasts(duration) });
  const to = end === null ? null : duration > 0 ? Math.min(end, duration) : end;
  const speed = options.speed / 100;
  // A file that does not say how long it is (a raw stream): the end must be typed for a fade-out to be placed.
  const known = to !== null || duration > 0;
  if (!known && options.fadeOut > 0) return toolError('unknownDuration', { field: 'end' });
  const length = known ? ((to ?? duration) - from) / speed : 0;
  if (known && options.fadeIn + options.fadeOut > length + 1e-9) return toolError('fadesTooLong', { fades: options.fadeIn + options.fadeOut, length: Math.round(length * 1000) / 1000 });
  const loudness = options.loudness === 'off' ? null : LOUDNESS_TARGETS[options.loudness];
  const chosenRate = options.format === 'opus' || options.sampleRate === 'keep' ? null : Number(options.sampleRate);
  // loudnorm writes 192 kHz: the rate asked for, else the source's (Opus: its own 48 kHz).
  const sampleRate = chosenRate ?? (loudness !== null ? (options.format === 'opus' ? 48000 : sourceRate || 48000) : null);
  return { start: from, end: to !== null && duration > 0 && to >= duration ? null : to, speed, fadeIn: options.fadeIn, fadeOut: options.fadeOut, length, volumeDb: options.volume, loudness, sampleRate };
}

/** A safe name for the source inside FFmpeg's file system, keeping its extension (a hint to its demuxer). */
const sourceName = (name: string): string => `source${/\.[a-z0-9]{1,5}$/i.exec(name)?.[0]?.toLowerCase() ?? ''}`;

/**
 * Reads the file (ffprobe), then converts its first audio track with the filters asked for in one FFmpeg
 * pass that also decodes the whole recording for its waveform, and reads the result back to say what it is.
 */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.file;
  const blob = file?.blob;
  if (!file || !blob) return toolError('noFile', { field: 'file' });
  if (blob.size === 0) return toolError('emptyFile', { field: 'file' });
  const inName = sourceName(file.name);
  const source = { name: inName, data: blob, field: 'file' };
  const probed = await probeMedia(source);
  if (isToolError(probed)) return probed;
  const tracks = audioOf(probed.streams);
  const track = tracks[0];
  if (!track) return toolError('noAudio', { field: 'file' });
  let planned = plan(input, options, probed.duration, track.sampleRate ?? 0);
  if (isToolError(planned)) return planned;
  const { ext, type } = FORMAT_FILES[options.format];
  const outName = `output.${ext}`;
  const rate = waveRate(probed.duration);
  const duration = probed.duration || undefined;
  // A fade-out at the very end is placed by the length of the sound as decoded, which a container may
  // overstate (an MP3's duration counts its encoder's padding): the waveform is made first, and gives it.
  let wave: Uint8Array | undefined;
  if (planned.fadeOut > 0 && planned.end === null) {
    const first = await ffmpeg({ inputs: [source], args: waveArgs(inName, rate), outputs: [WAVE_FILE], duration });
    if (isToolError(first)) return first;
    wave = first.files[WAVE_FILE]!;
    planned = plan({ start: input.start, end: '' }, options, wave.length / rate, track.sampleRate ?? 0);
    if (isToolError(planned)) return planned;
  }
  const done = await ffmpeg({ inputs: [source], args: ffmpegArgs(inName, outName, planned, options.format, options, wave ? null : rate), outputs: wave ? [outName] : [WAVE_FILE, outName], duration });
  if (isToolError(done)) return done;
  wave ??= done.files[WAVE_FILE]!;
  // How long the source sounds as decoded (to the millisecond): what a player plays, and the waveform's time line.
  const heard = Math.round((wave.length / rate) * 1000) / 1000;
  if (planned.start >= heard) return toolError('startPastEnd', { field: 'start', ...lasts(heard) });
  const bytes = done.files[outName]!;
  const made = await probeMedia({ name: outName, data: bytes });
  if (isToolError(made)) return toolError('outputUnreadable');
  const out = audioOf(made.streams)[0];
  const video = probed.streams.some((s) => s.type === 'video' && !/^(png|mjpeg|bmp|gif|webp)$/.test(s.codec));
  return {
    file: { name: outputName(file.name, ext, video), type, bytes },
    format: options.format,
    bitrate: LOSSY.includes(options.format) ? Number(options.bitrate) : null,
    source: { name: file.name, size: blob.size, duration: heard, codec: track.codec, sampleRate: track.sampleRate ?? 0, channels: track.channels ?? 0, video, audioTracks: tracks.length },
    output: { size: bytes.length, duration: made.duration, codec: out?.codec ?? '', sampleRate: out?.sampleRate ?? 0, channels: out?.channels ?? 0 },
    kept: { start: planned.start, end: Math.min(planned.end ?? heard, heard) },
    speed: options.speed,
    loudness: planned.loudness,
    wave: peaks(wave),
  };
}

/** Whether the source's codec keeps every sample (a lossless copy of a lossy file gains nothing). */
export const isLossless = (codec: string): boolean => LOSSLESS_CODECS.test(codec);
