import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TABS = ['difference', 'add', 'info', 'beforeAfter'] as const;
export const UNITS = ['days', 'weeks', 'months', 'years', 'businessDays'] as const;

/**
 * Four calculations, one tab each, each with its own fields: the difference between two dates
 * (end date included or not), a date plus or minus an amount of a unit, the facts about one date,
 * and the date an amount of a unit before or after another. Dates start at today (picked in the
 * browser) and each has a Today button; the two tabs with an amount and a unit keep their own.
 * The dates of the Difference and Info tabs may be left empty: run() then says which it needs, in
 * the spec's words ("Please select both start and end dates.", "Please select a date.").
 */
export const manifest = defineTool({
  related: ['timestamp-converter', 'time-zone-converter', 'duration-calculator', 'public-holidays', 'age-calculator', 'week-number'],
  fields: {
    start: { kind: 'date', tabs: ['difference'], now: true, default: 'now', optional: true },
    end: { kind: 'date', tabs: ['difference'], now: true, optional: true },
    includeEnd: { kind: 'checkbox', tabs: ['difference'], default: false },
    base: { kind: 'date', tabs: ['add'], now: true, default: 'now' },
    operation: { kind: 'select', tabs: ['add'], choices: ['add', 'subtract'], default: 'add' },
    amount: { kind: 'integer', tabs: ['add', 'beforeAfter'], perTab: true, default: { add: 30, beforeAfter: 90 } },
    unit: { kind: 'select', tabs: ['add', 'beforeAfter'], perTab: true, choices: UNITS, default: 'days' },
    direction: { kind: 'select', tabs: ['beforeAfter'], choices: ['before', 'after'], default: 'after' },
    reference: { kind: 'date', tabs: ['beforeAfter'], now: true, default: 'now' },
    date: { kind: 'date', tabs: ['info'], now: true, default: 'now', optional: true },
  },
  options: {
    tab: { type: 'string', enum: TABS, default: 'difference' },
  },
  ui: { tab: 'tabs' },
  swap: [['start', 'end']],
  examples: [
    {
      name: 'leapYear',
      input: { start: '2024-01-01', end: '2024-12-31', includeEnd: true },
      options: { tab: 'difference' },
      output: {
        tab: 'difference',
        from: '2024-01-01',
        to: '2024-12-31',
        reversed: false,
        includeEnd: true,
        totalDays: 366,
        years: 1,
        months: 0,
        days: 0,
        totalMonths: 12,
        weeks: 52,
        weekDays: 2,
        businessDays: 262,
        weekendDays: 104,
      },
    },
    {
      name: 'monthEnd',
      input: { base: '2024-01-31', operation: 'add', amount: 1, unit: 'months' },
      options: { tab: 'add' },
      output: { tab: 'add', from: '2024-01-31', amount: 1, unit: 'months', date: '2024-02-29', weekday: 4, clamped: true, days: 29 },
    },
    {
      name: 'businessDays',
      input: { base: '2024-05-03', operation: 'add', amount: 10, unit: 'businessDays' },
      options: { tab: 'add' },
      output: { tab: 'add', from: '2024-05-03', amount: 10, unit: 'businessDays', date: '2024-05-17', weekday: 5, clamped: false, days: 14 },
    },
    {
      name: 'weekNumber',
      input: { date: '2021-01-03' },
      options: { tab: 'info' },
      output: {
        tab: 'info',
        date: '2021-01-03',
        weekday: 7,
        dayOfYear: 3,
        week: 53,
        weekYear: 2020,
        quarter: 1,
        leapYear: false,
        daysInYear: 365,
        daysInMonth: 31,
        daysPassed: 2,
        daysRemaining: 362,
        businessDay: false,
        businessDaysRemaining: 260,
      },
    },
    {
      name: 'ninetyDaysBefore',
      input: { reference: '2025-01-01', amount: 90, unit: 'days', direction: 'before' },
      options: { tab: 'beforeAfter' },
      output: { tab: 'beforeAfter', from: '2025-01-01', amount: -90, unit: 'days', date: '2024-10-03', weekday: 4, clamped: false, days: -90 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
