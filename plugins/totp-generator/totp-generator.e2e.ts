import type { Page } from '@playwright/test';
import { HOTP, Secret } from 'otpauth';
import { test, expect } from '../../tests/e2e/fixtures.ts';

// Routes on the context, init scripts, granted permissions and a fake clock last as long as a browser context.
test.use({ isolatedContext: true });

// Playwright's clock: the live code is checked at chosen instants (the RFC 6238 test times).
const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const code = (secret: string, counter: number, digits = 8) => HOTP.generate({ secret: Secret.fromBase32(secret), digits, counter });
const item = (page: Page, label: string) => page.locator('[data-value]').filter({ has: page.getByText(label, { exact: true }) });

test('shows the current code live, with the next one and the seconds left, and a QR code to scan', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(new Date(1111111109 * 1000));
  await openTool('en', 'developer-tools', 'totp-generator');
  await page.getByRole('radio', { name: '8', exact: true }).check();
  await page.getByLabel('Secret key (Base32) or otpauth:// URI').fill(SEED);

  // RFC 6238 appendix B: SHA-1 at 1111111109 s gives 07081804, one second before the code changes.
  await expect(item(page, 'Current code')).toContainText('07081804');
  await expect(item(page, 'Next code')).toContainText(code(SEED, 37037037));
  await expect(page.getByText('Changes in 1 second', { exact: true })).toBeVisible();
  await expect(page.getByText('SHA-1 · 8 digits · a new code every 30 s')).toBeVisible();

  // One second later the next code is the current one, for a whole period; no input changed.
  await page.clock.setFixedTime(new Date(1111111110 * 1000));
  await expect(item(page, 'Current code')).toContainText(code(SEED, 37037037));
  await expect(page.getByText('Changes in 30 seconds', { exact: true })).toBeVisible();
  await item(page, 'Current code').getByRole('button', { name: /^Copy/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code(SEED, 37037037));

  // A given time gives that moment's code, not a live one.
  await page.getByRole('textbox', { name: 'Time (optional)' }).fill('59');
  await expect(item(page, 'Code at this time')).toContainText('94287082');
  await expect(item(page, 'Current code')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Time (optional)' }).fill('');

  // An account name gives the otpauth URI and its QR code.
  await page.getByLabel('Account name (for the QR code)').fill('alice@example.com');
  await expect(page.locator('textarea').filter({ hasText: 'otpauth://totp/alice%40example.com?secret=' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'QR code of the otpauth:// URI, to scan with an authenticator app' })).toBeVisible();

  // A new random secret: 32 Base32 characters, and its code at once.
  await page.getByRole('button', { name: 'New random secret' }).click();
  const secret = await page.getByLabel('Secret key (Base32) or otpauth:// URI').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(item(page, 'Current code')).toContainText(code(secret, 37037037));

  // A wrong character is said at the field.
  await page.getByLabel('Secret key (Base32) or otpauth:// URI').fill('JBSW0Y3DP');
  await expect(page.getByText('“0” is not a Base32 character', { exact: false })).toBeVisible();

  // The secret is never remembered in this browser.
  await page.getByLabel('Secret key (Base32) or otpauth:// URI').fill(SEED);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Secret key (Base32) or otpauth:// URI')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(SEED);

  expect(foreignRequests).toEqual([]);
});

test('counts down in German, and gives HOTP codes by counter', async ({ page, openTool, foreignRequests }) => {
  await page.clock.setFixedTime(new Date(59 * 1000));
  await openTool('de', 'developer-tools', 'totp-generator');
  await page.getByLabel('Geheimer Schlüssel (Base32) oder otpauth://-URI').fill(SEED);
  await expect(item(page, 'Aktueller Code')).toContainText(code(SEED, 1, 6));
  await expect(page.getByText('Wechselt in 1 Sekunde', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'HOTP (zählerbasiert)' }).click();
  await page.getByRole('textbox', { name: 'Zähler', exact: true }).fill('9');
  await expect(item(page, 'Code')).toContainText('520489');
  expect(foreignRequests).toEqual([]);
});
