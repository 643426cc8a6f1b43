/**
 * What the looped examples cannot show: a file handed unread to the worker and hashed in slices
 * (a file larger than one slice, so the slices join up), compared with its checksum pasted in
 * capitals, the answer said in words; all algorithms at once; and nothing sent anywhere.
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
