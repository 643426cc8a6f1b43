/**
 * Every place of the list is named in the page's language: countries by CLDR's territory names, regions by
 * CLDR's subdivision names (scripts/holiday-region-names.ts writes them into the locales), never in another
 * language's words or script.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACES } from './places.ts';

const LANGS = ['en', 'es', 'de', 'fr'] as const;
const names = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8')).fields.place.choices as Record<string, string>]),
) as Record<(typeof LANGS)[number], Record<string, string>>;
const regions = PLACES.filter((p) => p.includes('-'));

describe('place names', () => {
  it('are all in Latin script, in every language (no Cyrillic for Russia’s regions)', () => {
    for (const lang of LANGS) for (const place of PLACES) expect(names[lang][place], `${lang} ${place}`).toMatch(/^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u);
  });

  it('name regions in the page language', () => {
    const cases: [string, string, string, string, string][] = [
      // place, en, es, de, fr
      ['IT-21', 'Piedmont', 'Piamonte', 'Piemont', 'Piémont'],
      ['IT-52', 'Tuscany', 'Toscana', 'Toskana', 'Toscane'],
      ['AT-3', 'Lower Austria', 'Baja Austria', 'Niederösterreich', 'Basse-Autriche'],
      ['CH-BE', 'Bern', 'Berna', 'Bern', 'Berne'],
      ['CH-GE', 'Geneva', 'Ginebra', 'Genf', 'Genève'],
      ['ES-CT', 'Catalonia', 'Cataluña', 'Katalonien', 'Catalogne'],
      ['GB-SCT', 'Scotland', 'Escocia', 'Schottland', 'Écosse'],
      ['RU-AD', 'Adygea', 'Adigueya', 'Adygeja', 'Adyguée'],
      ['DE-BY', 'Bavaria', 'Baviera', 'Bayern', 'Bavière'],
      ['FR-GF', 'French Guiana', 'Guayana Francesa', 'Französisch-Guayana', 'Guyane française'],
      ['BE-VLG', 'Flemish Community', 'Comunidad flamenca', 'Flämische Gemeinschaft', 'Communauté flamande'],
    ];
    for (const [place, ...expected] of cases) expect(LANGS.map((lang) => names[lang][place]), place).toEqual(expected);
  });

  it('keep another language’s administrative words out (Kanton, Land, Canton de in Spanish)', () => {
    const foreign: Record<string, RegExp> = { en: /\b(Kanton|Canton de|Land|Región|Departamento)\b/u, es: /\b(Kanton|Canton|Land|Oblast)\b/u, de: /\b(Canton|Cantón|Departamento|Región)\b/u, fr: /\b(Kanton|Cantón|Land|Región|Departamento)\b/u };
    for (const lang of LANGS) for (const place of regions) expect(names[lang][place], `${lang} ${place}`).not.toMatch(foreign[lang]!);
  });

  it('name the regions of a country apart, each starting with a capital', () => {
    for (const lang of LANGS) {
      const seen = new Set<string>();
      for (const place of regions) {
        const name = names[lang][place]!;
        expect(name.charAt(0), `${lang} ${place}`).toBe(name.charAt(0).toLocaleUpperCase(lang));
        const key = `${place.slice(0, 2)} ${name}`;
        expect(seen.has(key), `${lang} ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });
});
