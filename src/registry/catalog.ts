/**
 * Per-language card and search texts of the tools (see scripts/lib/catalog-plugin.ts). Card texts
 * come in parts, the featured tools and one part per category, so each page loads only the cards
 * it draws; the search box loads every tool's name and keywords, and its words in every language,
 * when it is first used.
 */
import parts from 'virtual:tool-catalog';
import type { Lang } from '../i18n/languages.ts';
import type { CategoryId } from '@sdk/core/categories.ts';

export interface ToolText {
  name: string;
  description: string;
}
export type Catalog = Readonly<Record<string, ToolText>>;

/** The featured tools (home page and footer) or one category. */
export type CatalogPart = 'featured' | CategoryId;

export async function loadCatalogPart(lang: Lang, part: CatalogPart): Promise<Catalog> {
  const load = parts[lang]?.[part];
  if (!load) throw new Error(`No catalogue part ${lang}/${part}`);
  return (await load()).default;
}

/** Every tool's name and translated search keywords. */
export type SearchTexts = Readonly<Record<string, { name: string; keywords: string }>>;
const searchLoaders: Record<Lang, () => Promise<{ default: SearchTexts }>> = {
  en: () => import('virtual:tool-search/en'),
  es: () => import('virtual:tool-search/es'),
  de: () => import('virtual:tool-search/de'),
  fr: () => import('virtual:tool-search/fr'),
};

export async function loadSearchTexts(lang: Lang): Promise<SearchTexts> {
  return (await searchLoaders[lang]()).default;
}

/** Per tool, the words of its names and keywords in every language, folded and space-separated. */
export type SearchWords = Readonly<Record<string, string>>;

export async function loadSearchWords(): Promise<SearchWords> {
  return (await import('virtual:tool-words')).default;
}
