/**
 * Loads the page language's emoji data, and only that: each language's file is a chunk of its own,
 * fetched from the site itself when the picker is first drawn (never from a CDN), once per page. The
 * symbols' names come from the tool's locale (the page has already loaded it: the same chunk). The
 * shortcodes, the same in every language, load apart when first needed.
 */
import type { EmojiData } from './derive.ts';
import { entriesOf, LANGS, type Entry, type Lang, type Shortcodes } from './emoji.ts';
import type { SymbolNames } from './symbols.ts';

type Json = Promise<{ default: unknown }>;
const DATA: Record<Lang, () => Json> = {
  en: () => import('./data/en.json'),
  es: () => import('./data/es.json'),
  de: () => import('./data/de.json'),
  fr: () => import('./data/fr.json'),
};
const TEXTS: Record<Lang, () => Json> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
};

export const asLang = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'en');

/** Loaded once; a failed load is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    if (!p) {
      p = load();
      p.catch(() => (p = undefined));
    }
    return p;
  };
}

const entries = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    once(async () => {
      const [data, texts] = await Promise.all([DATA[lang](), TEXTS[lang]()]);
      return entriesOf(data.default as EmojiData, (texts.default as { symbols: SymbolNames }).symbols);
    }),
  ]),
) as Record<Lang, () => Promise<Entry[]>>;

/** Every entry of the picker in `lang` (emoji and symbols). */
export const loadEntries = (lang: Lang): Promise<Entry[]> => entries[lang]();

/** Every emoji's shortcode. */
export const loadShortcodes = once(async () => (await import('./data/shortcodes.json')).default as Shortcodes);
