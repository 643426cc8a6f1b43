import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';

const PAGES = ['/en', '/de/text-tools', '/fr/contact', '/es/all-tools', '/en/no-such-page', ...TOOLS.map((t) => `/en/${t.category}/${t.id}`)];

/** The rules whose outcome depends on colours: all that can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations, in the light and the dark theme`, async ({ page }) => {
    // A panel or a tool with ten tabs is checked ten times, in each theme.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, path);
    const serious = async (where: string, rules?: string[]) =>
      (await (rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page })).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    const tabs = page.locator('main [role="tab"]');
    const found: string[] = [];
    const backgrounds: string[] = [];
    // Every rule in the light theme; then, the device switched to dark (the same CSS, light-dark()), the colour rules.
    for (const [theme, rules] of [['light', undefined], ['dark', COLOUR_RULES]] as const) {
      await page.emulateMedia({ colorScheme: theme });
      backgrounds.push(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
      found.push(...(await serious(`${theme}, page`, rules)));
      // A bespoke panel shows its content tab by tab: check each one.
      for (let i = 1; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        found.push(...(await serious(`${theme}, tab "${await tabs.nth(i).textContent()}"`, rules)));
      }
      if ((await tabs.count()) > 1) await tabs.first().click();
    }
    // The switch really changed the theme.
    expect(backgrounds[1]).not.toBe(backgrounds[0]);
    expect(found).toEqual([]);
  });
}
