/**
 * URL slugs, one per line: @sindresorhus/slugify (MIT) transliterates to ASCII (Latin accents and
 * ligatures, Cyrillic, Greek, Arabic, Vietnamese…), with this tool's per-language rules on top: German
 * writes "ä" as "ae" and "&" as "und", Spanish and French drop the diaeresis of "ü" and say "y" / "et",
 * Swedish writes "ä" as "a", Danish and Norwegian "å" as "aa". Then optional stop words, a maximum
 * length cut at a word boundary, and numbered duplicates. The library loads on first use.
 */
import { toolError, type ToolError } from '@sdk/core';
import { SEPARATORS, type Input, type Language, type Options } from './manifest.ts';

export interface SlugResult {
  /** One slug per line of the text (an empty line gives an empty slug, so lines stay aligned). */
  slugs: string[];
  /** Line numbers (from 1) of lines with text but nothing a URL slug can keep (only emoji, or Chinese). */
  unusable: number[];
}

type Pairs = readonly (readonly [string, string])[];
const withUpper = (pairs: Pairs): Pairs => pairs.flatMap(([from, to]) => [[from, to], [from.toUpperCase(), to.charAt(0).toUpperCase() + to.slice(1)]] as const);
const umlautsPlain: Pairs = withUpper([['ä', 'a'], ['ö', 'o'], ['ü', 'u']]);

/**
 * Each language's own rules, applied before the library's general ones. "&" is written as the word
 * "and" of the language (spaces around it become separators). The library's own locale option is not
 * used: with Turkish it lowercases "I" to the dotless "ı" after transliterating and then drops it
 * ("ISTANBUL" → "stanbul").
 */
export const REPLACEMENTS: Readonly<Record<Language, Pairs>> = {
  en: [...umlautsPlain, ['&', ' and ']],
  es: [...umlautsPlain, ['&', ' y ']],
  de: [...withUpper([['ä', 'ae'], ['ö', 'oe'], ['ü', 'ue']]), ['ß', 'ss'], ['ẞ', 'SS'], ['&', ' und ']],
  fr: [...umlautsPlain, ['&', ' et ']],
  sv: [...withUpper([['ä', 'a'], ['ö', 'o'], ['å', 'a']]), ['&', ' och ']],
  da: [...withUpper([['æ', 'ae'], ['ø', 'oe'], ['å', 'aa']]), ['&', ' og ']],
  nb: [...withUpper([['æ', 'ae'], ['ø', 'oe'], ['å', 'aa']]), ['&', ' og ']],
  tr: [...withUpper([['â', 'a'], ['ö', 'o'], ['ü', 'u']]), ['&', ' ve ']],
};

/**
 * Words left out of a slug when asked: articles, common prepositions and conjunctions, the forms of
 * "to be" (as SEO plugins such as Yoast SEO do for English). A slug made only of them keeps them.
 */
export const STOP_WORDS: Readonly<Partial<Record<Language, readonly string[]>>> = {
  en: ['a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'into', 'as', 'is', 'are', 'was', 'were', 'be', 'it', 'its'],
  es: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'y', 'e', 'o', 'u', 'de', 'del', 'a', 'al', 'en', 'con', 'por', 'para', 'que', 'se', 'su', 'sus'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einer', 'eines', 'einem', 'einen', 'und', 'oder', 'in', 'im', 'am', 'an', 'auf', 'aus', 'bei', 'mit', 'von', 'vom', 'zu', 'zum', 'zur', 'für', 'ist', 'sind'],
  fr: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'et', 'ou', 'à', 'au', 'aux', 'en', 'dans', 'par', 'pour', 'sur', 'avec', 'que', 'qui', 'est'],
};

type Slugify = (typeof import('@sindresorhus/slugify'))['default'];

/** A line's words, transliterated, with no separator yet ("" → []). */
function words(slugify: Slugify, line: string, language: Language, lowercase: boolean): string[] {
  const text = slugify(line, { separator: ' ', lowercase, decamelize: false, customReplacements: REPLACEMENTS[language] as [string, string][] });
  return text === '' ? [] : text.split(' ');
}

/** The longest run of whole words that fits in max characters; a first word longer than max is cut. */
export function fit(list: readonly string[], separator: string, max: number): string {
  if (max <= 0) return list.join(separator);
  let out = '';
  for (const word of list) {
    const next = out === '' ? word : `${out}${separator}${word}`;
    if (next.length > max) return out === '' ? word.slice(0, max) : out;
    out = next;
  }
  return out;
}

export async function run({ text }: Input, options: Options): Promise<SlugResult | ToolError> {
  if (text.trim() === '') return toolError('empty');
  const { default: slugify } = await import('@sindresorhus/slugify');
  const separator = SEPARATORS[options.separator];
  const stop = options.stopWords && STOP_WORDS[options.language] ? new Set(STOP_WORDS[options.language]!.flatMap((w) => words(slugify, w, options.language, true))) : undefined;
  const seen = new Map<string, number>();
  const slugs: string[] = [];
  const unusable: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    let list = words(slugify, line, options.language, options.lowercase);
    if (list.length === 0) {
      if (line.trim() !== '') unusable.push(i + 1);
      slugs.push('');
      return;
    }
    if (stop) {
      const kept = list.filter((w) => !stop.has(w.toLowerCase()));
      if (kept.length > 0) list = kept;
    }
    let slug = fit(list, separator, options.maxLength);
    if (options.unique) {
      const key = slug.toLowerCase();
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count > 1) {
        // The number fits within the maximum length too: fewer words, then the number.
        for (let n = count; ; n++) {
          const suffix = `${separator}${n}`;
          const candidate = `${fit(list, separator, options.maxLength > 0 ? Math.max(1, options.maxLength - suffix.length) : 0)}${suffix}`;
          if (!seen.has(candidate.toLowerCase())) {
            slug = candidate;
            seen.set(candidate.toLowerCase(), 1);
            break;
          }
        }
      }
    }
    slugs.push(slug);
  });
  return { slugs, unusable };
}
