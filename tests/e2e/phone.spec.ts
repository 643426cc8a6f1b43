/** Every tool page fits a 375 px phone: nothing makes the page scroll sideways. */
import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of ['en', 'de'] as const) {
  test(`no tool page is wider than a phone in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const tooWide: string[] = [];
    for (const tool of TOOLS) {
      await gotoHydrated(page, `/${lang}/${tool.category}/${tool.id}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${tool.id}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
  });
}
