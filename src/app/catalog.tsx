/**
 * The card texts a page draws: the layout holds the featured tools' (home page, footer), and a
 * page that lists more wraps them in <CatalogParts> with the categories it shows. preload.ts loads
 * the same parts before hydration and server rendering, so use() never suspends there.
 */
import { use, useContext, useMemo, type ReactNode } from 'react';
import { CATEGORY_IDS, type CategoryId } from '@sdk/core/categories.ts';
import type { ToolCard } from '@sdk/core/tool.ts';
import { loadCatalogPart, type Catalog, type CatalogPart } from '../registry/catalog.ts';
import type { Lang } from '../i18n/languages.ts';
import { resource } from './resource.ts';
import { CatalogContext, useLang } from './context.ts';

export function catalogResource(lang: Lang, part: CatalogPart): Promise<Catalog> {
  return resource(`catalog:${lang}:${part}`, () => loadCatalogPart(lang, part));
}

/** The categories of some tools: the parts their cards are in. */
export function partsOf(tools: readonly Pick<ToolCard, 'category'>[]): CategoryId[] {
  return [...new Set(tools.map((t) => t.category))];
}

export const ALL_CATEGORY_PARTS: readonly CategoryId[] = CATEGORY_IDS;

/** Makes the card texts of these parts readable below (useCatalog, useToolText), on top of the layout's. */
export function CatalogParts({ parts, children }: { parts: readonly CatalogPart[]; children: ReactNode }) {
  const lang = useLang();
  const outer = useContext(CatalogContext);
  const loaded = parts.map((part) => use(catalogResource(lang, part)));
  // The same value while the texts are the same: a new one would reach into a part of the page not yet
  // hydrated and hydrate it at once (see HydratesApart).
  const key = `${lang}:${parts.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` follows from `key`
  const value = useMemo(() => Object.assign({}, outer, ...loaded) as Catalog, [outer, key]);
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}
