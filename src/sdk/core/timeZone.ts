/**
 * IANA time zones with Intl only (no library, no zone data of our own): which zone ids exist and
 * how to name them, the UTC offset of a zone at an instant, the wall clock of a zone at an instant,
 * and the instant of a wall clock in a zone, with a rule for the daylight-saving gap and overlap.
 * Pure: no DOM, runs in Node, browsers and workers alike.
 *
 * Offsets are whole seconds east of UTC (New York in winter: -18000), because historical local
 * mean times have seconds (New York before 1883: -04:56:02).
 */
import { MAX_EPOCH_MS, MS_PER_DAY, msFromWall, wallFromMs, type WallTime } from './calendar.ts';

export const UTC = 'UTC';

/**
 * How a wall clock became an instant:
 * - exact: the time exists once;
 * - gap: the time does not exist (clocks jumped forward over it); the instant is computed with the
 *   offset from before the jump, which moves the time forward by the jump ("compatible" rule of
 *   Temporal and of RFC 5545: 02:30 on a 02:00→03:00 night becomes 03:30);
 * - overlap: the time happens twice (clocks went back); `choice` says which one was taken
 *   ('earlier' by default, like Temporal's "compatible"); `offsets` are the earlier one's and the later one's.
 */
export type Disambiguation =
  | { kind: 'exact' }
  | { kind: 'gap'; gapSeconds: number }
  | { kind: 'overlap'; choice: 'earlier' | 'later'; offsets: readonly [number, number] };

/**
 * Ids that engines (ICU) still report under their old names → today's names, which the same engines
 * accept. Used only when the engine accepts the new name.
 */
const MODERN_IDS: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Coral_Harbour': 'America/Atikokan',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
};

/** One formatter per zone id as given (null: the engine does not know it). Creating them is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_CACHED = 2000;

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    } catch {
      f = null;
    }
    if (formatters.size < MAX_CACHED) formatters.set(zone, f);
  }
  return f;
}

/**
 * The engine's canonical name of a zone ("europe/paris" → "Europe/Paris", "US/Eastern" →
 * "America/New_York", "Etc/UTC" → "UTC"), or null if the engine does not know it. Engines built on
 * ICU keep some old names ("Asia/Kolkata" → "Asia/Calcutta"); resolveZone gives today's.
 */
export function canonicalZone(zone: string): string | null {
  if (zone.trim() === '' || zone.length > 100) return null;
  return formatterFor(zone)?.resolvedOptions().timeZone ?? null;
}

/** The names a zone had before ("Europe/Kyiv" → ["Europe/Kiev"]), for search. */
export function formerIds(id: string): string[] {
  return Object.keys(MODERN_IDS).filter((old) => MODERN_IDS[old] === id);
}

/** Today's name of a zone id when the engine accepts it, else the id itself. */
function modernId(id: string): string {
  const modern = MODERN_IDS[id];
  return modern && formatterFor(modern) ? modern : id;
}

let allIds: readonly string[] | undefined;
let byLowerCase: Map<string, string> | undefined;

/** Every IANA zone the engine knows (Intl.supportedValuesOf) plus UTC, by today's names, sorted, UTC first. */
export function zoneIds(): readonly string[] {
  if (!allIds) {
    let ids: string[] = [];
    try {
      ids = Intl.supportedValuesOf('timeZone');
    } catch {
      ids = [];
    }
    allIds = [...new Set([UTC, ...ids.map(modernId)])].sort((a, b) => (a === UTC ? -1 : b === UTC ? 1 : a.localeCompare(b)));
  }
  return allIds;
}

function lowerCaseIndex(): Map<string, string> {
  if (!byLowerCase) byLowerCase = new Map(zoneIds().map((id) => [id.toLowerCase(), id]));
  return byLowerCase;
}

/**
 * The zone id to use for a typed or stored one, or null when the engine does not know it. Spaces
 * around it are dropped, case is fixed ("asia/tokyo" → "Asia/Tokyo"), links become the listed zone
 * ("US/Eastern" → "America/New_York", "Etc/UTC" → "UTC") and old names today's ("Asia/Calcutta" →
 * "Asia/Kolkata"), so the result is one of zoneIds() wherever the engine lists it.
 */
export function resolveZone(text: string): string | null {
  const id = text.trim();
  if (id.length > 64) return null;
  const canonical = canonicalZone(id);
  if (!canonical) return null;
  const index = lowerCaseIndex();
  const listed = index.get(id.toLowerCase());
  if (listed) return listed;
  const modern = modernId(canonical);
  return index.get(modern.toLowerCase()) ?? modern;
}

/**
 * The zone's offset from UTC in seconds at instant `ms` (east positive: Kolkata +19800), read from
 * Intl's "GMT+05:30" to the second. Instants beyond the Date range take the offset at its edge.
 * Throws a RangeError for a zone the engine does not know.
 */
export function offsetSeconds(zone: string, ms: number): number {
  const f = formatterFor(zone);
  if (!f) throw new RangeError(`Unknown time zone ${zone}`);
  const clamped = Math.max(-MAX_EPOCH_MS, Math.min(MAX_EPOCH_MS, ms));
  const name = f.formatToParts(clamped).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?$/.exec(name);
  if (!m) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** The wall clock in `zone` at instant `ms`, to the millisecond. Throws a RangeError for an unknown zone. */
export function wallClockAt(zone: string, ms: number): Required<WallTime> {
  return wallFromMs(ms + offsetSeconds(zone, ms) * 1000);
}

/**
 * The instant (ms since 1970) at which clocks in `zone` show `wall`, and how it was found. Temporal's
 * algorithm for "compatible" disambiguation: the offsets one day before and one day after each give a
 * candidate instant, valid when the zone has that offset at it. Two valid candidates: the time occurs
 * twice (overlap; `overlap` picks one); none: it fell into a gap and moves forward by the gap's length.
 */
export function wallClockToInstant(zone: string, wall: WallTime, overlap: 'earlier' | 'later' = 'earlier'): { instant: number; how: Disambiguation } {
  const local = msFromWall(wall);
  const before = offsetSeconds(zone, local - MS_PER_DAY);
  const after = offsetSeconds(zone, local + MS_PER_DAY);
  const offsets = before === after ? [before] : [before, after];
  const valid = offsets.map((o) => local - o * 1000).filter((t) => offsetSeconds(zone, t) * 1000 === local - t);
  valid.sort((a, b) => a - b);
  if (valid.length === 1) return { instant: valid[0]!, how: { kind: 'exact' } };
  if (valid.length === 2) {
    const [earlier, later] = valid as [number, number];
    return {
      instant: overlap === 'later' ? later : earlier,
      how: { kind: 'overlap', choice: overlap, offsets: [offsetSeconds(zone, earlier), offsetSeconds(zone, later)] },
    };
  }
  // A gap: the clock read with the offset in force before the jump lands after it.
  const instant = local - before * 1000;
  return { instant, how: { kind: 'gap', gapSeconds: Math.max(0, offsetSeconds(zone, instant) - before) } };
}

/** An offset as ISO 8601 writes it: "+05:30", "-04:00", "+00:00", or "-04:56:02" when it has seconds. */
export function offsetText(seconds: number): string {
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = abs % 60;
  return `${seconds < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}${rest ? `:${pad(rest)}` : ''}`;
}
