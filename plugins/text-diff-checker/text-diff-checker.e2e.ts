import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The counts as the page shows them: "label value" per card. */
const counts = (page: Page) => page.locator('.tool-output li.stat');
/** The note under the counts, or the one that replaces them. */
const note = (page: Page) => page.locator('.tool-output [data-block="note"]');

test('compares two typed texts inline and side by side, by lines, words and characters', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-diff-checker');
  const original = page.getByLabel('Original text', { exact: true });
  const changed = page.getByLabel('Changed text', { exact: true });
  await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lines' })).toBeChecked();

  await original.pressSequentially('alpha\nbeta\n<b>x</b>');
  await changed.pressSequentially('alpha\nBETA\n<b>x</b>\ngamma');

  await expect(counts(page)).toHaveText(['2 Lines added', '1 Lines removed', '2 Unchanged lines']);
  await expect(note(page)).toContainText('Counted in lines.');
  const view = page.locator('pre.diff-view');
  await expect(view.locator('del')).toHaveText(['removed: beta']);
  await expect(view.locator('ins')).toHaveText(['added: BETA', 'added: gamma']);
  await expect(view).toContainText('− removed: beta');
  await expect(view).toContainText('+ added: gamma');
  // Markup is shown as text.
  await expect(view).toContainText('<b>x</b>');
  await expect(page.locator('.tool-output b')).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy differences' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('  alpha\n- beta\n+ BETA\n  <b>x</b>\n+ gamma');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('text-diff-checker.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('  alpha\n- beta\n+ BETA\n  <b>x</b>\n+ gamma');

  // Ignore case: only gamma is new.
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect(counts(page)).toHaveText(['1 Lines added', '0 Lines removed', '3 Unchanged lines']);
  await page.getByRole('checkbox', { name: 'Ignore case' }).uncheck();

  // Side by side: a table with Original and Changed columns, rows aligned.
  await page.getByRole('radio', { name: 'Side by side' }).check();
  const table = page.getByRole('table', { name: 'Original and changed text side by side' });
  await expect(table.getByRole('columnheader', { name: 'Original text' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Changed text' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tbody tr').nth(1).locator('del')).toHaveText('removed: beta');
  await expect(table.locator('tbody tr').nth(1).locator('ins')).toHaveText('added: BETA');
  await expect(table.locator('tbody tr').nth(1).locator('td').nth(0)).toHaveText('−');
  await expect(table.locator('tbody tr').nth(1).locator('td').nth(2)).toHaveText('+');
  await expect(table.locator('tbody tr').nth(3).locator('td').nth(1)).toHaveText('');

  // Words, then characters.
  await page.getByRole('radio', { name: 'Words' }).check();
  await expect(counts(page)).toHaveText(['2 Words added', '1 Words removed', /Unchanged words$/]);
  await expect(note(page)).toContainText('Counted in words');
  await page.getByRole('radio', { name: 'Inline' }).check();
  await page.getByRole('radio', { name: 'Characters' }).check();
  await expect(counts(page)).toHaveText(['10 Characters added', '4 Characters removed', /Unchanged characters$/]);
  await expect(view.locator('ins').first()).toHaveText('+added: BETA');

  // The same text twice.
  await changed.fill('alpha\nbeta\n<b>x</b>');
  await expect(note(page)).toHaveText(/The texts are identical\.$/);
  await expect(counts(page)).toHaveCount(0);

  // The options are remembered.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Characters' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();

  await original.fill('a');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(original).toHaveValue('');
  await expect(note(page)).toHaveText(/Enter two texts to compare\.$/);
  await expect(page.getByRole('button', { name: 'Copy differences' })).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('compares two 5,000-line texts in the background; the page stays responsive', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(60_000);
  await openTool('en', 'text-tools', 'text-diff-checker');
  const lines = Array.from({ length: 5000 }, (_, i) => `Line ${i}: the quick brown fox ${i * 7}`);
  const changedLines = lines.map((l, i) => (i % 10 === 0 ? `${l} (edited)` : l));
  const paste = async (label: string, text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+V');
  };
  await paste('Original text', lines.join('\n'));
  await expect(counts(page)).toHaveText(['0 Lines added', '5,000 Lines removed', '0 Unchanged lines'], { timeout: 30_000 });
  await paste('Changed text', changedLines.join('\n'));
  // The diff runs in a worker: the page still takes a click (speed itself is a benchmark's business).
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Original text', { exact: true })).toHaveValue('');

  await paste('Original text', lines.join('\n'));
  await paste('Changed text', changedLines.join('\n'));
  await expect(counts(page)).toHaveText(['500 Lines added', '500 Lines removed', '4,500 Unchanged lines'], { timeout: 30_000 });
  // At most 1,000 lines are drawn until Show all.
  await expect(page.locator('pre.diff-view .diff-line')).toHaveCount(1000);
  await expect(page.getByRole('note').filter({ hasText: 'Showing the first 1,000 of 5,500 lines.' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.locator('pre.diff-view .diff-line')).toHaveCount(5500);

  // Characters of very different long texts: the page stays usable while it works.
  await page.getByRole('radio', { name: 'Characters' }).check();
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect(page.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'text-diff-checker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Comparateur de textes');
  await page.getByLabel('Texte original', { exact: true }).fill('Bonjour le monde');
  await page.getByLabel('Texte modifié', { exact: true }).fill('Bonjour tout le monde');
  await page.getByRole('radio', { name: 'Mots' }).check();
  await expect(counts(page)).toHaveText(['1 Mots ajoutés', '0 Mots supprimés', '3 Mots inchangés']);
  await expect(page.locator('pre.diff-view ins')).toHaveText('+ajouté\u202f: tout');
  await page.getByRole('radio', { name: 'Côte à côte' }).check();
  await expect(page.getByRole('columnheader', { name: 'Texte original' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ignorer la casse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier les différences' })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
