import { defineTool, LOCAL_ZONE, toolError, ZONE_CHOICE_GROUPS, ZONE_CHOICES_WITH_LOCAL, zoneChoiceName, type InputOf, type OptionsOf } from '@sdk/core';
import { DAY_HOWS, HOWS, pickersOf, WEEKDAY_HOWS } from './builder.ts';
import type { CronResult } from './run.ts';
import { SYNTAXES } from './cron.ts';

/** Ways in: an expression typed, one built part by part, or one written from a schedule (every N units, daily, weekly, monthly). */
/** The ways of filling a part that take values (every N, specific values, a range): its values box is shown for these only. */
const VALUED = ['step', 'list', 'range'] as const;

export const MODES = ['expression', 'builder', 'every', 'daily', 'weekly', 'monthly'] as const;
export type Mode = (typeof MODES)[number];
export const UNITS = ['seconds', 'minutes', 'hours'] as const;
export const DAYS = ['all', 'weekdays', 'weekends'] as const;
/** Weekdays as cron numbers, Monday first (0 is Sunday). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;

/**
 * A cron expression typed, built part by part on the builder tab, or written from a schedule on the quick
 * tabs, in a syntax of the option (cron.ts): Unix cron (5 fields, or 6 with seconds first, or a nickname
 * such as @daily), Quartz (6 or 7 fields, seconds first, a year last) or AWS EventBridge (cron(…) with 6
 * fields, or rate(…)). The result explains it in words (cronstrue) in a language of the option: "auto" is
 * the page's, read by run() from the page (run() is not told the page's language; in a worker or in Node,
 * the browser's, else English), and lists its next 10 runs in a time zone, the visitor's own by default
 * (EventBridge runs in UTC unless its schedule names a zone: UTC is the first choice after the visitor's):
 * after a moment typed as clocks show it in that zone, or, with the field empty, after the current moment
 * (the real instant when run() runs, whatever the browser's own zone). The runs follow Vixie cron's rules
 * at clock changes (croner): a fixed-time job in the skipped hour runs when the clock jumps, once in the
 * repeated hour. Quartz's and EventBridge's own handling of clock changes is not modelled separately.
 */
/**
 * Between the tabs, the expression on screen goes along: to the Expression tab as text to edit by hand,
 * to the builder as its pickers (a rate has none).
 */
function carryExpression({ output, to }: { readonly output?: unknown; readonly to: string }): { input?: Record<string, string> } {
  const shown = output as Partial<CronResult> | undefined;
  if (typeof shown?.expression !== 'string' || !shown.syntax || !shown.fields) return {};
  if (to === 'expression') return { input: { expression: shown.expression } };
  if (to === 'builder' && shown.fields.length) return { input: pickersOf(shown.fields, shown.syntax) };
  return {};
}

