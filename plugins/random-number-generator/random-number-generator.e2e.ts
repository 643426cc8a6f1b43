import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const stat = (page: Page, label: string) => page.locator('.stat').filter({ has: page.getByText(label, { exact: true }) }).locator('.stat-value');
/** The numbers of the result table ("The numbers drawn, in order"), as shown. */
const drawn = (page: Page) => page.locator('table').filter({ hasText: 'The numbers drawn, in order' }).locator('tbody tr td:last-child');
const history = (page: Page) => page.locator('table').filter({ hasText: 'Your earlier draws, the latest first' }).locator('tbody tr');

test('draws different numbers, refuses too many, copies and downloads them, and keeps this visit’s draws', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'random-number-generator');
  // One number from 1 to 100 as soon as the page opens.
  await expect(stat(page, 'Your number')).toHaveText(/^\d{1,3}$/);
  const n = Number(await stat(page, 'Your number').textContent());
  expect(n >= 1 && n <= 100).toBe(true);

  // 6 different numbers from 1 to 6, smallest first: all of them.
  await page.getByRole('textbox', { name: 'Highest number' }).fill('6');
  await page.getByRole('checkbox', { name: 'No repeats' }).check();
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Smallest first' });
  await page.getByRole('textbox', { name: 'How many numbers' }).fill('6');
  await expect(drawn(page)).toHaveText(['1', '2', '3', '4', '5', '6']);
  await expect(stat(page, 'Sum')).toHaveText('21');

  // A seventh is refused, at the count, in words.
  await page.getByRole('textbox', { name: 'How many numbers' }).fill('7');
  await expect(page.getByText('You asked for 7 different numbers, but there are only 6 from 1 to 6.', { exact: false })).toBeVisible();
  await expect(drawn(page)).toHaveCount(0);

  // A huge range with repeats, as drawn: Copy and TXT give the numbers one per line.
  await page.getByRole('checkbox', { name: 'No repeats' }).uncheck();
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'As drawn' });
  await page.getByRole('textbox', { name: 'Lowest number' }).fill('-9007199254740991');
  await page.getByRole('textbox', { name: 'Highest number' }).fill('9007199254740991');
  await page.getByRole('textbox', { name: 'How many numbers' }).fill('25');
  await expect(drawn(page)).toHaveCount(25);
  await expect(page.getByRole('img', { name: 'How the numbers spread' })).toBeVisible();
  const shown = (await drawn(page).allTextContents()).map((s) => s.replace(/,/g, ''));
  for (const v of shown) expect(Number.isSafeInteger(Number(v))).toBe(true);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await clipboard(page)).toBe(shown.join('\n'));
  const [txt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(txt.suggestedFilename()).toBe('random-numbers.txt');
  expect(await readFile((await txt.path())!, 'utf8')).toBe(shown.join('\n'));

  // Generate again: a new draw, and the earlier one is listed for this visit.
  await page.waitForTimeout(1600);
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect(drawn(page)).not.toHaveText(shown.map((s) => new Intl.NumberFormat('en').format(Number(s))));
  await expect(history(page).first()).toContainText('25 numbers from -9,007,199,254,740,991 to 9,007,199,254,740,991');
  const before = await history(page).count();
  expect(before).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Clear the history' }).click();
  await expect(history(page)).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('rolls dice and flips coins, in German', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'random-number-generator');
  await page.getByRole('tab', { name: 'Würfel' }).click();
  await page.getByRole('radio', { name: 'W20' }).check();
  await page.getByRole('textbox', { name: 'Anzahl der Würfel' }).fill('3');
  await expect(stat(page, 'Summe von 3 × W20')).toHaveText(/^\d+$/);
  const formula = await page.locator('[data-block="formula"]').textContent();
  const dice = formula!.replace('Würfel: ', '').split(' = ')[0]!.split(' + ').map(Number);
  expect(dice).toHaveLength(3);
  for (const d of dice) expect(d >= 1 && d <= 20).toBe(true);
  expect(Number(await stat(page, 'Summe von 3 × W20').textContent())).toBe(dice.reduce((a, b) => a + b, 0));
  await expect(page.getByRole('button', { name: 'Neu würfeln' })).toBeVisible();

  await page.getByRole('tab', { name: 'Münze' }).click();
  await page.getByRole('textbox', { name: 'Anzahl der Würfe' }).fill('100');
  // The flips are drawn after the typing settles: wait for them before reading.
  await expect(stat(page, 'Kopf')).toHaveText(/^\d+ /);
  const heads = Number((await stat(page, 'Kopf').textContent())!.split(' ')[0]);
  const tails = Number((await stat(page, 'Zahl').textContent())!.split(' ')[0]);
  expect(heads + tails).toBe(100);
  await expect(page.getByRole('button', { name: 'Neu werfen' })).toBeVisible();

  // A seed gives the same flips every time, and says so.
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('Anstoß');
  await expect(page.getByText('Aus dem Seed „Anstoß“ gezogen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu werfen' })).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});
