/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: the tool used from the
 * keyboard alone (typing, choosing a case with the arrow keys, Copy with Enter), the Download TXT
 * file, the case remembered across a reload (the text is not), an example switching the case, and
 * Clear. The examples' outputs and Copy are played in every language by the looped test.
 * (The case converter has no messages: every text converts.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output, resultButton, clipboard } from '../../tests/e2e/result.ts';

const mode = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

test('keyboard alone: type, choose a case with the arrow keys, copy with Enter; the download', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'case-converter');
  const input = page.getByLabel('Your text', { exact: true });
  const out = page.getByLabel('Converted text', { exact: true });
  await expect(mode(page, 'UPPER CASE')).toBeChecked();
  // Nothing typed yet: no result, nothing to copy.
  await expect(out).toHaveCount(0);
  await expect(resultButton(page, 'Copy')).toHaveCount(0);

  await input.focus();
  await page.keyboard.type('hello wörld. this is a TEST');
  await expect(out).toHaveValue('HELLO WÖRLD. THIS IS A TEST');
  // Back to the cases: the chosen one has the focus; the left arrow wraps round to the last case.
  await page.keyboard.press('Shift+Tab');
  await expect(mode(page, 'UPPER CASE')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(mode(page, 'CONSTANT_CASE')).toBeChecked();
  await expect(out).toHaveValue('HELLO_WÖRLD_THIS_IS_A_TEST');
  await page.keyboard.press('ArrowLeft');
  await expect(mode(page, 'kebab-case')).toBeChecked();
  await expect(out).toHaveValue('hello-wörld-this-is-a-test');

  // Tab on to Copy and press Enter.
  const copy = resultButton(page, 'Copy');
  for (let i = 0; i < 12 && !(await copy.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(resultButton(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe('hello-wörld-this-is-a-test');

  // The file is the converted text, in UTF-8.
  const [download] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download TXT').click()]);
  expect(download.suggestedFilename()).toBe('case-converter.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('hello-wörld-this-is-a-test');
  await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('the case is remembered across a reload, the text is not; an example switches the case; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'case-converter');
  const input = page.getByLabel('Votre texte', { exact: true });
  const out = page.getByLabel('Texte converti', { exact: true });

  await mode(page, 'snake_case').check();
  await input.fill('élan vital à l’école');
  await expect(out).toHaveValue('élan_vital_à_l_école');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(mode(page, 'snake_case')).toBeChecked();
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);

  await page.getByRole('button', { name: 'Casse de phrase', exact: true }).click();
  await expect(mode(page, 'Casse de phrase')).toBeChecked();
  await expect(mode(page, 'snake_case')).not.toBeChecked();
  await expect(input).toHaveValue('HELLO WORLD. HOW ARE YOU? FINE!');

  // Clear: the text is gone, and there is nothing to copy or download.
  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Effacer', exact: true })).toBeDisabled();
  await expect(output(page).getByRole('button', { name: 'Copier', exact: true, disabled: false })).toHaveCount(0);
  await expect(output(page).getByRole('button', { name: 'Télécharger en TXT', exact: true, disabled: false })).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});
