import { test, expect } from '../../tests/e2e/fixtures.ts';

const SPEC_ERROR = 'Error: Invalid UTF8 byte representation.';

test('encodes text with emoji, decodes pasted bytes, copies and clears (English)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'utf8-encoder-decoder');
  const input = page.getByLabel('Text or hex bytes', { exact: true });
  const output = page.getByLabel('Result', { exact: true });

  // Encode is the default mode, upper-case bytes separated by spaces.
  await expect(page.getByRole('radio', { name: 'Encode' })).toBeChecked();
  await input.fill('Hi 👋€');
  await expect(output).toHaveValue('48 69 20 F0 9F 91 8B E2 82 AC');

  // Copy puts the bytes on the clipboard.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('48 69 20 F0 9F 91 8B E2 82 AC');

  // Encode options: lower case, 0x prefix, commas.
  await page.getByRole('checkbox', { name: 'Uppercase hex digits (A–F)' }).uncheck();
  await page.getByLabel('Byte prefix').selectOption({ label: '0x (0xE2)' });
  await page.getByLabel('Separator between bytes').selectOption({ label: 'Comma (E2, 82, AC)' });
  await expect(output).toHaveValue('0x48, 0x69, 0x20, 0xf0, 0x9f, 0x91, 0x8b, 0xe2, 0x82, 0xac');

  // Decode: paste bytes (with a line break), see the text.
  await page.getByRole('radio', { name: 'Decode' }).check();
  await input.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('47 72 C3 BC C3 9F 65\n20 F0 9F 8C 8D'));
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue('47 72 C3 BC C3 9F 65\n20 F0 9F 8C 8D');
  await expect(output).toHaveValue('Grüße 🌍');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Truncated and overlong sequences: the spec's message, no output, no replacement character.
  await input.fill('E2 82');
  await expect(page.getByRole('alert')).toContainText(SPEC_ERROR);
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await input.fill('C0 80');
  await expect(page.getByRole('alert')).toContainText(SPEC_ERROR);

  // A token that is not a byte names the token.
  await input.fill('E2 8G AC');
  await expect(page.getByRole('alert')).toContainText('Error: “8G” is not a byte in hexadecimal.');

  // Clear empties the input and the result, and removes the error.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(output).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('an example button fills input, options and result', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'utf8-encoder-decoder');
  await page.getByRole('button', { name: 'Decode bytes' }).click();
  await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('Grüße 🌍');
  await page.getByRole('button', { name: '\\x escapes' }).click();
  await expect(page.getByRole('radio', { name: 'Encode' })).toBeChecked();
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('\\xE2\\x82\\xAC');
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels and error message', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'utf8-encoder-decoder');
  const input = page.getByLabel('Texte ou octets hexadécimaux', { exact: true });
  const output = page.getByLabel('Résultat', { exact: true });
  await expect(page.getByRole('radio', { name: 'Encoder' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Chiffres hexadécimaux en majuscules (A–F)' })).toBeChecked();
  await expect(page.getByLabel('Préfixe des octets')).toBeVisible();
  await expect(page.getByLabel('Séparateur entre les octets')).toBeVisible();

  await input.fill('Ça va ?');
  await expect(output).toHaveValue('C3 87 61 20 76 61 20 3F');

  await page.getByRole('radio', { name: 'Décoder' }).check();
  await input.fill('0xC3 0x87 0x61');
  await expect(output).toHaveValue('Ça');

  await input.fill('ED A0 80');
  await expect(page.getByRole('alert')).toContainText('Erreur\u202F: représentation en octets UTF-8 invalide.');

  await page.getByRole('button', { name: 'Effacer' }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
