import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const TABS = ['date', 'week', 'year'] as const;
export const SYSTEMS = ['iso', 'us'] as const;

/**
 * Three questions, one tab each: the week of a date, the dates of a week, and a year's weeks as a
 * calendar. ISO 8601 numbering (Monday first, week 1 holds the year's first Thursday) or the US one
 * (Sunday first, week 1 holds 1 January). The date starts at today, picked in the browser.
 */
export const manifest = defineTool({
  related: ['date-calculator', 'timestamp-converter', 'time-zone-converter', 'public-holidays'],
  fields: {
    date: { kind: 'date', tabs: ['date'], now: true, default: 'now' },
    year: { kind: 'integer', tabs: ['week', 'year'], min: 1, max: 9999, default: 2026 },
    week: { kind: 'integer', tabs: ['week'], min: 1, max: 54, default: 1 },
  },
  options: {
    tab: { type: 'string', enum: TABS, default: 'date' },
    system: { type: 'string', enum: SYSTEMS, default: 'iso' },
  },
  ui: { tab: 'tabs', system: 'segmented' },
  examples: [
    {
      name: 'newYear2021',
      input: { date: '2021-01-03' },
      options: { tab: 'date', system: 'iso' },
      output: { tab: 'date', system: 'iso', date: '2021-01-03', week: 53, weekYear: 2020, weekday: 7, first: '2020-12-28', last: '2021-01-03', weeksInYear: 53 },
    },
    {
      name: 'usWeek',
      input: { date: '2021-01-03' },
      options: { tab: 'date', system: 'us' },
      output: { tab: 'date', system: 'us', date: '2021-01-03', week: 2, weekYear: 2021, weekday: 7, first: '2021-01-03', last: '2021-01-09', weeksInYear: 53 },
    },
    {
      name: 'week1of2025',
      input: { year: 2025, week: 1 },
      options: { tab: 'week', system: 'iso' },
      output: { tab: 'week', system: 'iso', year: 2025, week: 1, first: '2024-12-30', last: '2025-01-05', weeksInYear: 52 },
    },
    {
      name: 'year2026',
      input: { year: 2026 },
      options: { tab: 'year', system: 'iso' },
      output: { tab: 'year', system: 'iso', year: 2026, weeksInYear: 53, first: '2025-12-29', last: '2027-01-03' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
