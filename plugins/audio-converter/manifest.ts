import { defineTool, SAMPLE_MP3 as MP3, SAMPLE_MP4 as MP4, type InputOf, type OptionsOf } from '@sdk/core';
import { FFMPEG_CORE } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';

/** The formats written, each a tab of the tool. */
export const FORMATS = ['mp3', 'm4a', 'opus', 'wav', 'flac'] as const;
export type Format = (typeof FORMATS)[number];
/** The lossy formats, which take a bitrate (kbit/s). */
export const LOSSY: readonly Format[] = ['mp3', 'm4a', 'opus'];
export const BITRATES = ['64', '96', '128', '160', '192', '256', '320'] as const;
/** Loudness targets (LUFS): −16 as streaming services and podcasts play, −23 as EBU R128 asks of broadcasts. */
export const LOUDNESS = ['off', 'streaming', 'broadcast'] as const;

/**
 * The largest file taken. FFmpeg reads the chosen file in slices (mounted, never copied whole into the
 * tab's memory), but it runs as 32-bit WebAssembly and this tool has not been proven on reads past 2 GiB.
 * 2 GiB holds some 15 hours of MP3 at 320 kbit/s, hours of lossless audio, or a feature film whose sound
 * track is wanted. The result is made in memory: a very long WAV can still run out, which is said.
 */
export const MAX_BYTES = 2 * 1024 ** 3;

/**
 * Convert and cut audio, or take the sound out of a video, with FFmpeg (WebAssembly) in the tool's worker:
 * the output format is the tool's tabs (only the lossy ones take a bitrate, Opus has no sample rate to
 * choose: it is always 48 kHz); start and end are positions typed as players show them. It runs when
 * Convert is pressed, not on every change: a conversion takes seconds to minutes.
 */
export const manifest = defineTool({
  related: ['media-info', 'video-converter', 'video-trimmer', 'text-to-speech'],
  fields: {
    file: {
      kind: 'file',
      read: 'blob',
      accept: 'audio/*,video/*,.mp3,.m4a,.aac,.wav,.flac,.ogg,.oga,.opus,.wma,.aif,.aiff,.amr,.ac3,.mka,.mp4,.m4v,.mov,.mkv,.webm,.avi,.3gp',
      maxBytes: MAX_BYTES,
      // The part to keep is picked on a timeline under the file, or typed in start and end.
      timeline: { start: 'start', end: 'end' },
    },
    start: { kind: 'line', maxLength: 16, mono: true },
    end: { kind: 'line', maxLength: 16, mono: true },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'mp3' },
    bitrate: { type: 'string', enum: BITRATES, default: '128' },
    fadeIn: { type: 'number', minimum: 0, maximum: 60, default: 0 },
    fadeOut: { type: 'number', minimum: 0, maximum: 60, default: 0 },
    volume: { type: 'integer', minimum: -30, maximum: 30, default: 0 },
    loudness: { type: 'string', enum: LOUDNESS, default: 'off' },
    speed: { type: 'integer', minimum: 50, maximum: 200, multipleOf: 5, default: 100 },
    channels: { type: 'string', enum: ['keep', 'mono', 'stereo'], default: 'keep' },
    sampleRate: { type: 'string', enum: ['keep', '22050', '44100', '48000'], default: 'keep' },
  },
  ui: { format: 'tabs', bitrate: 'select', fadeIn: 'updown', fadeOut: 'updown', volume: 'updown', loudness: 'select', speed: 'range', channels: 'segmented', sampleRate: 'select' },
  optionTabs: { bitrate: LOSSY, sampleRate: ['mp3', 'm4a', 'wav', 'flac'] },
  worker: true,
  // Each report of progress restarts the limit: this is the longest FFmpeg may go without one.
  timeLimitSeconds: 120,
  bigAssets: [FFMPEG_CORE],
  start: 'convert',
  examples: [
    { name: 'wav', input: { file: MP3, start: '0.25', end: '0:00.75' }, options: { format: 'wav', channels: 'mono' }, output: EXAMPLE_OUTPUTS.wav },
    { name: 'extract', input: { file: MP4, start: '', end: '' }, options: { format: 'm4a', bitrate: '64' }, output: EXAMPLE_OUTPUTS.extract },
    { name: 'fade', input: { file: MP3, start: '', end: '' }, options: { format: 'opus', bitrate: '64', fadeIn: 0.3, fadeOut: 0.3 }, output: EXAMPLE_OUTPUTS.fade },
    { name: 'faster', input: { file: MP4, start: '0:00.5', end: '' }, options: { format: 'mp3', bitrate: '96', speed: 150, loudness: 'streaming' }, output: EXAMPLE_OUTPUTS.faster },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
