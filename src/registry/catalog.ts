/** Per-language card and search texts of every tool (see scripts/lib/catalog-plugin.ts). */
import type { Lang } from '../i18n/languages.ts';

export interface ToolText {
  name: string;
  description: string;
  keywords: string;
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
