import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { selectChoices } from '@sdk/ui';
import { manifest } from './manifest.ts';

/** The zone select as a page in `lang` lists it, with the tool's own locale. */
function zoneSelect(lang: string) {
  const texts = JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8'));
  const t = ((key: string) => key.split('.').reduce((o, k) => o?.[k], texts) ?? key) as unknown as TFunction;
  const decl = manifest.fields.timeZone;
  if (decl.kind !== 'select') throw new Error('timeZone is a select');
  return selectChoices('timeZone', decl, undefined, t, lang);
}

describe('time zone select', () => {
  it('names every zone by its city in the page language', () => {
    const label = (lang: string, zone: string) => zoneSelect(lang).find((c) => c.value === zone)?.label;
    expect(label('de', 'Europe/Vienna')).toBe('Wien');
    expect(label('de', 'Europe/Warsaw')).toBe('Warschau');
    expect(label('es', 'Africa/Cairo')).toBe('El Cairo');
    expect(label('es', 'America/Havana')).toBe('La Habana');
    expect(label('fr', 'Europe/London')).toBe('Londres');
    expect(label('en', 'America/Sao_Paulo')).toBe('São Paulo');
    expect(label('de', 'local')).toBe('Ihre Zeitzone');
    const de = zoneSelect('de').map((c) => c.label);
    expect(de).not.toContain('Vienna');
    expect(new Set(de).size).toBe(de.length);
  });

  it('lists the visitor’s zone and UTC first, then each region’s cities in the order of their names', () => {
    const de = zoneSelect('de');
    expect(de.slice(0, 2).map((c) => c.value)).toEqual(['local', 'UTC']);
    const europe = de.filter((c) => c.group === 'Europa').map((c) => c.label);
    expect(europe).toEqual([...europe].sort(new Intl.Collator('de').compare));
    expect(europe.indexOf('Wien')).toBeGreaterThan(europe.indexOf('Warschau'));
    expect(europe.indexOf('Kiew')).toBeLessThan(europe.indexOf('Lissabon'));
  });
});
