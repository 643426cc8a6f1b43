import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A screen recorder, drawn by Panel.tsx: a live capture of the screen, a window or a tab, with a
 * running timer, pause and stop, is nothing a declared form can be. Which sound to record is an option
 * (remembered, linkable); there are no fields.
 */
export const manifest = defineTool({
  related: ['webcam-and-microphone-test', 'media-info', 'device-tester', 'stopwatch-and-timer'],
  fields: {},
  options: {
    systemAudio: { type: 'boolean', default: true },
    microphone: { type: 'boolean', default: false },
  },
  runWhenEmpty: true,
  examples: [
    { name: 'withSound', input: {}, options: { systemAudio: true, microphone: false }, output: { systemAudio: true, microphone: false } },
    { name: 'withVoice', input: {}, options: { systemAudio: true, microphone: true }, output: { systemAudio: true, microphone: true } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
