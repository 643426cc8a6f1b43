/**
 * The instant of a countdown: a date and time read as the clocks of a zone show it (the SDK's
 * time-zone helpers: Temporal's "compatible" rule, so a time skipped by a clock change moves forward
 * by the gap and a time that occurs twice takes the earlier one; both are said). Nothing here reads
 * the clock: the live count is Output.tsx's.
 */
import { daysInMonth, isoDateTime, offsetSeconds, offsetText, resolveZone, toolError, wallClockToInstant, type ToolError } from '@sdk/core';
import { LOCAL, type Input, type Options } from './manifest.ts';

export interface Countdown {
  title: string;
  /** The wall time as typed, "YYYY-MM-DDTHH:MM:SS". */
  when: string;
  zone: string;
  /** The zone is the visitor's own. */
  local: boolean;
  /** Milliseconds since 1970-01-01T00:00:00Z. */
  instant: number;
  /** The zone's offset at that instant, "+01:00". */
  offset: string;
  /** The time fell in a clock change's gap and moved forward by this many seconds (0: it exists). */
  gapSeconds: number;
  /** The time occurs twice (clocks went back): the earlier one is counted to. */
  overlap: boolean;
}

/** The visitor's zone as the browser reports it (UTC where it reports none). */
function browserZone(): string {
  try {
    return resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC') ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

export function run(input: Input, options: Options): Countdown | ToolError {
  const local = options.zone.trim().toLowerCase() === LOCAL;
  const zone = local ? browserZone() : resolveZone(options.zone);
  if (!zone) return toolError('unknownZone', { zone: options.zone.slice(0, 64) });
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec((input.when ?? '').trim());
  if (!input.when?.trim()) return toolError('selectWhen', { field: 'when' });
  if (!m) return toolError('invalidWhen', { field: 'when' });
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  if (wall.year < 1 || wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysInMonth(wall.year, wall.month) || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return toolError('invalidWhen', { field: 'when' });
  const { instant, how } = wallClockToInstant(zone, wall);
  return {
    title: input.title.trim(),
    when: isoDateTime(wall),
    zone,
    local,
    instant,
    offset: offsetText(offsetSeconds(zone, instant)),
    gapSeconds: how.kind === 'gap' ? how.gapSeconds : 0,
    overlap: how.kind === 'overlap',
  };
}
