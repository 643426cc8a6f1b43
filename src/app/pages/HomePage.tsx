import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, TOOLS, categoryPath, pickTools, toolsIn } from '../../registry/index.ts';
import { HOME_POPULAR, SITE_NAME } from '../../config.ts';
import { PageHead, pageUrl } from '../head.tsx';
import { useLang } from '../context.ts';
import { Search } from '../layout/Search.tsx';
import { ToolGrid } from '../components/ToolCard.tsx';
import { useNearViewport } from '../components/useNearViewport.ts';
import { hydratesApart } from '../components/HydratesApart.tsx';
import { picksRead, usePicks, whenPicksRead } from '../picks.ts';

/** Stored in this browser only, so drawn after hydration; its code loads then. */
const YourTools = lazy(() => import('./YourTools.tsx'));

function hasPicks(): boolean {
  const { favourites, recents } = usePicks.getState();
  return favourites.length + recents.length > 0;
}

/**
 * Whether the visitor came with favourite or recent tools, once the stored ones are read (null until
 * then, and in the prerendered page). Decided once per visit of the page, so "Your tools" does not jump
 * from one place to the other when a tool is starred, imported or forgotten there.
 */
function useArrivedWithPicks(): boolean | null {
  // Coming from another page of the site, the picks are already read: no frame without them.
  const [arrived, setArrived] = useState<boolean | null>(() => (picksRead() ? hasPicks() : null));
  useEffect(() => (arrived === null ? whenPicksRead(() => setArrived(hasPicks())) : undefined), [arrived]);
  return arrived;
}

const REASONS = ['free', 'fast', 'private'] as const;
/** Simple line icons (SVG paths on a 24×24 grid), drawn in the text colour. */
const REASON_ICONS: Record<(typeof REASONS)[number], string> = {
  free: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01',
  fast: 'M13 2L4 14h7l-1 8 9-12h-7z',
  private: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
};

// The sections below the search hydrate apart from the page: see HydratesApart.

const Categories = hydratesApart(function Categories() {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
      <ul className="card-grid">
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            <Link to={categoryPath(lang, c.id)} className="card category-card">
              <span className="card-icon" aria-hidden="true">
                {c.icon}
              </span>
              <span className="card-body">
                <h3 className="card-title">{t(`categories.${c.id}.name`)}</h3>
                <span className="card-text">{t(`categories.${c.id}.description`)}</span>
                <span className="card-meta">{t('category.toolCount', { count: toolsIn(c.id).length })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

const Popular = hydratesApart(function Popular() {
  const { t } = useTranslation('common');
  const popular = pickTools(HOME_POPULAR);
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby="home-popular">
      <h2 id="home-popular">{t('home.popularTitle')}</h2>
      <ToolGrid tools={popular} />
    </section>
  );
});

const Why = hydratesApart(function Why() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-why" className="why">
      <h2 id="home-why">{t('home.whyTitle')}</h2>
      <ul className="why-grid">
        {REASONS.map((r) => (
          <li key={r}>
            <span className="why-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
                <path d={REASON_ICONS[r]} />
              </svg>
            </span>
            <h3>{t(`home.why.${r}.title`)}</h3>
            <p>{t(`home.why.${r}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
});

export default function HomePage() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const count = TOOLS.length;
  // A returning visitor finds their tools right under the search. A first visit shows nothing there (no
  // shift of the page): the section, with Import, waits below the fold and loads when scrolled near.
  const withPicks = useArrivedWithPicks();
  const [yourToolsSpot, showYourTools] = useNearViewport<HTMLDivElement>();
  return (
    <>
      <PageHead
        title={`${SITE_NAME}: ${t('home.title', { count })}`}
        description={t('home.description', { count })}
        keywords={t('home.keywords')}
        path=""
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: pageUrl(lang, ''),
          inLanguage: lang,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(lang, '/all-tools')}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="hero">
        <h1>{t('home.title', { count })}</h1>
        <p className="hero-text">{t('home.subtitle', { count })}</p>
        <Search large />
      </section>
      {withPicks && (
        <Suspense fallback={null}>
          <YourTools />
        </Suspense>
      )}
      <Categories />
      <Popular />
      <div ref={yourToolsSpot}>
        {showYourTools && withPicks === false && (
          <Suspense fallback={null}>
            <YourTools />
          </Suspense>
        )}
      </div>
      <Why />
    </>
  );
}
