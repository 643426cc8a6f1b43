/**
 * Reference values: the Gregorian leap-year rule; day numbers checked against the engine's own Date
 * (UTC) and by hand (2000-03-01 is 30 × 365 + 7 leap days = 11,017 days after 1970-01-01);
 * 0001-01-01T00:00:00Z is −62,135,596,800 s (the minimum of .NET's DateTime); ISO weeks from
 * Wikipedia's "ISO week date" worked examples; the Date range of ECMA-262 (±8.64e15 ms).
 */
import { describe, expect, it } from 'vitest';
import { addMonths, civilFromDays, daysFromCivil, daysInMonth, daysInYear, formatIsoDate, formatIsoTime, isLeapYear, isoDateTime, isoWeek, isoWeekday, isoYear, MAX_EPOCH_MS, msFromWall, parseIsoDate, wallFromMs } from './calendar.ts';

const day = (year: number, month: number, d: number) => daysFromCivil({ year, month, day: d });
const dayOf = (text: string) => {
  const date = parseIsoDate(text);
  if (typeof date === 'string') throw new Error(`bad date ${text}`);
  return daysFromCivil(date);
};

describe('leap years and month lengths (Gregorian rule: every 4th year, except centuries not divisible by 400)', () => {
  it('knows 2024 and 2000 are leap years, 1900, 2023 and 2100 are not', () => {
    expect([2024, 2000, 1600, 4].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([1900, 2023, 2100, 1].map(isLeapYear)).toEqual([false, false, false, false]);
  });

  it('gives February 29 days only in leap years', () => {
    expect([2024, 2023, 2000, 1900].map((y) => daysInMonth(y, 2))).toEqual([29, 28, 29, 28]);
    expect([1, 3, 4, 6, 9, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 31, 30, 30, 30, 30, 31]);
    expect([2024, 2023, 2000, 1900].map(daysInYear)).toEqual([366, 365, 366, 365]);
  });
});

describe('day numbers', () => {
  it('round-trip over four centuries and past the Date range', () => {
    for (let d = -200_000; d <= 200_000; d += 997) expect(daysFromCivil(civilFromDays(d))).toBe(d);
    expect(day(1970, 1, 1)).toBe(0);
    expect(day(2000, 3, 1)).toBe(11_017);
    expect(civilFromDays(-719_468)).toEqual({ year: 0, month: 3, day: 1 });
  });

  it('agree with the engine’s Date (UTC) from year 100 to 9999, weekdays included', () => {
    for (let d = day(100, 1, 1); d <= day(9999, 12, 31); d += 211) {
      const date = new Date(d * 86_400_000);
      expect(formatIsoDate(civilFromDays(d))).toBe(date.toISOString().slice(0, 10));
      expect(isoWeekday(d) % 7).toBe(date.getUTCDay());
    }
  });

  it('give ISO weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday(0)).toBe(4); // Thursday 1 January 1970
    expect(isoWeekday(day(2024, 2, 29))).toBe(4);
    expect(isoWeekday(day(2023, 1, 1))).toBe(7);
    expect(isoWeekday(day(1969, 12, 29))).toBe(1);
  });
});

describe('ISO week numbers (ISO 8601: weeks start on Monday, week 1 holds the first Thursday)', () => {
  // The first three are from the date calculator's task; the others are Wikipedia's worked examples.
  it.each([
    ['2020-12-31', 53, 2020],
    ['2021-01-03', 53, 2020],
    ['2024-12-30', 1, 2025],
    ['2005-01-01', 53, 2004],
    ['2007-01-01', 1, 2007],
    ['2008-12-28', 52, 2008],
    ['2008-12-29', 1, 2009],
    ['2010-01-03', 53, 2009],
    ['2024-02-29', 9, 2024],
    ['2021-01-04', 1, 2021],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(isoWeek(dayOf(date))).toEqual({ week, year });
  });
});

