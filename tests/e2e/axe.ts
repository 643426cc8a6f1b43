/** Accessibility checks with axe, for the specs that open pages. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules whose outcome depends on colours: all that can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's serious accessibility violations (axe) in the light and the dark theme, tab by tab where it
 * has tabs: every rule in the light theme; then, the device switched to dark (the same CSS, light-dark()),
 * the colour rules. Fails the test if the switch did not change the theme.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const serious = async (where: string, rules?: string[]) =>
    (await (rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page })).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  const tabs = page.locator('main [role="tab"]');
  const found: string[] = [];
  const backgrounds: string[] = [];
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
  await page.emulateMedia({ colorScheme: 'light' });
  // The switch really changed the theme.
  expect(backgrounds[1]).not.toBe(backgrounds[0]);
  return found;
}
