/** Country and region names from the engine's own data (Intl, CLDR): nothing to translate or ship. Pure. */

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `lang`, from its ISO 3166 code ("AT" → "Österreich"); the code itself where the engine has no name. */
export function regionName(code: string, lang: string): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })));
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
