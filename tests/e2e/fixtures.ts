/**
 * Shared Playwright fixtures: open a page and wait until it is hydrated, a record of every request that
 * leaves for another origin (client-side tools must make none), and a browser tab that stays warm from
 * test to test (see `page` below).
 */
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { forgetSiteData } from '../../scripts/lib/siteData.ts';

/** For a test file that launches the browser its own way (a plugin's e2e test may import only from tests/). */
export { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/lib/browser.ts';

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await formsLive(page);
}

/**
 * A tool page's forms stay their prerendered HTML until the visitor reaches for the tool
 * (src/app/tool/form/laterForms.tsx): the pointer comes over the tool, as a visitor's would, and the
 * test goes on once the live forms are there. What is done before that is tested on its own.
 */
export async function formsLive(page: Page): Promise<void> {
  const waiting = page.locator('.form-slot:not([data-live])');
  if (!(await waiting.count())) return;
  await page.locator('main .tool-body').first().hover({ position: { x: 1, y: 1 } });
  await expect(waiting).toHaveCount(0);
}

interface Fixtures {
  /** Requests the page made to any origin other than the site's own. */
  foreignRequests: string[];
  openTool: (lang: string, category: string, id: string) => Promise<void>;
  /**
   * A browser context of the test's own, closed after it, as Playwright gives by default. Set it with
   * `test.use({ isolatedContext: true })` in a file that changes what a context keeps for its life: a fake
   * clock, permissions, init scripts or exposed functions, routes on the context, offline.
   */
  isolatedContext: boolean;
}

interface WorkerFixtures {
  /** This worker's warm tabs, one per set of context options (most tests share the default one). */
  warmTabs: Map<string, Page>;
}

/** The origins whose storage a test may leave behind: the site, and the plain static host beside it (playwright.config.ts). */
function siteOrigins(baseURL: string): string[] {
  return [new URL(baseURL).origin, ...(process.env.E2E_STATIC_BASE ? [new URL(process.env.E2E_STATIC_BASE).origin] : [])];
}

/** Gives up on a clean-up step that hangs (a page a test left frozen): the tab is then thrown away. */
const within = <T,>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('clean-up timed out')), ms))]);

/**
 * Leaves the tab as a new one would be for the next test, except for the browser's HTTP and code caches:
 * its own listeners and routes gone, the site's stored data deleted, on a blank document.
 */
async function cleanTab(page: Page, baseURL: string): Promise<void> {
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await forgetSite(page, baseURL);
}

/** Makes the next page the test opens a first visit again: the site's stored data deleted, the tab on a blank document. */
export function forgetSite(page: Page, baseURL: string): Promise<void> {
  return forgetSiteData(page, siteOrigins(baseURL));
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  isolatedContext: [false, { option: true }],
  warmTabs: [
    async ({}, use) => {
      const tabs = new Map<string, Page>();
      await use(tabs);
      for (const tab of tabs.values()) await tab.context().close();
    },
    { scope: 'worker' },
  ],
  /**
   * The test's browser context, made from the test's options. Unless the test asks for one of its own
   * (isolatedContext), it is a tab kept open in this worker for every test with the same options: a page
   * opened again finds the site's scripts compiled in the browser's cache, as a returning visitor does,
   * which makes a page load about three times cheaper than in a new context. Nothing else carries over
   * (cleanTab).
   */
  context: async (
    // Every option that shapes a context; the viewport and the colour scheme are set on the tab itself.
    { browser, baseURL, isolatedContext, warmTabs, acceptDownloads, bypassCSP, contextOptions, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, serviceWorkers, storageState, timezoneId, userAgent, screen },
    use,
  ) => {
    const options: BrowserContextOptions = { baseURL, acceptDownloads, bypassCSP, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, serviceWorkers, storageState, timezoneId, userAgent, screen, ...contextOptions };
    if (isolatedContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    await use((await warmTab(browser, warmTabs, options)).context());
  },
  page: async ({ context, baseURL, warmTabs, viewport, colorScheme, reducedMotion, forcedColors }, use) => {
    const tab = [...warmTabs.values()].find((t) => t.context() === context);
    if (!tab) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      await use(page);
      return;
    }
    if (viewport) await tab.setViewportSize(viewport);
    await tab.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors });
    await use(tab);
    try {
      await within(15_000, cleanTab(tab, baseURL!));
    } catch {
      // A tab that cannot be cleaned is not used again.
      for (const [key, t] of warmTabs) if (t === tab) warmTabs.delete(key);
      await context.close().catch(() => undefined);
    }
  },
  foreignRequests: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    await use(foreign);
  },
  openTool: async ({ page }, use) => {
    await use(async (lang, category, id) => gotoHydrated(page, `/${lang}/${category}/${id}`));
  },
});

/** This worker's tab for these context options, opened on first use (a closed or crashed one is replaced). */
async function warmTab(browser: Browser, tabs: Map<string, Page>, options: BrowserContextOptions): Promise<Page> {
  const key = JSON.stringify(options);
  const tab = tabs.get(key);
  if (tab && !tab.isClosed()) return tab;
  const context: BrowserContext = await browser.newContext(options);
  const page = await context.newPage();
  tabs.set(key, page);
  return page;
}

export { expect };
