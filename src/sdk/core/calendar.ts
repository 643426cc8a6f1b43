/**
 * Proleptic Gregorian calendar arithmetic on whole numbers, without Date objects or time zones:
 * calendar dates as day numbers (days since 1970-01-01, day 0), ISO weeks, months added with
 * clamping, ISO 8601 text, and wall-clock times as milliseconds read as UTC. No daylight-saving hour
 * can shift a date, the host's time zone never leaks in, and the years 0–99 are not read as
 * 1900–1999 (as Date.UTC does). Day-number conversions from Howard Hinnant, "chrono-Compatible
 * Low-Level Date Algorithms" (howardhinnant.github.io/date_algorithms.html), exact far beyond the
 * range of JavaScript dates. Pure: runs in Node, browsers and workers alike.
 */

export const MS_PER_DAY = 86_400_000;

/** The largest distance from the epoch, in ms, that a JavaScript Date can hold (ECMA-262, "Time Values and Time Range"). */
export const MAX_EPOCH_MS = 8.64e15;

/** The years parseIsoDate accepts: those of <input type="date"> with a four-digit year. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** A calendar date and a time of day (hour 0–23), with no zone attached. */
export interface WallTime extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  /** 0–999; 0 when left out. */
  millisecond?: number;
}

/** Gregorian rule: every fourth year, except centuries not divisible by 400 (2000 yes, 1900 no). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year: 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** 365, or 366 in a leap year. */
export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** The day number of a date: days from 1970-01-01 (negative before it). */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** The date of a day number (inverse of daysFromCivil). */
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

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** ISO 8601 week and week-numbering year of a day number: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(days: number): { week: number; year: number } {
  const thursday = days - isoWeekday(days) + 4;
  const year = civilFromDays(thursday).year;
  const week = Math.floor((thursday - daysFromCivil({ year, month: 1, day: 1 })) / 7) + 1;
  return { week, year };
}

/**
 * Adds months (negative: subtracts) to a date, clamping to the end of a shorter month: 31 January
 * + 1 month is 28 or 29 February, 29 February + 12 months is 28 February. Says whether it clamped.
 */
export function addMonths(date: CivilDate, months: number): { date: CivilDate; clamped: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

/** "2024-02-29" (surrounding spaces allowed) → the date, or 'empty', or 'invalid' (other shapes, 30 February, year 0). */
export function parseIsoDate(text: string): CivilDate | 'empty' | 'invalid' {
  const s = text.trim();
  if (s === '') return 'empty';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return 'invalid';
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" as <input type="date"> writes it: the year padded to four digits, longer years as they are ("10000-01-01"). */
export function formatIsoDate({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "HH:MM:SS" of a wall time (milliseconds left out). */
export function formatIsoTime({ hour, minute, second }: WallTime): string {
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** An ISO 8601 year: four digits for 0–9999, else a sign and six digits (expanded representation: "+275760", "-000001"). */
export function isoYear(year: number): string {
  return year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

/**
 * "YYYY-MM-DDTHH:MM:SS" (expanded years outside 0–9999) plus a fraction only when there is one:
 * 3, 6 or 9 digits (`nanos` is the part below the millisecond, 0–999999).
 */
export function isoDateTime(w: WallTime, nanos = 0): string {
  const fraction = String((w.millisecond ?? 0) * 1_000_000 + nanos).padStart(9, '0');
  const digits = fraction === '000000000' ? '' : fraction.endsWith('000000') ? fraction.slice(0, 3) : fraction.endsWith('000') ? fraction.slice(0, 6) : fraction;
  return `${isoYear(w.year)}-${pad(w.month)}-${pad(w.day)}T${formatIsoTime(w)}${digits ? `.${digits}` : ''}`;
}

/** Milliseconds since 1970-01-01T00:00:00Z of a wall time read as UTC. */
export function msFromWall(w: WallTime): number {
  return daysFromCivil(w) * MS_PER_DAY + ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 + (w.millisecond ?? 0);
}

/** The UTC wall time of an instant in milliseconds since the epoch (inverse of msFromWall). */
export function wallFromMs(ms: number): Required<WallTime> {
  const days = Math.floor(ms / MS_PER_DAY);
  let rest = ms - days * MS_PER_DAY;
  const millisecond = rest % 1000;
  rest = (rest - millisecond) / 1000;
  return { ...civilFromDays(days), hour: Math.floor(rest / 3600), minute: Math.floor(rest / 60) % 60, second: rest % 60, millisecond };
}