describe('adding months', () => {
  it('clamps to the end of a shorter month: 31 January + 1 month is 28 or 29 February', () => {
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ date: { year: 2024, month: 2, day: 29 }, clamped: true });
    expect(addMonths({ year: 2023, month: 1, day: 31 }, 1)).toEqual({ date: { year: 2023, month: 2, day: 28 }, clamped: true });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ date: { year: 2025, month: 2, day: 28 }, clamped: true });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 48)).toEqual({ date: { year: 2028, month: 2, day: 29 }, clamped: false });
    expect(addMonths({ year: 2024, month: 3, day: 31 }, -1)).toEqual({ date: { year: 2024, month: 2, day: 29 }, clamped: true });
    expect(addMonths({ year: 2024, month: 11, day: 30 }, 3)).toEqual({ date: { year: 2025, month: 2, day: 28 }, clamped: true });
  });

  it('crosses years both ways', () => {
    expect(addMonths({ year: 2024, month: 1, day: 15 }, -13)).toEqual({ date: { year: 2022, month: 12, day: 15 }, clamped: false });
    expect(addMonths({ year: 2023, month: 12, day: 15 }, 1)).toEqual({ date: { year: 2024, month: 1, day: 15 }, clamped: false });
    expect(addMonths({ year: 2024, month: 5, day: 1 }, 0)).toEqual({ date: { year: 2024, month: 5, day: 1 }, clamped: false });
  });
});

describe('ISO dates as text', () => {
  it('reads only real yyyy-mm-dd dates from year 1 to 9999', () => {
    expect(parseIsoDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    expect(parseIsoDate('')).toBe('empty');
    expect(parseIsoDate(' \n')).toBe('empty');
    for (const text of ['2023-02-30', '2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '0000-01-01', '10000-01-01', '24-01-01', '2024-2-9', '29.02.2024', '02/29/2024', '２０２４-０２-２９', '👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800']) {
      expect(parseIsoDate(text), text).toBe('invalid');
    }
  });

  it('writes dates as <input type="date"> does, and times to the second', () => {
    expect(formatIsoDate({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(formatIsoDate({ year: 1, month: 1, day: 1 })).toBe('0001-01-01');
    expect(formatIsoDate({ year: 10000, month: 1, day: 1 })).toBe('10000-01-01');
    expect(formatIsoTime({ year: 2024, month: 1, day: 1, hour: 7, minute: 5, second: 9, millisecond: 999 })).toBe('07:05:09');
  });

  it('writes ISO 8601 date-times with expanded years and only the fraction there is', () => {
    expect(isoDateTime(wallFromMs(-1))).toBe('1969-12-31T23:59:59.999');
    expect(isoDateTime(wallFromMs(0), 1)).toBe('1970-01-01T00:00:00.000000001');
    expect(isoDateTime(wallFromMs(1_700_000_000_123), 456_000)).toBe('2023-11-14T22:13:20.123456');
    expect(isoDateTime(wallFromMs(1_700_000_000_000))).toBe('2023-11-14T22:13:20');
    expect(isoDateTime(wallFromMs(MAX_EPOCH_MS))).toBe('+275760-09-13T00:00:00');
    expect(isoDateTime(wallFromMs(-MAX_EPOCH_MS))).toBe('-271821-04-20T00:00:00');
    expect([0, 99, 9999, 10000, -1].map(isoYear)).toEqual(['0000', '0099', '9999', '+010000', '-000001']);
  });
});

describe('wall times as milliseconds (read as UTC)', () => {
  it('gives well-known instants, years 0–99 included (where Date.UTC would read 1900–1999)', () => {
    expect(msFromWall({ year: 2023, month: 11, day: 14, hour: 22, minute: 13, second: 20 })).toBe(1_700_000_000_000);
    expect(msFromWall({ year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 })).toBe(-62_135_596_800_000);
    expect(msFromWall({ year: 99, month: 12, day: 31, hour: 0, minute: 0, second: 0, millisecond: 5 })).toBe(new Date('0099-12-31T00:00:00.005Z').getTime());
    expect(wallFromMs(-1)).toEqual({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 });
  });

  it('round-trips and agrees with Date.prototype.toISOString over the whole Date range', () => {
    for (let ms = -MAX_EPOCH_MS; ms <= MAX_EPOCH_MS; ms += 7.3e12 + 123) {
      const wall = wallFromMs(ms);
      expect(msFromWall(wall)).toBe(ms);
      expect(isoDateTime(wall).replace(/(:\d\d)$/, '$1.000')).toBe(new Date(ms).toISOString().slice(0, -1));
    }
  });
});
