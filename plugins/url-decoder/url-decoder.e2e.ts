import { test, expect } from '../../tests/e2e/fixtures.ts';

test('decodes text with emoji and accents, switches mode, copies, reports malformed escapes (English)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'url-decoder');
  const input = page.getByLabel('Encoded URL', { exact: true });
  const output = page.getByLabel('Decoded text', { exact: true });

  await expect(page.getByRole('radio', { name: 'Component (decodeURIComponent)' })).toBeChecked();
  await input.fill('cr%C3%A8me%20br%C3%BBl%C3%A9e%20%F0%9F%91%8D%20a%2Fb%3F');
  await expect(output).toHaveValue('crème brûlée 👍 a/b?');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('crème brûlée 👍 a/b?');

  // Full URL mode keeps %2F and %3F encoded.
  await page.getByRole('radio', { name: 'Full URL (decodeURI)' }).check();
  await expect(output).toHaveValue('crème brûlée 👍 a%2Fb%3F');
  await page.getByRole('radio', { name: 'Component (decodeURIComponent)' }).check();

  // + as space.
  await input.fill('q=ni%C3%B1o+feliz');
  await expect(output).toHaveValue('q=niño+feliz');
  await page.getByRole('checkbox', { name: '+ as space' }).check();
  await expect(output).toHaveValue('q=niño feliz');

  // Malformed escapes: the Error: prefix, the reason and the position.
  await input.fill('abc%E0%A4%A');
  await expect(page.getByRole('alert')).toContainText("Error: '%' must be followed by two hexadecimal digits (position 10).");
  await expect(output).toHaveValue('');
  await input.fill('ok%C3%28');
  await expect(page.getByRole('alert')).toContainText('Error: the bytes %C3%28 at position 3 are not valid UTF-8.');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels and error message', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'url-decoder');
  const input = page.getByLabel('URL encodée', { exact: true });
  const output = page.getByLabel('Texte décodé', { exact: true });
  await expect(page.getByRole('radio', { name: 'Composant (decodeURIComponent)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '+ comme espace' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Décoder chaque ligne séparément' })).toBeVisible();

  await input.fill('%C3%87a%20marche%20tr%C3%A8s%20bien%20%F0%9F%8E%89');
  await expect(output).toHaveValue('Ça marche très bien 🎉');

  await input.fill('100% sûr');
  await expect(page.getByRole('alert')).toContainText('Erreur\u202F: «\u202F%\u202F» doit être suivi de deux chiffres hexadécimaux (position 4).');
  expect(foreignRequests).toEqual([]);
});
