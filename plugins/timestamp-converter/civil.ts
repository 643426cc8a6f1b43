/**
 * Proleptic Gregorian calendar arithmetic on whole numbers, without Date: Date.UTC reads years 0–99
 * as 1900–1999, and the host's time zone must never leak into a pure run(). Days are counted from
 * 1970-01-01 (day 0); algorithms from Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms"
 * (https://howardhinnant.github.io/date_algorithms.html), exact over the whole range of JS dates.
 */

export const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Days from 1970-01-01 to year-month-day (month 1–12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date of a day number (inverse of daysFromCivil). */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: era * 400 + yoe + (month <= 2 ? 1 : 0), month, day };
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

export interface WallTime extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Milliseconds since the epoch of a wall-clock time read as UTC. */
export function msFromWall(w: WallTime): number {
  return daysFromCivil(w.year, w.month, w.day) * MS_PER_DAY + ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 + w.millisecond;
}

/** The UTC wall-clock time of an instant given in milliseconds since the epoch. */
export function wallFromMs(ms: number): WallTime {
  const days = Math.floor(ms / MS_PER_DAY);
  let rest = ms - days * MS_PER_DAY;
  const millisecond = rest % 1000;
  rest = (rest - millisecond) / 1000;
  return { ...civilFromDays(days), hour: Math.floor(rest / 3600), minute: Math.floor(rest / 60) % 60, second: rest % 60, millisecond };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO 8601 year: four digits for 0–9999, else a sign and six digits (expanded representation). */
export function isoYear(year: number): string {
  return year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

/**
 * "YYYY-MM-DDTHH:MM:SS" plus a fraction only when there is one: 3, 6 or 9 digits (`nanos` is the
 * part below the millisecond, 0–999999).
 */
export function isoDateTime(w: WallTime, nanos = 0): string {
  const fraction = String(w.millisecond * 1_000_000 + nanos).padStart(9, '0');
  const digits = fraction === '000000000' ? '' : fraction.endsWith('000000') ? fraction.slice(0, 3) : fraction.endsWith('000') ? fraction.slice(0, 6) : fraction;
  return `${isoYear(w.year)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${digits ? `.${digits}` : ''}`;
}

/** "+05:30", "-04:56:02" (historical local mean time), "+00:00". */
export function offsetText(offsetSeconds: number): string {
  const abs = Math.abs(offsetSeconds);
  const seconds = abs % 60;
  return `${offsetSeconds < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}${seconds ? `:${pad(seconds)}` : ''}`;
}
