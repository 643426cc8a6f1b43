/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: the error messages in the
 * banner (the spec's wording in English, and French) with no result left on screen, Base64 pasted
 * from the keyboard with a line break, the download of a result with MIME line breaks, options
 * remembered across a reload, an example switching the mode, Clear, and a file chosen on the Encode
 * tab (its bytes encoded instead of the text, named with its size, copied and downloaded, never sent
 * anywhere). The examples' outputs and Copy are played in every language by the looped test.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output, banner, resultButton, clipboard, expectOnlyMessage, expectNothingToCopy, type ResultNames } from '../../tests/e2e/result.ts';

const SPEC_ERROR = 'Error: The string to be decoded is not correctly encoded Base64 data.';

/** A tab of the mode (Encode, Decode), by its name on the page. */
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** The summary beside the result's label (the character count, or the file encoded and its size). */
const summary = (page: Page) => output(page).locator('[data-block="text"] .io-header .io-meta');

const EN: ResultNames = { output: 'Result', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' };
const FR: ResultNames = { output: 'Résultat', copy: 'Copier', downloads: ['Télécharger en TXT'], copyLink: 'Copier le lien' };

/** Types text the keyboard cannot type (an unpaired surrogate) as if it had been. */
async function typeRaw(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((el: HTMLTextAreaElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('decodes Base64 pasted with a line break; says why invalid Base64, binary data and broken text give no result', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Text or Base64', { exact: true });
  const out = page.getByLabel('Result', { exact: true });
  await expect(tab(page, 'Encode')).toHaveAttribute('aria-selected', 'true');
  // Nothing typed yet: no result, nothing to copy.
  await expect(out).toHaveCount(0);
  await expect(resultButton(page, 'Copy')).toHaveCount(0);

  await tab(page, 'Decode').click();
  await page.evaluate(() => navigator.clipboard.writeText('SGVsbG8s\nIFdvcmxkIPCfkYs='));
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue('SGVsbG8s\nIFdvcmxkIPCfkYs=');
  await expect(out).toHaveValue('Hello, World 👋');
  await expect(banner(page)).toHaveCount(0);

  await input.fill('SGVsbG8*');
  await expectOnlyMessage(page, SPEC_ERROR, EN);
  // Binary data is reported, not shown as replacement characters.
  await input.fill('iVBORw0KGgo=');
  await expectOnlyMessage(page, 'Error: The decoded data is binary, not UTF-8 text.', EN);
  // Fixed: the message goes and the result comes back.
  await input.fill('SGk=');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('Hi');

  // Encoding text with an unpaired surrogate (it has no UTF-8 form).
  await tab(page, 'Encode').click();
  await typeRaw(page, 'Text or Base64', 'bad \uD800 text');
  await expectOnlyMessage(page, 'Error: The text contains an unpaired surrogate character that cannot be encoded as UTF-8.', EN);

  // Clear: the input is empty, the message gone, and there is nothing to copy or download.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(banner(page)).toHaveCount(0);
  await expectNothingToCopy(page, EN);

  expect(foreignRequests).toEqual([]);
});

test('line breaks every 76 characters are in Copy and in the downloaded file; options come back after a reload', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Text or Base64', { exact: true });
  const out = page.getByLabel('Result', { exact: true });
  await page.getByRole('checkbox', { name: 'Line break every 76 characters', exact: true }).check();
  await page.getByRole('checkbox', { name: 'URL-safe (Base64URL)', exact: true }).check();
  // 60 bytes → 80 Base64 characters: 76, a line break, 4 (URL-safe: no padding, - and _).
  const text = 'ÿ'.repeat(30);
  const full = 'w7_Dv8O_'.repeat(10);
  const encoded = `${full.slice(0, 76)}\n${full.slice(76)}`;
  await input.fill(text);
  await expect(out).toHaveValue(encoded);
  await resultButton(page, 'Copy').click();
  await expect(resultButton(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe(encoded);
  const [download] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download TXT').click()]);
  expect(download.suggestedFilename()).toBe('base64-encoder.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(encoded);

  // Options are remembered in this browser; the text is not.
  await tab(page, 'Decode').click();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tab(page, 'Decode')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'URL-safe (Base64URL)', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Line break every 76 characters', exact: true })).toBeChecked();
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);
  // Decoding reads the wrapped URL-safe text back.
  await input.fill(encoded);
  await expect(out).toHaveValue(text);

  expect(foreignRequests).toEqual([]);
});

test('French page: the French messages; an example switches the mode', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Texte ou Base64', { exact: true });
  await expect(tab(page, 'Encoder')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Décoder du Base64', exact: true }).click();
  await expect(tab(page, 'Décoder')).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveValue('QmFzZTY0IGlzIG5vdCBlbmNyeXB0aW9uLg==');

  await input.fill('w4dhI=G1h');
  await expectOnlyMessage(page, 'Erreur\u202f: la chaîne à décoder n’est pas correctement encodée en Base64.', FR);
  await input.fill('iVBORw0KGgo=');
  await expectOnlyMessage(page, 'Erreur\u202f: les données décodées sont binaires, ce n’est pas du texte UTF-8.', FR);

  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(banner(page)).toHaveCount(0);
  await expectNothingToCopy(page, FR);
  expect(foreignRequests).toEqual([]);
});

/** A message at the file field ("Error: The file could not be read."). */
const fileMessage = (page: Page) => page.locator('main .file-field .field-error');

/** A 1 × 1 red PNG (70 bytes): binary data that is no text. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');

test('encodes a chosen file instead of the text, says which file and its size, copies and downloads it; Decode stays text only', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Text or Base64', { exact: true });
  const file = page.getByLabel('File', { exact: true });
  const out = page.getByLabel('Result', { exact: true });
  await input.fill('Hello');
  await expect(out).toHaveValue('SGVsbG8=');
  await expect(summary(page)).toHaveText('8 characters');

  // The file's bytes are encoded; the text stays in its box, ignored.
  await file.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  // The result for the file, or a message at its field, whichever comes: there must be no message.
  await expect(summary(page).filter({ hasText: 'pixel.png' }).or(fileMessage(page))).toBeVisible();
  await expect(fileMessage(page), 'the file reaches run() with its bytes').toHaveCount(0);
  await expect(out).toHaveValue(PNG_BASE64);
  await expect(summary(page)).toHaveText('pixel.png (70 bytes) as Base64');
  await expect(input).toHaveValue('Hello');
  await resultButton(page, 'Copy').click();
  await expect(resultButton(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe(PNG_BASE64);
  const [download] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download TXT').click()]);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(PNG_BASE64);
  // The options apply to the file as to text.
  await page.getByRole('checkbox', { name: 'URL-safe (Base64URL)', exact: true }).check();
  await expect(out).toHaveValue(PNG.toString('base64url'));
  await expect(summary(page)).toHaveText('pixel.png (70 bytes) as Base64');

  // Decode has no file field and reads the text; the file is still chosen back on Encode.
  await tab(page, 'Decode').click();
  await expect(file).toHaveCount(0);
  await input.fill('SGk=');
  await expect(out).toHaveValue('Hi');
  await expect(summary(page)).toHaveText('2 characters');
  await tab(page, 'Encode').click();
  await expect(out).toHaveValue(PNG.toString('base64url'));

  // Removed: the text is encoded again.
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(out).toHaveValue('U0drPQ');
  await expect(summary(page)).toHaveText('6 characters');

  // A text file is encoded byte for byte (UTF-8 as saved, line break included); Clear empties both.
  const text = Buffer.from('Grüße aus Köln 👋\n');
  await file.setInputFiles({ name: 'gruss.txt', mimeType: 'text/plain', buffer: text });
  await expect(out).toHaveValue(text.toString('base64url'));
  await expect(summary(page)).toHaveText('gruss.txt (23 bytes) as Base64');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  await expectNothingToCopy(page, EN);

  // The file was read in the page: nothing left for another site.
  expect(foreignRequests).toEqual([]);
});

test('German page: the file and its size as German writes them', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'base64-encoder');
  const data = Buffer.alloc(1_234, 0x41);
  await page.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'daten.bin', mimeType: 'application/octet-stream', buffer: data });
  await expect(summary(page).filter({ hasText: 'daten.bin' }).or(fileMessage(page))).toBeVisible();
  await expect(fileMessage(page), 'the file reaches run() with its bytes').toHaveCount(0);
  await expect(page.getByLabel('Ergebnis', { exact: true })).toHaveValue(data.toString('base64'));
  await expect(summary(page)).toHaveText('daten.bin (1,2 kB) als Base64');
  await resultButton(page, 'Kopieren').click();
  await expect.poll(() => clipboard(page)).toBe(data.toString('base64'));
  expect(foreignRequests).toEqual([]);
});
