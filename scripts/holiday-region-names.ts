/**
 * Writes the public holidays tool's region names (fields.place.choices.<CC-SS> in plugins/public-holidays/
 * locales/*.json) from the Unicode CLDR's subdivision names in each page language, so that every state,
 * province or region is named in the page's language ("Piémont", "Baja Austria", "Katalonien"), never in
 * another's or in Cyrillic. Countries keep their names (the browser's own, CLDR's territories); the
 * script writes only the regions, in the order of places.ts.
 *
 *   npx tsx scripts/holiday-region-names.ts <CLDR common folder>
 *
 * The folder is CLDR's `common/` (release 48), for example from the npm package cldr 8.0.0
 * (`npm pack cldr@8.0.0`, then `package/3rdparty/cldr/common`): only its subdivisions/{en,es,de,fr}.xml
 * and supplemental/supplementalMetadata.xml are read. Nothing is installed: the names are written into
 * the locales, which the contract tests and plugins/public-holidays/places.test.ts check.
 *
 * CLDR's subdivision names outside English are mostly provisional (taken from Wikidata), so they are
 * tidied the same way in every language: a footnote mark CLDR adds to tell two places apart is dropped
 * ("La Rioja²"), an administrative word before the name is dropped where the English name has none
 * ("Departamento de Cochabamba", "Oblast Belgorod", "canton de Genève" → Cochabamba, Belgorod, Genève),
 * and the first letter is a capital. A language without a name takes CLDR's English one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLACES } from '../plugins/public-holidays/places.ts';

const LANGS = ['en', 'es', 'de', 'fr'] as const;
type Lang = (typeof LANGS)[number];
type Names = Partial<Record<Lang, string>>;

/**
 * Places date-holidays keys by a code ISO 3166-2 and CLDR know under another: codes changed since
 * (Chhattisgarh IN-CT → IN-CG, Ñuble CL-NU → CL-NB, Guatemala's departments numbered), Russian codes it
 * spells its own way, Crimea and Sevastopol as CLDR files them; and South Tyrol, whose holiday it keeps
 * under the code of the region it belongs to (IT-32, Trentino-South Tyrol).
 */
const CODES: Readonly<Record<string, string>> = {
  'CL-NU': 'CL-NB',
  'GT-1': 'GT-01',
  'IN-CT': 'IN-CG',
  'IN-OR': 'IN-OD',
  'IN-TG': 'IN-TS',
  'IN-UT': 'IN-UK',
  'IT-32': 'IT-BZ',
  'RU-CR': 'UA-43',
  'RU-MR': 'RU-MO',
  'RU-NO': 'RU-SE',
  'RU-SEV': 'UA-40',
};

/**
 * Places that are no ISO 3166-2 subdivision, so CLDR has no name for them: Belgium's language
 * communities (whose holidays date-holidays keeps, rather than the regions'), the Canary Islands'
 * islands, the Cook Islands' islands, Alderney, Tristan da Cunha. A language left out takes English.
 */
const OWN: Readonly<Record<string, Names>> = {
  'BE-VLG': { en: 'Flemish Community', es: 'Comunidad flamenca', de: 'Flämische Gemeinschaft', fr: 'Communauté flamande' },
  'BE-WAL': { en: 'French Community', es: 'Comunidad francesa', de: 'Französische Gemeinschaft', fr: 'Communauté française' },
  'BE-DE': { en: 'German-speaking Community', es: 'Comunidad germanófona', de: 'Deutschsprachige Gemeinschaft', fr: 'Communauté germanophone' },
  'GB-ALD': { en: 'Alderney', fr: 'Aurigny' },
  'SH-TA': { en: 'Tristan da Cunha', es: 'Tristán de Acuña' },
  'IC-EH': { en: 'El Hierro' },
  'IC-FU': { en: 'Fuerteventura' },
  'IC-GC': { en: 'Gran Canaria', fr: 'Grande Canarie' },
  'IC-LG': { en: 'La Gomera' },
  'IC-LP': { en: 'La Palma' },
  'IC-LA': { en: 'Lanzarote' },
  'IC-TE': { en: 'Tenerife', de: 'Teneriffa' },
  ...Object.fromEntries(
    ['Aitutaki', 'Atiu', 'Mangaia', 'Manihiki', 'Mitiaro', 'Palmerston', 'Penrhyn', 'Pukapuka', 'Rakahanga', 'Rarotonga'].map((island) => [`CK-${island}`, { en: island }]),
  ),
};

