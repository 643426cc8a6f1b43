/**
 * What the looped examples cannot show: a file handed unread to the worker and hashed in slices
 * (a file larger than one slice, so the slices join up), compared with its checksum pasted in
 * capitals, the answer said in words; all algorithms at once; and nothing sent anywhere. The hash of
 * empty input from the first paint; hex input with a mistake said at the text; two large files compared.
 */
import { createHash } from 'node:crypto';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';

/** 9 MB of varied bytes: three slices of the worker's 4 MB. */
const DATA = Buffer.from(Uint8Array.from({ length: 9_000_000 }, (_, i) => (i * 2654435761) >>> 24));

test('hashes a file of several slices in the worker and compares it with its checksum', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'developer-tools', 'hash-generator');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'image.iso', mimeType: 'application/octet-stream', buffer: DATA });
  const sha256 = createHash('sha256').update(DATA).digest('hex');
  await page.getByLabel('Expected hash (optional)', { exact: true }).fill(sha256.toUpperCase());
  await expect(output(page)).toContainText(sha256, { timeout: 60_000 });
  await expect(output(page)).toContainText('Hash of image.iso (9 MB)');
  await expect(output(page)).toContainText('Match: the expected hash is the SHA-256 hash of this file.');

  // A wrong checksum: no match, in words.
  await page.getByLabel('Expected hash (optional)', { exact: true }).fill(sha256.replace(/^./, (c) => (c === '0' ? '1' : '0')));
  await expect(output(page)).toContainText('No match', { timeout: 60_000 });

  // Every algorithm in one pass, MD5 among them and marked as broken.
  await page.getByLabel('Expected hash (optional)', { exact: true }).fill(createHash('md5').update(DATA).digest('hex'));
  await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'All algorithms' });
  await expect(output(page)).toContainText('Match: the expected hash is the MD5 hash of this file.', { timeout: 90_000 });
  await expect(output(page)).toContainText(createHash('sha3-512').update(DATA).digest('hex'));
  await expect(output(page)).toContainText('MD5 and SHA-1 are broken for security');
  expect(foreignRequests).toEqual([]);
});

test('shows the hash of empty input from the first paint, said to be of nothing, and reads bytes written in hex', async ({ page, request, openTool }) => {
  const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  // In the prerendered page already: nothing moves when the script arrives.
  expect(await (await request.get('/en/developer-tools/hash-generator/')).text()).toContain(EMPTY);
  await openTool('en', 'developer-tools', 'hash-generator');
  await expect(output(page)).toContainText(EMPTY);
  await expect(output(page)).toContainText('Hash of empty input (0 bytes)');
  await expect(output(page)).toContainText('The input is empty: this is the hash of zero bytes');

  await page.getByRole('radio', { name: 'Hex bytes', exact: true }).check();
  const text = page.getByLabel('Text', { exact: true });
  await text.fill('11 ag');
  await expect(page.locator('#hash-generator-field-text-error')).toHaveText('Error: “g” at position 5 is not a hex digit (0–9, a–f). To hash the characters themselves, choose Text (UTF-8).');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await text.fill('11 af');
  await expect(output(page)).toContainText('5ca7133fa735326081558ac312c620eeca9970d1e70a4b95533d956f072d1f98');
  await expect(output(page)).toContainText('Hash of the bytes written in hex (2 bytes)');
});

test('compares two files of several slices, and says when they differ', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  await openTool('en', 'developer-tools', 'hash-generator');
  await page.getByRole('tab', { name: 'Compare two files' }).click();
  await page.getByLabel('First file', { exact: true }).setInputFiles({ name: 'image.iso', mimeType: 'application/octet-stream', buffer: DATA });
  await expect(output(page)).toContainText('Choose the two files to compare.');
  await page.getByLabel('Second file', { exact: true }).setInputFiles({ name: 'copy.iso', mimeType: 'application/octet-stream', buffer: Buffer.from(DATA) });
  await expect(output(page)).toContainText('Same content: both files have the same SHA-256 hash.', { timeout: 60_000 });
  const changed = Buffer.from(DATA);
  changed[changed.length - 1]! ^= 1;
  await page.getByLabel('Second file', { exact: true }).setInputFiles({ name: 'copy.iso', mimeType: 'application/octet-stream', buffer: changed });
  await expect(output(page)).toContainText('Different content: the two files do not have the same SHA-256 hash.', { timeout: 60_000 });
  await expect(output(page)).toContainText(createHash('sha256').update(changed).digest('hex'));
  expect(foreignRequests).toEqual([]);
});
