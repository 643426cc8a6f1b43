import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TABS = ['keyboard', 'mouse', 'touch', 'screen'] as const;

/**
 * A keyboard, mouse, touch screen and dead-pixel tester, drawn by Panel.tsx: live input events and a
 * full-screen colour test are nothing a declared form can be. The open test is an option (remembered,
 * linkable); there are no fields.
 */
export const manifest = defineTool({
  related: ['browser-information', 'color-picker', 'stopwatch-and-timer', 'unicode-inspector'],
  fields: {},
  options: {
    tab: { type: 'string', enum: TABS, default: 'keyboard' },
  },
  ui: { tab: 'tabs' },
  runWhenEmpty: true,
  examples: [
    { name: 'keyboard', input: {}, options: { tab: 'keyboard' }, output: { tab: 'keyboard' } },
    { name: 'screen', input: {}, options: { tab: 'screen' }, output: { tab: 'screen' } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
