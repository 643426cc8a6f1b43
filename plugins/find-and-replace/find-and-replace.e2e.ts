import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

/** The number on a count card. */
const count = (page: Page, label: string) => page.locator('.tool-output li.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value');

test('shows each change in the text, replaces one at a time, and keeps user text as text', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'find-and-replace');
  await page.getByLabel('Find', { exact: true }).fill('cat');
  await page.getByLabel('Replace with', { exact: true }).fill('<b>dog</b>');
  await page.getByLabel('Your text', { exact: true }).fill('A cat, a Cat and a café cat.');
  await expect(count(page, 'Matches')).toHaveText('3');
  await expect(count(page, 'Replacements')).toHaveText('3');
  const preview = page.locator('.tool-output pre');
  // Removed text struck through, inserted text underlined, each change numbered; markup shown as text.
  await expect(preview.locator('del')).toHaveText(['removed: cat', 'removed: Cat', 'removed: cat']);
  await expect(preview.locator('ins')).toHaveText(['inserted: <b>dog</b>', 'inserted: <b>dog</b>', 'inserted: <b>dog</b>']);
  await expect(preview.locator('sup')).toHaveText(['1', '2', '3']);
  await expect(page.locator('.tool-output b')).toHaveCount(0);
  await expect(page.getByLabel('Text after replacement', { exact: true })).toHaveValue('A <b>dog</b>, a <b>dog</b> and a café <b>dog</b>.');
  // The bespoke part passes axe (no serious or critical violation).
  expect(await seriousViolations(page)).toEqual([]);

  // Match case, then one at a time: the others are only marked.
  await page.getByRole('checkbox', { name: 'Match case' }).check();
  await expect(count(page, 'Matches')).toHaveText('2');
  await page.getByRole('checkbox', { name: 'Replace all' }).uncheck();
  const which = page.getByLabel('Match to replace', { exact: true });
  await which.focus();
  await page.keyboard.press('ArrowUp');
  await expect(which).toHaveValue('2');
  await expect(count(page, 'Replacements')).toHaveText('1');
  await expect(preview.locator('mark')).toHaveText(['1match 1: cat']);
  await expect(page.getByLabel('Text after replacement', { exact: true })).toHaveValue('A cat, a Cat and a café <b>dog</b>.');
  await which.fill('3');
  await expect(page.getByRole('alert')).toContainText('There is no match number 3: the text has 2.');

  // Copy gives the replaced text.
  await which.fill('1');
  await page.getByRole('button', { name: 'Copy replaced text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('A <b>dog</b>, a Cat and a café cat.');
  expect(foreignRequests).toEqual([]);
});

test('stops a catastrophic pattern after 2 seconds with the regex tester’s message; the page stays usable', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'find-and-replace');
  await page.getByRole('checkbox', { name: 'Regular expression' }).check();
  const find = page.getByLabel('Find', { exact: true });
  await find.fill('(a+)+$');
  await page.getByLabel('Your text', { exact: true }).fill(`${'a'.repeat(30)}!`);
  await expect(page.getByRole('alert')).toContainText('The pattern ran longer than 2 seconds and was stopped.', { timeout: 10_000 });
  await find.fill('a+!');
  await page.getByLabel('Replace with', { exact: true }).fill('ok');
  await expect(count(page, 'Matches')).toHaveText('1');
  await expect(page.getByLabel('Text after replacement', { exact: true })).toHaveValue('ok');
  await expect(page.getByText('The pattern ran longer than 2 seconds')).toHaveCount(0);
  // An invalid pattern is said at the find field.
  await find.fill('(a');
  await expect(page.getByText('Invalid regex: a group opened with ( is never closed.')).toBeVisible();
  await expect(find).toHaveAttribute('aria-invalid', 'true');
  expect(foreignRequests).toEqual([]);
});

test('German page: German labels and the example with groups', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'text-tools', 'find-and-replace');
  await page.getByRole('button', { name: 'Datumsangaben mit Gruppen umstellen' }).click();
  await expect(count(page, 'Treffer')).toHaveText('2');
  await expect(page.getByLabel('Text nach der Ersetzung', { exact: true })).toHaveValue('Due 2026-11-05, paid 2026-10-28.');
  await expect(page.locator('.tool-output pre ins').first()).toHaveText('eingefügt: 2026-11-05');
  expect(foreignRequests).toEqual([]);
});
