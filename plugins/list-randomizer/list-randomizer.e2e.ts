import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const NAMES = ['Anna', 'Ben', 'Carla', 'David', 'Eva', 'Frank', 'Grace', 'Henry'];
/** The items of the numbered result list. */
const items = (page: Page) => page.locator('.result-list li');
const stat = (page: Page, label: string) => page.locator('.stat').filter({ has: page.getByText(label, { exact: true }) }).locator('.stat-value');

test('shuffles, removes duplicates and empty lines, picks winners, copies and downloads', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'list-randomizer');
  const list = page.getByLabel('Your list (one item per line)');
  await expect(list).toHaveAttribute('placeholder', 'One item per line, for example:\nAnna\nBen\nCarla');

  // Shuffle (the default): every name once, in some order; spaces around lines ignored, empty lines dropped.
  await list.fill(`${NAMES.join('\n')}\n\n  Anna  \n`);
  await expect(page.getByText('Shuffled list', { exact: true })).toBeVisible();
  await expect(items(page)).toHaveCount(9);
  await expect(stat(page, 'Items in the list')).toHaveText('9');
  await expect(stat(page, 'Lines entered')).toHaveText('10');
  await expect(stat(page, 'Empty lines removed')).toHaveText('1');
  expect((await items(page).allTextContents()).sort()).toEqual([...NAMES, 'Anna'].sort());

  // Remove duplicates: the second Anna goes.
  await page.getByRole('checkbox', { name: 'Remove duplicates' }).check();
  await expect(items(page)).toHaveCount(8);
  await expect(stat(page, 'Duplicates removed')).toHaveText('1');
  const order = await items(page).allTextContents();
  expect([...order].sort()).toEqual([...NAMES].sort());

  // Shuffle again: another order (8! = 40,320 orders; tries until it differs).
  const shuffleAgain = page.getByRole('button', { name: 'Shuffle again', exact: true });
  await expect
    .poll(async () => {
      await shuffleAgain.click();
      return (await items(page).allTextContents()).join(',');
    })
    .not.toBe(order.join(','));

  // Copy and Download give the list in its shown order, one per line.
  const shown = await items(page).allTextContents();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(shown.join('\n'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('list-randomizer.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(shown.join('\n'));

  // The list is kept for this visit only: a reload keeps the options, not the names.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('checkbox', { name: 'Remove duplicates' })).toBeChecked();
  await expect(list).toHaveValue('');
  await expect(items(page)).toHaveCount(0);
  await list.fill(NAMES.join('\n'));
  await expect(items(page)).toHaveCount(8);

  // Pick 3 winners: three different names, drawn again on request.
  await page.getByRole('radio', { name: 'Pick winners' }).check();
  await page.getByRole('textbox', { name: 'Number of winners' }).fill('3');
  await expect(page.getByText('Winners', { exact: true }).first()).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  await expect(stat(page, 'Winners')).toHaveText('3 of 8');
  const winners = await items(page).allTextContents();
  expect(new Set(winners).size).toBe(3);
  for (const w of winners) expect(NAMES).toContain(w);
  const drawAgain = page.getByRole('button', { name: 'Draw again', exact: true });
  await expect
    .poll(async () => {
      await drawAgain.click();
      return (await items(page).allTextContents()).join(',');
    })
    .not.toBe(winners.join(','));
  await expect(page.getByRole('button', { name: 'Shuffle again' })).toHaveCount(0);
  // The winners download under their own name.
  const drawn = await items(page).allTextContents();
  const [winnersFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(winnersFile.suggestedFilename()).toBe('list-randomizer-winners.txt');
  expect(await readFile((await winnersFile.path())!, 'utf8')).toBe(drawn.join('\n'));

  // More winners than names: a clear message.
  await page.getByRole('textbox', { name: 'Number of winners' }).fill('12');
  await expect(page.getByRole('alert')).toHaveText(/There are more winners \(12\) than items in the list \(8\)\./);
  await expect(items(page)).toHaveCount(0);

  // An example: the same name with blank lines leaves one item.
  await page.getByRole('button', { name: 'The same name several times' }).click();
  await expect(list).toHaveValue('Anna\n\nAnna\n  Anna  \n');
  await expect(items(page)).toHaveText(['Anna']);
  await expect(stat(page, 'Duplicates removed')).toHaveText('2');

  // Kept empty lines are said in words; Copy gives them as empty lines.
  await page.getByRole('checkbox', { name: 'Remove empty lines' }).uncheck();
  await page.getByRole('checkbox', { name: 'Remove duplicates' }).uncheck();
  await page.getByRole('radio', { name: 'Shuffle the list' }).check();
  await list.fill('Anna\n\nBen');
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).filter({ hasText: '(empty line)' })).toHaveCount(1);
  await expect(page.locator('.stat')).toHaveCount(2);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect((await clipboard(page)).split('\n').sort()).toEqual(['', 'Anna', 'Ben']);

  // Clearing the list asks for one, with nothing to copy or shuffle.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Your list is empty: enter one item per line.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shuffle again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('speaks French on the French page', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'list-randomizer');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tirage au sort de liste');
  await page.getByLabel('Votre liste (un élément par ligne)').fill('Anne\nBenoît\nCamille\n\u00c9lodie\nE\u0301lodie');
  await expect(page.getByText('Liste mélangée', { exact: true })).toBeVisible();
  await expect(items(page)).toHaveCount(5);
  // « Élodie » typed with a precomposed É or with E + combining accent is the same name.
  await page.getByRole('checkbox', { name: 'Retirer les doublons' }).check();
  await expect(items(page)).toHaveCount(4);
  await page.getByRole('radio', { name: 'Tirer des gagnants' }).check();
  await page.getByRole('textbox', { name: 'Nombre de gagnants' }).fill('2');
  await expect(stat(page, 'Gagnants')).toHaveText('2 sur 4');
  const winners = await items(page).allTextContents();
  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copié' })).toBeVisible();
  expect(await clipboard(page)).toBe(winners.join('\n'));
  await page.getByRole('textbox', { name: 'Nombre de gagnants' }).fill('9');
  await expect(page.getByRole('alert')).toContainText('Il y a plus de gagnants (9) que d’éléments dans la liste (4).');
  await expect(page.getByRole('button', { name: 'Nouveau tirage' })).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});
