/**
 * Loads everything the page at a path renders (lazy route modules, the language's texts and
 * catalog, a tool's bundle) so that hydration and server rendering never suspend.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLang } from '../i18n/languages.ts';
import { findTool } from '../registry/index.ts';
import { languageResources } from './LangLayout.tsx';
import { toolPageResource } from './tool/loadToolPage.ts';

export async function preloadPath(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pending: Promise<unknown>[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') {
      const lazy = route.lazy;
      pending.push(
        lazy().then((mod) => {
          Object.assign(route, mod, { lazy: undefined });
        }),
      );
    }
  }
  const [, lang, category, toolId] = pathname.split('/');
  if (isLang(lang)) {
    const res = languageResources(lang);
    pending.push(res.i18n, res.catalog);
    const tool = findTool(toolId);
    if (tool && tool.category === category) pending.push(toolPageResource(tool.id, lang));
  }
  await Promise.all(pending);
}
