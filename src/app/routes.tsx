/**
 * The route table. Every page lives under /{lang}; pages are lazy chunks, so the home page
 * loads no tool code and no form library. The same table serves the browser and the prerender.
 */
import { Component, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { LangLayout } from './LangLayout.tsx';
import RouteError from './pages/RouteError.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { UnprefixedPath } from './pages/UnprefixedPath.tsx';
import { PATH_ALIASES } from './paths.ts';
import { lazyPage } from './lazyPage.tsx';

function AliasRedirect({ to }: { to: string }) {
  const { lang } = useParams();
  return <Navigate to={`/${lang}${to}`} replace />;
}

const HomePage = lazyPage('home', async () => (await import('./pages/HomePage.tsx')).default);
const AboutPage = lazyPage('about', async () => (await import('./pages/InfoPage.tsx')).AboutPage);
const PrivacyPage = lazyPage('privacy', async () => (await import('./pages/InfoPage.tsx')).PrivacyPage);
const TermsPage = lazyPage('terms', async () => (await import('./pages/InfoPage.tsx')).TermsPage);
const ContactPage = lazyPage('contact', async () => (await import('./pages/ContactPage.tsx')).default);
const AllToolsPage = lazyPage('all-tools', async () => (await import('./pages/AllToolsPage.tsx')).default);
const SitemapPage = lazyPage('sitemap', async () => (await import('./pages/SitemapPage.tsx')).default);
const LicencesPage = lazyPage('licences', async () => (await import('./pages/LicencesPage.tsx')).default);
const OfflinePage = lazyPage('offline', async () => (await import('./pages/OfflinePage.tsx')).default);
const RecipePage = lazyPage('recipe', async () => (await import('./pages/RecipePage.tsx')).default);
const CategoryPage = lazyPage('category', async () => (await import('./pages/CategoryPage.tsx')).default);
const ToolPage = lazyPage('tool', async () => (await import('./pages/ToolPage.tsx')).default);

export const routes: RouteObject[] = [
  { path: '/', element: <UnprefixedPath /> },
  {
    path: '/:lang',
    element: <LangLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'all-tools', element: <AllToolsPage /> },
      { path: 'sitemap', element: <SitemapPage /> },
      { path: 'licences', element: <LicencesPage /> },
      { path: 'offline', element: <OfflinePage /> },
      { path: 'recipe', element: <RecipePage /> },
      ...Object.entries(PATH_ALIASES).map(([from, to]) => ({ path: from.slice(1), element: <AliasRedirect to={to} /> })),
      { path: ':category', element: <CategoryPage /> },
      { path: ':category/:toolId', element: <ToolPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The router's last resort: any error while rendering a page shows the error screen, until the visitor moves on. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function Routes() {
  return useRoutes(routes);
}

export function App() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes />
    </RouteErrorBoundary>
  );
}
