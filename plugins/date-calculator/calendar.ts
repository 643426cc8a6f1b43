/**
 * Calendar dates as whole day numbers (days since 1970-01-01) in the proleptic Gregorian calendar:
 * no Date objects, no time zones, so no daylight-saving hour can ever shift a date. Conversions from
 * Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms" (howardhinnant.github.io/date_algorithms.html).
 */

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: era * 400 + yoe + (month <= 2 ? 1 : 0), month, day: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

/** ISO weekday: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

export function isWeekend(days: number): boolean {
  return isoWeekday(days) >= 6;
}

/** "2024-02-29" → the date, or 'empty', or 'invalid' (wrong shape, 30 February, year outside 1–9999). */
export function parseIsoDate(text: string): CivilDate | 'empty' | 'invalid' {
  const s = text.trim();
  if (s === '') return 'empty';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return 'invalid';
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Adds months to a date, clamping to the end of a shorter month: 31 January + 1 month is 28 or 29
 * February, 29 February + 12 months is 28 February. Returns whether the day was clamped.
 */
export function addMonths(date: CivilDate, months: number): { date: CivilDate; clamped: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

/** ISO 8601 week and week-numbering year: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(days: number): { week: number; year: number } {
  const thursday = days - isoWeekday(days) + 4;
  const year = civilFromDays(thursday).year;
  const week = Math.floor((thursday - daysFromCivil({ year, month: 1, day: 1 })) / 7) + 1;
  return { week, year };
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
