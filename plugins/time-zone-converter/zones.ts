/**
 * Time-zone arithmetic with Intl only (no library, no time-zone data of our own): which zone ids
 * exist, the UTC offset of a zone at an instant, the wall clock of a zone at an instant, the instant
 * of a wall clock in a zone (with a rule for the daylight-saving gap and overlap), and the next
 * clock change. Pure: no DOM, runs in Node, browsers and workers alike.
 *
 * Offsets are whole seconds east of UTC (New York in winter: -18000), because historical local
 * mean times have seconds (Amsterdam before 1937: +00:19:32).
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A change of a zone's UTC offset (daylight saving time starting or ending, or a new standard time). */
export interface Transition {
  /** The first instant (ms since 1970) with the new offset. */
  at: number;
  offsetBefore: number;
  offsetAfter: number;
}

/**
 * How a wall clock became an instant:
 * - exact: the time exists once;
 * - gap: the time does not exist (clocks jumped forward over it); the instant is computed with the
 *   offset from before the jump, which moves the time forward by the jump ("compatible" rule of
 *   Temporal and of RFC 5545: 02:30 on a 02:00→03:00 night becomes 03:30);
 * - overlap: the time happens twice (clocks went back); `choice` says which one was taken
 *   ('earlier' by default, like Temporal's "compatible").
 */
export type Disambiguation =
  | { kind: 'exact' }
  | { kind: 'gap'; gapSeconds: number }
  | { kind: 'overlap'; choice: 'earlier' | 'later'; offsets: readonly [number, number] };

export const UTC = 'UTC';
const DAY_MS = 86_400_000;
/** Years a wall clock may have: the range of <input type="date">. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/**
 * Ids that browsers still report under their old names (ICU's canonical ids) → today's names, which
 * the same browsers accept. Used only when the engine accepts the new name.
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

/** One formatter per zone (null: the engine does not know the zone). Creating them is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_CACHED = 2000;

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = null;
    }
    if (formatters.size < MAX_CACHED) formatters.set(zone, f);
  }
  return f;
}

/** Milliseconds since 1970 of a wall clock read as if it were UTC (years 0–99 included). */
export function wallAsUtc(w: WallClock): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
}

/** The wall clock of an instant read in UTC. */
export function utcWall(ms: number): WallClock {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

/** The wall clock in `zone` at instant `ms` (to the second). The zone must be valid. */
export function wallClockAt(zone: string, ms: number): WallClock {
  const f = formatterFor(zone);
  if (!f) throw new RangeError(`Unknown time zone ${zone}`);
  const w: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const p of f.formatToParts(ms)) {
    switch (p.type) {
      case 'year':
        w.year = Number(p.value);
        break;
      case 'month':
        w.month = Number(p.value);
        break;
      case 'day':
        w.day = Number(p.value);
        break;
      case 'hour':
        w.hour = Number(p.value) % 24;
        break;
      case 'minute':
        w.minute = Number(p.value);
        break;
      case 'second':
        w.second = Number(p.value);
        break;
      case 'era':
        bc = /^B/i.test(p.value);
        break;
    }
  }
  if (bc) w.year = 1 - w.year;
  return w;
}

/** The zone's offset from UTC in seconds at instant `ms` (east positive: Tokyo +32400). */
export function offsetSeconds(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wallAsUtc(wallClockAt(zone, whole)) - whole) / 1000);
}

/**
 * The instant (ms since 1970) of a wall clock in a zone, and how it was found. Follows Temporal's
 * algorithm for "compatible" disambiguation: look at the offsets one day before and after; each gives
 * a candidate instant that is valid when the zone has that offset at it. Two valid candidates: the
 * time is ambiguous (overlap); none: it fell into a gap and is moved forward by the gap's length.
 */
