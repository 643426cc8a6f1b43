/**
 * The date calculator's own day counts on day numbers (days since 1970-01-01, from
 * @sdk/core/calendar.ts): weekends and business days, and a span as years, months and days.
 */
import { addMonths, civilFromDays, daysFromCivil, isoWeekday } from '@sdk/core';

/** Saturday or Sunday. */
export function isWeekend(days: number): boolean {
  return isoWeekday(days) >= 6;
}

/** Monday-to-Friday days in [from, to) (from ≤ to), in constant time. */
export function businessDaysBetween(from: number, to: number): number {
  const span = to - from;
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let d = from + weeks * 7; d < to; d++) if (!isWeekend(d)) count++;
  return count;
}

/**
 * The date `n` business days (Monday to Friday) after (n > 0) or before (n < 0) a date. From a
 * weekend day, counting starts at the neighbouring Friday (forwards) or Monday (backwards), so
 * Saturday + 1 business day is Monday and Saturday − 1 is Friday.
 */
export function addBusinessDays(days: number, n: number): number {
  if (n === 0) return days;
  const step = n > 0 ? 1 : -1;
  let d = days;
  const weekday = isoWeekday(d);
  if (weekday >= 6) d = step > 0 ? d - (weekday - 5) : d + (8 - weekday);
  const abs = Math.abs(n);
  d += step * Math.floor(abs / 5) * 7;
  for (let left = abs % 5; left > 0; ) {
    d += step;
    if (!isWeekend(d)) left--;
  }
  return d;
}

/**
 * Whole years, months and days from `from` to `to` (from ≤ to). A month is complete when the day of
 * the month is reached again: 31 January to 29 February is 29 days, to 1 March is 1 month and 1 day
 * (counted from 29 February, the clamped month end). This is the rule of java.time.Period.between
 * and of Temporal's PlainDate.until.
 */
export function yearsMonthsDays(from: number, to: number): { years: number; months: number; days: number; totalMonths: number } {
  const a = civilFromDays(from);
  const b = civilFromDays(to);
  let totalMonths = (b.year - a.year) * 12 + (b.month - a.month);
  if (totalMonths > 0 && b.day < a.day) totalMonths--;
  const anchor = daysFromCivil(addMonths(a, totalMonths).date);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days: to - anchor, totalMonths };
}
