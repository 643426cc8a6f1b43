import { test, expect, gotoHydrated } from './fixtures.ts';

test.describe('redirects', () => {
  test('"/" goes to the English home by default, replacing history', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // History was replaced: going back leaves the site instead of returning to "/".
    await page.goBack();
    expect(page.url()).not.toMatch(/127\.0\.0\.1:\d+\/$/);
  });

  test('"/" follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
    await context.close();
  });

  test('the stored preference wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/en');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'de'));
    await page.goto('/text-tools');
    await expect(page).toHaveURL(/\/de\/text-tools$/);
    await context.close();
  });

  test('un-prefixed pages keep their path, old legal paths reach the canonical ones', async ({ page }) => {
    for (const [from, to] of [
      ['/about', '/en/about'],
      ['/privacy-policy', '/en/privacy'],
      ['/terms-of-service', '/en/terms'],
      ['/en/privacy-policy', '/en/privacy'],
      ['/de/terms-of-service', '/de/terms'],
      ['/text-tools/case-converter', '/en/text-tools/case-converter'],
    ]) {
      await page.goto(from!);
      await expect(page, from).toHaveURL(new RegExp(`${to}$`));
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.locator('.not-found')).toHaveCount(0);
    }
  });
});

test.describe('404', () => {
  for (const path of ['/no-such-page', '/en/no-such-page', '/en/text-tools/no-such-tool', '/en/developer-tools/case-converter', '/de/a/b/c']) {
    test(`${path} shows the 404 page and logs the path`, async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      await gotoHydrated(page, path);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const home = page.getByRole('main').getByRole('link', { name: /home|inicio|startseite|accueil/i });
      await expect(home).toHaveAttribute('href', /^\/(en|de)$/);
      expect(logs.some((l) => l.includes(new URL(path, 'http://x').pathname))).toBe(true);
    });
  }

  test('the English 404 message is the spec wording', async ({ page }) => {
    await gotoHydrated(page, '/en/nothing-here');
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });
});

test.describe('language', () => {
  test('switching keeps the path, sets lang, persists across reloads and visits', async ({ page }) => {
    await gotoHydrated(page, '/en/about');
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('de');
  });

  test('the URL prefix decides, whatever is stored', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'de'));
    await gotoHydrated(page, '/es/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About');
  });

  test('footer links the canonical legal paths', async ({ page }) => {
    await gotoHydrated(page, '/fr');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href="/fr/privacy"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/fr/terms"]')).toHaveCount(1);
    await expect(footer.locator('a[href*="privacy-policy"], a[href*="terms-of-service"]')).toHaveCount(0);
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });
});

test('a card title starts level with its icon on the home, category and all-tools pages', async ({ page }) => {
  for (const path of ['/en', '/en/calculators', '/en/all-tools']) {
    await gotoHydrated(page, path);
    const card = page.locator('main .card').filter({ has: page.locator('.card-title') }).first();
    const [icon, title] = await Promise.all([card.locator('.card-icon').boundingBox(), card.locator('.card-title').boundingBox()]);
    expect(Math.abs(title!.y - icon!.y), path).toBeLessThan(8);
  }
});

test("a tool page reached from the home page brings the tool pages' styles, which the home page did not load", async ({ page }) => {
  await gotoHydrated(page, '/en');
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? ''));
  expect((await sheets()).some((href) => /ToolPage-/.test(href))).toBe(false);
  await page.locator('main').getByRole('link', { name: /JSON formatter/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON formatter' })).toBeVisible();
  expect((await sheets()).some((href) => /ToolPage-/.test(href))).toBe(true);
  // The tool page's rules apply: the tool's sections are cards, not bare blocks.
  await expect(page.locator('main .tool-input').first()).toHaveCSS('border-top-style', 'solid');
});

test('keyboard focus never hides under the sticky header, going up or down a long page', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await gotoHydrated(page, '/en/miscellaneous/color-picker');
    await page.keyboard.press('End');
    await page.locator('footer a').last().focus();
    const header = await page.locator('.site-header').boundingBox();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.closest('.site-header')) return null;
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, label: el.outerHTML.slice(0, 80) };
      });
      if (box && box.bottom > 0) expect(box.top, `${width}px: ${box.label}`).toBeGreaterThanOrEqual(header!.height - 1);
    }
  }
});

test('a checkbox whose label wraps is drawn as large as the others', async ({ page }) => {
  for (const path of ['/en/miscellaneous/password-generator', '/de/developer-tools/html-minifier']) {
    await gotoHydrated(page, path);
    const widths = await page.locator('main input[type="checkbox"]').evaluateAll((boxes) => boxes.filter((b) => (b as HTMLElement).offsetParent).map((b) => Math.round(b.getBoundingClientRect().width)));
    expect(widths.length, path).toBeGreaterThan(2);
    expect(new Set(widths).size, `${path}: ${widths.join(', ')}`).toBe(1);
  }
});
