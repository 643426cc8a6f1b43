/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: the error messages in the
 * banner with their positions (English, and French with the position written as French writes
 * numbers) with no result left on screen, options remembered across a reload, an example switching
 * the mode back, and Clear. The examples' outputs and Copy are played in every language by the
 * looped test.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, expectOnlyMessage, expectNothingToCopy, type ResultNames } from '../../tests/e2e/result.ts';


const EN: ResultNames = { output: 'Decoded text', copy: 'Copy', downloads: ['Download TXT'], copyLink: 'Copy link' };
const FR: ResultNames = { output: 'Texte décodé', copy: 'Copier', downloads: ['Télécharger en TXT'], copyLink: 'Copier le lien' };

test('malformed escapes and bytes are reported with their position and no result; options remembered; an example; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'url-decoder');
  const input = page.getByLabel('Encoded URL', { exact: true });
  const out = page.getByLabel('Decoded text', { exact: true });
  await expect(page.getByRole('radio', { name: 'Component (decodeURIComponent)', exact: true })).toBeChecked();
  await expect(out).toHaveCount(0);

  await input.fill('abc%E0%A4%A');
  await expectOnlyMessage(page, "Error: '%' must be followed by two hexadecimal digits (position 10).", EN);
  await input.fill('ok%C3%28');
  await expectOnlyMessage(page, 'Error: the bytes %C3%28 at position 3 are not valid UTF-8.', EN);
  // Positions past a thousand are written as English writes numbers.
  await input.fill(`${'a'.repeat(1000)}%zz`);
  await expectOnlyMessage(page, "Error: '%' must be followed by two hexadecimal digits (position 1,001).", EN);
  await input.fill('q=ni%C3%B1o+feliz');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('q=niño+feliz');

  // Full URL with + as space, one value per line: remembered in this browser; the text is not.
  await page.getByRole('radio', { name: 'Full URL (decodeURI)', exact: true }).check();
  await page.getByRole('checkbox', { name: '+ as space', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Decode each line separately', exact: true }).check();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Full URL (decodeURI)', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '+ as space', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Decode each line separately', exact: true })).toBeChecked();
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);
  await input.fill('a+b%2Fc\n%C3%A7a+va%3F');
  await expect(out).toHaveValue('a b%2Fc\nça va%3F');

  // The first example goes back to Component mode with the options off.
  await page.getByRole('button', { name: 'Query value', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Component (decodeURIComponent)', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '+ as space', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Decode each line separately', exact: true })).not.toBeChecked();
  await expect(input).toHaveValue('name%3DJos%C3%A9%20%26%20co%2F2024%3F');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectNothingToCopy(page, EN);
  expect(foreignRequests).toEqual([]);
});

test('French page: French messages, with positions written the French way; Clear', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'url-decoder');
  const input = page.getByLabel('URL encodée', { exact: true });
  await expect(page.getByRole('radio', { name: 'Composant (decodeURIComponent)', exact: true })).toBeChecked();

  await input.fill('100% sûr');
  await expectOnlyMessage(page, 'Erreur\u202f: «\u202f%\u202f» doit être suivi de deux chiffres hexadécimaux (position 4).', FR);
  await input.fill(`${'a'.repeat(1000)}%zz`);
  await expectOnlyMessage(page, 'Erreur\u202f: «\u202f%\u202f» doit être suivi de deux chiffres hexadécimaux (position 1\u202f001).', FR);
  await input.fill('ok%C3%28');
  await expectOnlyMessage(page, 'Erreur\u202f: les octets %C3%28 à la position 3 ne sont pas de l’UTF-8 valide.', FR);
  await input.fill('%C3%87a%20marche');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel('Texte décodé', { exact: true })).toHaveValue('Ça marche');

  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectNothingToCopy(page, FR);
  expect(foreignRequests).toEqual([]);
});
