import { currencyName, defineTool, MONEY_CURRENCIES, toolError, type InputOf, type OptionsOf } from '@sdk/core';

/** The period the amount typed is paid for. */
export const PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const manifest = defineTool({
  related: ['percentage-calculator', 'margin-calculator', 'compound-interest-calculator', 'currency-converter'],
  fields: {
    amount: { kind: 'number', min: 0, max: 1e12, default: 25 },
    per: { kind: 'select', choices: PERIODS, default: 'hour' },
    hoursPerWeek: { kind: 'number', min: 0.5, max: 168, unit: 'hour', default: 40 },
    daysPerWeek: { kind: 'number', min: 0.5, max: 7, unit: 'day', default: 5 },
    weeksPerYear: { kind: 'number', min: 1, max: 53, unit: 'week', default: 52 },
    unpaidDays: { kind: 'number', min: 0, max: 366, unit: 'day', default: 0 },
  },
  options: {
    currency: { type: 'string', enum: MONEY_CURRENCIES, default: 'none' },
  },
  ui: { currency: 'select' },
  optionNames: { currency: currencyName },
  examples: [
    {
      // The US full-time year: 40 hours × 52 weeks = 2,080 hours; 25 × 2,080 = 52,000.
      name: 'hourly',
      input: { amount: 25, per: 'hour' },
      output: { per: 'hour', amount: 25, hour: 25, day: 200, week: 1000, month: 4333.33333333, year: 52000, hoursPerDay: 8, paidDays: 260, paidWeeks: 52, paidHours: 2080 },
    },
    {
      name: 'yearly',
      input: { amount: 52000, per: 'year' },
      output: { per: 'year', amount: 52000, hour: 25, day: 200, week: 1000, month: 4333.33333333, year: 52000, hoursPerDay: 8, paidDays: 260, paidWeeks: 52, paidHours: 2080 },
    },
    {
      // The French 35-hour week: 35 × 52 = 1,820 hours a year; 30,000 ÷ 1,820 = 16.48 an hour.
      name: 'monthly35',
      input: { amount: 2500, per: 'month', hoursPerWeek: 35 },
      options: { currency: 'EUR' },
      output: {
        per: 'month',
        amount: 2500,
        hour: 16.4835164835,
        day: 115.384615385,
        week: 576.923076923,
        month: 2500,
        year: 30000,
        hoursPerDay: 7,
        paidDays: 260,
        paidWeeks: 52,
        paidHours: 1820,
      },
    },
    {
      // 10 public holidays and 15 days of leave unpaid: 260 − 25 = 235 paid days; 50 × 8 × 235 = 94,000.
      name: 'unpaidDays',
      input: { amount: 50, per: 'hour', unpaidDays: 25 },
      output: { per: 'hour', amount: 50, hour: 50, day: 400, week: 2000, month: 7833.33333333, year: 94000, hoursPerDay: 8, paidDays: 235, paidWeeks: 47, paidHours: 1880 },
    },
    {
      // Part time, 30 hours over 4 days: 7.5 hours a day, 208 days, 1,560 hours.
      name: 'partTime',
      input: { amount: 20, per: 'hour', hoursPerWeek: 30, daysPerWeek: 4 },
      output: { per: 'hour', amount: 20, hour: 20, day: 150, week: 600, month: 2600, year: 31200, hoursPerDay: 7.5, paidDays: 208, paidWeeks: 52, paidHours: 1560 },
    },
    {
      name: 'tooManyDaysOff',
      input: { amount: 100, per: 'day', unpaidDays: 300 },
      output: toolError('noPaidDays', { field: 'unpaidDays', days: 260 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
