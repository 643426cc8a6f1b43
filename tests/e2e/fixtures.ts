/**
 * Shared Playwright fixtures: open a page and wait until it is hydrated, and a record of
 * every request that leaves for another origin (client-side tools must make none).
 */
import { test as base, expect, type Page } from '@playwright/test';

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

interface Fixtures {
  /** Requests the page made to any origin other than the site's own. */
  foreignRequests: string[];
  openTool: (lang: string, category: string, id: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
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

export { expect };
