import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Input } from './manifest.ts';
import { run, type SalaryResult } from './run.ts';

const base: Input = { amount: 25, per: 'hour', hoursPerWeek: 40, daysPerWeek: 5, weeksPerYear: 52, unpaidDays: 0 };
const ok = (input: Partial<Input>): SalaryResult => {
  const r = run({ ...base, ...input });
  if (isToolError(r)) throw new Error(r.code);
  return r;
};

describe('pay conversions', () => {
  // calculator.net's salary calculator, default inputs: 50 an hour, 40 hours, 5 days, 10 holidays and
  // 15 vacation days gives 104,000 a year unadjusted, 94,000 with the 25 days unpaid.
  it('matches a second calculator on the full-time year, with and without unpaid days', () => {
    expect(ok({ amount: 50 }).year).toBe(104000);
    expect(ok({ amount: 50, unpaidDays: 25 }).year).toBe(94000);
  });

  it('gives the same five figures from each of them', () => {
    const all = ok({ amount: 31.5, hoursPerWeek: 37.5, daysPerWeek: 4.5, weeksPerYear: 48, unpaidDays: 3 });
    for (const per of ['hour', 'day', 'week', 'month', 'year'] as const) {
      const r = ok({ amount: all[per], per, hoursPerWeek: 37.5, daysPerWeek: 4.5, weeksPerYear: 48, unpaidDays: 3 });
      for (const p of ['hour', 'day', 'week', 'month', 'year'] as const) expect(r[p], `${per} → ${p}`).toBeCloseTo(all[p], 6);
    }
  });

  it('counts a month as a twelfth of the year, not four weeks', () => {
    const r = ok({ amount: 1000, per: 'week' });
    expect(r.month).toBe(4333.33333333);
    expect(r.month).not.toBe(4000);
  });

  it('keeps the hourly, daily and weekly rate when days off are unpaid, and lowers the year', () => {
    const r = ok({ amount: 400, per: 'day', unpaidDays: 25 });
    expect(r).toMatchObject({ hour: 50, day: 400, week: 2000, year: 94000, paidDays: 235, paidWeeks: 47 });
  });

  it('pays nothing for nothing without dividing by zero', () => {
    expect(ok({ amount: 0, per: 'year' })).toMatchObject({ hour: 0, day: 0, week: 0, month: 0, year: 0 });
  });
});

describe('impossible working time', () => {
  it('refuses more than 24 hours a day', () => {
    const r = run({ ...base, hoursPerWeek: 100, daysPerWeek: 4 });
    expect(r).toMatchObject({ code: 'dayTooLong', params: { field: 'hoursPerWeek', hours: 25 } });
  });
  it('refuses as many unpaid days as working days', () => {
    expect(run({ ...base, unpaidDays: 260 })).toMatchObject({ code: 'noPaidDays', params: { field: 'unpaidDays', days: 260 } });
    expect(isToolError(run({ ...base, unpaidDays: 259 }))).toBe(false);
  });
});
