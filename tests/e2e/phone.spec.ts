/**
 * Every tool page fits a 375 px phone: nothing makes the page scroll sideways, and no table cuts off what
 * it shows (a wide table scrolls inside its own labelled box, reached by Tab).
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
    }
    expect(tooWide).toEqual([]);
    expect(tables).toEqual([]);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });
  test('the search box offers no "/" keyboard shortcut', async ({ page }) => {
    await gotoHydrated(page, '/en');
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    await expect(page.locator('.hero input[role="combobox"]')).toBeVisible();
    await expect(page.locator('.hero .search-kbd')).toBeHidden();
  });
});
