import { describe, expect, it } from 'vitest';
import { daysFromCivil, isToolError, parseIsoDate } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { isoWeeksInYear, run, usWeek, usWeeksInYear, type DateWeek, type WeekDates, type YearWeeks } from './run.ts';

const NONE: Input = { date: null, year: null, week: null };
const ofDate = (date: string, system: Options['system'] = 'iso') => run({ ...NONE, date }, { tab: 'date', system }) as DateWeek;
const day = (iso: string) => daysFromCivil(parseIsoDate(iso) as { year: number; month: number; day: number });

describe('ISO 8601 week of a date', () => {
  // The examples of ISO 8601's week dates around New Year, as listed in the standard's commentaries
  // (Wikipedia, "ISO week date", Examples), the known answers of this tool.
  it.each([
    ['2005-01-01', '2004-W53-6'],
    ['2005-01-02', '2004-W53-7'],
    ['2005-12-31', '2005-W52-6'],
    ['2006-01-01', '2005-W52-7'],
    ['2006-01-02', '2006-W01-1'],
    ['2006-12-31', '2006-W52-7'],
    ['2007-01-01', '2007-W01-1'],
    ['2007-12-30', '2007-W52-7'],
    ['2007-12-31', '2008-W01-1'],
    ['2008-01-01', '2008-W01-2'],
    ['2008-12-28', '2008-W52-7'],
    ['2008-12-29', '2009-W01-1'],
    ['2008-12-30', '2009-W01-2'],
    ['2008-12-31', '2009-W01-3'],
    ['2009-01-01', '2009-W01-4'],
    ['2009-12-31', '2009-W53-4'],
    ['2010-01-01', '2009-W53-5'],
    ['2010-01-02', '2009-W53-6'],
    ['2010-01-03', '2009-W53-7'],
  ])('%s is %s', (date, expected) => {
    const r = ofDate(date);
    expect(`${r.weekYear}-W${String(r.week).padStart(2, '0')}-${r.weekday}`).toBe(expected);
  });

  it('gives the week from Monday to Sunday, across New Year', () => {
    expect(ofDate('2021-01-01')).toEqual({ tab: 'date', system: 'iso', date: '2021-01-01', week: 53, weekYear: 2020, weekday: 5, first: '2020-12-28', last: '2021-01-03', weeksInYear: 53 });
    expect(ofDate('2024-12-31')).toMatchObject({ week: 1, weekYear: 2025, first: '2024-12-30', last: '2025-01-05', weeksInYear: 52 });
  });

  it('knows the years of 53 weeks (those starting on a Thursday, and leap years starting on a Wednesday)', () => {
    const long = Array.from({ length: 31 }, (_, i) => 2000 + i).filter((y) => isoWeeksInYear(y) === 53);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026]);
  });
});

describe('US week numbering (Excel WEEKNUM, type 1)', () => {
  it.each([
    ['2022-01-01', 1, 2022],
    ['2022-01-02', 2, 2022],
    ['2021-12-31', 53, 2021],
    ['2000-12-31', 54, 2000],
    ['2024-03-15', 11, 2024],
    ['2023-01-01', 1, 2023],
    ['2023-12-31', 53, 2023],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(usWeek(day(date))).toEqual({ week, year });
    expect(ofDate(date, 'us')).toMatchObject({ week, weekYear: year });
  });

  it('gives the week from Sunday to Saturday, even when it starts in December', () => {
    expect(ofDate('2022-01-01', 'us')).toMatchObject({ first: '2021-12-26', last: '2022-01-01', weekday: 6 });
  });

  it('counts 54 weeks in a leap year starting on a Saturday, else 53', () => {
    expect(usWeeksInYear(2000)).toBe(54);
    expect(usWeeksInYear(2028)).toBe(54);
    expect(usWeeksInYear(2021)).toBe(53);
    expect(usWeeksInYear(2006)).toBe(53);
  });
});

describe('dates of a week and weeks of a year', () => {
  it('gives the seven days of a week', () => {
    expect(run({ ...NONE, year: 2026, week: 53 }, { tab: 'week', system: 'iso' }) as WeekDates).toEqual({ tab: 'week', system: 'iso', year: 2026, week: 53, first: '2026-12-28', last: '2027-01-03', weeksInYear: 53 });
    expect(run({ ...NONE, year: 2009, week: 1 }, { tab: 'week', system: 'iso' })).toMatchObject({ first: '2008-12-29', last: '2009-01-04' });
    expect(run({ ...NONE, year: 2022, week: 1 }, { tab: 'week', system: 'us' })).toMatchObject({ first: '2021-12-26', last: '2022-01-01' });
  });

  it('gives a year from the first day of week 1 to the last day of its last week', () => {
    expect(run({ ...NONE, year: 2025 }, { tab: 'year', system: 'iso' }) as YearWeeks).toEqual({ tab: 'year', system: 'iso', year: 2025, weeksInYear: 52, first: '2024-12-30', last: '2025-12-28' });
    expect(run({ ...NONE, year: 2000 }, { tab: 'year', system: 'us' })).toMatchObject({ weeksInYear: 54, first: '1999-12-26', last: '2001-01-06' });
  });
});

describe('bad input', () => {
  it('says which field is wrong', () => {
    expect(run({ ...NONE, date: '' }, { tab: 'date', system: 'iso' })).toEqual({ kind: 'tool-error', code: 'selectDate', params: { field: 'date' } });
    expect(run({ ...NONE, date: '2023-02-29' }, { tab: 'date', system: 'iso' })).toEqual({ kind: 'tool-error', code: 'invalidDate', params: { field: 'date' } });
    expect(run({ ...NONE, year: 2025, week: 53 }, { tab: 'week', system: 'iso' })).toEqual({ kind: 'tool-error', code: 'noSuchWeek', params: { field: 'week', year: 2025, weeks: 52 } });
    expect(run({ ...NONE, year: 2025, week: 0 }, { tab: 'week', system: 'iso' })).toMatchObject({ code: 'invalidWeek' });
    expect(run({ ...NONE, year: null, week: 1 }, { tab: 'week', system: 'iso' })).toMatchObject({ code: 'invalidYear' });
    expect(run({ ...NONE, year: 10000 }, { tab: 'year', system: 'iso' })).toMatchObject({ code: 'invalidYear' });
  });

  it('refuses a week that leaves the years 1 to 9999, instead of writing an impossible date', () => {
    expect(run({ ...NONE, date: '9999-12-31' }, { tab: 'date', system: 'iso' })).toMatchObject({ code: 'outOfRange' });
    expect(run({ ...NONE, year: 1, week: 1 }, { tab: 'week', system: 'us' })).toMatchObject({ code: 'outOfRange' });
    expect(isToolError(run({ ...NONE, year: 1, week: 1 }, { tab: 'week', system: 'iso' }))).toBe(false);
  });
});
