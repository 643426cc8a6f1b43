/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: the error messages in the
 * banner (the spec's wording in English, and French) with no result left on screen, bytes pasted
 * from the keyboard with a line break, the encoding options remembered across a reload, examples
 * switching the mode and options, and Clear. The examples' outputs and Copy are played in every
 * language by the looped test.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, resultButton, clipboard, expectOnlyMessage, expectNothingToCopy, type ResultNames } from '../../tests/e2e/result.ts';

const SPEC_ERROR = 'Error: Invalid UTF8 byte representation.';

/** The choice a list shows (rjsf writes indexes as the options' values). */
const chosen = (page: Page, label: string) => page.locator('main .tool-options').getByLabel(label, { exact: true }).locator('option:checked');

const EN: ResultNames = { output: 'Result', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' };
const FR: ResultNames = { output: 'Résultat', copy: 'Copier', downloads: ['Télécharger en TXT'], copyLink: 'Copier le lien' };

test('decodes bytes pasted with a line break; truncated, overlong and non-hex bytes and broken text are reported with no result; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'utf8-encoder-decoder');
  const input = page.getByLabel('Text or hex bytes', { exact: true });
  const out = page.getByLabel('Result', { exact: true });
  await expect(page.getByRole('radio', { name: 'Encode', exact: true })).toBeChecked();
  await expect(out).toHaveCount(0);

  await page.getByRole('radio', { name: 'Decode', exact: true }).check();
  await page.evaluate(() => navigator.clipboard.writeText('47 72 C3 BC C3 9F 65\n20 F0 9F 8C 8D'));
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue('47 72 C3 BC C3 9F 65\n20 F0 9F 8C 8D');
  await expect(out).toHaveValue('Grüße 🌍');
  await expect(banner(page)).toHaveCount(0);

  // Truncated and overlong sequences: the spec's message, never a replacement character.
  await input.fill('E2 82');
  await expectOnlyMessage(page, SPEC_ERROR, EN);
  await input.fill('C0 80');
  await expectOnlyMessage(page, SPEC_ERROR, EN);
  // A token that is not a byte is named.
  await input.fill('E2 8G AC');
  await expectOnlyMessage(page, 'Error: “8G” is not a byte in hexadecimal.', EN);
  await input.fill('e2 82 ac');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('€');

  // Text with an unpaired surrogate has no UTF-8 form.
  await page.getByRole('radio', { name: 'Encode', exact: true }).check();
  await input.evaluate((el: HTMLTextAreaElement) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, 'a\uD83D');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expectOnlyMessage(page, 'Error: the text contains an unpaired surrogate character, which has no UTF-8 form.', EN);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(banner(page)).toHaveCount(0);
  await expectNothingToCopy(page, EN);
  expect(foreignRequests).toEqual([]);
});

test('encoding options are remembered across a reload; examples switch the mode and the options', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'utf8-encoder-decoder');
  const input = page.getByLabel('Text or hex bytes', { exact: true });
  const out = page.getByLabel('Result', { exact: true });
  const options = page.locator('main .tool-options');

  await page.getByRole('checkbox', { name: 'Uppercase hex digits (A–F)', exact: true }).uncheck();
  await options.getByLabel('Byte prefix', { exact: true }).selectOption({ label: '0x (0xE2)' });
  await options.getByLabel('Separator between bytes', { exact: true }).selectOption({ label: 'Comma (E2, 82, AC)' });
  await input.fill('Hi 👋€');
  const bytes = '0x48, 0x69, 0x20, 0xf0, 0x9f, 0x91, 0x8b, 0xe2, 0x82, 0xac';
  await expect(out).toHaveValue(bytes);
  await resultButton(page, 'Copy').click();
  await expect(resultButton(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe(bytes);

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Encode', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Uppercase hex digits (A–F)', exact: true })).not.toBeChecked();
  await expect(chosen(page, 'Byte prefix')).toHaveText('0x (0xE2)');
  await expect(chosen(page, 'Separator between bytes')).toHaveText('Comma (E2, 82, AC)');
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);
  await input.fill('Hi 👋€');
  await expect(out).toHaveValue(bytes);

  // The decoding example switches to Decode; the \x example back to Encode, with its own options.
  await page.getByRole('button', { name: 'Decode bytes', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Decode', exact: true })).toBeChecked();
  await expect(input).toHaveValue('47 72 C3 BC C3 9F 65 20 F0 9F 8C 8D');
  await page.getByRole('button', { name: '\\x escapes', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Encode', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Uppercase hex digits (A–F)', exact: true })).toBeChecked();
  await expect(chosen(page, 'Byte prefix')).toHaveText('\\x (\\xE2)');
  await expect(chosen(page, 'Separator between bytes')).toHaveText('None (E282AC)');
  await expect(input).toHaveValue('€');

  expect(foreignRequests).toEqual([]);
});

test('French page: the French messages; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'utf8-encoder-decoder');
  const input = page.getByLabel('Texte ou octets hexadécimaux', { exact: true });
  await page.getByRole('radio', { name: 'Décoder', exact: true }).check();

  await input.fill('ED A0 80');
  await expectOnlyMessage(page, 'Erreur\u202f: représentation en octets UTF-8 invalide.', FR);
  await input.fill('C3 ZZ');
  await expectOnlyMessage(page, 'Erreur\u202f: «\u202fZZ\u202f» n’est pas un octet en hexadécimal.', FR);
  await input.fill('0xC3 0x87 0x61');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel('Résultat', { exact: true })).toHaveValue('Ça');

  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectNothingToCopy(page, FR);
  expect(foreignRequests).toEqual([]);
});
