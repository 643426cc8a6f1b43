/**
 * What the looped examples cannot show, in one page: an image chosen in the page drawn under the field with
 * a crop box; the box dragged by a handle with the mouse (the fields follow), typed (the box follows), moved
 * and resized from the keyboard; the image rotated (the box turns with it); the file downloaded and its size
 * read back; a JPEG stored sideways (EXIF orientation 6) shown and cropped upright and saved as JPEG with no
 * orientation left; a file that is not an image refused in words; and nothing sent anywhere.
 */
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { exampleFileBytes, jpegOrientation } from '@sdk/core';
import { SIDEWAYS_JPG } from './samples.ts';

/** A 400 × 300 PNG of four quarters (red, green / blue, yellow). */
function quarters(): Buffer {
  const png = new PNG({ width: 400, height: 300 });
  for (let y = 0; y < 300; y++) for (let x = 0; x < 400; x++) png.data.set(y < 150 ? (x < 200 ? [230, 20, 20, 255] : [20, 200, 40, 255]) : x < 200 ? [20, 40, 230, 255] : [250, 220, 20, 255], (y * 400 + x) * 4);
  return PNG.sync.write(png);
}

test('crops by mouse, typing and keyboard, rotates, and downloads the image at the size chosen', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'image-editor');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'quarters.png', mimeType: 'image/png', buffer: quarters() });
  const status = page.locator('.crop-status');
  await expect(status).toHaveText('Crop: 400 × 300 px from x 0, y 0 (image 400 × 300 px)');
  const field = (label: string) => page.getByLabel(label, { exact: true });

  // The bottom-right corner dragged to the middle of the picture: the fields follow.
  await page.locator('.crop-stage').scrollIntoViewIfNeeded();
  const picture = (await page.locator('.crop-stage canvas').boundingBox())!;
  const corner = (await page.getByRole('button', { name: 'Bottom right corner' }).boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(Math.abs(Number(await field('Crop width').inputValue()) - 200)).toBeLessThanOrEqual(10);
  expect(Math.abs(Number(await field('Crop height').inputValue()) - 150)).toBeLessThanOrEqual(10);

  // Typed: the box follows.
  await field('Crop width').fill('200');
  await field('Crop height').fill('150');
  await expect(status).toHaveText('Crop: 200 × 150 px from x 0, y 0 (image 400 × 300 px)');

  // The keyboard: arrows move the box by 2 px (1/200 of 400), Shift with an arrow resizes it; a handle moves its own side.
  await page.getByRole('group', { name: 'Crop area' }).focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(status).toHaveText('Crop: 200 × 152 px from x 20, y 0 (image 400 × 300 px)');
  await page.getByRole('button', { name: 'Left edge' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(field('Left edge (x)')).toHaveValue('18');
  await expect(field('Crop width')).toHaveValue('202');

  // Rotated a quarter-turn clockwise: the picture is 300 × 400 and the box turns with it.
  await field('Rotate').selectOption({ label: '90° clockwise' });
  await expect(status).toHaveText('Crop: 152 × 202 px from x 148, y 18 (image 300 × 400 px)');
  await expect(output(page)).toContainText('152 × 202 px');
  const [download] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Download quarters-edited.png', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('quarters-edited.png');
  const saved = PNG.sync.read(await readFile((await download.path())!));
  expect([saved.width, saved.height]).toEqual([152, 202]);
  // The original's top-left corner (red) is now the crop's top-right one.
  expect([...saved.data.subarray((0 * 152 + 151) * 4, (0 * 152 + 151) * 4 + 4)]).toEqual([230, 20, 20, 255]);

  // A photo stored lying down with EXIF orientation 6: shown and cropped standing up, saved as JPEG with no orientation left.
  await field('Rotate').selectOption({ label: 'Not rotated' });
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(exampleFileBytes(SIDEWAYS_JPG)) });
  await expect(status).toHaveText('Crop: 24 × 48 px from x 0, y 0 (image 24 × 48 px)');
  await field('Crop height').fill('24');
  await expect(output(page)).toContainText('24 × 24 px');
  const [photo] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Download sideways-edited.jpg', exact: true }).click()]);
  const bytes = new Uint8Array(await readFile((await photo.path())!));
  const upright = jpeg.decode(bytes, { useTArray: true });
  expect([upright.width, upright.height, jpegOrientation(bytes)]).toEqual([24, 24, 1]);
  // The top of the photo as shown is red.
  expect(Math.abs(upright.data[(12 * 24 + 4) * 4]! - 230)).toBeLessThan(30);
  expect(upright.data[(12 * 24 + 4) * 4 + 2]!).toBeLessThan(60);

  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(/not an image that can be read/).first()).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
