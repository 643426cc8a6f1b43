import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a visitor cleans a text in each mode, copies and downloads the result', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-cleaner');
  const input = page.getByLabel('Your text', { exact: true });
  const output = page.getByLabel('Cleaned text', { exact: true });
  const mode = (label: string) => page.getByRole('radio', { name: label, exact: true });
  const status = page.getByRole('status').filter({ hasText: 'Removed' });

  await input.fill('  Hello   world  \nSecond\tline here \n\n\nThird  line');
  await expect(mode('Extra spaces')).toBeChecked();
  await expect(output).toHaveValue('Hello world\nSecond line here\n\n\nThird line');
  await expect(status).toHaveText('Removed 8 characters');

  await mode('Line breaks').check();
  await expect(output).toHaveValue('  Hello   world Second\tline here\n\nThird  line');
  await expect(status).toHaveText('Removed 4 characters and 2 lines');
  await page.getByRole('checkbox', { name: 'Keep paragraphs' }).uncheck();
  await expect(output).toHaveValue('  Hello   world Second\tline here Third  line');
  await expect(status).toHaveText('Removed 5 characters and 4 lines');

  await mode('Empty lines').check();
  await expect(output).toHaveValue('  Hello   world  \nSecond\tline here \nThird  line');
  await expect(status).toHaveText('Removed 2 characters and 2 lines');

  await mode('Normalize all').check();
  await input.fill('\uFEFF “Quoted”\u00A0\u00A0text\u200B \r\n\r\n');
  await expect(output).toHaveValue('“Quoted” text');
  await page.getByRole('checkbox', { name: 'Straight quotes' }).check();
  await expect(output).toHaveValue('"Quoted" text');

  await mode('HTML tags').check();
  await input.fill('<h1>Title</h1><script>alert(1)</script><p>One &lt;two&gt;</p><!-- c -->');
  await expect(output).toHaveValue('Title\nOne <two>');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('Title\nOne <two>');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT' }).click();
  expect((await download).suggestedFilename()).toBe('text-cleaner.txt');

  await page.getByRole('button', { name: 'Broken lines', exact: true }).click();
  await expect(mode('Line breaks')).toBeChecked();
  await expect(output).toHaveValue('This sentence was broken over three lines.\n\nA second paragraph.');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  expect(foreignRequests).toEqual([]);
});

test('the HTML mode reads markup inertly: no dialog, no image request', async ({ page, openTool, foreignRequests }) => {
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await openTool('en', 'text-tools', 'text-cleaner');
  await page.getByRole('radio', { name: 'HTML tags', exact: true }).check();
  const before = requests.length;
  await page.getByLabel('Your text', { exact: true }).fill('<img src=x onerror=alert(1)><p>Hi &amp; bye</p>');
  await expect(page.getByLabel('Cleaned text', { exact: true })).toHaveValue('Hi & bye');
  await page.waitForTimeout(500);
  expect(dialogs).toBe(0);
  const after = requests.slice(before);
  expect(after.filter((url) => /\/x(\?|#|$)/.test(url))).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname.endsWith('/x'))).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('a French visitor cleans a text with French labels', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'text-cleaner');
  const input = page.getByLabel('Votre texte', { exact: true });
  const output = page.getByLabel('Texte nettoyé', { exact: true });
  const mode = (label: string) => page.getByRole('radio', { name: label, exact: true });

  await input.fill('Bonjour   à  tous\u202F!  ');
  await expect(mode('Espaces en trop')).toBeChecked();
  await expect(output).toHaveValue('Bonjour à tous\u202F!');
  await expect(page.getByRole('status').filter({ hasText: 'Texte allégé' })).toHaveText('Texte allégé de 5 caractères');

  await mode('Lignes vides').check();
  await input.fill('un\n\n\ndeux');
  await expect(output).toHaveValue('un\ndeux');
  await expect(page.getByRole('status').filter({ hasText: 'Texte allégé' })).toHaveText('Texte allégé de 2 caractères et 2 lignes');

  await mode('Sauts de ligne').check();
  await expect(page.getByRole('checkbox', { name: 'Conserver les paragraphes' })).toBeChecked();
  await mode('Balises HTML').check();
  await input.fill('<p>Fromage &amp; dessert</p>');
  await expect(output).toHaveValue('Fromage & dessert');
  await mode('Tout normaliser').check();
  await expect(page.getByRole('checkbox', { name: 'Guillemets droits' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copié' })).toBeVisible();
  expect(await clipboard(page)).toBe('<p>Fromage &amp; dessert</p>');
  await expect(page.getByRole('button', { name: 'Télécharger en TXT' })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
