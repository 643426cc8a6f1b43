import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['add', 'sum', 'convert', 'between'] as const;
export const UNITS = ['milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks'] as const;
export type Mode = (typeof MODES)[number];
export type Unit = (typeof UNITS)[number];

/**
 * Four calculations, one tab each: a duration plus or minus another (hh:mm:ss, days, or units such as
 * "1d 2h 30m"), the total of a list of durations (a timesheet, one per line), an amount of one unit in
 * every other, and the time between two clock times (past midnight when the end is earlier), less a break.
 */
export const manifest = defineTool({
  related: ['date-calculator', 'time-zone-converter', 'timestamp-converter', 'unit-converter', 'stopwatch-and-timer', 'countdown'],
  fields: {
    a: { kind: 'line', tabs: ['add'], mono: true, maxLength: 100, default: '2:30:00' },
    operation: { kind: 'select', tabs: ['add'], choices: ['add', 'subtract'], default: 'add' },
    b: { kind: 'line', tabs: ['add'], mono: true, maxLength: 100, default: '1:45:30' },
    list: { kind: 'text', tabs: ['sum'], mono: true, rows: 8, remember: true, default: '8:30\n7:45\n9:15\n6:50\n8:00' },
    value: { kind: 'number', tabs: ['convert'], min: 0, max: 1e12, default: 90 },
    unit: { kind: 'select', tabs: ['convert'], choices: UNITS, default: 'minutes' },
    start: { kind: 'time', tabs: ['between'], default: '22:00' },
    end: { kind: 'time', tabs: ['between'], default: '06:30' },
    pause: { kind: 'integer', tabs: ['between'], min: 0, max: 1440, unit: 'minute', default: 0 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'add' },
  },
  ui: { mode: 'tabs' },
  swap: [['start', 'end']],
  downloads: ['csv', 'json'],
  examples: [
    {
      name: 'addTimes',
      input: { a: '2:30:00', operation: 'add', b: '1:45:30' },
      options: { mode: 'add' },
      output: { mode: 'add', operation: 'add', a: 9_000_000, b: 6_330_000, ms: 15_330_000 },
    },
    {
      name: 'subtractDays',
      input: { a: '2d 6:00', operation: 'subtract', b: '1d 18h 45m' },
      options: { mode: 'add' },
      output: { mode: 'add', operation: 'subtract', a: 194_400_000, b: 153_900_000, ms: 40_500_000 },
    },
    {
      name: 'timesheet',
      input: { list: '8:30\n7:45\n9:15\n6:50\n8:00' },
      options: { mode: 'sum' },
      output: {
        mode: 'sum',
        items: [
          { line: 1, text: '8:30', ms: 30_600_000 },
          { line: 2, text: '7:45', ms: 27_900_000 },
          { line: 3, text: '9:15', ms: 33_300_000 },
          { line: 4, text: '6:50', ms: 24_600_000 },
          { line: 5, text: '8:00', ms: 28_800_000 },
        ],
        ms: 145_200_000,
      },
    },
    {
      name: 'nightShift',
      input: { start: '22:00', end: '06:30', pause: 30 },
      options: { mode: 'between' },
      output: { mode: 'between', start: '22:00', end: '06:30', overnight: true, span: 30_600_000, pause: 1_800_000, ms: 28_800_000 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