export function wallClockToInstant(zone: string, wall: WallClock, overlap: 'earlier' | 'later' = 'earlier'): { instant: number; how: Disambiguation } {
  const local = wallAsUtc(wall);
  const before = offsetSeconds(zone, local - DAY_MS);
  const after = offsetSeconds(zone, local + DAY_MS);
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

/**
 * Whether daylight saving time is in force at `ms`: the offset is above the smaller of the offsets on
 * 1 January and 1 July of that year (so it works south of the equator too). null when the zone has
 * the same offset on both days, i.e. it does not observe daylight saving time that year.
 */
export function isDaylightTime(zone: string, ms: number): boolean | null {
  const year = wallClockAt(zone, ms).year;
  const jan = offsetSeconds(zone, wallAsUtc({ year, month: 1, day: 1, hour: 12, minute: 0, second: 0 }));
  const jul = offsetSeconds(zone, wallAsUtc({ year, month: 7, day: 1, hour: 12, minute: 0, second: 0 }));
  if (jan === jul) return null;
  return offsetSeconds(zone, ms) > Math.min(jan, jul);
}

/** Scans of nextTransition, per zone: a live clock asks again every second with a slightly later start. */
const scans = new Map<string, { from: number; until: number; found: Transition | null }>();

/**
 * The next change of the zone's offset after `from`, looking `days` ahead: daily samples, then a
 * binary search down to the second. Two changes within one day (which no zone has had) would be
 * missed; changes a week apart exist (Brazil, October 2000), hence the daily samples.
 */
export function nextTransition(zone: string, from: number, days = 366): Transition | null {
  const until = from + days * DAY_MS;
  const scan = scans.get(zone);
  if (scan && from >= scan.from) {
    // The scan found the first change after its start: it is still the first after `from` if it lies ahead.
    if (scan.found && scan.found.at > from) return scan.found.at <= until ? scan.found : null;
    if (!scan.found && until <= scan.until) return null;
  }
  // Scan a day further than asked, so that the next second's question is answered from the cache.
  const start = Math.ceil(from / 1000) * 1000;
  const found = scanTransition(zone, start, days + 1);
  if (scans.size >= MAX_CACHED) scans.clear();
  scans.set(zone, { from, until: start + (days + 1) * DAY_MS, found });
  return found && found.at <= until ? found : null;
}

function scanTransition(zone: string, start: number, days: number): Transition | null {
  let t = start;
  const offset = offsetSeconds(zone, t);
  for (let i = 0; i < days; i++) {
    const next = t + DAY_MS;
    if (offsetSeconds(zone, next) !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (offsetSeconds(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      return { at: hi, offsetBefore: offset, offsetAfter: offsetSeconds(zone, hi) };
    }
    t = next;
  }
  return null;
}

let allIds: readonly string[] | undefined;
let byLowerCase: Map<string, string> | undefined;

/** The names a zone had before (for search: "Kiev" finds Europe/Kyiv). */
export function formerIds(id: string): string[] {
  return Object.keys(MODERN_IDS).filter((old) => MODERN_IDS[old] === id);
}

/** Today's name of a zone id when the engine accepts it, else the id itself. */
function modernId(id: string): string {
  const modern = MODERN_IDS[id];
  return modern && formatterFor(modern) ? modern : id;
}

/** Every IANA zone the engine knows (Intl.supportedValuesOf) plus UTC, by today's names, sorted. */
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
 * The zone id to use for a typed or stored one, or null when the engine does not know it. Case is
 * fixed ("asia/tokyo" → "Asia/Tokyo"), links become the listed zone ("US/Eastern" → "America/New_York",
 * "Etc/UTC" → "UTC") and old names today's ("Asia/Calcutta" → "Asia/Kolkata").
 */
export function resolveZone(text: string): string | null {
  const id = text.trim();
  if (id === '' || id.length > 64) return null;
  const f = formatterFor(id);
  if (!f) return null;
  const index = lowerCaseIndex();
  const listed = index.get(id.toLowerCase());
  if (listed) return listed;
  const canonical = modernId(f.resolvedOptions().timeZone);
  return index.get(canonical.toLowerCase()) ?? canonical;
}

/** The place a zone is named after, for people: "America/Argentina/Buenos_Aires" → "Buenos Aires, Argentina". */
export function zoneCity(id: string): string {
  const parts = id.split('/');
  const clean = (s: string) => s.replace(/_/g, ' ');
  if (parts.length === 1 || parts[0] === 'Etc') return clean(parts[parts.length - 1]!);
  const city = clean(parts[parts.length - 1]!);
  return parts.length >= 3 ? `${city}, ${clean(parts[parts.length - 2]!)}` : city;
}

/** An offset as "UTC+05:30", "UTC−04:00" (true minus sign) or "UTC+00:19:32" when it has seconds. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '\u2212' : '+';
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hm = `${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`;
  return `UTC${sign}${abs % 60 ? `${hm}:${pad(abs % 60)}` : hm}`;
}

/** "YYYY-MM-DD" and "HH:MM:SS" of a wall clock (years padded to four digits). */
export function isoDate(w: WallClock): string {
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

export function isoTime(w: WallClock): string {
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}:${String(w.second).padStart(2, '0')}`;
}

/** Whole days from one "YYYY-MM-DD" date to another (+1: the next day). */
export function daysBetween(from: WallClock, to: WallClock): number {
  const day = (w: WallClock) => wallAsUtc({ year: w.year, month: w.month, day: w.day, hour: 0, minute: 0, second: 0 });
  return Math.round((day(to) - day(from)) / DAY_MS);
}
