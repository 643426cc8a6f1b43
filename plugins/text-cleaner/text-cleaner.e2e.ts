import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** What the result's summary says was removed. */
const summary = (page: Page) => page.locator('[data-block="text"] .io-meta');

test('a visitor cleans a text on each tab, sees what was removed, copies and downloads the result', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-cleaner');
  const input = page.getByLabel('Your text', { exact: true });
  const output = page.getByLabel('Cleaned text', { exact: true });
  const tab = (label: string) => page.getByRole('tab', { name: label, exact: true });

  await input.fill('  Hello   world  \nSecond\tline here \n\n\nThird  line');
  await expect(tab('Extra spaces')).toHaveAttribute('aria-selected', 'true');
  await expect(output).toHaveValue('Hello world\nSecond line here\n\n\nThird line');
  await expect(summary(page)).toHaveText('Removed 8 characters');

  await tab('Line breaks').click();
  await expect(output).toHaveValue('  Hello   world Second\tline here\n\nThird  line');
  await expect(summary(page)).toHaveText('Removed 4 characters and 2 lines');
  await page.getByRole('checkbox', { name: 'Keep paragraphs' }).uncheck();
  await expect(output).toHaveValue('  Hello   world Second\tline here Third  line');
  await expect(summary(page)).toHaveText('Removed 5 characters and 4 lines');

  // The tabs follow the arrow keys.
  await tab('Line breaks').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Empty lines')).toHaveAttribute('aria-selected', 'true');
  await expect(output).toHaveValue('  Hello   world  \nSecond\tline here \nThird  line');
  await expect(summary(page)).toHaveText('Removed 2 characters and 2 lines');
  await input.fill('one\n\ntwo');
  await expect(summary(page)).toHaveText('Removed 1 character and 1 line');

  await tab('Normalize all').click();
  await input.fill('\uFEFF “Quoted”\u00A0\u00A0text\u200B \r\n\r\n');
  await expect(output).toHaveValue('“Quoted” text');
  await page.getByRole('checkbox', { name: 'Straight quotes' }).check();
  await expect(output).toHaveValue('"Quoted" text');

  await tab('HTML tags').click();
  await input.fill('<h1>Title</h1><script>alert(1)</script><p>One &lt;two&gt;</p><!-- c -->');
  await expect(output).toHaveValue('Title\nOne <two>');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('Title\nOne <two>');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('text-cleaner.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('Title\nOne <two>');

  // The tab and the options are remembered; an example chooses its own tab.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tab('HTML tags')).toHaveAttribute('aria-selected', 'true');
  await tab('Line breaks').click();
  await expect(page.getByRole('checkbox', { name: 'Keep paragraphs' })).not.toBeChecked();
  await tab('Extra spaces').click();
  await page.getByRole('button', { name: 'Broken lines', exact: true }).click();
  await expect(tab('Line breaks')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Keep paragraphs' })).toBeChecked();
  await expect(output).toHaveValue('This sentence was broken over three lines.\n\nA second paragraph.');
  await expect(summary(page)).toHaveText('Removed 0 characters and 3 lines');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(output).toHaveValue('');

  expect(foreignRequests).toEqual([]);
});

test('the HTML tab reads markup inertly: no dialog, no image request', async ({ page, openTool, foreignRequests }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await openTool('en', 'text-tools', 'text-cleaner');
  await page.getByRole('tab', { name: 'HTML tags', exact: true }).click();
  await page.getByLabel('Your text', { exact: true }).fill('<img src=x onerror=alert(1)><p>Hi &amp; bye</p>');
  await expect(page.getByLabel('Cleaned text', { exact: true })).toHaveValue('Hi & bye');
  await page.waitForTimeout(500);
  expect(dialogs).toBe(0);
  expect(requests.filter((url) => new URL(url).pathname.endsWith('/x'))).toEqual([]);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('a French visitor cleans a text with French labels and plurals', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'text-cleaner');
  const input = page.getByLabel('Votre texte', { exact: true });
  const output = page.getByLabel('Texte nettoyé', { exact: true });
  const tab = (label: string) => page.getByRole('tab', { name: label, exact: true });

  await input.fill('Bonjour   à  tous\u202F!  ');
  await expect(tab('Espaces en trop')).toHaveAttribute('aria-selected', 'true');
  await expect(output).toHaveValue('Bonjour à tous\u202F!');
  await expect(summary(page)).toHaveText('Texte allégé de 5 caractères');

  await tab('Lignes vides').click();
  await input.fill('un\n\n\ndeux');
  await expect(output).toHaveValue('un\ndeux');
  await expect(summary(page)).toHaveText('Texte allégé de 2 caractères et 2 lignes');
  await input.fill('un\n\ndeux');
  await expect(summary(page)).toHaveText('Texte allégé de 1 caractère et 1 ligne');

  await tab('Sauts de ligne').click();
  await expect(page.getByRole('checkbox', { name: 'Conserver les paragraphes' })).toBeChecked();
  await tab('Balises HTML').click();
  await input.fill('<p>Fromage &amp; dessert</p>');
  await expect(output).toHaveValue('Fromage & dessert');
  await tab('Tout normaliser').click();
  await expect(page.getByRole('checkbox', { name: 'Guillemets droits' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copié' })).toBeVisible();
  expect(await clipboard(page)).toBe('<p>Fromage &amp; dessert</p>');
  await expect(page.getByRole('button', { name: 'Télécharger en TXT' })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
