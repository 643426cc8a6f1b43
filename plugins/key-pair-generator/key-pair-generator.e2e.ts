import type { Page } from '@playwright/test';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const text = (page: Page, label: string) => page.locator('[data-block="text"]').filter({ has: page.getByText(label, { exact: true }) }).locator('textarea');

test('generates key pairs in the browser, new ones on request, that OpenSSL reads back', async ({ page, openTool, foreignRequests }) => {
  // RSA keys take seconds on a busy machine.
  test.setTimeout(90_000);
  // Random keys are never in the prerendered page.
  const html = await (await page.request.get('/en/developer-tools/key-pair-generator')).text();
  expect(html).not.toContain('BEGIN PRIVATE KEY-----\nM');

  await openTool('en', 'developer-tools', 'key-pair-generator');
  await expect(page.getByText('New Ed25519 key pair, generated in your browser with the Web Crypto API: it is never sent anywhere.')).toBeVisible();
  const privatePem = await text(page, 'Private key (PKCS #8, PEM)').inputValue();
  const publicPem = await text(page, 'Public key (SPKI, PEM)').inputValue();
  expect(createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString().trim()).toBe(publicPem);

  // A new key pair on request.
  await page.getByRole('button', { name: 'New key pair', exact: true }).click();
  await expect(text(page, 'Private key (PKCS #8, PEM)')).not.toHaveValue(privatePem);

  // RSA 2048 with PSS, made in the worker.
  await page.getByRole('tab', { name: 'RSA' }).click();
  await page.getByLabel('Use', { exact: true }).selectOption({ label: 'Signing, PSS (PS256…)' });
  await expect(page.getByText('New RSA-PSS key pair (2,048 bits), generated in your browser', { exact: false })).toBeVisible({ timeout: 60_000 });
  const rsa = createPublicKey(await text(page, 'Public key (SPKI, PEM)').inputValue());
  expect(rsa.asymmetricKeyDetails?.modulusLength).toBe(2048);
  expect(JSON.parse(await text(page, 'Public key (JWK)').inputValue())).toMatchObject({ kty: 'RSA', alg: 'PS256', e: 'AQAB' });

  // Copy gives the public key.
  await page.getByRole('button', { name: 'Copy public key', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await text(page, 'Public key (SPKI, PEM)').inputValue());

  // The private key is never remembered in this browser.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('PRIVATE KEY');
  expect(foreignRequests).toEqual([]);
});
