import { test, expect, gotoHydrated } from './fixtures.ts';
import { accessibilityProblems } from './axe.ts';

// The pages that are not a tool's; every tool page is checked the same way in everyTool.spec.ts.
for (const path of ['/en', '/de/text-tools', '/fr/contact', '/es/all-tools', '/en/no-such-page']) {
  test(`${path} has no serious accessibility violations, in the light and the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, path);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
}
