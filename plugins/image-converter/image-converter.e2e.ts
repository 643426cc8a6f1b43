import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { unzipSync } from 'fflate';
import { test, expect } from '../../tests/e2e/fixtures.ts';

/** A PNG of width × height in one colour, with a transparent left half when asked. */
function png(width: number, height: number, rgb: [number, number, number], transparentLeft = false): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set([...rgb, transparentLeft && x < width / 2 ? 0 : 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}
/** A WebP file's width and height from its header (VP8, VP8L or VP8X). */
function webpSize(b: Buffer): [number, number] {
  expect(b.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(b.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
}
const bytes = async (download: Download) => readFile((await download.path())!);
async function downloadOf(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return download;
}

test('converts several images to WebP at half size, and downloads them in one ZIP', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'image-converter');
  await page.getByRole('tab', { name: 'By percentage', exact: true }).click();
  await page.getByRole('group', { name: 'Save as', exact: true }).getByRole('radio', { name: 'WebP', exact: true }).check();
  await page.getByLabel('Images', { exact: true }).setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: png(64, 32, [220, 20, 20]) },
    { name: 'holiday photo.png', mimeType: 'image/png', buffer: png(40, 40, [20, 120, 220]) },
    { name: 'red.png', mimeType: 'image/png', buffer: png(10, 10, [0, 0, 0]) },
  ]);
  await expect(page.getByRole('button', { name: 'Download all as ZIP (3 files)', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('cell', { name: 'red-32x16.webp', exact: true })).toBeVisible();

  const all = await downloadOf(page, 'Download all as ZIP (3 files)');
  expect(all.suggestedFilename()).toBe('images.zip');
  const zip = unzipSync(new Uint8Array(await bytes(all)));
  expect(Object.keys(zip)).toEqual(['red-32x16.webp', 'holiday photo-20x20.webp', 'red-5x5.webp']);
  expect(webpSize(Buffer.from(zip['red-32x16.webp']!))).toEqual([32, 16]);
  expect(webpSize(Buffer.from(zip['holiday photo-20x20.webp']!))).toEqual([20, 20]);
  expect(webpSize(Buffer.from(zip['red-5x5.webp']!))).toEqual([5, 5]);

  // Each file on its own too, the same bytes as in the ZIP.
  const single = await downloadOf(page, 'Download holiday photo-20x20.webp');
  expect(single.suggestedFilename()).toBe('holiday photo-20x20.webp');
  expect(new Uint8Array(await bytes(single))).toEqual(zip['holiday photo-20x20.webp']);
  expect(foreignRequests).toEqual([]);
});

test('one image: a JPEG at a chosen quality, with sizes before and after, transparency on white, a before/after slider, then AVIF within a largest size', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'image-converter');
  await page.getByRole('tab', { name: 'In pixels', exact: true }).click();
  await page.getByRole('textbox', { name: 'Width (px)', exact: true }).fill('30');
  await page.getByRole('group', { name: 'Save as', exact: true }).getByRole('radio', { name: 'JPEG', exact: true }).check();
  await page.getByLabel('Images', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(60, 40, [0, 128, 0], true) });
  const download = page.getByRole('button', { name: 'Download logo-30x20.jpg', exact: true });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('JPEG has no transparency: transparent areas are white.')).toBeVisible();
  await expect(page.locator('[data-block="values"]')).toContainText('PNG, 60 × 40 px');
  await expect(page.locator('[data-block="values"]')).toContainText('JPEG, 30 × 20 px');
  const jpeg = await bytes(await downloadOf(page, 'Download logo-30x20.jpg'));
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  // The JPEG's start of frame says 30 × 20 (MozJPEG writes it progressive: SOF2).
  const sof = jpeg.findIndex((b, i) => b === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
  expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([30, 20]);

  // Before and after at 1:1, split by a slider the keyboard moves: the new image is cut where the divider is.
  const compare = page.locator('[data-block="compare"]');
  await expect(compare.getByText('Before and after, at actual size')).toBeVisible();
  await expect(compare.getByRole('img', { name: 'logo.png, the original' })).toBeVisible();
  const after = compare.getByRole('img', { name: 'logo.png as JPEG' });
  await expect(after).toHaveAttribute('width', '30');
  await expect(after).toHaveCSS('clip-path', 'inset(0px 0px 0px 50%)');
  const slider = compare.getByRole('slider', { name: 'Divider between before and after', exact: true });
  await expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '52% before, 48% after');
  await expect(after).toHaveCSS('clip-path', 'inset(0px 0px 0px 52%)');
  await page.keyboard.press('Home');
  await expect(after).toHaveCSS('clip-path', 'inset(0px 0px 0px 0%)');

  // AVIF is written in every browser now (libavif in WebAssembly, downloaded on first use), within a largest size.
  await page.getByRole('textbox', { name: 'Largest file size (kB)', exact: true }).fill('1');
  await page.getByRole('group', { name: 'Save as', exact: true }).getByRole('radio', { name: 'AVIF', exact: true }).check();
  const avifButton = page.getByRole('button', { name: 'Download logo-30x20.avif', exact: true });
  await expect(avifButton).toBeVisible({ timeout: 60_000 });
  const avif = await bytes(await downloadOf(page, 'Download logo-30x20.avif'));
  expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  expect(avif.length).toBeLessThanOrEqual(1000);
  const ispe = avif.indexOf('ispe', 0, 'latin1');
  expect([avif.readUInt32BE(ispe + 8), avif.readUInt32BE(ispe + 12)]).toEqual([30, 20]);
  expect(foreignRequests).toEqual([]);
});
