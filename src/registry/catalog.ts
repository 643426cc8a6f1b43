/** Per-language card and search texts of every tool (see scripts/lib/catalog-plugin.ts). */
import type { Lang } from '../i18n/languages.ts';

export interface ToolText {
  name: string;
  description: string;
}
export type Catalog = Readonly<Record<string, ToolText>>;

const loaders: Record<Lang, () => Promise<{ default: Catalog }>> = {
  en: () => import('virtual:tool-catalog/en'),
  es: () => import('virtual:tool-catalog/es'),
  de: () => import('virtual:tool-catalog/de'),
  fr: () => import('virtual:tool-catalog/fr'),
};

export async function loadCatalog(lang: Lang): Promise<Catalog> {
  return (await loaders[lang]()).default;
}

/** Translated search keywords per tool id: loaded when a search box is first used, not with the page. */
export type SearchKeywords = Readonly<Record<string, string>>;
const keywordLoaders: Record<Lang, () => Promise<{ default: SearchKeywords }>> = {
  en: () => import('virtual:tool-keywords/en'),
  es: () => import('virtual:tool-keywords/es'),
  de: () => import('virtual:tool-keywords/de'),
  fr: () => import('virtual:tool-keywords/fr'),
};

export async function loadSearchKeywords(lang: Lang): Promise<SearchKeywords> {
  return (await keywordLoaders[lang]()).default;
}
