/**
 * Loads everything the page at a path renders (page chunks, the language's texts and
 * catalog, a tool's bundle) so that hydration and server rendering never suspend.
 */
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLang } from '../i18n/languages.ts';
import { findTool, isCategoryId, pickTools, type CategoryId } from '../registry/index.ts';
import { ALL_CATEGORY_PARTS, catalogResource, partsOf } from './catalog.tsx';
import { languageResources } from './LangLayout.tsx';
import type { LazyPage } from './lazyPage.tsx';

/** Pages whose long texts live in the host's "info" namespace. */
const INFO_TEXT_PAGES = ['about', 'privacy', 'terms', 'licences', 'offline'] as const;

export async function preloadPath(routes: RouteObject[], pathname: string): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = isValidElement(route.element) ? (route.element.type as Partial<LazyPage>) : undefined;
    if (typeof type?.preload === 'function') pending.push(type.preload());
  }
  const [, lang, category, toolId] = pathname.split('/');
  if (isLang(lang)) {
    const res = languageResources(lang);
    pending.push(res.i18n, res.catalog);
    const tool = findTool(toolId);
    // Imported here only when needed: the loaders of every tool's files stay out of the entry chunk.
    // A tool page draws the cards of its related tools, named in its manifest.
    if (tool && tool.category === category)
      pending.push(
        import('./tool/loadToolPage.ts')
          .then((m) => m.toolPageResource(tool.id, lang))
          .then((bundle) => Promise.all(partsOf(pickTools(bundle.manifest.related ?? [])).map((part) => catalogResource(lang, part)))),
      );
    // The card texts a listing page draws (the layout has the featured ones).
    const listed: readonly CategoryId[] = toolId ? [] : category === 'all-tools' || category === 'sitemap' ? ALL_CATEGORY_PARTS : category && isCategoryId(category) ? [category] : [];
    pending.push(...listed.map((part) => catalogResource(lang, part)));
    if (!toolId && (INFO_TEXT_PAGES as readonly (string | undefined)[]).includes(category)) pending.push(import('./pages/InfoPage.tsx').then((m) => m.infoTexts(lang)));
    if (!toolId && category === 'recipe') pending.push(import('./pages/RecipePage.tsx').then((m) => m.recipeTexts(lang)));
    if (!toolId && category === 'contact') pending.push(import('./pages/ContactPage.tsx').then((m) => m.contactTexts(lang)));
  }
  await Promise.all(pending);
}