/**
 * CLDR names that are wrong: an English name cut short ("Marl" for Marlborough), republics named by
 * their adjective ("Chechen", French "Komis"), a misspelling ("Hasse" for Hesse), transliteration marks
 * English does not write ("Chhattīsgarh"), and Washington, D.C., which the French data names like the state.
 */
const FIXES: Readonly<Record<string, Names>> = {
  'IN-CT': { en: 'Chhattisgarh' },
  'IN-TG': { en: 'Telangana' },
  'IN-UT': { en: 'Uttarakhand' },
  'NZ-MBH': { en: 'Marlborough' },
  'RU-KO': { fr: 'Komi' },
  'RU-BU': { en: 'Buryatia' },
  'RU-CE': { en: 'Chechnya' },
  'RU-CU': { en: 'Chuvashia' },
  'RU-KB': { en: 'Kabardino-Balkaria' },
  'RU-KC': { en: 'Karachay-Cherkessia' },
  'DE-HE': { es: 'Hesse' },
  'US-DC': { fr: 'Washington D.C.' },
};

/**
 * Administrative words before a name, per language, dropped unless the English name has the word in
 * `unless` (Krasnodar Krai keeps "Krai de Krasnodar"; Murcia Region keeps "Región de Murcia").
 * Matched without regard to the case of the first letter ("canton de", "Canton de").
 */
const DESIGNATORS: Readonly<Record<Exclude<Lang, 'en'>, readonly { prefix: string; unless?: string }[]>> = {
  es: [
    ...['Departamento de ', 'Departamento del ', 'Provincia de ', 'Provincia del ', 'Estado de ', 'Óblast de ', 'Cantón de ', 'Cantón del '].map((prefix) => ({ prefix })),
    ...['República Autónoma de ', 'República de ', 'Principado de '].map((prefix) => ({ prefix })),
    { prefix: 'Región de ', unless: 'Region' },
    { prefix: 'Región del ', unless: 'Region' },
    { prefix: 'Distrito de ', unless: 'District' },
    { prefix: 'Krai de ', unless: 'Krai' },
    { prefix: 'Comunidad de ', unless: 'Community' },
  ],
  de: [
    ...['Autonome Gemeinschaft ', 'Autonome Region ', 'Autonome Republik ', 'Republik ', 'Departamento ', 'Département ', 'Provinz ', 'Oblast '].map((prefix) => ({ prefix })),
    ...['Hauptstadtterritorium '].map((prefix) => ({ prefix })),
    ...['Gespanschaft ', 'Rajon ', 'Kanton ', 'Región de ', 'Región del '].map((prefix) => ({ prefix })),
    { prefix: 'Region ', unless: 'Region|Krai' },
    { prefix: 'Distrikt ', unless: 'District' },
  ],
  fr: [
    ...['Département de ', 'Département d’', 'Province de ', 'Province du ', 'Oblast de ', 'Oblast d’', 'Canton de ', 'Canton d’', 'Canton du ', 'Canton des '].map((prefix) => ({ prefix })),
    ...['Comitat de ', 'Raion de ', 'Municipalité de ', 'État de ', 'État d’', 'Province autonome de ', 'Territoire fédéral d’'].map((prefix) => ({ prefix })),
    ...['République autonome de ', 'République de l’', 'République de ', 'République d’', 'République des '].map((prefix) => ({ prefix })),
    { prefix: 'Territoire de ', unless: 'Territory' },
    { prefix: 'Région de ', unless: 'Region' },
    { prefix: 'Région d’', unless: 'Region' },
    { prefix: 'Région du ', unless: 'Region' },
    { prefix: 'District de ', unless: 'District' },
    { prefix: 'Kraï de ', unless: 'Krai' },
    { prefix: 'Communauté de ', unless: 'Community' },
  ],
};

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** German names that end with the word instead ("Gisborne Region", "Southland (Region)"). */
const GERMAN_SUFFIXES = [' (Region)', ' Region'];

/** A name without the administrative word before (or, in German, after) it, where the English name (`en`) has none. */
export function withoutDesignator(name: string, lang: Lang, en: string): string {
  if (lang === 'en') return name;
  for (const { prefix, unless } of DESIGNATORS[lang]) {
    if (unless && new RegExp(`\\b(${unless})\\b`).test(en)) continue;
    if (capital(name).startsWith(prefix) && name.length > prefix.length) return capital(name.slice(prefix.length));
  }
  if (lang === 'de' && !/\bRegion\b/.test(en)) for (const suffix of GERMAN_SUFFIXES) if (name.endsWith(suffix)) return name.slice(0, -suffix.length);
  return name;
}

