/**
 * The converter's zone facts (daylight saving time, next clock change, place phrases), the search catalogue
 * and the 24-hour overview; offsets, wall clocks and zone ids are tested with the SDK
 * (src/sdk/core/timeZone.test.ts), city names with src/sdk/core/zoneNames.ts. Reference values: tzdb rules as in run.test.ts (US 2024:
 * 10 March and 3 November at 02:00; Lord Howe: first Sunday of April and October at 02:00; Chile
 * 2024: 8 September at 24:00), worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { CITY_LANGS, formerIds, zoneCity, zoneIds } from '@sdk/core';
import { formatOffset, isDaylightTime, nextTransition, zonePlace } from './zones.ts';
import { PLACE_PHRASES } from './placePhrases.ts';
import { normalize, searchZones, zoneCatalogue } from './catalog.ts';
import { MAIN_ZONES, zoneFacts } from './countries.ts';
import { hourStrip } from './overview.ts';

const H = 3600;
const AT = Date.UTC(2024, 6, 1, 12);

describe('zones', () => {
  it('tells daylight saving time, south of the equator too', () => {
    expect(isDaylightTime('Europe/Berlin', AT)).toBe(true);
    expect(isDaylightTime('Europe/Berlin', Date.UTC(2024, 0, 1))).toBe(false);
    expect(isDaylightTime('Australia/Sydney', Date.UTC(2024, 0, 1))).toBe(true);
    expect(isDaylightTime('Australia/Sydney', AT)).toBe(false);
    expect(isDaylightTime('Asia/Tokyo', AT)).toBeNull();
    expect(isDaylightTime('UTC', AT)).toBeNull();
  });

  it('finds the next clock change to the second, and none where there is none', () => {
    expect(nextTransition('America/New_York', Date.UTC(2024, 0, 1))).toEqual({ at: Date.UTC(2024, 2, 10, 7), offsetBefore: -5 * H, offsetAfter: -4 * H });
    expect(nextTransition('Australia/Lord_Howe', Date.UTC(2024, 0, 1))).toEqual({ at: Date.UTC(2024, 3, 6, 15), offsetBefore: 11 * H, offsetAfter: 10.5 * H });
    expect(nextTransition('America/Santiago', AT)).toEqual({ at: Date.UTC(2024, 8, 8, 4), offsetBefore: -4 * H, offsetAfter: -3 * H });
    expect(nextTransition('Asia/Tokyo', AT)).toBeNull();
    // Asked again a second later (a live clock), the answer is the same; asked after the change, it is the next one.
    expect(nextTransition('America/New_York', Date.UTC(2024, 0, 1) + 1000)?.at).toBe(Date.UTC(2024, 2, 10, 7));
    expect(nextTransition('America/New_York', Date.UTC(2024, 2, 10, 7))?.at).toBe(Date.UTC(2024, 10, 3, 6));
    // Not beyond the horizon.
    expect(nextTransition('America/New_York', Date.UTC(2024, 0, 1), 30)).toBeNull();
  });

  it('writes offsets for people', () => {
    expect(formatOffset(-4 * H)).toBe('UTC\u221204:00');
    expect(formatOffset(5.75 * H)).toBe('UTC+05:45');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(19 * 60 + 32)).toBe('UTC+00:19:32');
    expect(formatOffset(-(9 * H + 30 * 60))).toBe('UTC\u221209:30');
  });

  it('puts places in sentences with the right preposition', () => {
    expect(zonePlace('Africa/Cairo', 'fr')).toBe('au Caire');
    expect(zonePlace('Europe/Vienna', 'fr')).toBe('à Vienne');
    expect(zonePlace('Europe/Vienna', 'de')).toBe('in Wien');
    expect(zonePlace('America/New_York', 'es')).toBe('en Nueva York');
    expect(zonePlace('America/New_York', 'en')).toBe('in New York');
    expect(zonePlace('Atlantic/Canary', 'en')).toBe('in the Canary Islands');
    expect(zonePlace('Atlantic/Canary', 'de')).toBe('auf den Kanaren');
    expect(zonePlace('Atlantic/Canary', 'es')).toBe('en Canarias');
    expect(zonePlace('UTC', 'fr')).toBe('en UTC');
    expect(zonePlace('Etc/GMT+5', 'fr')).toBe('en GMT+5');
    expect(zonePlace('UTC', 'de')).toBe('in UTC');
  });

  it('keeps its place phrases to zone ids the engine knows, and to phrases that differ from the plain one', () => {
    const known = new Set(zoneIds());
    for (const [id, phrases] of Object.entries(PLACE_PHRASES)) {
      expect(known.has(id) || formerIds(id).length > 0, id).toBe(true);
      for (const lang of CITY_LANGS) {
        const given = phrases[lang];
        if (given === undefined) continue;
        const plain = `${{ en: 'in', es: 'en', de: 'in', fr: 'à' }[lang]} ${zoneCity(id, lang)}`;
        expect(given, `${id} ${lang}`).not.toBe(plain);
      }
    }
  });

  it('knows the country of every listed zone but UTC', () => {
    expect(zoneFacts('Europe/Berlin')).toMatchObject({ country: 'DE', abbreviations: ['CET', 'CEST'] });
    expect(zoneFacts('Asia/Kolkata').country).toBe('IN');
    expect(zoneFacts('UTC').country).toBeNull();
    expect(zoneFacts('Nowhere/Else')).toEqual({ country: null, abbreviations: [], aliases: '' });
  });
});

describe('search', () => {
  const en = zoneCatalogue('en', AT);
  const ids = (lang: string, query: string) => searchZones(zoneCatalogue(lang, AT), query, lang, AT).map((e) => e.id);

  it('has one entry per zone, in offset order, with friendly names', () => {
    expect(en).toHaveLength(zoneIds().length);
    for (let i = 1; i < en.length; i++) expect(en[i]!.offset).toBeGreaterThanOrEqual(en[i - 1]!.offset);
    expect(en.find((e) => e.id === 'Asia/Kathmandu')).toMatchObject({ city: 'Kathmandu', country: 'Nepal', offset: 5.75 * H });
  });

  it('finds cities, old names, countries in the page language and in English', () => {
    expect(ids('en', 'kathmandu')[0]).toBe('Asia/Kathmandu');
    expect(ids('en', 'new york')[0]).toBe('America/New_York');
    expect(ids('en', 'sao paulo')[0]).toBe('America/Sao_Paulo');
    expect(ids('en', 'São Paulo')[0]).toBe('America/Sao_Paulo');
    expect(ids('en', 'kiev')).toEqual(['Europe/Kyiv']);
    expect(ids('en', 'calcutta')).toEqual(['Asia/Kolkata']);
    expect(ids('de', 'Deutschland')).toContain('Europe/Berlin');
    expect(ids('de', 'germany')).toContain('Europe/Berlin');
    expect(ids('es', 'Alemania')).toContain('Europe/Berlin');
    expect(ids('fr', 'Inde')).toContain('Asia/Kolkata');
    // Cities by their names in other languages, and large cities sharing a zone.
    expect(ids('de', 'Tokio')[0]).toBe('Asia/Tokyo');
    expect(ids('es', 'Nueva York')[0]).toBe('America/New_York');
    expect(ids('fr', 'Pékin')[0]).toBe('Asia/Shanghai');
    expect(ids('en', 'Mumbai')).toEqual(['Asia/Kolkata']);
    expect(ids('de', 'München')).toEqual(['Europe/Berlin']);
  });

  it('names cities in the page language and finds them by their local and English names', () => {
    const city = (lang: string, id: string) => zoneCatalogue(lang, AT).find((e) => e.id === id)?.city;
    expect(city('es', 'Asia/Tokyo')).toBe('Tokio');
    expect(city('fr', 'Africa/Cairo')).toBe('Le Caire');
    expect(city('de', 'Europe/Vienna')).toBe('Wien');
    expect(city('en', 'America/Sao_Paulo')).toBe('São Paulo');
    for (const [lang, query, id] of [
      ['de', 'Tokyo', 'Asia/Tokyo'],
      ['de', 'tokio', 'Asia/Tokyo'],
      ['fr', 'Le Caire', 'Africa/Cairo'],
      ['fr', 'Cairo', 'Africa/Cairo'],
      ['es', 'Vienna', 'Europe/Vienna'],
      ['es', 'Viena', 'Europe/Vienna'],
      ['fr', 'Wien', 'Europe/Vienna'],
      ['es', 'ciudad de mexico', 'America/Mexico_City'],
      ['de', 'Mexiko-Stadt', 'America/Mexico_City'],
      ['de', 'Mexico City', 'America/Mexico_City'],
      ['fr', 'Londres', 'Europe/London'],
      ['es', 'New York', 'America/New_York'],
      ['en', 'Ho Chi Minh City', 'Asia/Ho_Chi_Minh'],
      ['en', 'Bogota', 'America/Bogota'],
    ] as const) {
      expect(ids(lang, query)[0], `${lang} ${query}`).toBe(id);
    }
  });

  it('finds abbreviations and offsets as people type them', () => {
    expect(ids('en', 'EST')).toContain('America/New_York');
    expect(ids('en', 'IST').slice(0, 4)).toContain('Asia/Kolkata');
    expect(ids('en', 'JST')[0]).toBe('Asia/Tokyo');
    for (const q of ['+5:30', '+05:30', 'UTC+5:30', 'gmt+05:30']) expect(ids('en', q), q).toContain('Asia/Kolkata');
    expect(ids('en', 'UTC\u22124')).toContain('America/New_York');
    expect(ids('en', '+5:45')).toEqual(['Asia/Kathmandu']);
  });

  it('puts the main zone of a common abbreviation first, not the first of its zones in offset order', () => {
    for (const [q, first] of [
      ['EST', 'America/New_York'],
      ['edt', 'America/New_York'],
      ['CST', 'America/Chicago'],
      ['CDT', 'America/Chicago'],
      ['MST', 'America/Denver'],
      ['MDT', 'America/Denver'],
      ['PST', 'America/Los_Angeles'],
      ['PDT', 'America/Los_Angeles'],
      ['AKST', 'America/Anchorage'],
      ['AST', 'America/Halifax'],
      ['GMT', 'UTC'],
      ['BST', 'Europe/London'],
      ['WET', 'Europe/Lisbon'],
      ['CET', 'Europe/Berlin'],
      ['CEST', 'Europe/Berlin'],
      ['EET', 'Europe/Athens'],
      ['EEST', 'Europe/Athens'],
      ['IST', 'Asia/Kolkata'],
      ['JST', 'Asia/Tokyo'],
      ['AEST', 'Australia/Sydney'],
      ['AEDT', 'Australia/Sydney'],
      ['ACST', 'Australia/Adelaide'],
      ['NZST', 'Pacific/Auckland'],
    ] as const) {
      expect(ids('en', q)[0], q).toBe(first);
      expect(ids('de', q)[0], `de ${q}`).toBe(first);
    }
    // Abbreviations shared by distant zones list each main one before the rest.
    expect(ids('en', 'IST').slice(0, 3)).toEqual(['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem']);
    expect(ids('en', 'CST').slice(0, 2)).toEqual(['America/Chicago', 'Asia/Shanghai']);
    expect(ids('en', 'GMT').slice(0, 2)).toEqual(['UTC', 'Europe/London']);
    expect(ids('en', 'BST').slice(0, 2)).toEqual(['Europe/London', 'Asia/Dhaka']);
    // Every zone still follows: New York's neighbours in EST are not lost.
    expect(ids('en', 'EST')).toContain('America/Atikokan');
  });

  it('names as main zones only zones that use the abbreviation', () => {
    for (const [abbreviation, zones] of Object.entries(MAIN_ZONES))
      for (const zone of zones) expect(zoneFacts(zone).abbreviations, `${abbreviation} ${zone}`).toContain(abbreviation);
  });

  it('offers an id typed in full, also one the list lacks', () => {
    expect(ids('en', 'US/Eastern')[0]).toBe('America/New_York');
    expect(ids('en', 'Etc/GMT+5')).toEqual(['Etc/GMT+5']);
    expect(ids('en', 'zzzz')).toEqual([]);
    expect(ids('en', '')).toHaveLength(en.length);
  });

  it('compares without case, accents or separators', () => {
    expect(normalize('  São_Paulo / UTC−03:00 ')).toBe('sao paulo utc-03:00');
  });
});

describe('24-hour overview', () => {
  it('shows the first zone’s day hour by hour, and the other zones at those hours', () => {
    const strip = hourStrip(['Asia/Tokyo', 'Asia/Kolkata', 'America/New_York'], '2024-07-01', Date.UTC(2024, 6, 1, 3, 20))!;
    expect(strip.rows).toHaveLength(3);
    expect(strip.rows[0]!.map((c) => c.hour)).toEqual([...Array(24).keys()]);
    expect(strip.rows[1]![0]).toMatchObject({ date: '2024-06-30', hour: 20, minute: 30, dayShift: -1 });
    expect(strip.rows[2]![23]).toMatchObject({ date: '2024-07-01', hour: 10, minute: 0, dayShift: 0 });
    expect(strip.selected).toBe(12);
  });

  it('skips the missing hour of a 23-hour day and repeats one on a 25-hour day', () => {
    const spring = hourStrip(['America/New_York'], '2024-03-10', Date.UTC(2024, 2, 10, 16))!;
    expect(spring.rows[0]!.map((c) => c.hour)).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0]);
    expect(spring.rows[0]![23]!.dayShift).toBe(1);
    expect(spring.selected).toBe(11);
    const autumn = hourStrip(['America/New_York'], '2024-11-03', Date.UTC(2024, 10, 3, 6, 30))!;
    expect(autumn.rows[0]!.map((c) => c.hour).slice(0, 4)).toEqual([0, 1, 1, 2]);
    expect(autumn.rows[0]![23]!.hour).toBe(22);
    expect(autumn.selected).toBe(2);
  });

  it('starts at the end of a midnight gap', () => {
    const strip = hourStrip(['America/Santiago'], '2024-09-08', Date.UTC(2024, 8, 8, 12))!;
    expect(strip.rows[0]![0]).toMatchObject({ hour: 1, instant: Date.UTC(2024, 8, 8, 4) });
  });

  it('gives nothing without zones or with a bad date', () => {
    expect(hourStrip([], '2024-01-01', 0)).toBeNull();
    expect(hourStrip(['UTC'], 'bad', 0)).toBeNull();
  });
});
