import { useEffect, useMemo, useState } from 'react';
import { loadToolSearch, toolEntries, type ToolSearch } from '../search/tools.ts';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, TOOLS, categoryPath, toolsIn } from '../../registry/index.ts';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ToolGrid } from '../components/ToolCard.tsx';
import { useCatalog, useLang } from '../context.ts';
import { ALL_CATEGORY_PARTS, CatalogParts } from '../catalog.tsx';
import { useInBrowser } from '@sdk/ui/useInBrowser.ts';

/** Every tool by category, with a filter (also the target of the home page's SearchAction: ?q=). */
export default function AllToolsPage() {
  return (
    <CatalogParts parts={ALL_CATEGORY_PARTS}>
      <AllTools />
    </CatalogParts>
  );
}

function AllTools() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const catalog = useCatalog();
  const [params, setParams] = useSearchParams();
  // The prerendered page lists every tool: a ?q= filter (the home page's SearchAction) applies once the
  // page has hydrated, so the first render matches the static HTML.
  const inBrowser = useInBrowser();
  const query = inBrowser ? (params.get('q') ?? '') : '';
  // The filter finds what the site's search finds (names and keywords in every language, a typo or two:
  // search/tools.ts), loaded once the visitor filters, and descriptions containing what is typed.
  const [search, setSearch] = useState<ToolSearch | null>(null);
  const filtering = query.trim() !== '';
  useEffect(() => {
    if (filtering && !search) void loadToolSearch(lang).then(setSearch);
  }, [filtering, search, lang]);
  const index = useMemo(() => search && search.ranking.searchIndex(toolEntries(search, lang)), [search, lang]);
  const q = query.trim().toLowerCase();
  const matches = useMemo(() => {
    if (!q) return null;
    const found = new Set(index ? search!.ranking.filterEntries(q, index).map((e) => e.key) : []);
    // Until the search has loaded (a moment after the first letter), names; descriptions always.
    for (const tool of TOOLS) {
      const text = catalog[tool.id];
      if ((!index && text?.name.toLowerCase().includes(q)) || text?.description.toLowerCase().includes(q)) found.add(tool.id);
    }
    return found;
  }, [q, index, search, catalog]);
  const title = t('pages.allTools.title');
  return (
    <>
      <PageHead title={title} description={t('pages.allTools.description', { count: TOOLS.length })} path="/all-tools" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('pages.allTools.description', { count: TOOLS.length })}</p>
      <div className="field filter-field">
        <label htmlFor="all-tools-filter">{t('pages.allTools.filter')}</label>
        <input
          id="all-tools-filter"
          type="search"
          value={query}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </div>
      {matches?.size === 0 && <p className="empty-state">{t('search.noResults', { query: q })}</p>}
      {CATEGORIES.map((c) => {
        const tools = toolsIn(c.id).filter((tool) => !matches || matches.has(tool.id));
        if (matches && tools.length === 0) return null;
        return (
          <section key={c.id} aria-labelledby={`all-${c.id}`}>
            <h2 id={`all-${c.id}`}>
              <Link to={categoryPath(lang, c.id)}>{t(`categories.${c.id}.name`)}</Link>
            </h2>
            {tools.length > 0 ? <ToolGrid tools={tools} /> : <p className="muted">{t('category.empty')}</p>}
          </section>
        );
      })}
    </>
  );
}
