/**
 * Every page of the site in every language, opened once, on a 375 px phone: it renders in its language
 * (lang, heading, title, canonical, not the 404 page), logs no error (a recovered hydration mismatch
 * included), never makes the page scroll sideways, and no table cuts off what it shows (a wide table
 * scrolls inside its own labelled box, reached by Tab). A tool page is checked again with a result: its
 * first example, as a visitor tries it (its action bar, Send to, views). The pages are dealt into a few
 * tests per language so that both workers stay busy.
 */
import { test, expect, gotoHydrated } from './fixtures.ts';
import { tableProblems } from './tables.ts';
import { LANGS, SITE_PATHS, TOOLS } from './site.ts';

const PHONE_WIDTH = 375;
test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

/** The site's own search link, which once hydrated with a mismatch, is one of the pages. */
const PATHS = [...SITE_PATHS, '/all-tools?q=json'];
const PARTS = 4;
const toolPaths = new Set(TOOLS.map((t) => `/${t.category}/${t.id}`));

for (const lang of LANGS) {
  for (let part = 0; part < PARTS; part++) {
    const paths = PATHS.filter((_, i) => i % PARTS === part);
    test(`every page renders in ${lang} on a phone, without an error, a sideways scroll or a cut-off table (part ${part + 1} of ${PARTS})`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      const tooWide: string[] = [];
      const tables: string[] = [];
      let at = '';
      page.on('pageerror', (e) => errors.push(`${at}: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`${at}: ${m.text()}`));
      const fits = async (where: string) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE_WIDTH) tooWide.push(`${where}: ${width}px`);
        for (const problem of await tableProblems(page)) tables.push(`${where}: ${problem}`);
      };
      for (const path of paths) {
        at = path;
        await gotoHydrated(page, `/${lang}${path}`);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('.not-found'), `${path} must not be the 404 page`).toHaveCount(0);
        expect(await page.title(), path).not.toBe('');
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`/${lang}${path.replace(/\?.*/, '')}$`));
        await fits(path);
        if (!toolPaths.has(path)) continue;
        const example = page.locator('main .examples button').first();
        if (!(await example.count())) continue;
        at = `${path}, first example`;
        await example.click();
        // A result (its action bar) or a message, once no run is going on; a bespoke panel may show neither.
        await page.locator('main .tool-output:not([aria-busy="true"]) :is(.action-bar, [role="alert"])').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        // The result's own parts (a chart, a JSON view) settle in the next frames.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await fits(at);
      }
      expect(errors).toEqual([]);
      expect(tooWide).toEqual([]);
      expect(tables).toEqual([]);
    });
  }
}
