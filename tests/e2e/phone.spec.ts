/**
 * Every tool page fits a 375 px phone, before and with a result (its first example): nothing makes the page
 * scroll sideways, and no table cuts off what it shows (a wide table scrolls inside its own labelled box, reached by Tab).
 */
import { test, expect, gotoHydrated } from './fixtures.ts';
import { tableProblems } from './tables.ts';
import { LANGS, TOOLS } from './site.ts';

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of LANGS) {
  test(`no tool page is wider than a phone in ${lang}`, async ({ page }) => {
    test.setTimeout(300_000);
    const tooWide: string[] = [];
    const tables: string[] = [];
    for (const tool of TOOLS) {
      await gotoHydrated(page, `/${lang}/${tool.category}/${tool.id}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${tool.id}: ${width}px`);
      for (const problem of await tableProblems(page)) tables.push(`${tool.id}: ${problem}`);
      // With a result too (its action bar, Send to, views): the tool's first example, as a visitor tries it.
      const example = page.locator('main .examples button').first();
      if (await example.count()) {
        await example.click();
        await page.locator('main .tool-output').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        await page.waitForTimeout(200);
        const withResult = await page.evaluate(() => document.documentElement.scrollWidth);
        if (withResult > 375) tooWide.push(`${tool.id} with its first example's result: ${withResult}px`);
        for (const problem of await tableProblems(page)) tables.push(`${tool.id} with a result: ${problem}`);
      }
    }
    expect(tooWide).toEqual([]);
    expect(tables).toEqual([]);
  });
}

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
