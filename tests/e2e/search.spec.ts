import { test, expect, gotoHydrated } from './fixtures.ts';

test.describe('search', () => {
  test("the site's own search link (all tools?q=) filters after hydration with no error, and the filter forgives typos and other languages", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await gotoHydrated(page, '/en/all-tools?q=json');
    await expect(page.getByRole('searchbox', { name: 'Filter tools' })).toHaveValue('json');
    await expect(page.locator('main').getByRole('link', { name: /JSON formatter/ })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Loan calculator/ })).toHaveCount(0);
    // The filter finds what the search finds: a typo, and a word of another language's names.
    const filter = page.getByRole('searchbox', { name: 'Filter tools' });
    await filter.fill('mortage');
    await expect(page.locator('main').getByRole('link', { name: /Loan calculator/ })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /JSON formatter/ })).toHaveCount(0);
    await filter.fill('zinseszins');
    await expect(page.locator('main').getByRole('link', { name: /Compound interest calculator/ })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Loan calculator/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('typing opens matches; arrows and Enter open the highlighted tool; the box clears', async ({ page }) => {
    await gotoHydrated(page, '/en/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search tools' });
    await box.fill('   ');
    await expect(page.getByRole('banner').getByRole('listbox')).toBeHidden();
    await box.fill('case');
    const list = page.getByRole('banner').getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText('Case converter');
    const box320 = await page.getByRole('banner').locator('.search-dropdown').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(box320).toBe('320px');
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/text-tools\/case-converter$/);
    await expect(box).toHaveValue('');
    await expect(list).toBeHidden();
  });

  test('Enter opens the first match; a click opens a result; clicking outside closes', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const box = page.getByRole('banner').getByRole('combobox');
    await box.fill('case conv');
    await box.press('Enter');
    await expect(page).toHaveURL(/case-converter$/);
    await box.fill('case');
    await page.getByRole('banner').getByRole('option').first().click();
    await expect(page).toHaveURL(/case-converter$/);
    await box.fill('case');
    await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
    await page.locator('h1').click();
    await expect(page.getByRole('banner').getByRole('listbox')).toBeHidden();
  });

  test('no match shows the no-results message', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.getByRole('banner').getByRole('combobox').fill('zzzzqqqq');
    await expect(page.getByRole('banner').getByText(/No tools match/)).toBeVisible();
  });

  test('exact and prefix matches of names rank first, weak fuzzy matches are dropped', async ({ page }) => {
    await gotoHydrated(page, '/de');
    const box = page.getByRole('banner').getByRole('combobox');
    await box.click();
    await box.pressSequentially('uhr');
    const options = page.getByRole('banner').getByRole('option');
    await expect(options.first()).toContainText('Stoppuhr');
    await expect(options.filter({ hasText: /URL/ })).toHaveCount(0);
    await box.fill('js');
    await expect(options.first()).toContainText('JSON');
    await expect(options.filter({ hasText: /Textaufteiler|Zeitzonen/ })).toHaveCount(0);
  });

  test('names are searched in the page language', async ({ page }) => {
    await gotoHydrated(page, '/de');
    const box = page.getByRole('banner').getByRole('combobox');
    await box.click();
    await box.pressSequentially('klein');
    await expect(page.getByRole('banner').getByRole('option').first()).toContainText('Kleinschreibung');
  });

  test('the header search finds a tool by its name in another language or misspelt, named in the page language', async ({ page }) => {
    await gotoHydrated(page, '/en/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search tools' });
    const first = page.getByRole('banner').getByRole('option').first();
    await box.fill('zinseszins');
    await expect(first).toHaveText(/Compound interest calculator/);
    await box.fill('mortage');
    await expect(first).toHaveText(/Loan calculator/);
  });

  test('the palette on /en/ finds the compound interest calculator by German "zinseszins" and the loan calculator by "mortage"', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();
    const first = dialog.getByRole('option').first();
    await box.pressSequentially('zinseszins');
    await expect(first).toHaveText(/Compound interest calculator/);
    await box.fill('mortage');
    await expect(first).toHaveText(/Loan calculator/);
    // A typo in each of two words, and a tool known by its Spanish name.
    await box.fill('compund intrest');
    await expect(first).toHaveText(/Compound interest calculator/);
    await box.fill('calculadora de prestamos');
    await expect(first).toHaveText(/Loan calculator/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/[a-z-]+\/loan-calculator$/);
  });

  test('on a phone, search and menu open independently and choosing a result closes search', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/en');
    const searchToggle = page.getByRole('button', { name: 'Open search' });
    const menuToggle = page.getByRole('button', { name: 'Open menu' });
    await menuToggle.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await searchToggle.click();
    await expect(page.locator('#mobile-search')).toBeVisible();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    const box = page.locator('#mobile-search').getByRole('combobox');
    await box.fill('case');
    await page.locator('#mobile-search').getByRole('option').first().click();
    await expect(page).toHaveURL(/case-converter$/);
    await expect(page.locator('#mobile-search')).toBeHidden();
    await context.close();
  });
});
