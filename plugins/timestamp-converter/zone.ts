/**
 * Time zone offsets from the IANA database the JavaScript engine carries (Intl), no library:
 * the offset of a zone at an instant, and the instant of a wall-clock time in a zone, with the
 * gaps and overlaps of daylight saving time resolved as Temporal's "compatible" rule does.
 */
import { MS_PER_DAY, msFromWall, type WallTime } from './civil.ts';

/** The largest distance from the epoch a JavaScript Date can hold (ECMA-262, "Time Values and Time Range"). */
export const MAX_MS = 8.64e15;

const formats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    formats.set(zone, f);
  }
  return f;
}

/** The canonical name of an IANA zone ("europe/paris" → "Europe/Paris"), or null if the engine does not know it. */
export function canonicalZone(zone: string): string | null {
  if (zone.trim() === '' || zone.length > 100) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone's offset from UTC in seconds at an instant ("GMT+05:30" → 19800). */
export function offsetSecondsAt(ms: number, zone: string): number {
  const clamped = Math.max(-MAX_MS, Math.min(MAX_MS, ms));
  const name = offsetFormat(zone).formatToParts(clamped).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/.exec(name);
  if (!m) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** How a wall-clock time maps to instants in a zone: once, never (clocks jumped forward) or twice (clocks went back). */
export type WallClock = 'exact' | 'skipped' | 'repeated';

/**
 * The instant at which clocks in `zone` show `wall`. A time skipped by a jump forward is moved
 * forward by the length of the jump (02:30 on a spring-forward night becomes 03:30); a time that
 * occurs twice gives the earlier instant. That is the "compatible" disambiguation of Temporal and
 * of RFC 5545 (iCalendar).
 */
export function instantFromWall(wall: WallTime, zone: string): { ms: number; wallClock: WallClock } {
  const local = msFromWall(wall);
  // The offsets in force a day before and a day after: any transition in between is the one that matters.
  const before = offsetSecondsAt(local - MS_PER_DAY, zone) * 1000;
  const after = offsetSecondsAt(local + MS_PER_DAY, zone) * 1000;
  const candidates = [...new Set([before, after])].map((offset) => local - offset).filter((ms) => offsetSecondsAt(ms, zone) * 1000 === local - ms);
  if (candidates.length === 0) return { ms: local - before, wallClock: 'skipped' };
  const unique = [...new Set(candidates)].sort((a, b) => a - b);
  return { ms: unique[0]!, wallClock: unique.length > 1 ? 'repeated' : 'exact' };
}
