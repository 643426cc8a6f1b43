/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: the error message in the
 * banner (English and German) with no result left on screen, options remembered across a reload,
 * an example switching the mode back, and Clear. The examples' outputs and Copy are played in every
 * language by the looped test.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, expectOnlyMessage, expectNothingToCopy, type ResultNames } from '../../tests/e2e/result.ts';


const EN: ResultNames = { output: 'Encoded URL', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' };
const DE: ResultNames = { output: 'Kodierte URL', copy: 'Kopieren', downloads: ['TXT herunterladen'], copyLink: 'Link kopieren' };

/** Types text the keyboard cannot type (an unpaired surrogate) as if it had been. */
async function typeRaw(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((el: HTMLTextAreaElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('an unpaired surrogate is reported with no result; options remembered; an example switches the mode back; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'url-encoder');
  const input = page.getByLabel('Text or URL', { exact: true });
  const out = page.getByLabel('Encoded URL', { exact: true });
  await expect(page.getByRole('radio', { name: 'Component (encodeURIComponent)', exact: true })).toBeChecked();
  await expect(out).toHaveCount(0);

  await typeRaw(page, 'Text or URL', 'bad \uD800 text');
  await expectOnlyMessage(page, 'Error: the text contains an unpaired surrogate character, which cannot be URL-encoded.', EN);
  await input.fill('crème brûlée 👍 a/b?');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('cr%C3%A8me%20br%C3%BBl%C3%A9e%20%F0%9F%91%8D%20a%2Fb%3F');

  // Full URL, one value per line: remembered in this browser; the text is not.
  await page.getByRole('radio', { name: 'Full URL (encodeURI)', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Encode each line separately', exact: true }).check();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Full URL (encodeURI)', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Encode each line separately', exact: true })).toBeChecked();
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);
  await input.fill('https://a.example/b c?q=ñ&x=1\nç d/e');
  await expect(out).toHaveValue('https://a.example/b%20c?q=%C3%B1&x=1\n%C3%A7%20d/e');

  // The form-data example goes back to Component mode, with + for spaces and lines off.
  await page.getByRole('button', { name: 'Form data (+ for spaces)', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Component (encodeURIComponent)', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Spaces as +', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Encode each line separately', exact: true })).not.toBeChecked();
  await expect(input).toHaveValue('hello world & friends + more');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectNothingToCopy(page, EN);
  expect(foreignRequests).toEqual([]);
});

test('German page: the German message; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'url-encoder');
  const input = page.getByLabel('Text oder URL', { exact: true });
  await expect(page.getByRole('radio', { name: 'Bestandteil (encodeURIComponent)', exact: true })).toBeChecked();

  await typeRaw(page, 'Text oder URL', 'Maß \uDC00');
  await expectOnlyMessage(page, 'Fehler: Der Text enthält ein ungepaartes Surrogat, das sich nicht für eine URL kodieren lässt.', DE);
  await input.fill('Größe & Maß');
  await expect(page.getByLabel('Kodierte URL', { exact: true })).toHaveValue('Gr%C3%B6%C3%9Fe%20%26%20Ma%C3%9F');

  await page.getByRole('button', { name: 'Leeren', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(banner(page)).toHaveCount(0);
  await expectNothingToCopy(page, DE);
  expect(foreignRequests).toEqual([]);
});
