import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, civilFromDays, daysFromCivil, parseIsoDate, isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { addBusinessDays, businessDaysBetween, isWeekend, yearsMonthsDays } from './periods.ts';
import { run, type DateResult, type DifferenceResult, type InfoResult, type ShiftResult, type Unit } from './run.ts';

/** What the visitor types, field by field (the amount of the Before/After tab as `count`). */
interface Texts {
  start: string;
  end: string;
  base: string;
  amount: string;
  date: string;
  reference: string;
  count: string;
}
/** The tab and what the visitor picks on it. */
interface Choices {
  tab: Options['tab'];
  includeEnd: boolean;
  operation: 'add' | 'subtract';
  addUnit: Unit;
  direction: 'before' | 'after';
  countUnit: Unit;
}
const DEFAULTS: Choices = { tab: 'difference', includeEnd: false, operation: 'add', addUnit: 'days', direction: 'after', countUnit: 'days' };
const NO_INPUT: Texts = { start: '', end: '', base: '', amount: '', date: '', reference: '', count: '' };
const day = (iso: string) => {
  const d = parseIsoDate(iso);
  if (typeof d === 'string') throw new Error(`bad date ${iso}`);
  return daysFromCivil(d);
};

/**
 * What the page shows for these fields: read as the page reads them (a mistake is said at its field,
 * an empty required field asks for all of them), then run() on the tab.
 */
function outcome(texts: Partial<Texts>, choices: Partial<Choices>): DateResult | ToolError {
  const c = { ...DEFAULTS, ...choices };
  const t = { ...NO_INPUT, ...texts };
  const before = c.tab === 'beforeAfter';
  const raw = { ...t, amount: before ? t.count : t.amount, unit: before ? c.countUnit : c.addUnit, includeEnd: c.includeEnd, operation: c.operation, direction: c.direction };
  const read = readFields(manifest.fields, raw, 'en', c.tab);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { field });
  if (read.missing.length) return toolError('required');
  return run(read.input as Input, { tab: c.tab });
}

function ok<T>(input: Partial<Texts>, options: Partial<Choices>): T {
  const result = outcome(input, options);
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result as T;
}
const diff = (start: string, end: string, includeEnd = false) => ok<DifferenceResult>({ start, end }, { tab: 'difference', includeEnd });
const add = (base: string, amount: string, addUnit: Unit, operation: Choices['operation'] = 'add') => ok<ShiftResult>({ base, amount }, { tab: 'add', addUnit, operation });
const dateInfo = (date: string) => ok<InfoResult>({ date }, { tab: 'info' });
const code = (input: Partial<Texts>, options: Partial<Choices>) => {
  const result = outcome(input, options);
  return isToolError(result) ? result.code : undefined;
};
const at = (input: Partial<Texts>, options: Partial<Choices>) => {
  const result = outcome(input, options);
  return isToolError(result) ? result.params?.field : undefined;
};
const en = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en.json'), 'utf8')) as {
  errors: Record<string, string>;
  fields: Record<string, { errors?: Record<string, string> }>;
};

describe('leap years (Gregorian rule: every 4th year, except centuries not divisible by 400)', () => {
  it('accepts 29 February only in leap years', () => {
    expect(dateInfo('2024-02-29')).toMatchObject({ leapYear: true, daysInYear: 366, daysInMonth: 29, dayOfYear: 60 });
    expect(dateInfo('2000-02-29').leapYear).toBe(true);
    expect(code({ date: '1900-02-29' }, { tab: 'info' })).toBe('invalidDate');
    expect(code({ date: '2023-02-29' }, { tab: 'info' })).toBe('invalidDate');
    expect(dateInfo('1900-03-01')).toMatchObject({ leapYear: false, daysInYear: 365, dayOfYear: 60 });
  });
});

describe('ISO week numbers (ISO 8601: weeks start on Monday, week 1 holds the first Thursday)', () => {
  // From the task; isoWeek itself is checked against Wikipedia's worked examples in src/sdk/core/calendar.test.ts.
  it.each([
    ['2020-12-31', 53, 2020],
    ['2021-01-03', 53, 2020],
    ['2024-12-30', 1, 2025],
    ['2021-01-04', 1, 2021],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(dateInfo(date)).toMatchObject({ week, weekYear: year });
  });
});

