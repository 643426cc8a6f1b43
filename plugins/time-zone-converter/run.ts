/**
 * Time zone converter: one instant seen in two zones (convert) or in a list of zones (compare).
 * The instant is either "now" (the visitor's clock, passed in by the page as milliseconds so run
 * stays pure) or a date and time typed as the wall clock of the source zone (compare: of the first
 * zone). Zones are IANA ids: the page puts the visitor's own zone in place of "local" and "auto".
 */
import { daysFromCivil, formatIsoDate, formatIsoTime, MAX_YEAR, MIN_YEAR, msFromWall, parseIsoDate, offsetSeconds, resolveZone, UTC, wallClockAt, wallClockToInstant, toolError, type WallTime, type ToolError } from '@sdk/core';
import type { Input as Fields, Options } from './manifest.ts';
import { isDaylightTime, nextTransition, type Transition } from './zones.ts';

export interface Input extends Fields {
  /** The visitor's clock in milliseconds since 1970, given by the page when the time is the current one. */
  now?: number | null;
}

/** An instant as seen in one zone. */
export interface ZoneMoment {
  zone: string;
  /** Local date "YYYY-MM-DD" and time "HH:MM:SS". */
  date: string;
  time: string;
  /** Seconds east of UTC. */
  offsetSeconds: number;
  /** Daylight saving time in force; null when the zone has none that year. */
  dst: boolean | null;
}

/** What happened to a typed time that does not exist (gap) or exists twice (overlap) in its zone. */
export type Adjustment =
  | { kind: 'gap'; zone: string; date: string; requested: string; gapSeconds: number }
  | { kind: 'overlap'; zone: string; date: string; requested: string; choice: 'earlier' | 'later'; offsets: readonly [number, number] };

export interface ConvertResult {
  mode: 'convert';
  /** The instant, ms since 1970 (UTC). */
  instant: number;
  source: ZoneMoment;
  target: ZoneMoment;
  /** Target offset minus source offset: positive when the target is ahead. */
  differenceSeconds: number;
  /** Target's calendar date minus the source's, in days (+1: the next day there). */
  dayShift: number;
  adjustment: Adjustment | null;
  /** The next clock change in each zone within a year of the instant. */
  changes: { source: Transition | null; target: Transition | null };
}

export interface CompareRow extends ZoneMoment {
  /** This zone's offset minus the first zone's. */
  differenceSeconds: number;
  /** This zone's date minus the first zone's, in days. */
  dayShift: number;
}

export interface CompareResult {
  mode: 'compare';
  instant: number;
  rows: CompareRow[];
  adjustment: Adjustment | null;
}

export type Result = ConvertResult | CompareResult;

