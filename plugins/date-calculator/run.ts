/**
 * Date calculations on calendar dates ("2024-02-29"), as whole day numbers: the difference between two
 * dates, a date plus or minus days, weeks, months, years or business days, the facts about one date,
 * and the date a span before or after another. No Date objects or time zones, so no DST bugs.
 */
import { addMonths, civilFromDays, daysFromCivil, daysInMonth, daysInYear, formatIsoDate, isLeapYear, isoWeek, isoWeekday, MAX_YEAR, MIN_YEAR, parseIsoDate, toolError, type CivilDate, type ToolError } from '@sdk/core';
import { UNITS, type Input, type Options } from './manifest.ts';
import { addBusinessDays, businessDaysBetween, isWeekend, yearsMonthsDays } from './periods.ts';

export type Unit = (typeof UNITS)[number];

/**
 * The fields of the current tab as the page reads them: dates as YYYY-MM-DD, the amount as a whole
 * number; null for an empty date the tab may leave empty, and for every field of the other tabs.
 */
export type DateInput = Input;

export interface DifferenceResult {
  tab: 'difference';
  /** The period counted, earlier date first (the dates are swapped when the end is before the start). */
  from: string;
  to: string;
  /** The end date was before the start date. */
  reversed: boolean;
  /** The last day counts too (one day more). */
  includeEnd: boolean;
  totalDays: number;
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  weeks: number;
  /** Days beyond the whole weeks. */
  weekDays: number;
  /** Monday-to-Friday days in the period (public holidays not known, so counted as business days). */
  businessDays: number;
  weekendDays: number;
}

export interface ShiftResult {
  tab: 'add' | 'beforeAfter';
  from: string;
  /** Units added: negative for subtract and for before. */
  amount: number;
  unit: Unit;
  date: string;
  /** ISO weekday of the result, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The day of the month did not exist in the target month, so its last day was used. */
  clamped: boolean;
  /** Calendar days from `from` to `date` (negative when earlier). */
  days: number;
}

export interface InfoResult {
  tab: 'info';
  date: string;
  weekday: number;
  dayOfYear: number;
  week: number;
  /** The ISO week-numbering year, which differs from the calendar year around 1 January. */
  weekYear: number;
  quarter: number;
  leapYear: boolean;
  daysInYear: number;
  daysInMonth: number;
  /** Days of the year before this date, and after it. */
  daysPassed: number;
  daysRemaining: number;
  businessDay: boolean;
  /** Monday-to-Friday days after this date until 31 December. */
  businessDaysRemaining: number;
}

export type DateResult = DifferenceResult | ShiftResult | InfoResult;

/** Largest number of units accepted: beyond it, any unit leaves the years 1–9999. */
const MAX_AMOUNT = 10_000_000;
const FIRST_DAY = daysFromCivil({ year: MIN_YEAR, month: 1, day: 1 });
const LAST_DAY = daysFromCivil({ year: MAX_YEAR, month: 12, day: 31 });

function difference(input: DateInput): DifferenceResult | ToolError {
  const start = parseIsoDate(input.start ?? '');
  const end = parseIsoDate(input.end ?? '');
  const includeEnd = input.includeEnd === true;
  if (start === 'empty' || end === 'empty') return toolError('missingDates');
  if (start === 'invalid' || end === 'invalid') return toolError('invalidDates');
  const a = daysFromCivil(start);
  const b = daysFromCivil(end);
  const reversed = b < a;
  const from = Math.min(a, b);
  // With the end date included, the period ends a day later (a day after 31 December 9999 is fine to count).
  const to = Math.max(a, b) + (includeEnd ? 1 : 0);
  const totalDays = to - from;
  const { years, months, days, totalMonths } = yearsMonthsDays(from, to);
  const businessDays = businessDaysBetween(from, to);
  return {
    tab: 'difference',
    from: formatIsoDate(civilFromDays(from)),
    to: formatIsoDate(civilFromDays(Math.max(a, b))),
    reversed,
    includeEnd,
    totalDays,
    years,
    months,
    days,
    totalMonths,
    weeks: Math.floor(totalDays / 7),
    weekDays: totalDays % 7,
    businessDays,
    weekendDays: totalDays - businessDays,
  };
}

