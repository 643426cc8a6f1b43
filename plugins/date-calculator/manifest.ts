import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core';
import { meta } from './meta.ts';

export const TABS = ['difference', 'add', 'info', 'beforeAfter'] as const;
export const UNITS = ['days', 'weeks', 'months', 'years', 'businessDays'] as const;

export const options = {
  type: 'object',
  properties: {
    tab: { type: 'string', enum: TABS, default: 'difference' },
    // Difference: count the end date as a day of the period too.
    includeEnd: { type: 'boolean', default: false },
    operation: { type: 'string', enum: ['add', 'subtract'], default: 'add' },
    addUnit: { type: 'string', enum: UNITS, default: 'days' },
    direction: { type: 'string', enum: ['before', 'after'], default: 'after' },
    countUnit: { type: 'string', enum: UNITS, default: 'days' },
  },
  required: ['tab', 'includeEnd', 'operation', 'addUnit', 'direction', 'countUnit'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

const NO_INPUT = { start: '', end: '', base: '', amount: '', date: '', reference: '', count: '' } as const;

export const manifest = {
  ...meta,
  options,
  input: 'texts',
  // Dates as <input type="date"> gives them ("2024-02-29"); amounts as typed, in canonical form.
  inputFields: ['start', 'end', 'base', 'amount', 'date', 'reference', 'count'],
  output: 'custom',
  panel: true,
  examples: [
    {
      name: 'leapYear',
      input: { ...NO_INPUT, start: '2024-01-01', end: '2024-12-31' },
      options: { tab: 'difference', includeEnd: true },
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
      input: { ...NO_INPUT, base: '2024-01-31', amount: '1' },
      options: { tab: 'add', operation: 'add', addUnit: 'months' },
      output: { tab: 'add', from: '2024-01-31', amount: 1, unit: 'months', date: '2024-02-29', weekday: 4, clamped: true, days: 29 },
    },
    {
      name: 'businessDays',
      input: { ...NO_INPUT, base: '2024-05-03', amount: '10' },
      options: { tab: 'add', operation: 'add', addUnit: 'businessDays' },
      output: { tab: 'add', from: '2024-05-03', amount: 10, unit: 'businessDays', date: '2024-05-17', weekday: 5, clamped: false, days: 14 },
    },
    {
      name: 'weekNumber',
      input: { ...NO_INPUT, date: '2021-01-03' },
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
      input: { ...NO_INPUT, reference: '2025-01-01', count: '90' },
      options: { tab: 'beforeAfter', direction: 'before', countUnit: 'days' },
      output: { tab: 'beforeAfter', from: '2025-01-01', amount: -90, unit: 'days', date: '2024-10-03', weekday: 4, clamped: false, days: -90 },
    },
  ],
} as const satisfies ToolManifest<typeof options>;
