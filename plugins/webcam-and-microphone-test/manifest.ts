import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * A webcam and microphone test, drawn by Panel.tsx: a live camera image, a level meter that follows the
 * microphone and a short recording played back are nothing a declared form can be. Whether the preview
 * is mirrored is an option (remembered, linkable); there are no fields.
 */
export const manifest = defineTool({
  related: ['screen-recorder', 'device-tester', 'media-info', 'qr-code-reader'],
  fields: {},
  options: {
    mirror: { type: 'boolean', default: true },
  },
  runWhenEmpty: true,
  examples: [
    { name: 'mirrored', input: {}, options: { mirror: true }, output: { mirror: true } },
    { name: 'asOthersSee', input: {}, options: { mirror: false }, output: { mirror: false } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
