/**
 * The route table. Every page lives under /{lang}; pages are lazy chunks, so the home page
 * loads no tool code and no form library. The same table serves the browser and the prerender.
 */
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { LangLayout } from './LangLayout.tsx';
import RouteError from './pages/RouteError.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { UnprefixedPath } from './pages/UnprefixedPath.tsx';
import { PATH_ALIASES } from './paths.ts';

function AliasRedirect({ to }: { to: string }) {
  const { lang } = useParams();
  return <Navigate to={`/${lang}${to}`} replace />;
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <UnprefixedPath /> },
      {
        path: ':lang',
        element: <LangLayout />,
        children: [
          { index: true, lazy: page(() => import('./pages/HomePage.tsx')) },
          { path: 'about', lazy: async () => ({ Component: (await import('./pages/InfoPage.tsx')).AboutPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./pages/InfoPage.tsx')).PrivacyPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./pages/InfoPage.tsx')).TermsPage }) },
          { path: 'contact', lazy: page(() => import('./pages/ContactPage.tsx')) },
          { path: 'all-tools', lazy: page(() => import('./pages/AllToolsPage.tsx')) },
          { path: 'sitemap', lazy: page(() => import('./pages/SitemapPage.tsx')) },
          ...Object.entries(PATH_ALIASES).map(([from, to]) => ({ path: from.slice(1), element: <AliasRedirect to={to} /> })),
          { path: ':category', lazy: page(() => import('./pages/CategoryPage.tsx')) },
          { path: ':category/:toolId', lazy: page(() => import('./pages/ToolPage.tsx')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
