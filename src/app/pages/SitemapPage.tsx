import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, categoryPath, toolPath, toolsIn } from '../../registry/index.ts';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useCatalog, useLang } from '../context.ts';
import { ALL_CATEGORY_PARTS, CatalogParts } from '../catalog.tsx';

const MAIN_PAGES = [
  ['', 'nav.home'],
  ['/all-tools', 'pages.allTools.title'],
  ['/about', 'pages.about.title'],
  ['/contact', 'pages.contact.title'],
  ['/privacy', 'pages.privacy.title'],
  ['/terms', 'pages.terms.title'],
  ['/recipe', 'pages.recipe.title'],
  ['/offline', 'pages.offline.title'],
  ['/licences', 'pages.licences.title'],
] as const;

export default function SitemapPage() {
  return (
    <CatalogParts parts={ALL_CATEGORY_PARTS}>
      <Sitemap />
    </CatalogParts>
  );
}

function Sitemap() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const catalog = useCatalog();
  const title = t('pages.sitemap.title');
  return (
    <>
      <PageHead title={title} description={t('pages.sitemap.description')} path="/sitemap" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('pages.sitemap.description')}</p>
      <div className="sitemap-columns">
        <section aria-labelledby="sitemap-main">
          <h2 id="sitemap-main">{t('pages.sitemap.main')}</h2>
          <ul>
            {MAIN_PAGES.map(([path, key]) => (
              <li key={path}>
                <Link to={`/${lang}${path}`}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">{t('pages.sitemap.categories')}</h2>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link to={categoryPath(lang, c.id)}>{t(`categories.${c.id}.name`)}</Link>
                {toolsIn(c.id).length > 0 && (
                  <ul>
                    {toolsIn(c.id).map((tool) => (
                      <li key={tool.id}>
                        <Link to={toolPath(lang, tool)}>{catalog[tool.id]?.name ?? tool.id}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="note">{t('pages.sitemap.xmlNote')}</p>
    </>
  );
}
