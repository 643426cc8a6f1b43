/**
 * The pure part of the stopwatch and timer: the timer's length from its fields, the laps table
 * (each lap's time, the running total, the best and worst laps) and its CSV, and the clock's text.
 * Times are differences of clock readings, never counts of ticks.
 */
import { CSV_BOM, csvDialect, csvNumber, toCsv, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export type Setting = { tab: 'stopwatch' } | { tab: 'timer'; totalMs: number };

/** The timer's length in milliseconds, or what is wrong with it. */
export function run(input: Input, options: Options): Setting | ToolError {
  if (options.tab === 'stopwatch') return { tab: 'stopwatch' };
  const parts = [
    ['hours', input.hours, 99],
    ['minutes', input.minutes, 59],
    ['seconds', input.seconds, 59],
  ] as const;
  for (const [field, value, max] of parts) {
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > max)) return toolError('invalidPart', { field, max });
  }
  const totalMs = (((input.hours ?? 0) * 60 + (input.minutes ?? 0)) * 60 + (input.seconds ?? 0)) * 1000;
  if (totalMs === 0) return toolError('zeroTimer', { field: 'minutes' });
  return { tab: 'timer', totalMs };
}

export interface Lap {
  /** 1, 2, … */
  n: number;
  lapMs: number;
  totalMs: number;
  /** The fastest and the slowest lap, when there are two laps or more (the first of equal ones). */
  mark: 'best' | 'worst' | null;
}

/** Laps from the stopwatch's readings at each Lap press (increasing totals). */
export function lapRows(totals: readonly number[]): Lap[] {
  const rows: Lap[] = totals.map((totalMs, i) => ({ n: i + 1, lapMs: totalMs - (i ? totals[i - 1]! : 0), totalMs, mark: null }));
  if (rows.length < 2) return rows;
  let best = rows[0]!;
  let worst = rows[0]!;
  for (const r of rows) {
    if (r.lapMs < best.lapMs) best = r;
    if (r.lapMs > worst.lapMs) worst = r;
  }
  if (best !== worst) {
    best.mark = 'best';
    worst.mark = 'worst';
  }
  return rows;
}

/**
 * The laps as a CSV file for the page language's spreadsheets (";" and "12,345" in German, French and
 * Spanish): a header row, then lap number, lap time and total in seconds (3 decimals) and the mark.
 */
export function lapsCsv(rows: readonly Lap[], header: readonly [string, string, string, string], marks: { best: string; worst: string }, lang: string): string {
  const dialect = csvDialect(lang);
  const sec = (ms: number) => csvNumber(ms / 1000, dialect, 3);
  return CSV_BOM + toCsv([header, ...rows.map((r) => [r.n, sec(r.lapMs), sec(r.totalMs), r.mark ? marks[r.mark] : ''])], dialect);
}
