/**
 * What the looped examples cannot show: images chosen in the page, put in another order by keyboard
 * alone (the file field's move buttons, the focus following the file), and the downloaded PDF's pages
 * in that order, each the shape of its image; a file that is not an image named in the message; and
 * nothing sent anywhere.
 */
import { PDFDocument } from 'pdf-lib';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { exampleFileBytes, SAMPLE_PNG } from '@sdk/core';
import { SIDEWAYS_JPG } from './sample.ts';
import { SQUARES_HEIC } from '../image-converter/manifest.ts';

const image = (sample: { name: string; type: string; base64: string }) => ({ name: sample.name, mimeType: sample.type, buffer: Buffer.from(exampleFileBytes(sample)) });

test('reorders the images by keyboard and makes the PDF in that order', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'images-to-pdf');
  await page.getByLabel('Images', { exact: true }).setInputFiles([image(SIDEWAYS_JPG), image(SAMPLE_PNG)]);
  await expect(output(page).getByRole('button', { name: 'Download sideways.pdf' })).toBeVisible();

  // pixel.png to the top, by keyboard: the button takes the focus, Enter moves it, the focus follows it.
  const up = page.getByRole('button', { name: 'Move pixel.png up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move pixel.png up' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Move pixel.png up' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.file-list li').first()).toContainText('pixel.png');

  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Download pixel.pdf' }).click()]);
  expect(file.suggestedFilename()).toBe('pixel.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  const doc = await PDFDocument.load(Buffer.concat(chunks));
  // pixel.png is wide: landscape A4; the sideways photo stands up: portrait A4.
  expect(doc.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}`)).toEqual(['841.89x595.28', '595.28x841.89']);

  // A HEIC photo, which Chromium cannot show: read by libheif (downloaded from the site, said before), a page of its shape.
  await page.getByLabel('Images', { exact: true }).setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from(SQUARES_HEIC, 'base64') }]);
  await expect(page.getByText(/This tool downloads 1[.,]4 MB once/)).toBeVisible();
  const [photo] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Download IMG_0001.pdf' }).click()]);
  const photoChunks: Buffer[] = [];
  for await (const chunk of (await photo.createReadStream()) as AsyncIterable<Buffer>) photoChunks.push(chunk);
  // 64 × 48 pixels: a landscape A4 page.
  expect((await PDFDocument.load(Buffer.concat(photoChunks))).getPages().map((p) => `${p.getWidth()}x${p.getHeight()}`)).toEqual(['841.89x595.28']);

  await page.getByLabel('Images', { exact: true }).setInputFiles([image(SAMPLE_PNG), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('“notes.txt” is not an image that can be read. Choose a JPEG, PNG or WebP image.').first()).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
