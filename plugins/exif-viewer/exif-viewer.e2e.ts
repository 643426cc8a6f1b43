/**
 * What the looped examples cannot show: the copy without metadata, downloaded from the page and read
 * back by exifr (no GPS, no EXIF but the orientation; nothing at all when the orientation is not
 * kept), a PNG cleaned the same way, a file that is not a photo refused at its field, and nothing
 * sent anywhere.
 */
import exifr from 'exifr';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { SAMPLE_JPEG } from './sample.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

const SAMPLE = Buffer.from(SAMPLE_JPEG, 'base64');

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: `Download ${name}` }).click()]);
  expect(file.suggestedFilename()).toBe(name);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

test('reads a photo, shows where it was taken, and its copy has no EXIF any more', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'exif-viewer');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: SAMPLE });
  await expect(output(page)).toContainText('1/250 s');
  await expect(output(page)).toContainText('f/2.8');
  await expect(output(page)).toContainText('48.858222, 2.294500');
  await expect(output(page)).toContainText('48° 51′ 29.6″ N, 2° 17′ 40.2″ E');
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  // Kept: the orientation only.
  const kept = await download(page, 'holiday-no-metadata.jpg');
  expect(await exifr.gps(kept)).toBeUndefined();
  expect(await exifr.parse(kept, { xmp: true, iptc: true, mergeOutput: false, translateValues: false })).toEqual({ ifd0: { Orientation: 6 } });

  // Nothing kept: exifr finds nothing at all, and the picture's bytes are the same.
  await page.getByLabel('Keep the orientation in the copy', { exact: true }).uncheck();
  await expect(output(page)).toContainText('The copy has no orientation any more');
  const bare = await download(page, 'holiday-no-metadata.jpg');
  expect(await exifr.parse(bare, { xmp: true, iptc: true, icc: true })).toBeUndefined();
  expect(bare.subarray(bare.indexOf(Buffer.from([0xff, 0xda])))).toEqual(SAMPLE.subarray(SAMPLE.indexOf(Buffer.from([0xff, 0xda]))));
  expect(foreignRequests).toEqual([]);
});

test('refuses a file that is not a photo, at its field', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'exif-viewer');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(page.getByText('This file is not a photo this tool can read.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
