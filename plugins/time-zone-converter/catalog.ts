/**
 * The zone picker's catalogue: every zone with a friendly name in the page's language (city, country,
 * generic zone name), its current offset, and a search text that matches cities in the page's language
 * and the others, countries in the page's language and in English, zone names, ids, abbreviations and offsets ("+5:30", "UTC-4").
 * Intl only; no DOM.
 */
import { formerIds, offsetSeconds, regionName, resolveZone, UTC, zoneCity, zoneCityNames, zoneIds } from '@sdk/core';
import { MAIN_ZONES, zoneFacts } from './countries.ts';
import { formatOffset } from './zones.ts';

export interface ZoneEntry {
  id: string;
  /** The city in the page's language: "Nueva York", "Buenos Aires, Argentinien" (see zoneCity). */
  city: string;
  /** The country in the page's language, or null (UTC). */
  country: string | null;
  /** The generic zone name in the page's language ("Eastern Time", "Mitteleuropäische Zeit"), or null. */
  name: string | null;
  /** Seconds east of UTC at the catalogue's instant. */
  offset: number;
  /** Lower-case text without accents that a query is matched against. */
  search: string;
}

/** Lower case, no accents, separators as spaces, any minus sign as "-": what queries and names are compared in. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2212\u2013\u2012]/g, '-')
    .replace(/[_/,()·]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormatter(lang: string, zone: string, style: 'long' | 'longGeneric'): Intl.DateTimeFormat | null {
  const key = `${lang}|${zone}|${style}`;
  let f = formatters.get(key);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: style });
    } catch {
      f = null;
    }
    formatters.set(key, f);
  }
  return f;
}

/** A zone name from Intl unless it is only an offset ("GMT+05:45"), which the page shows its own way. */
function intlZoneName(lang: string, zone: string, style: 'long' | 'longGeneric', at: number): string | null {
  if (zone === UTC) return null;
  const f = zoneFormatter(lang, zone, style);
  const name = f?.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? null;
  return name && !/^(GMT|UTC)([+\-\u2212]|$)/.test(name) ? name : null;
}

/** The name of the zone at that instant, telling standard from summer time: "Eastern Daylight Time", "heure d’été d’Europe centrale". */
export function zoneTimeName(lang: string, zone: string, at: number): string | null {
  return intlZoneName(lang, zone, 'long', at);
}

/** The country in a language (Intl), or null for a zone without one (UTC). */
export function countryName(lang: string, code: string | null): string | null {
  return code ? regionName(code, lang) : null;
}

/** Ways people type an offset: "utc+5:30", "gmt+5:30", "+5:30", "+05:30", "utc+05:30"; whole hours also "utc+9", "+9". */
function offsetForms(seconds: number): string[] {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const hh = String(h).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const forms = [`${sign}${h}:${mm}`, `${sign}${hh}:${mm}`];
  if (m === 0) forms.push(`${sign}${h}`);
  return forms.flatMap((f) => [f, `utc${f}`, `gmt${f}`]);
}

/** One zone's catalogue entry in a language, at an instant (for its offset). */
export function zoneEntry(lang: string, id: string, at: number): ZoneEntry {
  const facts = zoneFacts(id);
  const country = countryName(lang, facts.country);
  const name = intlZoneName(lang, id, 'longGeneric', at);
  const offset = offsetSeconds(id, at);
  const city = zoneCity(id, lang);
  const english = lang === 'en' ? null : countryName('en', facts.country);
  // The city in every language (a German page finds "Tokyo" and "Tokio", a Spanish one "Vienna", "Viena" and "Wien").
  const cities = zoneCityNames(id).filter((c) => c !== city);
  const search = normalize(
    [city, ...cities, country, name, english, id, ...formerIds(id), facts.aliases, ...facts.abbreviations, formatOffset(offset).replace('\u2212', '-'), ...offsetForms(offset)].filter(Boolean).join(' '),
  );
  return { id, city, country, name, offset, search };
}

const catalogues = new Map<string, ZoneEntry[]>();
const HOUR_MS = 3_600_000;

/** Every zone, in a language, with offsets of the hour of `at` (cached per language and hour: building takes some 50 ms). */
export function zoneCatalogue(lang: string, at: number): readonly ZoneEntry[] {
  const key = `${lang}|${Math.floor(at / HOUR_MS)}`;
  let list = catalogues.get(key);
  if (!list) {
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    list = zoneIds().map((id) => zoneEntry(lang, id, hour));
    list.sort((a, b) => a.offset - b.offset || a.city.localeCompare(b.city, lang));
    if (catalogues.size > 8) catalogues.clear();
    catalogues.set(key, list);
  }
  return list;
}

/**
 * The entries matching a query, best first: every word of the query must appear; the main zones of
 * an abbreviation come first ("EST": New York), then whole words, cities starting with the query,
 * entries where a word starts with it, then the rest, each group in offset order. A zone id the engine knows but the list lacks ("Etc/GMT+5", "US/Eastern") is offered too.
 */
export function searchZones(entries: readonly ZoneEntry[], query: string, lang: string, at: number): ZoneEntry[] {
  const q = normalize(query);
  if (q === '') return [...entries];
  const words = q.split(' ');
  const main = MAIN_ZONES[q.toUpperCase()] ?? [];
  const scored: { entry: ZoneEntry; score: number }[] = [];
  for (const entry of entries) {
    if (!words.every((w) => entry.search.includes(w))) continue;
    const text = ` ${entry.search} `;
    // Whole words ("tokyo", "est", "new york") first, then cities starting with the query, then words starting with it.
    const score = main.includes(entry.id) ? main.indexOf(entry.id) - main.length : text.includes(` ${q} `) ? 0 : normalize(entry.city).startsWith(q) ? 1 : text.includes(` ${q}`) ? 2 : 3;
    scored.push({ entry, score });
  }
  scored.sort((a, b) => a.score - b.score);
  const found = scored.map((s) => s.entry);
  // An id typed in full goes first, also one the list lacks ("Etc/GMT+5") or knows by another name ("US/Eastern").
  const typed = query.includes('/') || found.length === 0 ? resolveZone(query) : null;
  if (typed) {
    const known = entries.find((e) => e.id === typed);
    const rest = found.filter((e) => e.id !== typed);
    return [known ?? zoneEntry(lang, typed, at), ...rest];
  }
  return found;
}
