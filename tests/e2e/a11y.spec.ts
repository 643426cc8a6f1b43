import { test, expect, gotoHydrated } from './fixtures.ts';
import { accessibilityProblems } from './axe.ts';

// Whole pages, with the header and footer every page shares: the pages that are not a tool's, a declared tool
// with tabs and a bespoke panel. Every tool page's own content (its main) is checked in tools.spec.ts.
for (const path of ['/en', '/de/text-tools', '/fr/contact', '/es/all-tools', '/en/no-such-page', '/en/calculators/percentage-calculator', '/de/calculators/loan-calculator']) {
  test(`${path} has no serious accessibility violations, in the light and the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, path);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
}