/** type → name of one CLDR subdivisions file ("itpm" → "Piemonte"), unescaped. */
function readSubdivisions(file: string): Map<string, string> {
  const names = new Map<string, string>();
  const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&apos;/g, '’').replace(/&quot;/g, '"');
  for (const m of readFileSync(file, 'utf8').matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)) names.set(m[1]!, unescape(m[2]!));
  return names;
}

/** CLDR's aliases of subdivision codes: overseas departments named as territories (frmq → MQ), renamed codes. */
function readAliases(file: string): Map<string, string> {
  const aliases = new Map<string, string>();
  // Commented-out aliases (CLDR keeps a few as notes) are not aliases.
  const text = readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  for (const m of text.matchAll(/<subdivisionAlias type="([a-z0-9]+)" replacement="([A-Za-z0-9]+)"/g)) aliases.set(m[1]!, m[2]!);
  return aliases;
}

/** Every region's name in every language, by place code ("DE-BY" → { en: 'Bavaria', es: 'Baviera', … }). */
export function regionNames(common: string): Map<string, Record<Lang, string>> {
  const cldr = Object.fromEntries(LANGS.map((lang) => [lang, readSubdivisions(join(common, 'subdivisions', `${lang}.xml`))])) as Record<Lang, Map<string, string>>;
  const aliases = readAliases(join(common, 'supplemental', 'supplementalMetadata.xml'));
  const out = new Map<string, Record<Lang, string>>();
  for (const place of PLACES) {
    if (!place.includes('-')) continue;
    const own = OWN[place];
    const key = (CODES[place] ?? place).replace('-', '').toLowerCase();
    const alias = aliases.get(key);
    const cldrName = (lang: Lang): string | undefined => {
      // An alias to a territory (French overseas departments): the territory's name, CLDR's through Intl.
      if (alias && /^[A-Z]{2}$/.test(alias)) return new Intl.DisplayNames([lang], { type: 'region' }).of(alias);
      return cldr[lang].get(alias ?? key);
    };
    const en = FIXES[place]?.en ?? own?.en ?? cldrName('en');
    if (!en) throw new Error(`${place}: no English name in CLDR; give it one in OWN`);
    const names = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      const given = FIXES[place]?.[lang] ?? own?.[lang];
      const raw = given ?? (own ? en : cldrName(lang) ?? en);
      const name = given ? raw : capital(withoutDesignator(raw.replace(/[\u00B2\u00B3\u00B9\u2070-\u2079]+$/u, '').trim(), lang, en));
      names[lang] = name;
    }
    out.set(place, names);
  }
  // Two places of one country with one name (a designator was all that told them apart) keep CLDR's full names.
  for (const lang of LANGS) {
    const seen = new Map<string, string>();
    for (const [place, names] of out) {
      const id = `${place.slice(0, 2)}|${names[lang]}`;
      const other = seen.get(id);
      if (other) throw new Error(`${lang}: ${other} and ${place} are both named "${names[lang]}"`);
      seen.set(id, place);
    }
  }
  return out;
}

function main(common: string | undefined) {
  if (!common) throw new Error('usage: npx tsx scripts/holiday-region-names.ts <CLDR common folder>');
  const names = regionNames(common);
  for (const lang of LANGS) {
    const file = join(import.meta.dirname, '..', 'plugins', 'public-holidays', 'locales', `${lang}.json`);
    const text = readFileSync(file, 'utf8');
    const locale = JSON.parse(text) as { fields: { place: { choices: Record<string, string> } } };
    const before = locale.fields.place.choices;
    const choices: Record<string, string> = {};
    let changed = 0;
    for (const place of ['choose', ...PLACES.slice(1)]) {
      const name = names.get(place)?.[lang] ?? before[place];
      if (name === undefined) throw new Error(`${lang}: no name for ${place}`);
      if (name !== before[place]) changed++;
      choices[place] = name;
    }
    locale.fields.place.choices = choices;
    writeFileSync(file, `${JSON.stringify(locale, null, 2)}${text.endsWith('\n') ? '\n' : ''}`);
    console.log(`${lang}: ${changed} of ${names.size} region names changed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2]);
