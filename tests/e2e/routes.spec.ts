import { test, expect, gotoHydrated } from './fixtures.ts';
import { LANGS, SITE_PATHS } from './site.ts';

test.describe('every page in every language', () => {
  for (const lang of LANGS) {
    test(`all pages render in ${lang}`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const path of SITE_PATHS) {
        await gotoHydrated(page, `/${lang}${path}`);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('.not-found'), `${path} must not be the 404 page`).toHaveCount(0);
        expect(await page.title(), path).not.toBe('');
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`/${lang}${path}$`));
      }
      expect(errors).toEqual([]);
    });
  }
});
