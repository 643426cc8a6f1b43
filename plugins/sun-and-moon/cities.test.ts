import { describe, expect, it } from 'vitest';
import { selectChoices } from '@sdk/ui';
import type { TFunction } from 'i18next';
import { CITY_IDS, cityName } from './cities.ts';
import { manifest } from './manifest.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('city names', () => {
  it('names a city and its country in the page language, the country once', () => {
    expect(cityName('Europe/Vienna', 'de')).toBe('Wien, Österreich');
    expect(cityName('Europe/Vienna', 'fr')).toBe('Vienne, Autriche');
    expect(cityName('Africa/Cairo', 'es')).toBe('El Cairo, Egipto');
    expect(cityName('America/Indiana/Knox', 'en')).toBe('Knox, Indiana, United States');
    expect(cityName('America/Argentina/Salta', 'de')).toBe('Salta, Argentinien');
    expect(cityName('America/Mexico_City', 'es')).toBe('Ciudad de México');
    expect(cityName('America/El_Salvador', 'fr')).toBe('El Salvador');
    expect(cityName('Asia/Singapore', 'de')).toBe('Singapur');
    expect(cityName('UTC', 'de')).toBeNull();
  });

  it('lists the cities in the order of their names in the page language', () => {
    const decl = manifest.fields.city;
    if (decl.kind !== 'select') throw new Error('city is a select');
    const de = selectChoices('city', decl, 'city', t, 'de').map((c) => c.label);
    expect(de).toHaveLength(CITY_IDS.length);
    expect(de).toEqual([...de].sort(new Intl.Collator('de').compare));
    expect(de.indexOf('Kairo, Ägypten')).toBeGreaterThan(de.indexOf('Johannesburg, Südafrika'));
    // The zone list of the coordinates tab keeps UTC first.
    const zone = manifest.fields.zone;
    if (zone.kind !== 'select') throw new Error('zone is a select');
    expect(selectChoices('zone', zone, 'coordinates', t, 'fr').slice(0, 2).map((c) => c.value)).toEqual(['UTC', 'Africa/Abidjan']);
  });
});
