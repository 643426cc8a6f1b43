/**
 * What the looped examples cannot show: a key pair made on the page (in its worker, openpgp.js loaded on
 * first use) carried into Encrypt, and what the page encrypted decrypted by run() in Node, the command
 * line's code; a signature made in Node verified on the page. Keys and passphrases are never stored nor
 * put in the address, and nothing is sent anywhere.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { ALICE_PRIVATE, ALICE_PUBLIC, TEST_PASSPHRASE } from './fixtures.ts';
import { run } from './run.ts';
import type { Input } from './manifest.ts';

const output = (page: Page, label: string) => page.locator('[data-block="text"]').filter({ has: page.getByText(label, { exact: true }) }).locator('textarea');
const EMPTY: Input = { name: '', email: '', comment: '', message: '', encrypted: '', signed: '', original: '', publicKey: '', key: '', privateKey: '', passphrase: '' };
const PASSPHRASE = 'four random words here';

test('a key pair made on the page encrypts a message that Node decrypts; a Node signature verifies on the page', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'developer-tools', 'pgp-tool');
  await page.getByLabel('Name', { exact: true }).fill('Page Test');
  await page.getByLabel('E-mail address', { exact: true }).fill('page@example.com');
  await page.getByLabel('Passphrase to protect the private key', { exact: true }).fill(PASSPHRASE);
  await expect(output(page, 'Private key')).toHaveValue(/^-----BEGIN PGP PRIVATE KEY BLOCK-----/, { timeout: 60_000 });
  const privateKey = await output(page, 'Private key').inputValue();
  const publicKey = await output(page, 'Public key').inputValue();
  await expect(page.getByText('New Curve25519 key pair', { exact: true })).toBeVisible();

  // Encrypt: the new public key is already there.
  await page.getByRole('tab', { name: 'Encrypt', exact: true }).click();
  await expect(page.getByLabel('Recipients’ public keys', { exact: true })).toHaveValue(publicKey);
  await page.getByLabel('Message to encrypt', { exact: true }).fill('Made in the browser: ünïcödé 😀\nsecond line');
  await expect(output(page, 'Encrypted message')).toHaveValue(/^-----BEGIN PGP MESSAGE-----/, { timeout: 60_000 });
  const encrypted = await output(page, 'Encrypted message').inputValue();
  expect(await run({ ...EMPTY, encrypted, privateKey, passphrase: PASSPHRASE }, { mode: 'decrypt', keyType: 'curve25519', expiry: '2y', signatureType: 'cleartext' })).toMatchObject({ text: 'Made in the browser: ünïcödé 😀\nsecond line', signatures: [] });

  // Verify what Node signed with the fixed test key, and the same text changed.
  const signed = await run({ ...EMPTY, message: 'Signed in Node.', privateKey: ALICE_PRIVATE, passphrase: TEST_PASSPHRASE }, { mode: 'sign', keyType: 'curve25519', expiry: '2y', signatureType: 'cleartext' });
  const signature = (signed as { signature: string }).signature;
  await page.getByRole('tab', { name: 'Verify', exact: true }).click();
  await page.getByLabel('Signed message or signature', { exact: true }).fill(signature);
  await expect(page.getByText(/Signed on .* by a key that is not among the public keys given, fingerprint 89AE EC33 2329 AC8D 3B03 D4E8 97BD 71A9 500F A868/)).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Signed message or signature', { exact: true }).fill(signature.replace('Signed in Node.', 'Signed in Node!'));
  await page.getByLabel('Signer’s public key', { exact: true }).fill(ALICE_PUBLIC);
  await expect(page.getByText(/BAD signature: the message was changed after Alice Example \(test key\) <alice@example\.org> signed it/)).toBeVisible({ timeout: 60_000 });

  // Nothing secret is remembered in this browser or written in the address.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const secret of ['PRIVATE KEY', 'PUBLIC KEY', PASSPHRASE, 'Page Test', 'page@example.com']) expect(stored).not.toContain(secret);
  expect(page.url()).not.toContain('Page');
  expect(foreignRequests).toEqual([]);
});