describe('Info', () => {
  it('describes 29 February 2024', () => {
    expect(dateInfo('2024-02-29')).toEqual({
      tab: 'info',
      date: '2024-02-29',
      weekday: 4,
      dayOfYear: 60,
      week: 9,
      weekYear: 2024,
      quarter: 1,
      leapYear: true,
      daysInYear: 366,
      daysInMonth: 29,
      daysPassed: 59,
      daysRemaining: 306,
      businessDay: true,
      // 262 weekdays in 2024 (see below); January has 23 (Monday 1st + 4 weeks + Mon–Wed) and February 21
      // (4 weeks + Thursday 29th), so 262 − 44 remain after 29 February.
      businessDaysRemaining: 218,
    });
  });

  it('counts the first and last days of a year and the quarters', () => {
    expect(dateInfo('2023-01-01')).toMatchObject({ dayOfYear: 1, daysPassed: 0, daysRemaining: 364, quarter: 1, weekday: 7, businessDay: false });
    expect(dateInfo('2024-12-31')).toMatchObject({ dayOfYear: 366, daysPassed: 365, daysRemaining: 0, quarter: 4, businessDaysRemaining: 0 });
    expect(['2024-03-31', '2024-04-01', '2024-09-30', '2024-10-01'].map((d) => dateInfo(d).quarter)).toEqual([1, 2, 3, 4]);
  });

  it('asks for a date, and for a valid one', () => {
    expect(code({ date: '' }, { tab: 'info' })).toBe('selectDate');
    expect(en.errors.selectDate).toBe('Please select a date.');
    expect(code({ date: 'yesterday' }, { tab: 'info' })).toBe('invalidDate');
    expect(at({ date: 'yesterday' }, { tab: 'info' })).toBe('date');
    expect(en.errors.invalidDate).toBe('Please enter a valid date.');
  });
});

