/** City names of zones in each page language: the one table every zone select and the time zone converter use. */
import { describe, expect, it } from 'vitest';
import { formerIds, zoneIds } from './timeZone.ts';
import { CITY_LANGS, CITY_NAMES, REGION_NAMES, zoneCity, zoneCityNames, type CityLang } from './zoneNames.ts';

describe('zone names', () => {
  it('names a zone by the city of its id', () => {
    expect(zoneCity('America/New_York', 'en')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires, Argentina');
    expect(zoneCity('America/Indiana/Knox', 'en')).toBe('Knox, Indiana');
    expect(zoneCity('UTC', 'en')).toBe('UTC');
    expect(zoneCity('Etc/GMT+5', 'en')).toBe('GMT+5');
  });

  it('names cities as people write them in each language', () => {
    // Exonyms as the press writes them (FundéuRAE, Duden, Le Monde); English with the accents the ids lack.
    const cases: [string, CityLang, string][] = [
      ['Asia/Tokyo', 'es', 'Tokio'],
      ['Asia/Tokyo', 'de', 'Tokio'],
      ['Asia/Tokyo', 'fr', 'Tokyo'],
      ['Europe/Vienna', 'de', 'Wien'],
      ['Europe/Vienna', 'es', 'Viena'],
      ['Europe/Vienna', 'fr', 'Vienne'],
      ['Europe/Vienna', 'en', 'Vienna'],
      ['Africa/Cairo', 'fr', 'Le Caire'],
      ['Africa/Cairo', 'es', 'El Cairo'],
      ['Africa/Cairo', 'de', 'Kairo'],
      ['America/Sao_Paulo', 'en', 'São Paulo'],
      ['America/Sao_Paulo', 'fr', 'São Paulo'],
      ['America/Bogota', 'en', 'Bogotá'],
      ['America/Bogota', 'fr', 'Bogota'],
      ['Europe/London', 'fr', 'Londres'],
      ['Europe/London', 'es', 'Londres'],
      ['Europe/London', 'de', 'London'],
      ['America/New_York', 'es', 'Nueva York'],
      ['America/New_York', 'de', 'New York'],
      ['America/New_York', 'fr', 'New York'],
      ['America/Mexico_City', 'es', 'Ciudad de México'],
      ['America/Mexico_City', 'de', 'Mexiko-Stadt'],
      ['America/Mexico_City', 'fr', 'Mexico'],
      ['Asia/Ho_Chi_Minh', 'en', 'Ho Chi Minh City'],
      ['Atlantic/Reykjavik', 'en', 'Reykjavík'],
      ['Europe/Kyiv', 'en', 'Kyiv'],
      ['Europe/Kyiv', 'de', 'Kiew'],
      ['America/Argentina/Cordoba', 'es', 'Córdoba, Argentina'],
      ['America/Argentina/Salta', 'de', 'Salta, Argentinien'],
      ['America/North_Dakota/Beulah', 'fr', 'Beulah, Dakota du Nord'],
      ['America/Chicago', 'fr', 'Chicago'],
    ];
    for (const [id, lang, name] of cases) expect(zoneCity(id, lang), `${id} ${lang}`).toBe(name);
    // Regional variants use their language's names; languages without a table, the English ones.
    expect(zoneCity('Asia/Tokyo', 'es-MX')).toBe('Tokio');
    expect(zoneCity('Asia/Tokyo', 'it')).toBe('Tokyo');
    expect(zoneCity('America/Sao_Paulo', 'it')).toBe('São Paulo');
  });

  it('keeps the name tables to zone ids the engine knows, and to names that differ', () => {
    const known = new Set(zoneIds());
    const langs = CITY_LANGS;
    // The keys are today's ids: listed by the engine, or the new name of one it lists under an old name.
    for (const id of Object.keys(CITY_NAMES)) {
      expect(known.has(id) || formerIds(id).length > 0, id).toBe(true);
    }
    for (const [id, names] of Object.entries(CITY_NAMES)) {
      const derived = id.split('/').pop()!.replace(/_/g, ' ');
      // No entry repeats what it would be without it: English ≠ the id's city, other languages ≠ English.
      if (names.en !== undefined) expect(names.en, id).not.toBe(derived);
      for (const lang of langs.slice(1)) if (names[lang] !== undefined) expect(names[lang], `${id} ${lang}`).not.toBe(names.en ?? derived);
      for (const lang of langs) if (names[lang] !== undefined) expect(names[lang]!.trim(), `${id} ${lang}`).toBe(names[lang]);
    }
    for (const region of Object.keys(REGION_NAMES)) expect(zoneIds().some((id) => id.split('/').length === 3 && id.includes(`/${region}/`)), region).toBe(true);
    // Every zone has a name in every language, without underscores, NaN or undefined.
    for (const id of zoneIds()) {
      for (const lang of langs) expect(zoneCity(id, lang), `${id} ${lang}`).toMatch(/^[^_]+$/u);
    }
  });

  it('gives every name of a zone once, English first, for search', () => {
    expect(zoneCityNames('Europe/Vienna')).toEqual(['Vienna', 'Viena', 'Wien', 'Vienne']);
    expect(zoneCityNames('America/Chicago')).toEqual(['Chicago']);
  });
});
