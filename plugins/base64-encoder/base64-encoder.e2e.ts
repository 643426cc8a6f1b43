import { test, expect } from '../../tests/e2e/fixtures.ts';

const SPEC_ERROR = 'Error: The string to be decoded is not correctly encoded Base64 data.';

test('encodes typed text, decodes pasted Base64, copies and clears (English)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Text or Base64', { exact: true });
  const output = page.getByLabel('Result', { exact: true });

  // Encode is the default mode.
  await expect(page.getByRole('radio', { name: 'Encode' })).toBeChecked();
  await input.fill('¡Hola, 世界! 👋');
  await expect(output).toHaveValue('wqFIb2xhLCDkuJbnlYwhIPCfkYs=');

  // Copy puts the Base64 on the clipboard.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('wqFIb2xhLCDkuJbnlYwhIPCfkYs=');

  // URL-safe output.
  await input.fill('https://example.com/search?q=café&page=2');
  await page.getByRole('checkbox', { name: 'URL-safe (Base64URL)' }).check();
  await expect(output).toHaveValue('aHR0cHM6Ly9leGFtcGxlLmNvbS9zZWFyY2g_cT1jYWbDqSZwYWdlPTI');
  await page.getByRole('checkbox', { name: 'URL-safe (Base64URL)' }).uncheck();
  await expect(output).toHaveValue('aHR0cHM6Ly9leGFtcGxlLmNvbS9zZWFyY2g/cT1jYWbDqSZwYWdlPTI=');

  // Decode: paste Base64 (with a line break), see the text.
  await page.getByRole('radio', { name: 'Decode' }).check();
  await input.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('SGVsbG8s\nIFdvcmxkIPCfkYs='));
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue('SGVsbG8s\nIFdvcmxkIPCfkYs=');
  await expect(output).toHaveValue('Hello, World 👋');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Invalid Base64: the spec's message, and no output.
  await input.fill('SGVsbG8*');
  await expect(page.getByRole('alert')).toContainText(SPEC_ERROR);
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  // Binary data is reported, not shown as replacement characters.
  await input.fill('iVBORw0KGgo=');
  await expect(page.getByRole('alert')).toContainText('Error: The decoded data is binary, not UTF-8 text.');

  // Clear empties the input and the result, and removes the error.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(output).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('an example button fills input, options and result', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'base64-encoder');
  await page.getByRole('button', { name: 'Decode Base64' }).click();
  await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('Base64 is not encryption.');
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels and error message', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'base64-encoder');
  const input = page.getByLabel('Texte ou Base64', { exact: true });
  const output = page.getByLabel('Résultat', { exact: true });
  await expect(page.getByRole('radio', { name: 'Encoder' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Compatible URL (Base64URL)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Retour à la ligne tous les 76 caractères' })).toBeVisible();

  await input.fill('Ça marche très bien');
  await expect(output).toHaveValue('w4dhIG1hcmNoZSB0csOocyBiaWVu');

  await page.getByRole('radio', { name: 'Décoder' }).check();
  await input.fill('w4dhIG1hcmNoZSB0csOocyBiaWVu');
  await expect(output).toHaveValue('Ça marche très bien');

  await input.fill('w4dhI=G1h');
  await expect(page.getByRole('alert')).toContainText('Erreur\u202F: la chaîne à décoder n’est pas correctement encodée en Base64.');

  await page.getByRole('button', { name: 'Effacer' }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