/** Most zones compared at once. */
export const MAX_ZONES = 20;
/** "Now" must fall within the years a date field allows (0001-01-01 to 9999-12-31, UTC). */
const MIN_INSTANT = msFromWall({ year: MIN_YEAR, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const MAX_INSTANT = msFromWall({ year: MAX_YEAR, month: 12, day: 31, hour: 23, minute: 59, second: 59 });

/** A typed date and time as a wall clock (to the second), or the spec's message (said at the field). */
export function parseWallClock(dateText: string, timeText: string): WallTime | ToolError {
  if (dateText.trim() === '') return toolError('dateRequired', { field: 'when' });
  const date = parseIsoDate(dateText);
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(timeText.trim());
  if (typeof date === 'string' || !t) return toolError('invalidDateTime', { field: 'when' });
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return toolError('invalidDateTime', { field: 'when' });
  return { ...date, hour, minute, second };
}

/** The date and the time of a datetime field's "YYYY-MM-DDTHH:MM[:SS]". */
export function splitWhen(when: string | null | undefined): { date: string; time: string } {
  const text = when ?? '';
  const t = text.indexOf('T');
  return t < 0 ? { date: text, time: '' } : { date: text.slice(0, t), time: text.slice(t + 1) };
}

/** Whether the time of a tab is the current one. */
export function isLive(options: Pick<Options, 'mode' | 'reference' | 'compareReference'>): boolean {
  return (options.mode === 'compare' ? options.compareReference : options.reference) === 'current';
}

function moment(zone: string, instant: number): ZoneMoment {
  const wall = wallClockAt(zone, instant);
  return { zone, date: formatIsoDate(wall), time: formatIsoTime(wall), offsetSeconds: offsetSeconds(zone, instant), dst: isDaylightTime(zone, instant) };
}

/**
 * The instant to show: "now" from the input, or the typed wall clock in `zone` with the gap/overlap
 * rule applied (and reported).
 */
function referenceInstant(input: Input, options: Options, zone: string): { instant: number; adjustment: Adjustment | null } | ToolError {
  if (isLive(options)) {
    const instant = input.now;
    if (typeof instant !== 'number' || !Number.isInteger(instant) || instant < MIN_INSTANT || instant > MAX_INSTANT) return toolError('conversionFailed');
    return { instant, adjustment: null };
  }
  const { date: dateText, time: timeText } = splitWhen(input.when);
  const wall = parseWallClock(dateText, timeText);
  if ('kind' in wall) return wall;
  const { instant, how } = wallClockToInstant(zone, wall, options.overlap);
  const date = formatIsoDate(wall);
  const requested = formatIsoTime(wall);
  if (how.kind === 'gap') return { instant, adjustment: { kind: 'gap', zone, date, requested, gapSeconds: how.gapSeconds } };
  if (how.kind === 'overlap') return { instant, adjustment: { kind: 'overlap', zone, date, requested, choice: how.choice, offsets: how.offsets } };
  return { instant, adjustment: null };
}

/** Zone ids from the comma-separated option, resolved, without repeats, at most MAX_ZONES; null if one is unknown. */
export function parseZoneList(text: string): string[] | null {
  const zones: string[] = [];
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const zone = resolveZone(part);
    if (!zone) return null;
    if (!zones.includes(zone)) zones.push(zone);
  }
  return zones.slice(0, MAX_ZONES);
}

function convert(input: Input, options: Options): ConvertResult | ToolError {
  const source = resolveZone(options.source);
  const target = resolveZone(options.target);
  if (!source || !target) return toolError('conversionFailed');
  const ref = referenceInstant(input, options, source);
  if ('kind' in ref) return ref;
  const from = moment(source, ref.instant);
  const to = moment(target, ref.instant);
  return {
    mode: 'convert',
    instant: ref.instant,
    source: from,
    target: to,
    differenceSeconds: to.offsetSeconds - from.offsetSeconds,
    dayShift: daysFromCivil(wallClockAt(target, ref.instant)) - daysFromCivil(wallClockAt(source, ref.instant)),
    adjustment: ref.adjustment,
    changes: { source: nextTransition(source, ref.instant), target: nextTransition(target, ref.instant) },
  };
}

function compare(input: Input, options: Options): CompareResult | ToolError {
  const zones = parseZoneList(options.zones);
  if (!zones) return toolError('conversionFailed');
  const first = zones[0] ?? UTC;
  const ref = referenceInstant(input, options, first);
  if ('kind' in ref) return ref;
  const firstDay = daysFromCivil(wallClockAt(first, ref.instant));
  const firstOffset = offsetSeconds(first, ref.instant);
  const rows = zones.map((zone): CompareRow => {
    const m = moment(zone, ref.instant);
    return { ...m, differenceSeconds: m.offsetSeconds - firstOffset, dayShift: daysFromCivil(wallClockAt(zone, ref.instant)) - firstDay };
  });
  return { mode: 'compare', instant: ref.instant, rows, adjustment: ref.adjustment };
}

export function run(input: Input, options: Options): Result | ToolError {
  try {
    return options.mode === 'compare' ? compare(input, options) : convert(input, options);
  } catch {
    return toolError('conversionFailed');
  }
}
