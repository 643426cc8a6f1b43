/**
 * Age on whole day numbers (the SDK's calendar: no Date objects, so no time zone or daylight saving
 * hour moves a birthday). A year of age is complete on the birthday; a month on the same day of the
 * month as the birth (born on the 31st: on the 1st after a shorter month, as java.time.Period and
 * Temporal count). Someone born on 29 February has, in a common year,
 * a birthday on 28 February or on 1 March as the visitor chooses: laws differ (1 March in England and
 * Wales, Family Law Reform Act 1969, s. 9, and in New Zealand; 28 February in Taiwan).
 */
import { addMonths, civilFromDays, daysFromCivil, formatIsoDate, isLeapYear, isoWeekday, MAX_YEAR, parseIsoDate, toolError, type CivilDate, type ToolError } from '@sdk/core';
import { LEAP_RULES, type Input, type Options } from './manifest.ts';

export type LeapRule = (typeof LEAP_RULES)[number];

export interface Age {
  birth: string;
  at: string;
  /** ISO weekday of the birth: 1 = Monday … 7 = Sunday. */
  birthWeekday: number;
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalWeeks: number;
  /** Days beyond the whole weeks. */
  weekDays: number;
  totalDays: number;
  /** Born on 29 February: the leap rule applies. */
  leapBirth: boolean;
  /** `at` is a birthday. */
  birthday: boolean;
  /** The first birthday after `at`, or null beyond the year 9999. */
  nextBirthday: string | null;
  nextWeekday: number | null;
  nextAge: number | null;
  daysToBirthday: number | null;
}

/** The day a birthday is kept in a year: 29 February moves to 28 February or 1 March in common years. */
export function birthdayIn(birth: CivilDate, year: number, rule: LeapRule): number {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return daysFromCivil(rule === 'feb28' ? { year, month: 2, day: 28 } : { year, month: 3, day: 1 });
  return daysFromCivil({ year, month: birth.month, day: birth.day });
}

/** Whole years, months and days from a birth to a day (birth ≤ day), with the leap rule for the years. */
export function ageAt(birth: CivilDate, day: number, rule: LeapRule): { years: number; months: number; days: number } {
  const { year } = civilFromDays(day);
  let years = year - birth.year;
  if (birthdayIn(birth, year, rule) > day) years--;
  const last = years === 0 ? daysFromCivil(birth) : birthdayIn(birth, birth.year + years, rule);
  // Each month after the last birthday is complete on the birth's day of the month (clamped to the month's end).
  let months = 0;
  let anchor = last;
  for (let m = 1; m < 12; m++) {
    const { date, clamped } = addMonths(birth, 12 * years + m);
    const next = daysFromCivil(date);
    // A month whose day does not exist (31 January → February) is complete the day after its last day, as in java.time.Period.
    if (next + (clamped ? 1 : 0) > day) break;
    months = m;
    anchor = next;
  }
  return { years, months, days: day - anchor };
}

export function run(input: Input, options: Options): Age | ToolError {
  const rule = options.leapRule;
  const birth = parseIsoDate(input.birth ?? '');
  if (birth === 'empty') return toolError('selectBirth', { field: 'birth' });
  if (birth === 'invalid') return toolError('invalidDate', { field: 'birth' });
  const at = parseIsoDate(input.at ?? '');
  if (at === 'empty') return toolError('selectAt', { field: 'at' });
  if (at === 'invalid') return toolError('invalidDate', { field: 'at' });
  const born = daysFromCivil(birth);
  const day = daysFromCivil(at);
  if (day < born) return toolError('beforeBirth', { field: 'at' });
  const { years, months, days } = ageAt(birth, day, rule);
  const totalDays = day - born;
  const birthday = day > born && birthdayIn(birth, at.year, rule) === day;
  const nextYear = birthdayIn(birth, at.year, rule) > day ? at.year : at.year + 1;
  const next = nextYear <= MAX_YEAR ? birthdayIn(birth, nextYear, rule) : null;
  return {
    birth: formatIsoDate(birth),
    at: formatIsoDate(at),
    birthWeekday: isoWeekday(born),
    years,
    months,
    days,
    totalMonths: years * 12 + months,
    totalWeeks: Math.floor(totalDays / 7),
    weekDays: totalDays % 7,
    totalDays,
    leapBirth: birth.month === 2 && birth.day === 29,
    birthday,
    nextBirthday: next === null ? null : formatIsoDate(civilFromDays(next)),
    nextWeekday: next === null ? null : isoWeekday(next),
    nextAge: next === null ? null : nextYear - birth.year,
    daysToBirthday: next === null ? null : next - day,
  };
}
