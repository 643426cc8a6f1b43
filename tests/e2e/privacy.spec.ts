import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';

/** Type a unique marker into every field of every client-side tool, try each option: nothing may leave the page. */
for (const tool of TOOLS.filter((t) => !t.network)) {
  test(`${tool.id} sends nothing anywhere while used`, async ({ page, foreignRequests }) => {
    const marker = `secret-${tool.id}-${Date.now()}`;
    const carrying: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(marker) || (req.postData() ?? '').includes(marker)) carrying.push(req.url());
    });
    await gotoHydrated(page, `/en/${tool.category}/${tool.id}`);
    const fields = page.locator(
      'main textarea:not([readonly]), main input[type="text"], main input[type="search"], main input[type="email"], main input[type="tel"], main input[type="url"], main input:not([type])',
    );
    const fillAll = async () => {
      for (let i = 0; i < (await fields.count()); i++) if (await fields.nth(i).isEditable()) await fields.nth(i).fill(`{"${marker}": "${marker}"}`);
    };
    await fillAll();
    // Bespoke panels show their fields tab by tab.
    const tabs = page.locator('main [role="tab"]');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await fillAll();
    }
    // Only what a person can reach: a control in a closed <details> or off screen is not clicked.
    const radios = page.locator('main input[type="radio"]').filter({ visible: true });
    // click, not check: choosing a radio may redraw the panel (a QR type brings other fields), so its state is not asserted here.
    for (let i = 0; i < Math.min(await radios.count(), 12); i++) await radios.nth(i).click({ force: true });
    const boxes = page.locator('main input[type="checkbox"]').filter({ visible: true });
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click({ force: true });
    await page.waitForTimeout(300);
    expect(foreignRequests).toEqual([]);
    expect(carrying).toEqual([]);
  });
}
