import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const LEAP_RULES = ['feb28', 'mar1'] as const;

/**
 * Exact age from a date of birth, today or at any other date: years, months and days, the totals,
 * and the next birthday. Someone born on 29 February has a birthday on 28 February or on 1 March in
 * common years, as the law of their country counts it (`leapRule`).
 */
export const manifest = defineTool({
  related: ['date-calculator', 'week-number', 'time-zone-converter', 'duration-calculator', 'due-date-calculator'],
  fields: {
    birth: { kind: 'date', optional: true },
    at: { kind: 'date', now: true, default: 'now', optional: true },
  },
  options: {
    leapRule: { type: 'string', enum: LEAP_RULES, default: 'feb28' },
  },
  ui: { leapRule: 'segmented' },
  examples: [
    {
      name: 'born1990',
      input: { birth: '1990-05-15', at: '2026-11-25' },
      options: { leapRule: 'feb28' },
      output: {
        birth: '1990-05-15',
        at: '2026-11-25',
        birthWeekday: 2,
        years: 36,
        months: 6,
        days: 10,
        totalMonths: 438,
        totalWeeks: 1906,
        weekDays: 1,
        totalDays: 13343,
        leapBirth: false,
        birthday: false,
        nextBirthday: '2027-05-15',
        nextWeekday: 6,
        nextAge: 37,
        daysToBirthday: 171,
      },
    },
    {
      name: 'leapFeb28',
      input: { birth: '2000-02-29', at: '2025-02-28' },
      options: { leapRule: 'feb28' },
      output: {
        birth: '2000-02-29',
        at: '2025-02-28',
        birthWeekday: 2,
        years: 25,
        months: 0,
        days: 0,
        totalMonths: 300,
        totalWeeks: 1304,
        weekDays: 3,
        totalDays: 9131,
        leapBirth: true,
        birthday: true,
        nextBirthday: '2026-02-28',
        nextWeekday: 6,
        nextAge: 26,
        daysToBirthday: 365,
      },
    },
    {
      name: 'leapMar1',
      input: { birth: '2000-02-29', at: '2025-02-28' },
      options: { leapRule: 'mar1' },
      output: {
        birth: '2000-02-29',
        at: '2025-02-28',
        birthWeekday: 2,
        years: 24,
        months: 11,
        days: 30,
        totalMonths: 299,
        totalWeeks: 1304,
        weekDays: 3,
        totalDays: 9131,
        leapBirth: true,
        birthday: false,
        nextBirthday: '2025-03-01',
        nextWeekday: 6,
        nextAge: 25,
        daysToBirthday: 1,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
