import { test, expect } from '../../tests/e2e/fixtures.ts';

const readClipboard = (page: import('@playwright/test').Page) => page.evaluate(() => navigator.clipboard.readText());

test('a visitor converts text between cases, copies it and uses an example', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'case-converter');
  const input = page.getByLabel('Your text', { exact: true });
  const output = page.getByLabel('Converted text', { exact: true });
  const mode = (label: string) => page.getByRole('radio', { name: label, exact: true });

  await input.fill('hello world. this is a TEST');
  await expect(mode('UPPER CASE')).toBeChecked();
  await expect(output).toHaveValue('HELLO WORLD. THIS IS A TEST');

  await mode('Title Case').check();
  await expect(output).toHaveValue('Hello World. This Is A Test');
  await mode('Sentence case').check();
  await expect(output).toHaveValue('Hello world. This is a test');
  await mode('aLtErNaTiNg').check();
  await expect(output).toHaveValue('hElLo WoRlD. tHiS iS a TeSt');
  await mode('snake_case').check();
  await expect(output).toHaveValue('hello_world_this_is_a_test');
  await expect(mode('Title Case')).not.toBeChecked();

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await readClipboard(page)).toBe('hello_world_this_is_a_test');

  await page.getByRole('button', { name: 'camelCase', exact: true }).click();
  await expect(input).toHaveValue('user account id');
  await expect(mode('camelCase')).toBeChecked();
  await expect(output).toHaveValue('userAccountId');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(output).toHaveValue('');

  expect(foreignRequests).toEqual([]);
});

test('a French visitor uses the tool with French labels', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'case-converter');
  const input = page.getByLabel('Votre texte', { exact: true });
  const output = page.getByLabel('Texte converti', { exact: true });
  const mode = (label: string) => page.getByRole('radio', { name: label, exact: true });

  await input.fill('élan vital à l’école. ça va ?');
  await expect(mode('MAJUSCULES')).toBeChecked();
  await expect(output).toHaveValue('ÉLAN VITAL À L’ÉCOLE. ÇA VA ?');

  await mode('Casse De Titre').check();
  await expect(output).toHaveValue('Élan Vital À L’école. Ça Va ?');
  await mode('minuscules').check();
  await expect(output).toHaveValue('élan vital à l’école. ça va ?');
  await mode('cASSE iNVERSÉE').check();
  await expect(output).toHaveValue('ÉLAN VITAL À L’ÉCOLE. ÇA VA ?');
  await mode('kebab-case').check();
  await expect(output).toHaveValue('élan-vital-à-l-école-ça-va');

  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copié' })).toBeVisible();
  expect(await readClipboard(page)).toBe('élan-vital-à-l-école-ça-va');

  await page.getByRole('button', { name: 'Casse de phrase', exact: true }).click();
  await expect(input).toHaveValue('HELLO WORLD. HOW ARE YOU? FINE!');
  await expect(mode('Casse de phrase')).toBeChecked();
  await expect(output).toHaveValue('Hello world. How are you? Fine!');

  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(output).toHaveValue('');

  expect(foreignRequests).toEqual([]);
});
