import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const PASTED = '<div><ul><li>One</li><li>Two</li></ul></div>\n\n\n<p>End</p>';
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('prettifies pasted HTML, follows the options, copies and downloads', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'html-prettify');
  const input = page.getByLabel('HTML input', { exact: true });
  const output = page.getByLabel('Formatted HTML', { exact: true });
  await expect(page.getByRole('radio', { name: '2 spaces' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Preserve newlines' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'End with newline' })).not.toBeChecked();

  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(output).toHaveValue('<div>\n  <ul>\n    <li>One</li>\n    <li>Two</li>\n  </ul>\n</div>\n\n\n<p>End</p>');

  await page.getByRole('radio', { name: '4 spaces' }).check();
  await expect(output).toHaveValue('<div>\n    <ul>\n        <li>One</li>\n        <li>Two</li>\n    </ul>\n</div>\n\n\n<p>End</p>');
  await page.getByRole('radio', { name: 'Tabs' }).check();
  await page.getByRole('checkbox', { name: 'Preserve newlines' }).uncheck();
  await page.getByRole('checkbox', { name: 'End with newline' }).check();
  const expected = '<div>\n\t<ul>\n\t\t<li>One</li>\n\t\t<li>Two</li>\n\t</ul>\n</div>\n<p>End</p>\n';
  await expect(output).toHaveValue(expected);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('html-prettify.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter some HTML code to prettify.');
  expect(foreignRequests).toEqual([]);
});

test('an example fills input and options', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'html-prettify');
  await page.getByRole('button', { name: 'Style and script' }).click();
  await expect(page.getByRole('radio', { name: 'Tabs' })).toBeChecked();
  await expect(page.getByLabel('Formatted HTML', { exact: true })).toHaveValue(
    '<style>\n\t.note {\n\t\tcolor: #333;\n\t\tmargin: 0 auto\n\t}\n</style>\n<script>\n\tfunction hello(name) {\n\t\treturn "Hello, " + name\n\t}\n</script>\n<p class="note">Hi</p>\n',
  );
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
  await openTool('en', 'developer-tools', 'html-prettify');
  await page.getByLabel('HTML input', { exact: true }).fill('<div><img src=x onerror=alert(1)></div>');
  await expect(page.getByLabel('Formatted HTML', { exact: true })).toHaveValue('<div><img src=x onerror=alert(1)></div>');
  await page.waitForTimeout(300);
  expect(requested.filter((u) => /\/x(\?|#|$)/.test(u))).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('German page: German labels and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'html-prettify');
  const input = page.getByLabel('HTML-Eingabe', { exact: true });
  await expect(page.getByRole('checkbox', { name: 'Zeilenumbrüche beibehalten' })).toBeChecked();
  await input.fill('<section><p>Grüße aus München</p></section>');
  await page.getByRole('radio', { name: '8 Leerzeichen' }).check();
  await expect(page.getByLabel('Formatiertes HTML', { exact: true })).toHaveValue(`<section>\n${' '.repeat(8)}<p>Grüße aus München</p>\n</section>`);
  await page.getByRole('button', { name: 'Leeren' }).click();
  await expect(page.getByRole('alert')).toContainText('Bitte geben Sie HTML-Code zum Formatieren ein.');
  expect(foreignRequests).toEqual([]);
});
