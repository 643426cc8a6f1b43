import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The password as shown (its characters, without the tinting spans). */
const password = (page: Page) => page.locator('.result-password');
const SYMBOL = /[^A-Za-z0-9]/;

test('is never in the prerendered page: the password is made in the browser', async ({ page }) => {
  const response = await page.request.get('/en/miscellaneous/password-generator');
  const html = await response.text();
  expect(html).toContain('Password generator');
  expect(html).not.toContain('result-password');
  expect(html).not.toContain('bits of entropy');
});

test('generates a strong password at once, follows the options, explains bad ones, regenerates and copies', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'password-generator');
  const length = page.getByRole('textbox', { name: 'Length' });
  const meter = page.getByRole('meter', { name: 'Strength:' });

  // 16 characters from all 94, every type present, rated strong at 104.5 bits.
  await expect(page.getByText('Your new password', { exact: true })).toBeVisible();
  await expect(length).toHaveValue('16');
  await expect(password(page)).toHaveText(/^.{16}$/);
  await expect(password(page)).toHaveAttribute('translate', 'no');
  const first = (await password(page).textContent())!;
  for (const re of [/[A-Z]/, /[a-z]/, /[0-9]/, SYMBOL]) expect(first).toMatch(re);
  // Digits and symbols are tinted, letters are not.
  expect(await password(page).locator('.char-digit').allTextContents()).toEqual([...first].filter((c) => /[0-9]/.test(c)));
  expect(await password(page).locator('.char-symbol').allTextContents()).toEqual([...first].filter((c) => SYMBOL.test(c)));
  await expect(page.getByText('Length: 16', { exact: true })).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  await expect(page.getByText('Strong', { exact: true })).toBeVisible();
  await expect(page.getByText('104.5 bits of entropy · drawn from 94 characters')).toBeVisible();
  await expect(page.getByText('Weak below 50 bits, medium below 80, strong below 112, very strong from 112 bits.')).toBeVisible();
  // The ambiguous symbols are listed in the option's description (no lost braces).
  await expect(page.getByText('Curly braces and ( ) [ ] / \\ \' " ` ~ , ; : . < >', { exact: true }).first()).toBeVisible();
  // No download: a password is copied, not saved to a file.
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  // Copy gives exactly the password shown.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(first);

  // Generate again: another one.
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect(password(page)).not.toHaveText(first);
  await expect(password(page)).toHaveText(/^.{16}$/);

  // Longer is stronger: 24 characters are very strong; 8 are medium; 4 are weak but still hold every type.
  await length.fill('24');
  await expect(password(page)).toHaveText(/^.{24}$/);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
  await length.fill('8');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
  await length.fill('4');
  await expect(password(page)).toHaveText(/^.{4}$/);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  const four = (await password(page).textContent())!;
  for (const re of [/[A-Z]/, /[a-z]/, /[0-9]/, SYMBOL]) expect(four).toMatch(re);

  // The spec's messages for lengths out of range, and no stale password left on screen.
  await length.fill('3');
  await expect(page.getByRole('alert').filter({ hasText: 'Password length must be at least 4 characters' })).toBeVisible();
  await expect(password(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
  await length.fill('129');
  await expect(page.getByRole('alert').filter({ hasText: 'Password length must be at most 128 characters' })).toBeVisible();
  await length.fill('128');
  await expect(password(page)).toHaveText(/^.{128}$/);

  // Numbers only, without similar characters: digits 2–9, 20 of them (60 bits, medium).
  await length.fill('20');
  for (const name of ['Uppercase letters (A–Z)', 'Lowercase letters (a–z)', 'Symbols (!#$%&*…)']) await page.getByRole('checkbox', { name }).uncheck();
  await page.getByRole('checkbox', { name: 'Exclude similar characters' }).check();
  await expect(password(page)).toHaveText(/^[2-9]{20}$/);
  await expect(page.getByText('60 bits of entropy · drawn from 8 characters')).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuetext', 'Medium');

  // No type at all.
  await page.getByRole('checkbox', { name: 'Numbers (0–9)' }).uncheck();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one character type' })).toBeVisible();

  // Symbols without the ambiguous ones, remembered after a reload.
  await page.getByRole('checkbox', { name: 'Symbols (!#$%&*…)' }).check();
  await page.getByRole('checkbox', { name: 'Exclude ambiguous symbols' }).check();
  await expect(password(page)).toHaveText(/^[!#$%&*+\-=?@^_|]{20}$/);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('textbox', { name: 'Length' })).toHaveValue('20');
  await expect(password(page)).toHaveText(/^[!#$%&*+\-=?@^_|]{20}$/);

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'password-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Passwort-Generator');
  await expect(page.getByText('Ihr neues Passwort', { exact: true })).toBeVisible();
  await expect(password(page)).toHaveText(/^.{16}$/);
  await expect(page.getByText('Länge: 16', { exact: true })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Stärke:' })).toHaveAttribute('aria-valuetext', 'Stark');
  // German number format: decimal comma.
  await expect(page.getByText('104,5 Bit Entropie · aus 94 möglichen Zeichen')).toBeVisible();

  const length = page.getByRole('textbox', { name: 'Länge' });
  await length.fill('200');
  await expect(page.getByRole('alert').filter({ hasText: 'Das Passwort darf höchstens 128 Zeichen lang sein' })).toBeVisible();
  await length.fill('10');
  await expect(page.getByRole('meter', { name: 'Stärke:' })).toHaveAttribute('aria-valuetext', 'Mittel');
  const shown = (await password(page).textContent())!;
  await page.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await page.getByRole('button', { name: 'Neu erzeugen', exact: true }).click();
  await expect(password(page)).not.toHaveText(shown);

  expect(foreignRequests).toEqual([]);
});
