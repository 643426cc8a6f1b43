/**
 * Server rendering of one path, used by scripts/prerender.ts at build time: the same route
 * table and components as the browser, with everything the page needs loaded first.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, routes } from './app/routes.tsx';
import { preloadPath } from './app/preload.ts';
import { HeadCollectorContext, renderHeadHtml, type HeadCollector } from './app/head.tsx';
import { wantForms } from './app/tool/form/laterForms.tsx';

export interface RenderResult {
  html: string;
  head: string;
  lang: string | undefined;
}

export async function render(path: string): Promise<RenderResult> {
  // The forms are in the page's HTML; in the browser their code may come later (laterForms.tsx).
  await Promise.all([preloadPath(routes, path), wantForms()]);
  const collector: HeadCollector = {};
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </HeadCollectorContext.Provider>,
  );
  return { html, head: collector.head ? renderHeadHtml(collector.head) : '', lang: collector.head?.lang };
}

export { SITE_PATHS } from './app/sitePaths.ts';
export { SITE_ORIGIN, SITE_NAME } from './config.ts';
export { LANG_CODES } from './i18n/languages.ts';
export { TOOLS } from './registry/index.ts';
