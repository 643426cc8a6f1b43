import { test, expect } from '../../tests/e2e/fixtures.ts';

test('checks a typed password in the worker, never puts it in a link or remembers it, and sends nothing', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'password-strength');
  const field = page.getByLabel('Password', { exact: true });
  await field.fill('Passwort2024');
  // The word lists load in the worker on first use.
  await expect(page.getByText('This is similar to a commonly used password.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: '“passwort” in common passwords, rank 2,802' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'A recent year' })).toBeVisible();

  // The password is never put in a link: no "include my input", and the link holds only the options.
  await expect(page.getByRole('checkbox', { name: 'Include my input in the link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/en/developer-tools/password-strength');
  expect(link).not.toContain('Passwort');

  // Nor remembered in this browser.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('Passwort2024');

  expect(foreignRequests).toEqual([]);
});
