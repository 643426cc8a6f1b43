import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const PASTED = '<ul>\n  <!-- list -->\n  <li class="">One   two</li>\n  <li><input type="checkbox" checked="checked"></li>\n</ul>';
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('minifies pasted HTML, shows the sizes, follows the options, copies and downloads', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'html-minifier');
  const input = page.getByLabel('HTML input', { exact: true });
  const output = page.getByLabel('Minified HTML', { exact: true });
  await expect(page.getByRole('checkbox', { name: 'Remove comments' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Remove optional tags' })).not.toBeChecked();

  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(output).toHaveValue('<ul><li>One two</li><li><input type="checkbox" checked></li></ul>');
  const sizes = page.getByRole('list', { name: 'Size' });
  await expect(sizes).toContainText('109 bytes');
  await expect(sizes).toContainText('65 bytes');
  await expect(sizes).toContainText('40.4% smaller');

  // Options change the result.
  await page.getByRole('checkbox', { name: 'Remove comments' }).uncheck();
  await page.getByRole('checkbox', { name: 'Remove whitespace between tags' }).uncheck();
  await expect(output).toHaveValue('<ul> <!-- list --> <li>One two</li> <li><input type="checkbox" checked></li> </ul>');
  await page.getByRole('checkbox', { name: 'Remove whitespace between tags' }).check();
  await page.getByRole('checkbox', { name: 'Remove optional tags' }).check();
  await page.getByRole('checkbox', { name: 'Collapse boolean attributes' }).uncheck();
  await expect(output).toHaveValue('<ul><!-- list --><li>One two<li><input type="checkbox" checked="checked"></ul>');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('<ul><!-- list --><li>One two<li><input type="checkbox" checked="checked"></ul>');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('html-minifier.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('<ul><!-- list --><li>One two<li><input type="checkbox" checked="checked"></ul>');

  // Invalid HTML: the library's reason; cleared: the request for HTML.
  await input.fill('<div <p>');
  await expect(page.getByRole('alert')).toContainText('Error minifying HTML: Parse Error: <div <p>');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter HTML to minify');

  // The options are remembered.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('checkbox', { name: 'Remove comments' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Remove optional tags' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Collapse boolean attributes' })).not.toBeChecked();
  expect(foreignRequests).toEqual([]);
});

test('HTML in the input is never rendered: no request for its image, no dialog', async ({ page, openTool, foreignRequests }) => {
  const requested: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openTool('en', 'developer-tools', 'html-minifier');
  await page.getByLabel('HTML input', { exact: true }).fill('<p>Hi</p>\n<img src=x onerror=alert(1)>\n<svg onload=alert(2)></svg>');
  await expect(page.getByLabel('Minified HTML', { exact: true })).toHaveValue('<p>Hi</p><img src="x" onerror="alert(1)"> <svg onload="alert(2)"></svg>');
  await page.waitForTimeout(300);
  expect(requested.filter((u) => /\/x(\?|#|$)/.test(u))).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels, sizes and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'html-minifier');
  const input = page.getByLabel('HTML d’entrée', { exact: true });
  await expect(page.getByRole('checkbox', { name: 'Supprimer les commentaires' })).toBeChecked();
  await input.fill(PASTED);
  await expect(page.getByLabel('HTML minifié', { exact: true })).toHaveValue('<ul><li>One two</li><li><input type="checkbox" checked></li></ul>');
  const sizes = page.getByRole('list', { name: 'Taille' });
  await expect(sizes).toContainText('109 octets');
  await expect(sizes).toContainText('40,4\u202f% plus petit');
  await input.fill('<div <p>');
  await expect(page.getByRole('alert')).toContainText('Erreur lors de la minification du HTML\u202f: Parse Error: <div <p>');
  await page.getByRole('button', { name: 'Effacer' }).click();
  await expect(page.getByRole('alert')).toContainText('Veuillez saisir du HTML à minifier');
  expect(foreignRequests).toEqual([]);
});
