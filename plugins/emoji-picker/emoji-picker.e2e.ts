import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// A context of its own: the test reloads the page to read back what this browser kept (recently used, tone).
test.use({ isolatedContext: true });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
const grid = (page: Page) => page.locator('#emoji-picker-grid');

/** Types a search, moves into the results and to `target` with the arrow keys, and copies it with Enter. */
async function searchAndPick(page: Page, label: string, query: string, target: string) {
  await page.getByRole('textbox', { name: label }).fill(query);
  await expect(grid(page).getByRole('button', { name: target, exact: true })).toBeVisible();
  await grid(page).getByRole('button').first().focus();
  for (let i = 0; i < 60 && (await focusedName(page)) !== target; i++) await page.keyboard.press('ArrowRight');
  expect(await focusedName(page)).toBe(target);
  // One tab stop per grid: the focused emoji is the one Tab comes back to.
  await expect(grid(page).locator('button[tabindex="0"]')).toHaveAccessibleName(target);
  await page.keyboard.press('Enter');
}

const CASES = [
  { lang: 'es', label: 'Buscar emojis y símbolos', query: 'corazón', first: 'corazón rojo', copied: '❤️', group: 'Flechas', symbol: 'flecha hacia la derecha' },
  { lang: 'de', label: 'Emojis und Symbole suchen', query: 'Daumen', first: 'Daumen hoch', copied: '👍', group: 'Währungszeichen', symbol: 'Eurozeichen' },
  { lang: 'fr', label: 'Chercher des emojis et des symboles', query: 'cœur', first: 'cœur rouge', copied: '❤️', group: 'Symboles typographiques', symbol: 'points de suspension' },
] as const;

for (const c of CASES) {
  test(`searches in ${c.lang} with the page language's names, picks with the keyboard and copies`, async ({ page, openTool, foreignRequests }) => {
    await openTool(c.lang, 'text-tools', 'emoji-picker');
    await expect(grid(page).getByRole('button').first()).toBeVisible();
    await searchAndPick(page, c.label, c.query, c.first);
    await expect.poll(() => clipboard(page)).toBe(c.copied);
    // The symbols are named in the page's language too.
    await page.getByRole('textbox', { name: c.label }).fill('');
    await page.getByRole('button', { name: c.group, exact: true }).click();
    await expect(grid(page).getByRole('button', { name: c.symbol, exact: true })).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
}

test('searches in English, applies a skin tone, copies every form and remembers the recently used across a reload', async ({ page, openTool, foreignRequests }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
  });
  await openTool('en', 'text-tools', 'emoji-picker');
  await expect(grid(page).getByRole('button', { name: 'grinning face', exact: true })).toBeVisible();
  // Only the page language's data was fetched (😀's annotation in each language), and no shortcodes yet.
  const loaded = (await Promise.all(scripts)).join('\n');
  expect(loaded).toContain('grinning face');
  for (const other of ['cara sonriendo', 'grinsendes Gesicht', 'visage rieur', 'slightly_smiling_face']) expect(loaded).not.toContain(other);

  // The grid is one tab stop; arrows move by one and by a row, Home and End to the ends.
  await grid(page).getByRole('button').first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).not.toBe('grinning face');
  await expect(grid(page).locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  expect(await focusedName(page)).toBe('grinning face');
  await page.keyboard.press('End');
  expect(await focusedName(page)).not.toBe('grinning face');
  await page.keyboard.press('Home');
  expect(await focusedName(page)).toBe('grinning face');

  await searchAndPick(page, 'Search emoji and symbols', 'thumbs up', 'thumbs up');
  await expect.poll(() => clipboard(page)).toBe('👍');

  // A skin tone applies to every emoji that has one.
  await page.getByRole('radio', { name: 'Medium skin tone' }).check();
  await expect(grid(page).getByRole('button').first()).toHaveAccessibleName('thumbs up: medium skin tone');
  await expect(grid(page).getByRole('button').first()).toHaveText('👍🏽');
  await grid(page).getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe('👍🏽');

  const chosen = page.getByRole('region', { name: 'The emoji you chose' });
  await expect(chosen).toContainText('thumbs up: medium skin tone');
  const forms = [
    ['Copy the code points', 'U+1F44D U+1F3FD'],
    ['Copy the HTML entity', '&#x1F44D;&#x1F3FD;'],
    ['Copy the shortcode', ':+1:'],
    ['Copy the character', '👍🏽'],
  ] as const;
  for (const [button, text] of forms) {
    await expect(chosen.locator('code').getByText(text, { exact: true })).toBeVisible();
    await chosen.getByRole('button', { name: button }).click();
    await expect.poll(() => clipboard(page)).toBe(text);
  }

  // A shortcode search.
  await page.getByRole('textbox', { name: 'Search emoji and symbols' }).fill(':grinning:');
  await expect(grid(page).getByRole('button')).toHaveCount(1);
  await grid(page).getByRole('button').first().click();
  await expect.poll(() => clipboard(page)).toBe('😀');
  await expect(chosen).toContainText('U+1F600');
  await expect(chosen).toContainText('&#x1F600;');
  await expect(chosen).toContainText(':grinning:');

  // After a reload, the recently used row and the skin tone are still there.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  const recent = page.locator('#emoji-picker-recent');
  await expect(recent.getByRole('button')).toHaveCount(3);
  await expect(recent.getByRole('button').nth(0)).toHaveAccessibleName('grinning face');
  await expect(recent.getByRole('button').nth(1)).toHaveAccessibleName('thumbs up: medium skin tone');
  await expect(recent.getByRole('button').nth(2)).toHaveAccessibleName('thumbs up');
  await expect(page.getByRole('radio', { name: 'Medium skin tone' })).toBeChecked();
  await recent.getByRole('button').nth(2).click();
  await expect.poll(() => clipboard(page)).toBe('👍');
  await expect(recent.getByRole('button').nth(0)).toHaveAccessibleName('thumbs up');
  await page.getByRole('button', { name: 'Forget recently used' }).click();
  await expect(recent).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
