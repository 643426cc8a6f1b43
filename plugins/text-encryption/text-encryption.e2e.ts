/**
 * What the looped examples cannot show: what the page encrypts (a text, and a file in its worker) is
 * decrypted by run() in Node, the command line's code, and what Node encrypted is decrypted by the page,
 * a file given back under its own name; the password never leaves the page.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { encrypt, filePlaintext, run } from './run.ts';

const PASSWORD = 'correct horse battery staple';
const none = { text: '', file: null, data: '', encryptedFile: null, password: PASSWORD };
const DATA = Buffer.from(Uint8Array.from({ length: 200_000 }, (_, i) => (i * 2654435761) >>> 24));

test('decrypts in Node what the page encrypted, a text and a file, and the other way round', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'developer-tools', 'text-encryption');
  await page.getByLabel('Text to encrypt', { exact: true }).fill('Made in the browser: ünïcödé 😀');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const sealed = page.getByLabel('Encrypted text (Base64)', { exact: true });
  await expect(sealed).toHaveValue(/^VEJF/, { timeout: 30_000 });
  expect(await run({ ...none, data: await sealed.inputValue() }, { mode: 'decrypt' })).toMatchObject({ content: 'text', text: 'Made in the browser: ünïcödé 😀' });
  await expect(output(page)).toContainText('Keep the password safe');

  // A file: the page saves its Base64 in a text file, which Node decrypts to the same bytes and name.
  await page.getByLabel('Or a file', { exact: true }).setInputFiles({ name: 'photo.raw', mimeType: 'application/octet-stream', buffer: DATA });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), output(page).getByRole('button', { name: /photo\.raw\.encrypted\.txt/ }).click({ timeout: 60_000 })]);
  expect(download.suggestedFilename()).toBe('photo.raw.encrypted.txt');
  const saved = await readFile((await download.path())!);
  const opened = await run({ ...none, encryptedFile: { name: 'photo.raw.encrypted.txt', type: 'text/plain', size: saved.length, bytes: new Uint8Array(saved) } }, { mode: 'decrypt' });
  expect(opened).toMatchObject({ content: 'file', name: 'photo.raw', size: DATA.length });
  expect(Buffer.from((opened as { bytes: Uint8Array }).bytes).equals(DATA)).toBe(true);

  // Node's ciphertext of a file, pasted in the page: the file comes back under its name.
  await page.getByRole('tab', { name: 'Decrypt', exact: true }).click();
  const fromNode = Buffer.from(await encrypt(filePlaintext('notes.bin', Uint8Array.of(0, 1, 2, 0xff)), PASSWORD, 1)).toString('base64');
  await page.getByLabel('Encrypted text (Base64)', { exact: true }).fill(fromNode);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const [back] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), output(page).getByRole('button', { name: /notes\.bin/ }).click({ timeout: 60_000 })]);
  expect(back.suggestedFilename()).toBe('notes.bin');
  expect([...(await readFile((await back.path())!))]).toEqual([0, 1, 2, 0xff]);

  // A wrong password, in words.
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await expect(output(page)).toContainText('Wrong password, or the data was changed', { timeout: 30_000 });
  expect(foreignRequests).toEqual([]);
});