export const manifest = defineTool({
  related: ['timestamp-converter', 'time-zone-converter', 'date-calculator', 'regex-tester'],
  fields: {
    expression: { kind: 'line', tabs: ['expression'], mono: true, wide: true, maxLength: 200, default: '*/15 9-17 * * 1-5' },
    secondHow: { kind: 'select', tabs: ['builder'], choices: HOWS, default: 'list' },
    secondValue: { kind: 'line', tabs: ['builder'], when: { secondHow: VALUED }, mono: true, maxLength: 60, default: '0' },
    minuteHow: { kind: 'select', tabs: ['builder'], choices: HOWS, default: 'list' },
    minuteValue: { kind: 'line', tabs: ['builder'], when: { minuteHow: VALUED }, mono: true, maxLength: 60, default: '0' },
    hourHow: { kind: 'select', tabs: ['builder'], choices: HOWS, default: 'range' },
    hourValue: { kind: 'line', tabs: ['builder'], when: { hourHow: VALUED }, mono: true, maxLength: 60, default: '9-17' },
    dayHow: { kind: 'select', tabs: ['builder'], choices: DAY_HOWS, default: 'every' },
    dayValue: { kind: 'line', tabs: ['builder'], when: { dayHow: [...VALUED, 'nearestWeekday'] }, mono: true, maxLength: 60, default: '' },
    monthHow: { kind: 'select', tabs: ['builder'], choices: HOWS, default: 'every' },
    monthValue: { kind: 'line', tabs: ['builder'], when: { monthHow: VALUED }, mono: true, maxLength: 60, default: '' },
    weekdayHow: { kind: 'select', tabs: ['builder'], choices: WEEKDAY_HOWS, default: 'range' },
    weekdayValue: { kind: 'line', tabs: ['builder'], when: { weekdayHow: [...VALUED, 'nth', 'last'] }, mono: true, maxLength: 60, default: 'MON-FRI' },
    yearHow: { kind: 'select', tabs: ['builder'], choices: HOWS, default: 'every' },
    yearValue: { kind: 'line', tabs: ['builder'], when: { yearHow: VALUED }, mono: true, maxLength: 60, default: '' },
    every: { kind: 'integer', tabs: ['every'], min: 1, max: 59, default: 15 },
    unit: { kind: 'select', tabs: ['every'], choices: UNITS, default: 'minutes' },
    days: { kind: 'select', tabs: ['daily'], choices: DAYS, default: 'all' },
    weekday: { kind: 'select', tabs: ['weekly'], choices: WEEKDAYS, default: '1' },
    day: { kind: 'integer', tabs: ['monthly'], min: 1, max: 31, default: 1 },
    time: { kind: 'time', tabs: ['daily', 'weekly', 'monthly'], default: '09:00' },
    timeZone: { kind: 'select', choices: ZONE_CHOICES_WITH_LOCAL, groups: ZONE_CHOICE_GROUPS, names: zoneChoiceName, default: LOCAL_ZONE },
    // Empty: the current moment. Not the host's "now": that is the browser's clock, and run() reads a
    // moment typed here in the chosen zone, so a default of 'now' would be the browser's time relabelled.
    from: { kind: 'datetime', seconds: true, optional: true, remember: false },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'expression' },
    syntax: { type: 'string', enum: SYNTAXES, default: 'unix' },
    language: { type: 'string', enum: ['auto', 'en', 'es', 'de', 'fr'], default: 'auto' },
  },
  ui: { mode: 'tabs', syntax: 'segmented', language: 'select' },
  onTabChange: carryExpression,
  examples: [
    {
      name: 'officeHours',
      input: { expression: '*/15 9-17 * * 1-5', timeZone: 'Europe/Berlin', from: '2026-03-27T17:20:00' },
      options: { mode: 'expression', syntax: 'unix', language: 'en' },
      output: {
        syntax: 'unix',
        expression: '*/15 9-17 * * 1-5',
        nickname: null,
        fields: [{ part: 'minute', value: '*/15' }, { part: 'hour', value: '9-17' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '1-5' }],
        rate: null,
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
      options: { mode: 'expression', syntax: 'unix', language: 'en' },
      output: {
        syntax: 'unix',
        expression: '30 2 * * *',
        nickname: null,
        fields: [{ part: 'minute', value: '30' }, { part: 'hour', value: '2' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '*' }],
        rate: null,
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
      options: { mode: 'weekly', syntax: 'unix', language: 'en' },
      output: {
        syntax: 'unix',
        expression: '30 9 * * 1',
        nickname: null,
        fields: [{ part: 'minute', value: '30' }, { part: 'hour', value: '9' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '1' }],
        rate: null,
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
      options: { mode: 'every', syntax: 'unix', language: 'en' },
      output: {
        syntax: 'unix',
        expression: '*/10 * * * * *',
        nickname: null,
        fields: [{ part: 'second', value: '*/10' }, { part: 'minute', value: '*' }, { part: 'hour', value: '*' }, { part: 'day', value: '*' }, { part: 'month', value: '*' }, { part: 'weekday', value: '*' }],
        rate: null,
        description: 'Every 10 seconds',
        language: 'en',
        timeZone: 'UTC',
        from: 1767225605000,
        runs: [1767225610000, 1767225620000, 1767225630000, 1767225640000, 1767225650000, 1767225660000, 1767225670000, 1767225680000, 1767225690000, 1767225700000],
        unevenSteps: [],
      },
    },
    {
      name: 'quartzLastFriday',
      input: { expression: '0 15 10 ? * 6L 2027', timeZone: 'Europe/London', from: '2026-12-01T00:00:00' },
      options: { mode: 'expression', syntax: 'quartz', language: 'en' },
      // Quartz: weekday 6 is Friday (1 is Sunday), L the last one of the month, 2027 the year; 10:15 GMT, then BST from 28 March.
      output: {
        syntax: 'quartz',
        expression: '0 15 10 ? * 6L 2027',
        nickname: null,
        fields: [{ part: 'second', value: '0' }, { part: 'minute', value: '15' }, { part: 'hour', value: '10' }, { part: 'day', value: '?' }, { part: 'month', value: '*' }, { part: 'weekday', value: '6L' }, { part: 'year', value: '2027' }],
        rate: null,
        description: 'At 10:15 AM, on the last Friday of the month, only in 2027',
        language: 'en',
        timeZone: 'Europe/London',
        from: 1796083200000,
        runs: [1801217700000, 1803636900000, 1806056100000, 1809076500000, 1811495700000, 1813914900000, 1816938900000, 1819358100000, 1821777300000, 1824801300000],
        unevenSteps: [],
      },
    },
    {
      name: 'awsWeekdays',
      input: { expression: 'cron(0 12 ? * MON-FRI *)', timeZone: 'UTC', from: '2026-03-27T12:00:00' },
      options: { mode: 'expression', syntax: 'aws', language: 'en' },
      // EventBridge runs in UTC unless its schedule names a zone; ? in the day of month, as it must be.
      output: {
        syntax: 'aws',
        expression: 'cron(0 12 ? * MON-FRI *)',
        nickname: null,
        fields: [{ part: 'minute', value: '0' }, { part: 'hour', value: '12' }, { part: 'day', value: '?' }, { part: 'month', value: '*' }, { part: 'weekday', value: 'MON-FRI' }, { part: 'year', value: '*' }],
        rate: null,
        description: 'At 12:00 PM, Monday through Friday',
        language: 'en',
        timeZone: 'UTC',
        from: 1774612800000,
        runs: [1774872000000, 1774958400000, 1775044800000, 1775131200000, 1775217600000, 1775476800000, 1775563200000, 1775649600000, 1775736000000, 1775822400000],
        unevenSteps: [],
      },
    },
    {
      name: 'awsRate',
      input: { expression: 'rate(5 minutes)', timeZone: 'UTC', from: '2026-01-01T00:00:00' },
      options: { mode: 'expression', syntax: 'aws', language: 'en' },
      // A rate counts from the moment the schedule is created: here, the one typed.
      output: {
        syntax: 'aws',
        expression: 'rate(5 minutes)',
        nickname: null,
        fields: [],
        rate: { value: 5, unit: 'minute' },
        description: '',
        language: 'en',
        timeZone: 'UTC',
        from: 1767225600000,
        runs: [1767225900000, 1767226200000, 1767226500000, 1767226800000, 1767227100000, 1767227400000, 1767227700000, 1767228000000, 1767228300000, 1767228600000],
        unevenSteps: [],
      },
    },
    {
      name: 'builderQuartz',
      input: { secondHow: 'list', secondValue: '0', minuteHow: 'step', minuteValue: '10', hourHow: 'every', hourValue: '', dayHow: 'list', dayValue: '1,15', monthHow: 'every', monthValue: '', weekdayHow: 'every', weekdayValue: '', yearHow: 'every', yearValue: '', timeZone: 'Asia/Tokyo', from: '2026-01-14T23:30:00' },
      options: { mode: 'builder', syntax: 'quartz', language: 'en' },
      // The weekday left at "any" becomes ?; from 00:00 on the 15th in Tokyo (15:00 UTC on the 14th).
      output: {
        syntax: 'quartz',
        expression: '0 0/10 * 1,15 * ?',
        nickname: null,
        fields: [{ part: 'second', value: '0' }, { part: 'minute', value: '0/10' }, { part: 'hour', value: '*' }, { part: 'day', value: '1,15' }, { part: 'month', value: '*' }, { part: 'weekday', value: '?' }],
        rate: null,
        description: 'Every 10 minutes, on day 1 and 15 of the month',
        language: 'en',
        timeZone: 'Asia/Tokyo',
        from: 1768401000000,
        runs: [1768402800000, 1768403400000, 1768404000000, 1768404600000, 1768405200000, 1768405800000, 1768406400000, 1768407000000, 1768407600000, 1768408200000],
        unevenSteps: [],
      },
    },
    {
      name: 'awsBothDays',
      input: { expression: 'cron(0 12 * * MON-FRI *)', timeZone: 'UTC', from: '2026-03-27T12:00:00' },
      options: { mode: 'expression', syntax: 'aws', language: 'en' },
      output: toolError('dayAndWeekday', { day: '*', weekday: 'MON-FRI', syntax: 'EventBridge', field: 'expression' }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
