/**
 * Phones and tablets. Every page fitting a 375 px phone, before and with a result, is checked where every
 * page is opened in every language (routes.spec.ts, tools.spec.ts).
 */
import { test, expect, gotoHydrated } from './fixtures.ts';

test.describe('on a touch screen', () => {
  // The home page's large search has no hint; the header's (a tablet, 900 px and wider) and the phone's
  // search panel have one, shown only where there is a keyboard: "/" opens the command palette.
  test('the search boxes offer no "/" keyboard shortcut; with a mouse and keyboard they do', async ({ browser }) => {
    for (const touch of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      await gotoHydrated(page, '/en/about');
      expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(touch);
      await expect(page.locator('.header-search input[role="combobox"]')).toBeVisible();
      const hint = page.locator('.header-search .search-kbd');
      await expect(hint).toHaveText('/');
      if (touch) await expect(hint).toBeHidden();
      else await expect(hint).toBeVisible();
      await context.close();
    }
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await gotoHydrated(page, '/es/about');
    await page.getByRole('button', { name: 'Abrir búsqueda' }).tap();
    await expect(page.locator('#mobile-search input[role="combobox"]')).toBeVisible();
    await expect(page.locator('#mobile-search .search-kbd')).toHaveText('/');
    await expect(page.locator('#mobile-search .search-kbd')).toBeHidden();
    await phone.close();
  });
});

test.describe('a row of tabs on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Whether the whole tab is drawn: inside the page, and inside its row but for the sides that fade out. */
  const fullyShown = (tab: import('@playwright/test').Locator) =>
    tab.evaluate((el) => {
      const strip = el.closest('.tab-strip');
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const fade = (side: 'start' | 'end') => {
        const width = strip ? getComputedStyle(strip).getPropertyValue(`--fade-${side}`).trim() : '0px';
        return parseFloat(width) * (width.endsWith('rem') ? rem : 1);
      };
      const row = el.parentElement!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.left >= Math.max(0, row.left + fade('start')) - 0.5 && box.right <= Math.min(window.innerWidth, row.right - fade('end')) + 0.5;
    });

  // The tools the visitors found cut off, a declared tool's tabs and a bespoke panel's (QR code), with the last tab chosen by a link.
  const cases = [
    { path: '/en/developer-tools/id-generator?type=decode', list: 'Kind of ID', first: 'ULID', last: 'Decode ULID' },
    { path: '/de/developer-tools/id-generator?type=decode', list: 'Art der ID', first: 'ULID', last: 'ULID dekodieren' },
    { path: '/en/text-tools/text-ciphers?cipher=vigenere', list: 'Cipher', first: 'Caesar', last: 'Vigenère' },
    { path: '/fr/developer-tools/totp-generator?mode=hotp', list: 'Type de code', first: 'TOTP (basé sur le temps)', last: 'HOTP (basé sur un compteur)' },
    { path: '/en/developer-tools/xml-formatter?mode=jsonToXml', list: 'Mode', first: 'Format', last: 'JSON → XML' },
    { path: '/en/miscellaneous/qr-code-generator?type=batch', list: 'Content type', first: 'URL', last: 'List (batch)' },
  ];
  for (const { path, list: name, first, last } of cases) {
    test(`${path}: the chosen tab is fully in view and the tabs out of view are signalled`, async ({ page }) => {
      await gotoHydrated(page, path);
      const list = page.getByRole('tablist', { name });
      const lastTab = list.getByRole('tab', { name: last, exact: true });
      const firstTab = list.getByRole('tab', { name: first, exact: true });
      await expect(lastTab).toHaveAttribute('aria-selected', 'true');
      // The row is wider than the phone: it scrolls, and never widens the page.
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect.poll(() => fullyShown(lastTab)).toBe(true);
      // Tabs before it are out of view: that side says so, and its arrow brings them back.
      const back = page.locator('.tab-scroll-start');
      await expect(back).toBeVisible();
      await expect(page.locator('.tab-scroll-end')).toBeHidden();
      // Each tap scrolls a row's width back: a long row (the QR code's eight tabs) takes more than one.
      for (let taps = 0; taps < 4 && !(await fullyShown(firstTab)); taps++) {
        await back.tap();
        await page.waitForTimeout(400);
      }
      await expect.poll(() => fullyShown(firstTab)).toBe(true);
      await expect(page.locator('.tab-scroll-end')).toBeVisible();
      await expect(back).toBeHidden();
      // The keyboard's End and Home choose the last and first tabs and keep each in view.
      await firstTab.tap();
      await expect(firstTab).toHaveAttribute('aria-selected', 'true');
      await firstTab.focus();
      await page.keyboard.press('End');
      await expect(lastTab).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => fullyShown(lastTab)).toBe(true);
      await page.keyboard.press('Home');
      await expect(firstTab).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => fullyShown(firstTab)).toBe(true);
      // Scrolled away by its arrow (which leaves focus on the tab), the chosen tab comes back with the keyboard.
      await page.locator('.tab-scroll-end').tap();
      await expect(firstTab).toBeFocused();
      await expect.poll(() => fullyShown(firstTab)).toBe(false);
      await page.keyboard.press('Home');
      await expect.poll(() => fullyShown(firstTab)).toBe(true);
    });
  }
});
