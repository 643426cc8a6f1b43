import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';

const PAGES = ['/en', '/de/text-tools', '/fr/contact', '/es/all-tools', '/en/no-such-page', ...TOOLS.map((t) => `/en/${t.category}/${t.id}`)];

// Both themes (the device's here; a theme chosen with the header's button is the same CSS, light-dark()).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const path of PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        // A panel or a tool with ten tabs is checked ten times.
        test.setTimeout(120_000);
        await gotoHydrated(page, path);
        const serious = async (where: string) =>
          (await new AxeBuilder({ page }).analyze()).violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        const found = await serious('page');
        // A bespoke panel shows its content tab by tab: check each one.
        const tabs = page.locator('main [role="tab"]');
        for (let i = 1; i < (await tabs.count()); i++) {
          await tabs.nth(i).click();
          found.push(...(await serious(`tab "${await tabs.nth(i).textContent()}"`)));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
