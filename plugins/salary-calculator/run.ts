import { toolError, type ToolError } from '@sdk/core';
import type { Input, Period } from './manifest.ts';

export interface SalaryResult {
  per: Period;
  amount: number;
  /** The pay for one hour, one working day, one working week, an average month (a twelfth of the year) and the year. */
  hour: number;
  day: number;
  week: number;
  month: number;
  year: number;
  hoursPerDay: number;
  /** Working days paid in a year: paid weeks × days a week − unpaid days off. */
  paidDays: number;
  /** paidDays in weeks (paid weeks less the unpaid days). */
  paidWeeks: number;
  paidHours: number;
}

/** Rounds away the binary noise of a division (2080 × 25 / 12 → 4333.33…, not …3334). */
const clean = (x: number): number => Number(x.toPrecision(12)) + 0;

/**
 * Everything goes through the yearly pay: hourly × hours a day × paid days. Weekly and daily are a full
 * working week and day; the month is a twelfth of the year (52 ÷ 12 = 4.33 weeks, not 4).
 */
export function run({ amount, per: typed, hoursPerWeek, daysPerWeek, weeksPerYear, unpaidDays }: Input): SalaryResult | ToolError {
  const per = typed as Period;
  const hoursPerDay = hoursPerWeek / daysPerWeek;
  if (hoursPerDay > 24) return toolError('dayTooLong', { field: 'hoursPerWeek', hours: clean(hoursPerDay) });
  const paidDays = weeksPerYear * daysPerWeek - unpaidDays;
  if (paidDays <= 0) return toolError('noPaidDays', { field: 'unpaidDays', days: clean(weeksPerYear * daysPerWeek) });
  const paidHours = paidDays * hoursPerDay;
  const paidWeeks = paidDays / daysPerWeek;
  const inYear: Record<Period, number> = { hour: paidHours, day: paidDays, week: paidWeeks, month: 12, year: 1 };
  const yearly = inYear[per] * amount;
  return {
    per,
    amount: amount + 0,
    hour: clean(yearly / paidHours),
    day: clean(yearly / paidDays),
    week: clean(yearly / paidWeeks),
    month: clean(yearly / 12),
    year: clean(yearly),
    hoursPerDay: clean(hoursPerDay),
    paidDays: clean(paidDays),
    paidWeeks: clean(paidWeeks),
    paidHours: clean(paidHours),
  };
}
