import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * The lengths are declared fields (checked by run(), linkable, remembered); the live timer is
 * Output.tsx, which a declared result cannot be: a clock that moves on its own, rings and notifies.
 */
export const manifest = defineTool({
  related: ['stopwatch-and-timer', 'countdown', 'duration-calculator', 'time-zone-converter'],
  fields: {
    work: { kind: 'integer', min: 1, max: 180, unit: 'minute', default: 25 },
    shortBreak: { kind: 'integer', min: 1, max: 60, unit: 'minute', default: 5 },
    longBreak: { kind: 'integer', min: 1, max: 120, unit: 'minute', default: 15 },
    every: { kind: 'integer', min: 1, max: 12, default: 4 },
  },
  options: {
    autoStart: { type: 'boolean', default: true },
    sound: { type: 'boolean', default: true },
  },
  runWhenEmpty: false,
  examples: [
    { name: 'classic', input: { work: 25, shortBreak: 5, longBreak: 15, every: 4 }, output: { workMs: 1_500_000, shortMs: 300_000, longMs: 900_000, every: 4 } },
    { name: 'long', input: { work: 50, shortBreak: 10, longBreak: 30, every: 3 }, output: { workMs: 3_000_000, shortMs: 600_000, longMs: 1_800_000, every: 3 } },
    { name: 'desktime', input: { work: 52, shortBreak: 17, longBreak: 17, every: 1 }, output: { workMs: 3_120_000, shortMs: 1_020_000, longMs: 1_020_000, every: 1 } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
