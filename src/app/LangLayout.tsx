import { use, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { isLang, loadI18n, type Lang } from '../i18n/index.ts';
import { resource } from './resource.ts';
import { CatalogContext } from './context.ts';
import { catalogResource } from './catalog.tsx';
import { Header } from './layout/Header.tsx';
import { Footer } from './layout/Footer.tsx';
import { Notices } from './layout/Notices.tsx';
import { LoadingSection } from './layout/LoadingSection.tsx';
import { HydratesApart, hydratesApart, whenPartsHydrated } from './components/HydratesApart.tsx';
import { UnprefixedPath } from './pages/UnprefixedPath.tsx';
import { restorePersisted } from '@sdk/ui/persisted.ts';
import { useTheme } from './theme.ts';
import { restorePicks } from './picks.ts';

export function languageResources(lang: Lang) {
  return {
    i18n: resource(`i18n:${lang}`, () => loadI18n(lang)),
    /** The featured tools' cards (home page, footer); a page that lists more loads its own parts. */
    catalog: catalogResource(lang, 'featured'),
  };
}

/** Everything under /{lang}: the language's texts, header, page, footer. */
export function LangLayout() {
  const { lang } = useParams();
  if (!isLang(lang)) return <UnprefixedPath />;
  return (
    <LangShell lang={lang}>
      <Outlet />
    </LangShell>
  );
}

export function LangShell({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const res = languageResources(lang);
  const i18n = use(res.i18n);
  const catalog = use(res.catalog);
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The page hydrates apart from the layout (and its own parts apart from it): see HydratesApart. Memoised, so
  // the boundary keeps its props if the layout draws again before the page has hydrated.
  const page = useMemo(() => <HydratesApart fallback={<LoadingSection />}>{children}</HydratesApart>, [children]);
  return (
    <I18nextProvider i18n={i18n}>
      <CatalogContext.Provider value={catalog}>
        <a className="skip-link" href="#main">
          {i18n.t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {page}
        </main>
        <FooterPart />
        <Notices />
        <Restore />
      </CatalogContext.Provider>
    </I18nextProvider>
  );
}

const FooterPart = hydratesApart(Footer);

/**
 * After hydration, brings back what the visitor chose before; once that is drawn and every part of the page
 * has hydrated, tells tests the page is live (html[data-hydrated]). A component of its own, so that drawing
 * the restored state draws nothing else.
 */
function Restore() {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    restorePersisted();
    useTheme.getState().restore();
    restorePicks();
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) whenPartsHydrated(() => (document.documentElement.dataset.hydrated = 'true'));
  }, [restored]);
  return null;
}
