/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: a paste from the keyboard,
 * the Download TXT file (with its final line break), options remembered across a reload, the
 * message for an empty input in the error banner (English and German) with no result left, and
 * that the HTML typed in is never rendered. The examples' outputs and Copy are played in every
 * language by the looped test.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, resultButton, expectOnlyMessage } from '../../tests/e2e/result.ts';

const PASTED = '<div><ul><li>One</li><li>Two</li></ul></div>\n\n\n<p>End</p>';


test('pasted HTML is prettified; the download ends as the options say; options remembered; Clear asks for HTML', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'html-prettify');
  const input = page.getByLabel('HTML input', { exact: true });
  const out = page.getByLabel('Formatted HTML', { exact: true });
  await expect(page.getByRole('radio', { name: '2 spaces', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Preserve newlines', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'End with newline', exact: true })).not.toBeChecked();
  await expect(out).toHaveCount(0);

  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(out).toHaveValue('<div>\n  <ul>\n    <li>One</li>\n    <li>Two</li>\n  </ul>\n</div>\n\n\n<p>End</p>');

  await page.getByRole('radio', { name: 'Tabs', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Preserve newlines', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'End with newline', exact: true }).check();
  const expected = '<div>\n\t<ul>\n\t\t<li>One</li>\n\t\t<li>Two</li>\n\t</ul>\n</div>\n<p>End</p>\n';
  await expect(out).toHaveValue(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download TXT').click()]);
  expect(download.suggestedFilename()).toBe('html-prettify.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected);
  await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();

  // The options come back after a reload; the HTML itself is not kept.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Tabs', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Preserve newlines', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'End with newline', exact: true })).toBeChecked();
  await expect(input).toHaveValue('');
  await input.fill(PASTED);
  await expect(out).toHaveValue(expected);

  // Cleared, or only blank: the spec's message, and no result.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectOnlyMessage(page, 'Please enter some HTML code to prettify.', { output: 'Formatted HTML', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' });
  await input.fill(' \n\t ');
  await expectOnlyMessage(page, 'Please enter some HTML code to prettify.', { output: 'Formatted HTML', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' });
  await input.fill('<p>Back</p>');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('<p>Back</p>\n');

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
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('German page: the German message when there is no HTML', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'html-prettify');
  const input = page.getByLabel('HTML-Eingabe', { exact: true });
  await input.fill('<section><p>Grüße aus München</p></section>');
  await expect(page.getByLabel('Formatiertes HTML', { exact: true })).toHaveValue('<section>\n  <p>Grüße aus München</p>\n</section>');
  await page.getByRole('button', { name: 'Leeren', exact: true }).click();
  await expectOnlyMessage(page, 'Bitte geben Sie HTML-Code zum Formatieren ein.', { output: 'Formatiertes HTML', copy: 'Kopieren', downloads: ['TXT herunterladen'], copyLink: 'Link kopieren' });
  expect(foreignRequests).toEqual([]);
});