/** A date moved by a signed number of units; months and years clamp to the end of a shorter month. */
function shift(from: CivilDate, amount: number, unit: Unit): { days: number; clamped: boolean } {
  const start = daysFromCivil(from);
  switch (unit) {
    case 'days':
      return { days: start + amount, clamped: false };
    case 'weeks':
      return { days: start + amount * 7, clamped: false };
    case 'businessDays':
      return { days: addBusinessDays(start, amount), clamped: false };
    case 'months':
    case 'years': {
      const { date, clamped } = addMonths(from, unit === 'years' ? amount * 12 : amount);
      return { days: daysFromCivil(date), clamped };
    }
  }
}

type Amount = number | 'empty' | 'invalid' | 'tooLarge';

function readAmount(value: number | null | undefined): Amount {
  if (value === null || value === undefined) return 'empty';
  if (!Number.isInteger(value)) return 'invalid';
  return Math.abs(value) > MAX_AMOUNT ? 'tooLarge' : value;
}

const isUnit = (value: unknown): value is Unit => (UNITS as readonly unknown[]).includes(value);

function shiftTab(tab: 'add' | 'beforeAfter', dateText: string | null, amountValue: number | null, sign: number, unit: string): ShiftResult | ToolError {
  const from = parseIsoDate(dateText ?? '');
  const amount = readAmount(amountValue);
  if (from === 'empty' || amount === 'empty') return toolError('required');
  if (from === 'invalid' || amount === 'invalid') return toolError('invalidInputs');
  if (!isUnit(unit)) return toolError('invalidInputs', { field: 'unit' });
  if (amount === 'tooLarge') return toolError('outOfRange');
  const signed = sign * amount || 0;
  const { days, clamped } = shift(from, signed, unit);
  if (days < FIRST_DAY || days > LAST_DAY) return toolError('outOfRange');
  const start = daysFromCivil(from);
  return { tab, from: formatIsoDate(from), amount: signed, unit, date: formatIsoDate(civilFromDays(days)), weekday: isoWeekday(days), clamped, days: days - start };
}

function info(input: DateInput): InfoResult | ToolError {
  const date = parseIsoDate(input.date ?? '');
  if (date === 'empty') return toolError('selectDate');
  if (date === 'invalid') return toolError('invalidDate');
  const days = daysFromCivil(date);
  const jan1 = daysFromCivil({ year: date.year, month: 1, day: 1 });
  const nextJan1 = jan1 + daysInYear(date.year);
  const { week, year: weekYear } = isoWeek(days);
  return {
    tab: 'info',
    date: formatIsoDate(date),
    weekday: isoWeekday(days),
    dayOfYear: days - jan1 + 1,
    week,
    weekYear,
    quarter: Math.ceil(date.month / 3),
    leapYear: isLeapYear(date.year),
    daysInYear: daysInYear(date.year),
    daysInMonth: daysInMonth(date.year, date.month),
    daysPassed: days - jan1,
    daysRemaining: nextJan1 - days - 1,
    businessDay: !isWeekend(days),
    businessDaysRemaining: businessDaysBetween(days + 1, nextJan1),
  };
}

export function run(input: DateInput, options: Options): DateResult | ToolError {
  try {
    switch (options.tab) {
      case 'difference':
        return difference(input);
      case 'add':
        return shiftTab('add', input.base, input.amount, input.operation === 'subtract' ? -1 : 1, input.unit);
      case 'info':
        return info(input);
      case 'beforeAfter':
        return shiftTab('beforeAfter', input.reference, input.amount, input.direction === 'before' ? -1 : 1, input.unit);
      default:
        return toolError('calculationError');
    }
  } catch {
    return toolError('calculationError');
  }
}
