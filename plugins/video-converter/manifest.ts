import { defineTool, SAMPLE_MP4 as MP4, SAMPLE_WEBM as WEBM, type InputOf, type OptionsOf } from '@sdk/core';
import { FFMPEG_CORE } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { FLIPS, FORMATS, FRAME_RATES, QUALITIES, RESIZES, ROTATIONS } from './plan.ts';

export const MODES = ['quality', 'size'] as const;

/**
 * The largest file taken: 1 GiB. FFmpeg reads the chosen file in slices, but writes the new one into the
 * core's memory, which is at most 2 GiB and also holds the decoder's and encoder's frames; 1 GiB leaves
 * room for a result as large as the original (a format change can make it larger). One thread encodes a
 * few frames a second, so a bigger file would also take hours.
 */
export const MAX_BYTES = 1024 ** 3;

/**
 * Compress and convert a video: MP4 (H.264 + AAC) or WebM (VP8 + Opus), by a quality preset or to a
 * target file size, resized, at a lower frame rate, muted, turned or mirrored. FFmpeg runs in the tool's
 * worker when Convert is pressed; nothing is uploaded. The tabs are the two ways to say how small.
 */
export const manifest = defineTool({
  related: ['media-info', 'audio-converter', 'video-trimmer', 'image-converter'],
  fields: {
    file: { kind: 'file', read: 'blob', accept: 'video/*,.mp4,.m4v,.mov,.mkv,.webm,.avi,.3gp,.3g2,.wmv,.flv,.ogv,.mpg,.mpeg,.ts,.mts,.m2ts,.vob', maxBytes: MAX_BYTES },
    // Megabytes as the page writes sizes (1 MB = 1,000,000 bytes); the least that can be watched is worked out per video.
    targetSize: { kind: 'number', tabs: ['size'], min: 0.01, max: 100_000, unit: 'megabyte', default: 10 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'quality' },
    format: { type: 'string', enum: FORMATS, default: 'mp4' },
    quality: { type: 'string', enum: QUALITIES, default: 'medium' },
    resize: { type: 'string', enum: RESIZES, default: 'keep' },
    frameRate: { type: 'string', enum: FRAME_RATES, default: 'keep' },
    rotate: { type: 'string', enum: ROTATIONS, default: '0' },
    flip: { type: 'string', enum: FLIPS, default: 'none' },
    mute: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', format: 'segmented', quality: 'segmented', resize: 'select', frameRate: 'select', rotate: 'select', flip: 'select' },
  optionTabs: { quality: ['quality'] },
  worker: true,
  // A run reports its progress frame by frame; the limit is for a run that stops reporting.
  timeLimitSeconds: 120,
  bigAssets: [FFMPEG_CORE],
  start: 'convert',
  examples: [
    { name: 'mp4ToWebm', input: { file: MP4 }, options: { mode: 'quality', format: 'webm', quality: 'medium' }, output: EXAMPLE_OUTPUTS.mp4ToWebm },
    { name: 'turnAndMute', input: { file: MP4 }, options: { mode: 'quality', format: 'mp4', quality: 'medium', rotate: '90', mute: true }, output: EXAMPLE_OUTPUTS.turnAndMute },
    { name: 'webmToMp4', input: { file: WEBM }, options: { mode: 'quality', format: 'mp4', quality: 'small', resize: '360', frameRate: '15', flip: 'horizontal', mute: true }, output: EXAMPLE_OUTPUTS.webmToMp4 },
    { name: 'targetSize', input: { file: MP4, targetSize: 0.02 }, options: { mode: 'size', format: 'mp4' }, output: EXAMPLE_OUTPUTS.targetSize },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
