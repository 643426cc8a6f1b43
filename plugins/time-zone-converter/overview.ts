/**
 * The 24-hour overview of the comparison: the day of the first zone, hour by hour from its local
 * midnight, and what the clocks of the other zones say at each of those hours. Pure.
 */
import { daysFromCivil, formatIsoDate, wallClockAt, wallClockToInstant, type WallTime } from '@sdk/core';

export interface HourCell {
  /** Local date "YYYY-MM-DD" and hour and minute in the row's zone. */
  date: string;
  hour: number;
  minute: number;
  /** The row's date minus the first zone's day shown, in days. */
  dayShift: number;
  /** The instant of the column (ms since 1970). */
  instant: number;
}

export interface HourStrip {
  /** One row per zone, 24 cells each. */
  rows: HourCell[][];
  /** The column holding the reference instant, or null when it lies outside these 24 hours. */
  selected: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * `date` is the first zone's local date ("YYYY-MM-DD") of the reference instant. The first column
 * starts at that zone's midnight (or, where midnight falls in a daylight-saving gap, the moment the
 * clocks jump to); the columns are 24 real hours, so on a 23- or 25-hour day the last column is
 * the next midnight, or the day ends in the 24th column.
 */
export function hourStrip(zones: readonly string[], date: string, instant: number): HourStrip | null {
  const first = zones[0];
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!first || !m) return null;
  const day: WallTime = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0, second: 0 };
  const start = wallClockToInstant(first, day).instant;
  const dayNumber = daysFromCivil(day);
  const rows = zones.map((zone) =>
    Array.from({ length: 24 }, (_, i): HourCell => {
      const at = start + i * HOUR_MS;
      const wall = wallClockAt(zone, at);
      return { date: formatIsoDate(wall), hour: wall.hour, minute: wall.minute, dayShift: daysFromCivil(wall) - dayNumber, instant: at };
    }),
  );
  const index = Math.floor((instant - start) / HOUR_MS);
  return { rows, selected: index >= 0 && index < 24 ? index : null };
}
