import { defineTool, SAMPLE_WEBM, type InputOf, type OptionsOf } from '@sdk/core';
import { FFMPEG_CORE } from '@sdk/media';
import { EXAMPLE_OUTPUTS } from './examples.ts';

/**
 * A screen recorder, drawn by Panel.tsx: a live capture of the screen, a window or a tab, with a
 * running timer, pause and stop, is nothing a declared form can be. Which sound to record is an option
 * (remembered, linkable). run() makes an MP4 of a finished recording (the panel hands it over as the
 * `recording` field, never drawn as a form) with FFmpeg in the tool's worker, downloaded on first use.
 */
export const manifest = defineTool({
  related: ['webcam-and-microphone-test', 'media-info', 'device-tester', 'stopwatch-and-timer'],
  fields: {
    recording: { kind: 'file', read: 'blob', optional: true, accept: 'video/webm,video/mp4' },
  },
  options: {
    systemAudio: { type: 'boolean', default: true },
    microphone: { type: 'boolean', default: false },
  },
  runWhenEmpty: true,
  worker: true,
  // Each report of progress restarts the limit: this is the longest FFmpeg may go without one (compiling
  // its 32 MB core on a slow phone, a long keyframe search).
  timeLimitSeconds: 120,
  bigAssets: [FFMPEG_CORE],
  examples: [
    { name: 'withSound', input: {}, options: { systemAudio: true, microphone: false }, output: { systemAudio: true, microphone: false } },
    { name: 'withVoice', input: {}, options: { systemAudio: true, microphone: true }, output: { systemAudio: true, microphone: true } },
    { name: 'toMp4', input: { recording: SAMPLE_WEBM }, options: { systemAudio: true, microphone: false }, output: EXAMPLE_OUTPUTS.toMp4 },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
