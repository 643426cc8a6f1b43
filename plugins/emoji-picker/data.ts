/**
 * Loads the page language's emoji data, and only that: each language's file is a chunk of its own,
 * fetched from the site itself when the picker first needs it (never from a CDN), once per page.
 */
import type { EmojiData } from './derive.ts';
import { entriesOf, LANGS, type Entry, type Lang } from './emoji.ts';

const LOADERS: Record<Lang, () => Promise<{ default: unknown }>> = {
  en: () => import('./data/en.json'),
  es: () => import('./data/es.json'),
  de: () => import('./data/de.json'),
  fr: () => import('./data/fr.json'),
};

const loaded = new Map<Lang, Promise<Entry[]>>();

export const asLang = (lang: string): Lang => (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'en';

/** Every entry of the picker in `lang` (emoji and symbols). A failed load is tried again next time. */
export function loadEntries(lang: Lang): Promise<Entry[]> {
  let p = loaded.get(lang);
  if (!p) {
    p = LOADERS[lang]().then((m) => entriesOf(m.default as EmojiData, lang));
    p.catch(() => loaded.delete(lang));
    loaded.set(lang, p);
  }
  return p;
}
