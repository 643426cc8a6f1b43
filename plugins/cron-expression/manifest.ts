import { defineTool, ZONE_CHOICE_GROUPS, type InputOf, type OptionsOf } from '@sdk/core';
import { LOCAL, ZONES, zoneName } from './zones.ts';

/** Ways in: an expression typed, or one built from a schedule (every N units, daily, weekly, monthly). */
export const MODES = ['expression', 'every', 'daily', 'weekly', 'monthly'] as const;
export type Mode = (typeof MODES)[number];
export const UNITS = ['seconds', 'minutes', 'hours'] as const;
export const DAYS = ['all', 'weekdays', 'weekends'] as const;
/** Weekdays as cron numbers, Monday first (0 is Sunday). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;

/**
 * A cron expression typed (5 fields, or 6 with seconds first, or a nickname such as @daily), or built on
 * the other tabs from a schedule; the result explains it in words (cronstrue) in a language of the
 * option: "auto" is the page's, read by run() from the page (run() is not told the page's language;
 * in a worker or in Node, the browser's, else English), and lists its next 10 runs in a time zone, the
 * visitor's own by default: after a moment typed as clocks show it in that zone, or, with the field
 * empty, after the current moment (the real instant when run() runs, whatever the browser's own zone).
 * The runs follow Vixie cron's rules at clock changes (croner): a fixed-time job in the skipped hour
 * runs when the clock jumps, once in the repeated hour.
 */
export const manifest = defineTool({
  related: ['timestamp-converter', 'time-zone-converter', 'date-calculator', 'regex-tester'],
  fields: {
    expression: { kind: 'line', tabs: ['expression'], mono: true, wide: true, maxLength: 200, default: '*/15 9-17 * * 1-5' },
    every: { kind: 'integer', tabs: ['every'], min: 1, max: 59, default: 15 },
    unit: { kind: 'select', tabs: ['every'], choices: UNITS, default: 'minutes' },
    days: { kind: 'select', tabs: ['daily'], choices: DAYS, default: 'all' },
    weekday: { kind: 'select', tabs: ['weekly'], choices: WEEKDAYS, default: '1' },
    day: { kind: 'integer', tabs: ['monthly'], min: 1, max: 31, default: 1 },
    time: { kind: 'time', tabs: ['daily', 'weekly', 'monthly'], default: '09:00' },
    timeZone: { kind: 'select', choices: ZONES, groups: ZONE_CHOICE_GROUPS, names: zoneName, default: LOCAL },
    // Empty: the current moment. Not the host's "now": that is the browser's clock, and run() reads a
    // moment typed here in the chosen zone, so a default of 'now' would be the browser's time relabelled.
    from: { kind: 'datetime', seconds: true, optional: true, remember: false },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'expression' },
    language: { type: 'string', enum: ['auto', 'en', 'es', 'de', 'fr'], default: 'auto' },
  },
  ui: { mode: 'tabs', language: 'select' },
  examples: [
    {
      name: 'officeHours',
      input: { expression: '*/15 9-17 * * 1-5', timeZone: 'Europe/Berlin', from: '2026-03-27T17:20:00' },
      options: { mode: 'expression', language: 'en' },
      output: {
        expression: '*/15 9-17 * * 1-5',
        nickname: null,
        fields: [{ part: 'minute', value: '*/15' }, { part: 'hour', value: '9-17' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '1-5' }],
        description: 'Every 15 minutes, between 09:00 AM and 05:59 PM, Monday through Friday',
        language: 'en',
        timeZone: 'Europe/Berlin',
        from: 1774628400000,
        // Friday 17:30 and 17:45 CET, then Monday from 09:00, after the clocks went forward on Sunday.
        runs: [1774629000000, 1774629900000, 1774854000000, 1774854900000, 1774855800000, 1774856700000, 1774857600000, 1774858500000, 1774859400000, 1774860300000],
        unevenSteps: [],
      },
    },
    {
      name: 'springForward',
      input: { expression: '30 2 * * *', timeZone: 'Europe/Berlin', from: '2026-03-27T12:00:00' },
      options: { mode: 'expression', language: 'en' },
      output: {
        expression: '30 2 * * *',
        nickname: null,
        fields: [{ part: 'minute', value: '30' }, { part: 'hour', value: '2' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '*' }],
        description: 'At 02:30 AM',
        language: 'en',
        timeZone: 'Europe/Berlin',
        from: 1774609200000,
        // 29 March 2026 has no 02:30 in Berlin: the job runs at 03:00 CEST, when the clocks jump.
        runs: [1774661400000, 1774746000000, 1774830600000, 1774917000000, 1775003400000, 1775089800000, 1775176200000, 1775262600000, 1775349000000, 1775435400000],
        unevenSteps: [],
      },
    },
    {
      name: 'weeklyMonday',
      input: { weekday: '1', time: '09:30', timeZone: 'America/New_York', from: '2026-01-01T00:00:00' },
      options: { mode: 'weekly', language: 'en' },
      output: {
        expression: '30 9 * * 1',
        nickname: null,
        fields: [{ part: 'minute', value: '30' }, { part: 'hour', value: '9' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '1' }],
        description: 'At 09:30 AM, only on Monday',
        language: 'en',
        timeZone: 'America/New_York',
        from: 1767243600000,
        runs: [1767623400000, 1768228200000, 1768833000000, 1769437800000, 1770042600000, 1770647400000, 1771252200000, 1771857000000, 1772461800000, 1773063000000],
        unevenSteps: [],
      },
    },
    {
      name: 'seconds',
      input: { every: 10, unit: 'seconds', timeZone: 'UTC', from: '2026-01-01T00:00:05' },
      options: { mode: 'every', language: 'en' },
      output: {
        expression: '*/10 * * * * *',
        nickname: null,
        fields: [{ part: 'second', value: '*/10' }, { part: 'minute', value: '*' }, { part: 'hour', value: '*' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '*' }],
        description: 'Every 10 seconds',
        language: 'en',
        timeZone: 'UTC',
        from: 1767225605000,
        runs: [1767225610000, 1767225620000, 1767225630000, 1767225640000, 1767225650000, 1767225660000, 1767225670000, 1767225680000, 1767225690000, 1767225700000],
        unevenSteps: [],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
