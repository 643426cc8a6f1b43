import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TABS = ['stopwatch', 'timer'] as const;

/**
 * A stopwatch with laps and a countdown timer, drawn by Panel.tsx (buttons, a clock that runs on its
 * own, a sound and a notification: nothing a declared form can be). The timer's length is three
 * fields, checked by run(); the open tab is an option (remembered, linkable).
 */
export const manifest = defineTool({
  related: ['countdown', 'time-zone-converter', 'timestamp-converter', 'duration-calculator'],
  fields: {
    hours: { kind: 'integer', tabs: ['timer'], min: 0, max: 99, default: 0 },
    minutes: { kind: 'integer', tabs: ['timer'], min: 0, max: 59, default: 5 },
    seconds: { kind: 'integer', tabs: ['timer'], min: 0, max: 59, default: 0 },
  },
  options: {
    tab: { type: 'string', enum: TABS, default: 'stopwatch' },
  },
  ui: { tab: 'tabs' },
  runWhenEmpty: true,
  examples: [
    { name: 'pomodoro', input: { hours: 0, minutes: 25, seconds: 0 }, options: { tab: 'timer' }, output: { tab: 'timer', totalMs: 1_500_000 } },
    { name: 'egg', input: { hours: 0, minutes: 6, seconds: 30 }, options: { tab: 'timer' }, output: { tab: 'timer', totalMs: 390_000 } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
