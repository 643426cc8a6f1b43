import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';

const PAGES = ['/en', '/de/text-tools', '/fr/contact', '/es/all-tools', '/en/no-such-page', ...TOOLS.map((t) => `/en/${t.category}/${t.id}`)];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
