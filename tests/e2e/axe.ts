/** Accessibility checks with axe, for the specs that open pages. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The rules whose outcome depends on colours: all that can differ between the light and the dark theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Part {
  /** Only this part of the page (a selector). Default: the whole page. */
  include?: string;
  /** Leave this part out (a selector). */
  exclude?: string;
  /** Only these rules. Default: all. */
  rules?: string[];
  /** Every rule but these. */
  skipRules?: string[];
}

/**
 * The serious and critical violations axe finds on the page as it is now, one line each ("rule: nodes").
 * On a page without frames axe is put into the page once and run there, reporting violations only: each
 * further check of the page costs the rules alone, about a quarter of a fresh AxeBuilder analysis (which
 * evaluates axe's half a megabyte twice and sends back every passing node). A page with a frame, which may
 * come from another origin (a sandboxed preview), is analysed frame by frame by AxeBuilder.
 */
export async function seriousViolations(page: Page, { include, exclude, rules, skipRules }: Part = {}): Promise<string[]> {
  type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
  let violations: Violation[];
  if ((await page.locator('iframe').count()) > 0) {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    if (rules) builder = builder.withRules(rules);
    if (skipRules) builder = builder.disableRules(skipRules);
    violations = (await builder.analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      ({ include, exclude, rules, skipRules }) => {
        const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] };
        const options = {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
          ...(skipRules ? { rules: Object.fromEntries(skipRules.map((id) => [id, { enabled: false }])) } : {}),
        };
        return (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options as axe.RunOptions).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })) })));
      },
      { include, exclude, rules, skipRules },
    );
  }
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

interface Scope {
  /** Only this part of the page (a selector): what differs from page to page of one kind. Default: the whole page. */
  within?: string;
  /**
   * Check the colours of each tab, in both themes. A bespoke panel styles each tab its own way; a declared
   * tool's tabs are drawn by the host's components, whose colours the first tab already shows in both
   * themes, so its other tabs are checked by every rule but the colour rules (the costliest).
   */
  tabColours?: boolean;
  /**
   * Check the colour rules, in both themes (default). Off for a page whose colours are all the host's
   * components', checked kind by kind in both themes (kinds.spec.ts): it is checked by every other rule.
   */
  colours?: boolean;
}

/**
 * The page's serious accessibility violations (axe) in the light and the dark theme, tab by tab where it
 * has tabs: every rule in the light theme; then, the device switched to dark (the same CSS, light-dark()),
 * the colour rules (none for a page whose colours are all the host's: `colours`). A tab switch changes only what is inside `main`, so the tabs after the first are checked
 * there. Fails the test if the switch did not change the theme.
 */
export async function accessibilityProblems(page: Page, { within, tabColours = true, colours = true }: Scope = {}): Promise<string[]> {
  const tabs = page.locator('main [role="tab"]');
  const found: string[] = [];
  const backgrounds: string[] = [];
  const check = async (where: string, part: Part) => found.push(...(await seriousViolations(page, part)).map((v) => `${where} ${v}`));
  const themes: ['light' | 'dark', string[] | undefined][] = [['light', undefined], ...(colours ? [['dark', COLOUR_RULES] as ['dark', string[]]] : [])];
  for (const [theme, rules] of themes) {
    await page.emulateMedia({ colorScheme: theme });
    backgrounds.push(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
    await check(`${theme}, page`, { include: within, rules, skipRules: colours ? undefined : COLOUR_RULES });
    if (theme === 'dark' && !tabColours) continue;
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await check(`${theme}, tab "${await tabs.nth(i).textContent()}"`, { include: 'main', rules, skipRules: tabColours ? undefined : COLOUR_RULES });
    }
    if ((await tabs.count()) > 1) await tabs.first().click();
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // The switch really changed the theme.
  if (colours) expect(backgrounds[1]).not.toBe(backgrounds[0]);
  return found;
}
