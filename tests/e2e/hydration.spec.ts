/**
 * Prerendered pages hydrate in parts (src/app/components/HydratesApart.tsx): the layout first, then the
 * page, then the sections below it, each in a render of its own that React slices and yields between, so
 * no one task hydrates a whole page. The page says it is live (html[data-hydrated]) once all have.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';

test.use({ isolatedContext: true });

declare global {
  interface Window {
    /** Per React commit, the names of the watched elements hydrated by then. */
    hydrationCommits: string[][];
    /** The names of the watched elements hydrated when the page said it was live. */
    hydratedWhenLive: string[];
  }
}

/**
 * The commit at which React first had each element hydrated, counting from 0 (the layout's). An element
 * carries React's fiber key once hydrated; React calls the hook React DevTools uses at every commit.
 */
async function hydrationOrder(page: Page, path: string, watched: Record<string, string>): Promise<{ at: Record<string, number>; live: string[] }> {
  await page.addInitScript((watched) => {
    const hydrated = () => Object.entries(watched).flatMap(([name, selector]) => {
      const el = document.querySelector(selector);
      return el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')) ? [name] : [];
    });
    window.hydrationCommits = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => window.hydrationCommits.push(hydrated()),
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
      },
    });
    // Watches the document, not its root element: the init script runs before the document has one.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.dataset.hydrated) return;
      window.hydratedWhenLive = hydrated();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  }, watched);
  await gotoHydrated(page, path);
  const { commits, live } = await page.evaluate(() => ({ commits: window.hydrationCommits, live: window.hydratedWhenLive }));
  const at = Object.fromEntries(Object.keys(watched).map((name) => [name, commits.findIndex((names) => names.includes(name))]));
  return { at, live };
}

test('the home page hydrates the layout, then the page, then the sections below the search; live once all have', async ({ page }) => {
  const watched = { header: '.site-header .logo-link', hero: '.hero h1', categories: '#home-categories', popular: '#home-popular', why: '#home-why', footer: '.site-footer .footer-about' };
  const { at, live } = await hydrationOrder(page, '/en', watched);
  expect(at.header).toBe(0);
  expect(at.hero).toBeGreaterThan(at.header!);
  expect(at.footer).toBeGreaterThan(at.header!);
  for (const section of ['categories', 'popular', 'why']) expect(at[section], section).toBeGreaterThan(at.hero!);
  expect(live.sort()).toEqual(Object.keys(watched).sort());
});

test('a tool page hydrates the tool before its how-to, features and related tools; live once all have', async ({ page }) => {
  const watched = { header: '.site-header .logo-link', tool: '.tool-header h1', howTo: '#how-to', related: '#related', footer: '.site-footer .footer-about' };
  const { at, live } = await hydrationOrder(page, '/en/text-tools/word-counter', watched);
  expect(at.header).toBe(0);
  expect(at.tool).toBeGreaterThan(at.header!);
  expect(at.footer).toBeGreaterThan(at.header!);
  expect(at.howTo).toBeGreaterThan(at.tool!);
  expect(at.related).toBeGreaterThan(at.tool!);
  expect(live.sort()).toEqual(Object.keys(watched).sort());
});