describe('Difference', () => {
  it('counts a leap year, with and without the end date (262 weekdays in 2024: 52 weeks and Monday 1 and Tuesday 31 December)', () => {
    expect(diff('2024-01-01', '2024-12-31')).toMatchObject({ totalDays: 365, years: 0, months: 11, days: 30, totalMonths: 11, weeks: 52, weekDays: 1, businessDays: 261, weekendDays: 104 });
    expect(diff('2024-01-01', '2024-12-31', true)).toMatchObject({ totalDays: 366, years: 1, months: 0, days: 0, totalMonths: 12, weeks: 52, weekDays: 2, businessDays: 262 });
    expect(diff('2023-01-01', '2023-12-31', true)).toMatchObject({ totalDays: 365, businessDays: 260 });
  });

  it('counts 8,766 days from 1 January 2000 to 1 January 2024 (24 × 365 + 6 leap days)', () => {
    expect(diff('2000-01-01', '2024-01-01')).toMatchObject({ totalDays: 8766, years: 24, months: 0, days: 0 });
  });

  it('completes a month only when the day of the month is reached again (java.time.Period, Temporal)', () => {
    expect(diff('2024-01-31', '2024-02-29')).toMatchObject({ totalDays: 29, years: 0, months: 0, days: 29 });
    expect(diff('2024-01-31', '2024-03-01')).toMatchObject({ totalDays: 30, months: 1, days: 1, totalMonths: 1 });
    expect(diff('2024-01-15', '2024-02-15')).toMatchObject({ months: 1, days: 0 });
    expect(diff('2024-02-29', '2025-02-28')).toMatchObject({ years: 0, months: 11, days: 30 });
    expect(diff('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0, days: 1 });
    expect(diff('1990-06-15', '2024-03-10')).toMatchObject({ years: 33, months: 8, days: 24 });
  });

  it('swaps an end date before the start date and says so', () => {
    const result = diff('2024-03-01', '2024-01-31');
    expect(result).toMatchObject({ reversed: true, from: '2024-01-31', to: '2024-03-01', totalDays: 30, months: 1, days: 1 });
    expect(diff('2024-03-01', '2024-01-31', true).totalDays).toBe(31);
  });

  it('gives zero for the same date, or one day with the end date included', () => {
    expect(diff('2024-05-04', '2024-05-04')).toMatchObject({ totalDays: 0, businessDays: 0, reversed: false });
    expect(diff('2024-05-06', '2024-05-06', true)).toMatchObject({ totalDays: 1, businessDays: 1, weekendDays: 0 });
  });

  it('counts business days over weekends', () => {
    // Friday 3 May 2024 to Monday 6 May: Friday only, or Friday and Monday with the end date.
    expect(diff('2024-05-03', '2024-05-06').businessDays).toBe(1);
    expect(diff('2024-05-03', '2024-05-06', true)).toMatchObject({ businessDays: 2, weekendDays: 2 });
    expect(diff('2024-05-04', '2024-05-05', true)).toMatchObject({ businessDays: 0, weekendDays: 2 });
    expect(diff('2024-05-06', '2024-05-20')).toMatchObject({ businessDays: 10, weekendDays: 4 });
  });

  it('asks for both dates, then for valid ones, in the spec’s words', () => {
    expect(code({ start: '2024-01-01' }, { tab: 'difference' })).toBe('missingDates');
    expect(code({ end: '2024-01-01' }, { tab: 'difference' })).toBe('missingDates');
    expect(en.errors.missingDates).toBe('Please select both start and end dates.');
    // A date that does not exist is said at its field.
    expect(code({ start: '2024-01-01', end: '2023-02-30' }, { tab: 'difference' })).toBe('invalidDate');
    expect(at({ start: '2024-01-01', end: '2023-02-30' }, { tab: 'difference' })).toBe('end');
    expect(en.fields.end!.errors!.invalidDate).toBe('Please enter valid dates.');
    expect(en.fields.start!.errors!.invalidDate).toBe('Please enter valid dates.');
    // run() itself, given a date that is not one.
    expect(run({ start: '2024-01-01', end: '2023-02-30' } as Input, { tab: 'difference' })).toEqual({ kind: 'tool-error', code: 'invalidDates' });
  });

  it('spans the whole range of years 1 to 9999', () => {
    expect(run({ start: '0001-01-01', end: '9999-12-31', includeEnd: true } as Input, { tab: 'difference' })).toMatchObject({ totalDays: 3_652_059, years: 9999, months: 0, days: 0 });
  });
});

describe('Add/Subtract', () => {
  it('clamps to the end of a shorter month: 31 January + 1 month is 28 or 29 February', () => {
    expect(add('2024-01-31', '1', 'months')).toMatchObject({ date: '2024-02-29', clamped: true, weekday: 4 });
    expect(add('2023-01-31', '1', 'months')).toMatchObject({ date: '2023-02-28', clamped: true });
    expect(add('2024-02-29', '1', 'years')).toMatchObject({ date: '2025-02-28', clamped: true });
    expect(add('2024-02-29', '4', 'years')).toMatchObject({ date: '2028-02-29', clamped: false });
    expect(add('2024-03-31', '1', 'months', 'subtract')).toMatchObject({ date: '2024-02-29', clamped: true, amount: -1 });
    expect(add('2024-05-31', '1', 'months')).toMatchObject({ date: '2024-06-30', clamped: true });
    expect(add('2023-02-28', '1', 'months')).toMatchObject({ date: '2023-03-28', clamped: false });
    expect(add('2024-11-30', '3', 'months')).toMatchObject({ date: '2025-02-28', clamped: true });
  });

  it('adds and subtracts days and weeks across months, years and leap days', () => {
    expect(add('2024-02-28', '1', 'days')).toMatchObject({ date: '2024-02-29', days: 1 });
    expect(add('2023-12-25', '2', 'weeks')).toMatchObject({ date: '2024-01-08', days: 14 });
    expect(add('2024-03-01', '1', 'days', 'subtract').date).toBe('2024-02-29');
    expect(add('2024-01-01', '-1', 'days')).toMatchObject({ date: '2023-12-31', amount: -1 });
    expect(add('2024-01-01', '0', 'months')).toMatchObject({ date: '2024-01-01', days: 0 });
    expect(add('2000-01-01', '10000', 'days').date).toBe('2027-05-19');
  });

  it('adds business days, skipping weekends (a weekend start counts from the neighbouring weekday)', () => {
    expect(add('2024-05-03', '1', 'businessDays').date).toBe('2024-05-06');
    expect(add('2024-05-04', '1', 'businessDays').date).toBe('2024-05-06');
    expect(add('2024-05-05', '1', 'businessDays').date).toBe('2024-05-06');
    expect(add('2024-05-04', '5', 'businessDays').date).toBe('2024-05-10');
    expect(add('2024-05-03', '5', 'businessDays').date).toBe('2024-05-10');
    expect(add('2024-05-03', '10', 'businessDays').date).toBe('2024-05-17');
    expect(add('2024-05-06', '1', 'businessDays', 'subtract').date).toBe('2024-05-03');
    expect(add('2024-05-04', '1', 'businessDays', 'subtract').date).toBe('2024-05-03');
    expect(add('2024-05-04', '0', 'businessDays').date).toBe('2024-05-04');
  });

  it('agrees with counting business days one by one', () => {
    for (let start = day('2024-04-01'); start < day('2024-04-15'); start++) {
      for (let n = 1; n <= 23; n++) {
        const end = addBusinessDays(start, n);
        expect(isWeekend(end)).toBe(false);
        // n weekdays after the start: (start, end] holds exactly n of them.
        expect(businessDaysBetween(start + 1, end + 1)).toBe(n);
        const back = addBusinessDays(start, -n);
        expect(isWeekend(back)).toBe(false);
        expect(businessDaysBetween(back, start)).toBe(n);
      }
    }
    for (let a = day('2024-01-01'); a < day('2024-01-20'); a++) {
      for (let b = a; b < a + 40; b++) {
        let naive = 0;
        for (let d = a; d < b; d++) if (!isWeekend(d)) naive++;
        expect(businessDaysBetween(a, b)).toBe(naive);
      }
    }
  });

  it('asks for every field, then for valid inputs, and keeps to the years 1 to 9999', () => {
    expect(code({ base: '2024-01-01' }, { tab: 'add' })).toBe('required');
    expect(code({ amount: '3' }, { tab: 'add' })).toBe('required');
    expect(en.errors.required).toBe('Please fill in all required fields.');
    // An amount that is not a whole number is said at the field, in the spec's words.
    expect(code({ base: '2024-01-01', amount: '1.5' }, { tab: 'add' })).toBe('notInteger');
    expect(code({ base: '2024-01-01', amount: 'three' }, { tab: 'add' })).toBe('invalidNumber');
    expect(at({ base: '2024-01-01', amount: 'three' }, { tab: 'add' })).toBe('amount');
    expect(en.fields.amount!.errors).toEqual({ notInteger: 'Please enter valid inputs.', invalidNumber: 'Please enter valid inputs.' });
    expect(code({ base: '2024-02-30', amount: '3' }, { tab: 'add' })).toBe('invalidDate');
    // run() itself, given values the page would refuse.
    expect(run({ base: '2024-01-01', amount: 1.5, unit: 'days' } as Input, { tab: 'add' })).toEqual({ kind: 'tool-error', code: 'invalidInputs' });
    expect(run({ base: '2024-01-01', amount: 1, unit: 'fortnights' } as Input, { tab: 'add' })).toEqual({ kind: 'tool-error', code: 'invalidInputs', params: { field: 'unit' } });
    expect(code({ base: '9999-12-31', amount: '1' }, { tab: 'add' })).toBe('outOfRange');
    // (run() itself: the page's date reading refuses the years 1–99 for now, see isIsoDate in @sdk/core.)
    expect(run({ base: '0001-01-01', amount: 1, unit: 'days', operation: 'subtract' } as Input, { tab: 'add' })).toEqual({ kind: 'tool-error', code: 'outOfRange' });
    expect(code({ base: '2024-01-01', amount: '100000000' }, { tab: 'add', addUnit: 'businessDays' })).toBe('outOfRange');
    expect(code({ base: '2024-01-01', amount: '8000' }, { tab: 'add', addUnit: 'years' })).toBe('outOfRange');
  });
});

describe('Before/After', () => {
  it('finds the date a span before or after a reference date', () => {
    expect(ok<ShiftResult>({ reference: '2025-01-01', count: '90' }, { tab: 'beforeAfter', direction: 'before' })).toMatchObject({ date: '2024-10-03', amount: -90, days: -90 });
    expect(ok<ShiftResult>({ reference: '2024-02-29', count: '1' }, { tab: 'beforeAfter', direction: 'after', countUnit: 'years' })).toMatchObject({ date: '2025-02-28', clamped: true });
    expect(ok<ShiftResult>({ reference: '2024-05-06', count: '3' }, { tab: 'beforeAfter', direction: 'before', countUnit: 'weeks' })).toMatchObject({ date: '2024-04-15', weekday: 1 });
    expect(ok<ShiftResult>({ reference: '2024-05-06', count: '1' }, { tab: 'beforeAfter', direction: 'before', countUnit: 'businessDays' }).date).toBe('2024-05-03');
  });

  it('asks for every field, then for valid inputs', () => {
    expect(code({ reference: '', count: '' }, { tab: 'beforeAfter' })).toBe('required');
    expect(code({ reference: '2024-01-01', count: '-' }, { tab: 'beforeAfter' })).toBe('invalidNumber');
    expect(code({ reference: '👍🏽', count: '1' }, { tab: 'beforeAfter' })).toBe('invalidDate');
  });

  it('keeps each tab’s amount and unit apart, and never reads the fields of another tab', () => {
    const both = { base: '2024-01-31', amount: 1, unit: 'months', operation: 'add', reference: '2025-01-01', direction: 'before', date: '2024-02-29' } as Input;
    expect(run(both, { tab: 'add' })).toMatchObject({ date: '2024-02-29', clamped: true });
    expect(run(both, { tab: 'beforeAfter' })).toMatchObject({ date: '2024-12-01' });
    expect(readFields(manifest.fields, {}, 'en', 'add').input).toMatchObject({ amount: 30, unit: 'days', reference: null, start: null });
    expect(readFields(manifest.fields, {}, 'en', 'beforeAfter').input).toMatchObject({ amount: 90, base: null });
  });
});

describe('full-range helpers', () => {
  it('breaks any span into years, months and days that add back up', () => {
    for (let a = day('2023-01-25'); a < day('2023-02-05'); a++) {
      for (let b = a; b < a + 800; b += 13) {
        const { totalMonths, days } = yearsMonthsDays(a, b);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(daysFromCivil(addMonths(civilFromDays(a), totalMonths).date) + days).toBe(b);
      }
    }
  });
});
