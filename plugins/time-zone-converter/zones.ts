/**
 * The converter's own zone facts on top of @sdk/core/timeZone.ts: whether daylight saving time is in
 * force, the next clock change, and names for people (the city of a zone id in the page's language,
 * "UTC+05:30"). Pure.
 */
import { cityLang, MS_PER_DAY, msFromWall, offsetSeconds, offsetText, wallClockAt, zoneCity, type CityLang } from '@sdk/core';
import { PLACE_PHRASES } from './placePhrases.ts';

/** A change of a zone's UTC offset (daylight saving time starting or ending, or a new standard time). */
export interface Transition {
  /** The first instant (ms since 1970) with the new offset. */
  at: number;
  offsetBefore: number;
  offsetAfter: number;
}

/** Zones remembered by nextTransition; beyond this many the cache starts again. */
const MAX_CACHED = 2000;

/**
 * Whether daylight saving time is in force at `ms`: the offset is above the smaller of the offsets on
 * 1 January and 1 July of that year (so it works south of the equator too). null when the zone has
 * the same offset on both days, i.e. it does not observe daylight saving time that year.
 */
export function isDaylightTime(zone: string, ms: number): boolean | null {
  const year = wallClockAt(zone, ms).year;
  const jan = offsetSeconds(zone, msFromWall({ year, month: 1, day: 1, hour: 12, minute: 0, second: 0 }));
  const jul = offsetSeconds(zone, msFromWall({ year, month: 7, day: 1, hour: 12, minute: 0, second: 0 }));
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
  const until = from + days * MS_PER_DAY;
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
  scans.set(zone, { from, until: start + (days + 1) * MS_PER_DAY, found });
  return found && found.at <= until ? found : null;
}

function scanTransition(zone: string, start: number, days: number): Transition | null {
  let t = start;
  const offset = offsetSeconds(zone, t);
  for (let i = 0; i < days; i++) {
    const next = t + MS_PER_DAY;
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

const PREPOSITIONS: Readonly<Record<CityLang, string>> = { en: 'in', es: 'en', de: 'in', fr: 'à' };

/**
 * "In" the zone's place, to put in a sentence ("As the clock reads {place}"): "in New York", "en
 * Nueva York", "in Wien", "à Vienne"; "au Caire", "auf den Kanaren", "in the Canary Islands" from
 * placePhrases.ts; "en UTC" in French for UTC and offsets ("Etc/GMT+5"). The city: the SDK's zoneCity.
 */
export function zonePlace(id: string, lang: string): string {
  const key = cityLang(lang) ?? 'en';
  const given = PLACE_PHRASES[id]?.[key];
  if (given) return given;
  const offsetOnly = !id.includes('/') || id.startsWith('Etc/');
  return `${offsetOnly && key === 'fr' ? 'en' : PREPOSITIONS[key]} ${zoneCity(id, lang)}`;
}

/** An offset as "UTC+05:30", "UTC−04:00" (true minus sign) or "UTC+00:19:32" when it has seconds. */
export function formatOffset(seconds: number): string {
  return `UTC${offsetText(seconds).replace('-', '\u2212')}`;
}
