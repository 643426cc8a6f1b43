/**
 * What a visitor keeps on this site: the theme (no flash of the wrong one), favourites and recent
 * tools (with export, import and forgetting everything), and the command palette, keyboard only.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, gotoHydrated } from './fixtures.ts';

// Routes on the context, init scripts, granted permissions and a fake clock last as long as a browser context.
test.use({ isolatedContext: true });

const background = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
/** Opens the palette from the keyboard and waits for its box (its code loads on first use). */
async function openPalette(page: import('@playwright/test').Page, key = 'Control+k') {
  await page.keyboard.press(key);
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
}
const DARK_BG = 'rgb(15, 17, 21)';
const LIGHT_BG = 'rgb(247, 248, 250)';

test.describe('theme', () => {
  test('follows the device, and a chosen theme is remembered and painted before any script of the app runs', async ({ page, context }) => {
    await gotoHydrated(page, '/en');
    expect(await background(page)).toBe(LIGHT_BG);
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    expect(await background(page)).toBe(DARK_BG);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    // The first paint of the next page, with the app's scripts held back: already dark.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/de/text-tools');
    expect(await background(page)).toBe(DARK_BG);
    await context.unroute('**/assets/*.js');
    await gotoHydrated(page, '/fr');
    await page.getByRole('button', { name: 'Passer au thème clair' }).click();
    expect(await background(page)).toBe(LIGHT_BG);
    await page.getByRole('button', { name: 'Utiliser le thème de l’appareil' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('on a dark device the button offers the light theme first, and says so', async ({ page }) => {
    // The prerendered button speaks for a light device; hydrating on a dark one must not be a mismatch.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/en');
    expect(await background(page)).toBe(DARK_BG);
    await page.getByRole('button', { name: 'Switch to light theme', exact: true }).click();
    expect(await background(page)).toBe(LIGHT_BG);
    await page.getByRole('button', { name: 'Switch to dark theme', exact: true }).click();
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: "Use the device's theme", exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('the page keeps its Content-Security-Policy: the boot script runs by its hash, nothing else inline', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/es');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(violations).toEqual([]);
  });
});

test.describe('favourites and recent tools', () => {
  test('a star keeps a tool on the home page, recent tools follow, and an export brings them back after forgetting', async ({ page }) => {
    await gotoHydrated(page, '/en/developer-tools/base64-encoder');
    const star = page.locator('.tool-header').getByRole('button', { name: 'Favourite: Base64 encoder and decoder' });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await gotoHydrated(page, '/en/text-tools/word-counter');
    await gotoHydrated(page, '/en');
    // A returning visitor finds them right under the search, in the first screen, without scrolling.
    const yours = page.getByRole('region', { name: 'Your tools' });
    await expect(page.locator('.hero + section')).toHaveAttribute('aria-labelledby', 'your-tools');
    await expect(yours.getByRole('heading', { name: 'Favourites' })).toBeInViewport();
    await expect(yours.getByRole('link', { name: /Base64 encoder and decoder/ })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(yours.getByRole('heading', { name: 'Recently used' })).toBeVisible();
    await expect(yours.getByRole('link', { name: /Word counter/ })).toBeVisible();
    // A favourite used lately is shown once, among the favourites.
    await expect(yours.getByRole('link', { name: /Base64 encoder and decoder/ })).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), yours.getByRole('button', { name: 'Export favourites and settings' }).click()]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'toolbench-picks', favourites: ['base64-encoder'] });

    await yours.getByRole('button', { name: 'Forget everything stored' }).click();
    await yours.getByRole('button', { name: 'Yes, forget everything' }).click();
    await expect(yours.getByRole('status')).toHaveText('Everything this site stored in this browser is forgotten.');
    await expect(yours.getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const chooser = page.waitForEvent('filechooser');
    await yours.getByRole('button', { name: 'Import…' }).click();
    await (await chooser).setFiles({ name: 'picks.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect(yours.getByRole('status')).toContainText('Imported 1 favourite.');
    await expect(yours.getByRole('link', { name: /Base64 encoder and decoder/ })).toBeVisible();

    const wrong = page.waitForEvent('filechooser');
    await yours.getByRole('button', { name: 'Import…' }).click();
    await (await wrong).setFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    await expect(yours.getByRole('status')).toHaveText('This file is not a Toolbench export of favourites and settings.');
  });
});

test.describe('your tools on the home page', () => {
  test('a first visit shows nothing under the search and nothing moves; the section waits below the fold with Import', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const categories = page.getByRole('heading', { name: 'Browse by category' });
    const top = await categories.evaluate((el) => el.getBoundingClientRect().top);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.hero + section')).toHaveAttribute('aria-labelledby', 'home-categories');
    expect(await categories.evaluate((el) => el.getBoundingClientRect().top)).toBe(top);
    const yours = page.getByRole('region', { name: 'Your tools' });
    await expect(yours).toHaveCount(0);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(yours).toContainText('Star ☆ any tool to keep it here.');
    await expect(yours.getByRole('button', { name: 'Import…' })).toBeVisible();
  });

  test('the palette, opened with nothing typed, lists the favourite then the recent tools, in the page language', async ({ page }) => {
    await gotoHydrated(page, '/es/developer-tools/base64-encoder');
    await page.locator('.tool-header').getByRole('button', { name: /^Favorit/ }).click();
    await gotoHydrated(page, '/es/text-tools/word-counter');
    await gotoHydrated(page, '/es/text-tools/case-converter');
    await gotoHydrated(page, '/es');
    await expect(page.locator('.hero + section')).toHaveAttribute('aria-labelledby', 'your-tools');
    await page.locator('h1').click();
    await openPalette(page);
    const options = page.getByRole('dialog').getByRole('option');
    await expect(options.nth(0)).toContainText('Codificador y decodificador Base64');
    await expect(options.nth(0)).toContainText('Favoritas');
    await expect(options.nth(1)).toContainText('Conversor de mayúsculas y minúsculas');
    await expect(options.nth(1)).toContainText('Usadas recientemente');
    await expect(options.nth(2)).toContainText('Contador de palabras');
    await expect(options.nth(2)).toContainText('Usadas recientemente');
  });
});

test.describe('command palette', () => {
  test('opens with Ctrl+K, finds a tool in the page language or English, and opens it from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/de');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Befehlspalette' });
    const box = dialog.getByRole('combobox', { name: 'Tools und Aktionen suchen' });
    await expect(box).toBeFocused();
    await box.pressSequentially('word count');
    await expect(dialog.getByRole('option').first()).toContainText('Wortzähler');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/text-tools\/word-counter$/);
    await expect(dialog).toHaveCount(0);
  });

  test('"/" opens it outside a text field; favourites come first; actions change the theme and the language; Esc closes', async ({ page }) => {
    await gotoHydrated(page, '/en/developer-tools/json-formatter');
    await page.locator('.tool-header').getByRole('button', { name: /^Favourite:/ }).click();
    await page.locator('main textarea').first().fill('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('main textarea').first().fill('');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await expect(dialog.getByRole('option').first()).toContainText('JSON formatter');
    await expect(dialog.getByRole('option').first()).toContainText('Favourites');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await openPalette(page);
    await page.keyboard.type('dark theme');
    // Enter takes the option marked ↵: the first match (src/sdk/ui/combobox.ts).
    await expect(dialog.locator('[role="option"][data-enter]')).toContainText('Switch to dark theme');
    await page.keyboard.press('Enter');
    expect(await background(page)).toBe(DARK_BG);

    await openPalette(page);
    await page.keyboard.type('Deutsch');
    // As a person does: Enter once the list shows what was typed (a key pressed sooner takes the match for "Deu").
    await expect(dialog.locator('[role="option"][data-enter]')).toContainText('Deutsch');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/developer-tools\/json-formatter$/);
    await expect(page.locator('h1')).toContainText('JSON-Formatierer');
  });

  test('closing it gives focus back where it was: Escape, and an action run on the page', async ({ page }) => {
    await gotoHydrated(page, '/es/developer-tools/json-formatter');
    const box = page.locator('main textarea').first();
    await box.fill('{"a":1}');
    await openPalette(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(box).toBeFocused();
    await openPalette(page);
    await page.keyboard.type('vaciar');
    await expect(page.getByRole('dialog').locator('[role="option"][data-enter]')).toContainText('Vaciar los campos de esta herramienta');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('clears the tool and copies its link with the options; results are announced; arrows move the selection', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/fr/developer-tools/json-formatter');
    await page.locator('main textarea').first().fill('{"a":1}');
    await openPalette(page);
    const dialog = page.getByRole('dialog', { name: 'Palette de commandes' });
    await page.keyboard.type('vider');
    await expect(dialog.locator('[aria-live]')).toHaveText(/^\d+ résultats?$/);
    await expect(dialog.locator('[role="option"][data-enter]')).toContainText('Vider les champs de cet outil');
    await page.keyboard.press('Enter');
    await expect(page.locator('main textarea').first()).toHaveValue('');

    await openPalette(page);
    await page.keyboard.type('lien');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lien copié')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/fr\/developer-tools\/json-formatter/);

    await openPalette(page);
    await page.keyboard.type('json');
    await expect(dialog.getByRole('option', { selected: true })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    const first = await dialog.getByRole('option', { selected: true }).textContent();
    expect(first).toBe(await dialog.getByRole('option').first().textContent());
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('option', { selected: true }).textContent()).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await dialog.getByRole('option', { selected: true }).textContent()).toBe(first);
  });
});

test.describe('send to another tool', () => {
  test('a result goes into the chosen tool, on the tab that takes it, through the page and never the address', async ({ page, foreignRequests }) => {
    // Formatted JSON → Base64 (encode), then the Base64 → Base64 decode is the same tool: → word counter from decode.
    await gotoHydrated(page, '/en/developer-tools/json-formatter');
    await page.locator('main textarea').first().fill('{"name":"Ada","langs":["en","fr"]}');
    await page.getByLabel('Send to').selectOption({ label: 'Base64 encoder and decoder' });
    await expect(page).toHaveURL(/\/en\/developer-tools\/base64-encoder$/);
    await expect(page.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('main textarea').first()).toHaveValue('{\n  "name": "Ada",\n  "langs": [\n    "en",\n    "fr"\n  ]\n}');

    // Base64 text → the Base64 tool's own decode tab is the receiver for 'base64'; here, a German page.
    await gotoHydrated(page, '/de/developer-tools/base64-encoder');
    await page.locator('main textarea').first().fill('Hallo Welt, hallo Toolbench');
    await page.getByLabel('Senden an').selectOption({ label: 'Wortzähler' });
    await expect(page).toHaveURL(/\/de\/text-tools\/word-counter$/);
    await expect(page.locator('main textarea').first()).toHaveValue('SGFsbG8gV2VsdCwgaGFsbG8gVG9vbGJlbmNo');

    // Markdown rendered to HTML → the HTML minifier (takes exactly HTML), in French.
    await gotoHydrated(page, '/fr/text-tools/markdown-to-html');
    await page.locator('main textarea').first().fill('# Titre\n\nUn *mot*.');
    await page.getByLabel('Envoyer vers').selectOption({ label: 'Minificateur HTML' });
    await expect(page).toHaveURL(/\/fr\/developer-tools\/html-minifier$/);
    await expect(page.locator('main textarea').first()).toHaveValue(/<h1[^>]*>Titre<\/h1>/);
    expect(page.url()).not.toContain('Titre');

    // Formatted JSON → the JSON to YAML converter, on its JSON → YAML tab.
    await gotoHydrated(page, '/es/developer-tools/json-formatter');
    await page.locator('main textarea').first().fill('{"a":[1,2]}');
    await page.getByLabel('Enviar a').selectOption({ label: 'Conversor de JSON a YAML' });
    await expect(page).toHaveURL(/\/es\/developer-tools\/json-yaml-converter$/);
    await expect(page.locator('main textarea').first()).toHaveValue('{\n  "a": [\n    1,\n    2\n  ]\n}');
    await expect(page.locator('main')).toContainText('- 1');
    expect(foreignRequests).toEqual([]);
  });
});
