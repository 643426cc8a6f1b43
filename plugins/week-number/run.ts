/**
 * Week numbers on whole day numbers (the SDK's calendar: no Date objects, no time zone can move a
 * day). ISO 8601: weeks run Monday to Sunday and week 1 is the one holding the year's first Thursday,
 * so 1–3 January may belong to the last week of the year before and 29–31 December to week 1 of the
 * next. US: weeks run Sunday to Saturday and week 1 is the one holding 1 January (Excel's WEEKNUM),
 * so a year has 53 weeks, or 54 when a leap year starts on a Saturday (2000, 2028).
 */
import { daysFromCivil, formatIsoDate, civilFromDays, isoWeek, isoWeekday, MAX_YEAR, MIN_YEAR, parseIsoDate, toolError, type ToolError } from '@sdk/core';
import { SYSTEMS, type Input, type Options } from './manifest.ts';

export type WeekSystem = (typeof SYSTEMS)[number];

export interface DateWeek {
  tab: 'date';
  system: WeekSystem;
  date: string;
  week: number;
  /** The year the week is numbered in: the ISO week-numbering year, or the calendar year (US). */
  weekYear: number;
  /** ISO weekday of the date: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The week's first and last day (Monday–Sunday, or Sunday–Saturday). */
  first: string;
  last: string;
  /** Weeks in `weekYear`. */
  weeksInYear: number;
}

export interface WeekDates {
  tab: 'week';
  system: WeekSystem;
  year: number;
  week: number;
  first: string;
  last: string;
  weeksInYear: number;
}

export interface YearWeeks {
  tab: 'year';
  system: WeekSystem;
  year: number;
  weeksInYear: number;
  /** The first day of week 1 and the last day of the last week. */
  first: string;
  last: string;
}

export type WeekResult = DateWeek | WeekDates | YearWeeks;

const FIRST_DAY = daysFromCivil({ year: MIN_YEAR, month: 1, day: 1 });
const LAST_DAY = daysFromCivil({ year: MAX_YEAR, month: 12, day: 31 });
const iso = (day: number) => formatIsoDate(civilFromDays(day));

/** The first day (Monday) of ISO week 1 of a week-numbering year: the Monday of the week holding 4 January. */
export function isoWeekOneStart(year: number): number {
  const jan4 = daysFromCivil({ year, month: 1, day: 4 });
  return jan4 - isoWeekday(jan4) + 1;
}

/** The first day (Sunday) of US week 1: the Sunday on or before 1 January. */
export function usWeekOneStart(year: number): number {
  const jan1 = daysFromCivil({ year, month: 1, day: 1 });
  return jan1 - (isoWeekday(jan1) % 7);
}

/** 52 or 53 ISO weeks: the week of 28 December is always the year's last. */
export function isoWeeksInYear(year: number): number {
  return isoWeek(daysFromCivil({ year, month: 12, day: 28 })).week;
}

/** 53, or 54 when 31 December starts a new Sunday row two days past the 53rd (leap years starting on a Saturday). */
export function usWeeksInYear(year: number): number {
  return usWeek(daysFromCivil({ year, month: 12, day: 31 })).week;
}

/** US week of a day number: in its calendar year, counted from the Sunday on or before 1 January. */
export function usWeek(day: number): { week: number; year: number } {
  const year = civilFromDays(day).year;
  return { week: Math.floor((day - usWeekOneStart(year)) / 7) + 1, year };
}

const weekOneStart = (system: WeekSystem, year: number) => (system === 'iso' ? isoWeekOneStart(year) : usWeekOneStart(year));
const weeksIn = (system: WeekSystem, year: number) => (system === 'iso' ? isoWeeksInYear(year) : usWeeksInYear(year));

/** The week's days must stay in the years 1–9999 that the calendar fields take. */
const outside = (first: number, last: number) => first < FIRST_DAY || last > LAST_DAY;

export function run(input: Input, options: Options): WeekResult | ToolError {
  const system = options.system;
  if (options.tab === 'date') {
    const parsed = parseIsoDate(input.date ?? '');
    if (parsed === 'empty') return toolError('selectDate', { field: 'date' });
    if (parsed === 'invalid') return toolError('invalidDate', { field: 'date' });
    const day = daysFromCivil(parsed);
    const weekday = isoWeekday(day);
    const { week, year } = system === 'iso' ? isoWeek(day) : usWeek(day);
    const first = system === 'iso' ? day - weekday + 1 : day - (weekday % 7);
    if (outside(first, first + 6)) return toolError('outOfRange', { field: 'date' });
    return { tab: 'date', system, date: formatIsoDate(parsed), week, weekYear: year, weekday, first: iso(first), last: iso(first + 6), weeksInYear: weeksIn(system, year) };
  }
  const year = input.year;
  if (year === null || !Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return toolError('invalidYear', { field: 'year' });
  const weeks = weeksIn(system, year);
  const start = weekOneStart(system, year);
  if (options.tab === 'week') {
    const week = input.week;
    if (week === null || !Number.isInteger(week) || week < 1) return toolError('invalidWeek', { field: 'week' });
    if (week > weeks) return toolError('noSuchWeek', { field: 'week', year, weeks });
    const first = start + 7 * (week - 1);
    if (outside(first, first + 6)) return toolError('outOfRange', { field: 'year' });
    return { tab: 'week', system, year, week, first: iso(first), last: iso(first + 6), weeksInYear: weeks };
  }
  const last = start + 7 * weeks - 1;
  if (outside(start, last)) return toolError('outOfRange', { field: 'year' });
  return { tab: 'year', system, year, weeksInYear: weeks, first: iso(start), last: iso(last) };
}
