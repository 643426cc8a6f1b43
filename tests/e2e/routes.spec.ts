import { test, expect, gotoHydrated } from './fixtures.ts';
import { LANGS, SITE_PATHS } from './site.ts';

test.describe('every page in every language', () => {
  for (const lang of LANGS) {
    test(`all pages render in ${lang}`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      let at = '';
      // Any error the page logs counts, a recovered hydration mismatch (React #418) included.
      page.on('pageerror', (e) => errors.push(`${at}: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`${at}: ${m.text()}`));
      // The site's own search link, which once hydrated with a mismatch.
      for (const path of [...SITE_PATHS, '/all-tools?q=json']) {
        at = path;
        await gotoHydrated(page, `/${lang}${path}`);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('.not-found'), `${path} must not be the 404 page`).toHaveCount(0);
        expect(await page.title(), path).not.toBe('');
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`/${lang}${path.replace(/\?.*/, '')}$`));
      }
      expect(errors).toEqual([]);
    });
  }
});
