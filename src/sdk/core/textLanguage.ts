/**
 * The language of a text among the site's four, told from its most frequent short words: for tools
 * whose rules differ by language (readability formulas, stop words) when the visitor chooses "detect".
 */
export const TEXT_LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Words that are frequent in one language and rare in the others. */
const MARKERS: Record<TextLanguage, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'in', 'that', 'it', 'was', 'for', 'you', 'with', 'are', 'this', 'be', 'not', 'have', 'on', 'they', 'we'],
  es: ['el', 'los', 'las', 'y', 'un', 'una', 'es', 'por', 'con', 'para', 'no', 'se', 'del', 'al', 'lo', 'como', 'pero', 'más', 'muy', 'está'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'zu', 'den', 'mit', 'sich', 'auf', 'für', 'dem', 'von', 'ich', 'sie', 'auch', 'wir'],
  fr: ['le', 'les', 'des', 'et', 'est', 'une', 'qui', 'du', 'dans', 'pour', 'pas', 'ne', 'au', 'sur', 'avec', 'il', 'nous', 'vous', 'ce', 'sont'],
};
const MARKER_SETS = Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, new Set(MARKERS[l])])) as Record<TextLanguage, Set<string>>;

/** The language whose frequent words the text uses most (English when none is found). */
export function detectTextLanguage(text: string): TextLanguage {
  const hits: Record<TextLanguage, number> = { en: 0, es: 0, de: 0, fr: 0 };
  const sample = text.length > 20000 ? text.slice(0, 20000) : text;
  for (const word of sample.toLowerCase().match(/\p{L}+/gu) ?? []) for (const l of TEXT_LANGUAGES) if (MARKER_SETS[l].has(word)) hits[l]++;
  return TEXT_LANGUAGES.reduce((best, l) => (hits[l] > hits[best] ? l : best), 'en' as TextLanguage);
}
