import { test, expect } from '../../tests/e2e/fixtures.ts';
import { fourColorsPng } from './samples.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

test('finds the palette of an image and picks a pixel by click and by keyboard', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'image-color-palette');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'four.png', mimeType: 'image/png', buffer: Buffer.from(fourColorsPng, 'base64') });
  const output = page.locator('main .tool-output');
  await expect(output.locator('tbody tr')).toHaveCount(4);
  await expect(output.locator('tbody tr').first()).toContainText('#1E90FF');
  await expect(page.getByText('No pixel picked yet.')).toBeVisible();

  // The image is 40 × 20 px: blue on the left half, red top right, yellow and green below it.
  const canvas = page.getByRole('application', { name: 'Image, 40 × 20 pixels' });
  const box = (await canvas.boundingBox())!;
  // The middle of pixel (30, 5).
  await canvas.click({ position: { x: (box.width * 30.5) / 40, y: (box.height * 5.5) / 20 } });
  const picked = page.locator('.image-color-palette-picked');
  await expect(picked).toContainText('#FF6347');
  await expect(picked).toContainText('rgb(255, 99, 71)');
  await expect(picked).toContainText('x 30, y 5');

  // Keyboard: arrows move one pixel, Shift a tenth of the image (4 px).
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(picked).toContainText('x 30, y 14');
  await expect(picked).toContainText('#FFD700');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(picked).toContainText('x 36, y 14');
  await expect(picked).toContainText('#2E8B57');
  await picked.getByRole('button', { name: 'Copy #2E8B57' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#2E8B57');
  // The palette, the image and the picked colour: nothing serious for axe.
  expect(await seriousViolations(page)).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('says so when the file is not an image', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'image-color-palette');
  await page.getByLabel('Bild', { exact: true }).setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
  await expect(page.getByText('Diese Datei ist kein Bild, das Ihr Browser öffnen kann.', { exact: false })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
