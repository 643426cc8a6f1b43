/**
 * Phones and tablets. Every page fitting a 375 px phone, before and with a result, is checked where every
 * page is opened in every language (routes.spec.ts, tools.spec.ts).
 */
import { test, expect, gotoHydrated } from './fixtures.ts';

test.describe('on a touch screen', () => {
  // The home page's large search has no hint; the header's (a tablet, 900 px and wider) and the phone's
  // search panel have one, shown only where there is a keyboard: "/" opens the command palette.
  test('the search boxes offer no "/" keyboard shortcut; with a mouse and keyboard they do', async ({ browser }) => {
    for (const touch of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      await gotoHydrated(page, '/en/about');
      expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(touch);
      await expect(page.locator('.header-search input[role="combobox"]')).toBeVisible();
      const hint = page.locator('.header-search .search-kbd');
      await expect(hint).toHaveText('/');
      if (touch) await expect(hint).toBeHidden();
      else await expect(hint).toBeVisible();
      await context.close();
    }
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await gotoHydrated(page, '/es/about');
    await page.getByRole('button', { name: 'Abrir búsqueda' }).tap();
    await expect(page.locator('#mobile-search input[role="combobox"]')).toBeVisible();
    await expect(page.locator('#mobile-search .search-kbd')).toHaveText('/');
    await expect(page.locator('#mobile-search .search-kbd')).toBeHidden();
    await phone.close();
  });
});
