/** Accessibility checks with axe, for the specs that open pages. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules whose outcome depends on colours: all that can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Scope {
  /** Only this part of the page (a selector): what differs from page to page of one kind. Default: the whole page. */
  within?: string;
  /**
   * Check each tab in the dark theme too. A bespoke panel styles each tab its own way; a declared tool's
   * tabs are drawn by the host's components, whose colours the first tab already shows in both themes.
   */
  tabsInDark?: boolean;
}

/**
 * The page's serious accessibility violations (axe) in the light and the dark theme, tab by tab where it
 * has tabs: every rule in the light theme; then, the device switched to dark (the same CSS, light-dark()),
 * the colour rules. A tab switch changes only what is inside `main`, so the tabs after the first are checked
 * there. Fails the test if the switch did not change the theme.
 */
export async function accessibilityProblems(page: Page, { within, tabsInDark = true }: Scope = {}): Promise<string[]> {
  const serious = async (where: string, part: string | undefined, rules?: string[]) => {
    // axe.run in the page itself; its default (a run in each frame, finished in a new blank page) costs
    // twice the time and is needed only where a frame may come from another origin (a sandboxed preview).
    let axe = new AxeBuilder({ page }).setLegacyMode((await page.locator('iframe').count()) === 0);
    if (part) axe = axe.include(part);
    if (rules) axe = axe.withRules(rules);
    return (await axe.analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  };
  const tabs = page.locator('main [role="tab"]');
  const found: string[] = [];
  const backgrounds: string[] = [];
  for (const [theme, rules] of [['light', undefined], ['dark', COLOUR_RULES]] as const) {
    await page.emulateMedia({ colorScheme: theme });
    backgrounds.push(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
    found.push(...(await serious(`${theme}, page`, within, rules)));
    if (theme === 'dark' && !tabsInDark) continue;
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      found.push(...(await serious(`${theme}, tab "${await tabs.nth(i).textContent()}"`, 'main', rules)));
    }
    if ((await tabs.count()) > 1) await tabs.first().click();
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // The switch really changed the theme.
  expect(backgrounds[1]).not.toBe(backgrounds[0]);
  return found;
}
