import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The row showing one encoding of the secret, and the value in it. */
const row = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
const value = (page: Page, label: string) => row(page, label).locator('td.mono');

test('never puts a secret in the prerendered page', async ({ page }) => {
  const html = await (await page.request.get('/en/developer-tools/jwt-secret-generator')).text();
  expect(html).toContain('JWT secret generator');
  expect(html).not.toContain('Your new secret');
  expect(html).not.toMatch(/[0-9a-f]{16}/);
});

test('shows a masked secret at once, reveals, copies, regenerates, follows the length and remembers Always show', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'jwt-secret-generator');
  const show = page.getByRole('button', { name: 'Show', exact: true });

  // A new 256-bit secret as soon as the page opens, masked but for its first characters.
  await expect(page.getByText('Your new secret (256 bits · 32 bytes)', { exact: true })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Length' });
  await expect(slider).toHaveAttribute('aria-valuetext', '256 bits');
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{4}•{56}[0-9a-f]{4}$/);
  await expect(value(page, 'Base64')).toHaveText(/^[A-Za-z0-9+/]{4}•{36}[A-Za-z0-9+/=]{4}$/);
  await expect(value(page, 'base64url')).toHaveText(/^[A-Za-z0-9_-]{4}•{35}[A-Za-z0-9_-]{4}$/);
  await expect(value(page, 'Hex')).toHaveAttribute('translate', 'no');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Generated in your browser with the Web Crypto API; never sent anywhere.')).toBeVisible();
  // No download: a secret is copied, not saved to a file.
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  const masked = (await value(page, 'Hex').textContent())!;
  // The full secret is nowhere in the page while masked.
  expect(await page.content()).not.toMatch(/[0-9a-f]{64}/);

  // Copy gives the full secret while it stays masked.
  await row(page, 'Hex').getByRole('button', { name: 'Copy: Hex' }).click();
  await expect(row(page, 'Hex').getByRole('button', { name: 'Copy: Hex' })).toHaveText('✓ Copied');
  const hex = await clipboard(page);
  expect(hex).toMatch(/^[0-9a-f]{64}$/);
  expect(hex.slice(0, 4) + '•'.repeat(56) + hex.slice(-4)).toBe(masked);
  await expect(value(page, 'Hex')).toHaveText(masked);
  await row(page, 'Base64').getByRole('button', { name: 'Copy: Base64' }).click();
  await expect.poll(async () => Buffer.from(await clipboard(page), 'base64').toString('hex')).toBe(hex);
  await row(page, 'base64url').getByRole('button', { name: 'Copy: base64url' }).click();
  await expect.poll(async () => Buffer.from(await clipboard(page), 'base64url').toString('hex')).toBe(hex);
  // Copy all formats: the three, labelled.
  await page.getByRole('button', { name: 'Copy all formats', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe(
    `Hex: ${hex}\nBase64: ${Buffer.from(hex, 'hex').toString('base64')}\nbase64url: ${Buffer.from(hex, 'hex').toString('base64url')}`,
  );

  // Show reveals it all, and hides it again.
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(value(page, 'Hex')).toHaveText(hex);
  await expect(value(page, 'Base64')).toHaveText(Buffer.from(hex, 'hex').toString('base64'));
  await show.click();
  await expect(value(page, 'Hex')).toHaveText(masked);

  // Generate again: another secret.
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect(value(page, 'Hex')).not.toHaveText(masked);
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{4}•{56}[0-9a-f]{4}$/);

  // 512 bits, then 32 bits, from the keyboard.
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByText('Your new secret (512 bits · 64 bytes)', { exact: true })).toBeVisible();
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{4}•{120}[0-9a-f]{4}$/);
  await expect(value(page, 'base64url')).toHaveText(/^.{86}$/);
  await page.keyboard.press('Home');
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]•{6}[0-9a-f]$/);

  // Always show: the full secret and no Show button, remembered after a reload.
  await page.getByRole('checkbox', { name: 'Always show the full secret' }).check();
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{8}$/);
  await expect(show).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('checkbox', { name: 'Always show the full secret' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Length' })).toHaveAttribute('aria-valuetext', '32 bits');
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{8}$/);
  await expect(value(page, 'base64url')).toHaveText(/^[A-Za-z0-9_-]{6}$/);

  // An own key in hex is converted, with no Generate again; a wrong one is explained at the field.
  const key = page.getByLabel('Your own key (hex, optional)');
  await expect(key).toHaveAttribute('placeholder', 'Leave empty to generate a new random secret');
  await key.fill('de ad be ef fb ff');
  await expect(page.getByText('Your key (48 bits · 6 bytes)', { exact: true })).toBeVisible();
  await expect(value(page, 'Hex')).toHaveText('deadbeeffbff');
  await expect(value(page, 'Base64')).toHaveText('3q2+7/v/');
  await expect(value(page, 'base64url')).toHaveText('3q2-7_v_');
  await expect(page.getByText('Converted in your browser; your key is never sent anywhere.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toHaveCount(0);
  // The key is never put in a link.
  await expect(page.getByRole('checkbox', { name: 'Include my input in the link' })).toHaveCount(0);
  await key.fill('my-secret');
  await expect(page.getByText('“m” is not a hex digit.', { exact: false })).toBeVisible();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/“m” is not a hex digit\./);
  await expect(page.getByText('Correct the marked field to see the result.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Your new secret (32 bits · 4 bytes)', { exact: true })).toBeVisible();
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{8}$/);

  // The key is never remembered in this browser.
  await key.fill('deadbeef');
  await expect(value(page, 'Hex')).toHaveText('deadbeef');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Your own key (hex, optional)')).toHaveValue('');
  await expect(page.getByText('Your new secret (32 bits · 4 bytes)', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('deadbeef');

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'jwt-secret-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JWT-Secret-Generator');
  await expect(page.getByText('Ihr neues Secret (256 Bit · 32 Byte)', { exact: true })).toBeVisible();
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{4}•{56}[0-9a-f]{4}$/);

  await row(page, 'Hex').getByRole('button', { name: 'Kopieren: Hex' }).click();
  await expect(row(page, 'Hex').getByRole('button', { name: 'Kopieren: Hex' })).toHaveText('✓ Kopiert');
  const hex = await clipboard(page);
  expect(hex).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
  await expect(value(page, 'Hex')).toHaveText(hex);

  await page.getByRole('slider', { name: 'Länge' }).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Ihr neues Secret (128 Bit · 16 Byte)', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Secret immer vollständig anzeigen' }).check();
  await expect(value(page, 'Hex')).toHaveText(/^[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Neu erzeugen', exact: true }).click();
  await expect(page.getByText('In Ihrem Browser mit der Web Crypto API erzeugt – wird nie irgendwohin gesendet.')).toBeVisible();
  await page.getByLabel('Eigener Schlüssel (Hex, optional)').fill('xyz');
  await expect(page.getByText('„x“ ist keine Hexadezimalziffer.', { exact: false })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
