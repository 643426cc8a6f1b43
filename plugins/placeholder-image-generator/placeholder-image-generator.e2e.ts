import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const bytes = async (download: Download) => readFile((await download.path())!);
async function downloadOf(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return download;
}
/** The colour of a pixel as #rrggbb. */
function pixel(png: PNG, x: number, y: number): string {
  const i = (png.width * y + x) * 4;
  return `#${[0, 1, 2].map((c) => png.data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
}

test('draws a live preview, follows size and colours, downloads exact PNG, JPG and SVG files and copies', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'placeholder-image-generator');
  const preview = page.getByRole('img', { name: /^Placeholder image of/ });
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 600 × 400 pixels with the text “600 × 400”');
  await expect(page.getByText(/^600\s×\s400\spx · PNG · [\d.]+\skB$/)).toBeVisible();
  await expect(page.getByText('#cccccc', { exact: true })).toBeVisible();

  // 320 × 180, red background, white text, a 4 px blue border and a green grid every 40 px.
  await page.getByRole('spinbutton', { name: 'Width (px)', exact: true }).fill('320');
  await page.getByRole('spinbutton', { name: 'Height (px)', exact: true }).fill('180');
  await page.getByLabel('Background colour').fill('#ff0000');
  await page.getByLabel('Text colour').fill('#ffffff');
  await page.getByRole('spinbutton', { name: 'Border width (px)' }).fill('4');
  await page.getByLabel('Border colour').fill('#0000ff');
  await page.getByRole('spinbutton', { name: 'Grid size (px)' }).fill('40');
  await page.getByLabel('Grid colour').fill('#00ff00');
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 320 × 180 pixels with the text “320 × 180”');
  await expect(page.getByText('#ff0000', { exact: true })).toBeVisible();
  await expect(page.getByText('#0000ff', { exact: true })).toBeVisible();

  // The PNG has the size asked for, and each layer where it belongs, to the pixel.
  const downloadPng = page.getByRole('button', { name: 'Download PNG', exact: true });
  await expect(downloadPng).toBeEnabled();
  const pngDownload = await downloadOf(page, 'Download PNG');
  expect(pngDownload.suggestedFilename()).toBe('placeholder-320x180.png');
  const png = PNG.sync.read(await bytes(pngDownload));
  expect([png.width, png.height]).toEqual([320, 180]);
  expect(pixel(png, 0, 0)).toBe('#0000ff'); // border
  expect(pixel(png, 3, 90)).toBe('#0000ff');
  expect(pixel(png, 319, 179)).toBe('#0000ff');
  expect(pixel(png, 4, 10)).toBe('#ff0000'); // just inside the border
  expect(pixel(png, 40, 10)).toBe('#00ff00'); // vertical grid line at x = 40
  expect(pixel(png, 41, 10)).toBe('#ff0000');
  expect(pixel(png, 39, 10)).toBe('#ff0000');
  expect(pixel(png, 10, 160)).toBe('#00ff00'); // horizontal grid line at y = 160
  expect(pixel(png, 300, 170)).toBe('#ff0000');
  const whiteInText = Array.from({ length: 140 }, (_, x) => pixel(png, 90 + x, 90)).filter((c) => c === '#ffffff').length;
  expect(whiteInText).toBeGreaterThan(10); // the text "320 × 180" crosses the middle line

  // Copy data URL: the same PNG as a data URL.
  await page.getByRole('button', { name: 'Copy data URL', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  const url = await clipboard(page);
  expect(url).toMatch(/^data:image\/png;base64,/);
  const fromUrl = PNG.sync.read(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  expect([fromUrl.width, fromUrl.height]).toEqual([320, 180]);

  // Copy image: a PNG on the clipboard.
  await page.getByRole('button', { name: 'Copy image', exact: true }).click();
  // Both copy buttons now read "✓ Copied" for a moment.
  await expect(page.getByRole('button', { name: '✓ Copied' })).toHaveCount(2);
  expect(await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => [...item.types]))).toContain('image/png');

  // SVG: the same drawing as markup, with own text escaped.
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hero <banner> & co');
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 320 × 180 pixels with the text “Hero <banner> & co”');
  const svg = (await bytes(await downloadOf(page, 'Download SVG'))).toString('utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/);
  expect(svg).toContain('>Hero &lt;banner&gt; &amp; co</text>');

  // JPG at a chosen quality.
  await page.getByRole('radio', { name: 'JPG', exact: true }).check();
  await expect(page.getByText(/^320\s×\s180\spx · JPG · [\d.]+\skB$/)).toBeVisible();
  const jpg = await bytes(await downloadOf(page, 'Download JPG'));
  expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await page.getByRole('button', { name: 'Copy data URL', exact: true }).click();
  await expect.poll(() => clipboard(page)).toMatch(/^data:image\/jpeg;base64,/);

  // Too large: a clear message instead of an image.
  await page.getByRole('spinbutton', { name: 'Width (px)', exact: true }).fill('5000');
  await expect(page.getByRole('alert')).toHaveText(/The width must be a whole number from 1 to 4000 pixels/);
  await expect(preview).toHaveCount(0);
  await page.getByRole('spinbutton', { name: 'Width (px)', exact: true }).fill('4000');
  await page.getByRole('spinbutton', { name: 'Height (px)', exact: true }).fill('4001');
  await expect(page.getByRole('alert')).toHaveText(/The height must be a whole number from 1 to 4000 pixels/);

  // Random colours change the colours; Reset brings back the defaults.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: 'Width (px)', exact: true })).toHaveValue('600');
  await expect(page.getByLabel('Background colour')).toHaveValue('#cccccc');
  // A common size in one click.
  await page.getByRole('button', { name: /^Banner 728\s×\s90$/ }).click();
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 728 × 90 pixels with the text “728 × 90”');
  await expect(page.getByRole('spinbutton', { name: 'Height (px)', exact: true })).toHaveValue('90');
  await page.getByRole('button', { name: 'Random colours', exact: true }).click();
  await expect(page.getByLabel('Background colour')).not.toHaveValue('#cccccc');
  const background = await page.getByLabel('Background colour').inputValue();
  await expect(page.getByText(background, { exact: true })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'placeholder-image-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Platzhalterbild-Generator');
  const preview = page.getByRole('img', { name: /^Platzhalterbild mit/ });
  await expect(preview).toHaveAttribute('alt', 'Platzhalterbild mit 600 × 400 Pixeln und dem Text „600 × 400“');
  await expect(page.getByText(/^600\s×\s400\spx · PNG · [\d,]+\skB$/)).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Breite (px)', exact: true }).fill('1200');
  await page.getByRole('spinbutton', { name: 'Höhe (px)', exact: true }).fill('630');
  await expect(preview).toHaveAttribute('alt', 'Platzhalterbild mit 1200 × 630 Pixeln und dem Text „1200 × 630“');
  const png = PNG.sync.read(await bytes(await downloadOf(page, 'PNG herunterladen')));
  expect([png.width, png.height]).toEqual([1200, 630]);
  await expect(page.getByText('Download gestartet')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Breite (px)', exact: true }).fill('0');
  await expect(page.getByRole('alert')).toHaveText(/Die Breite muss eine ganze Zahl von 1 bis 4000 Pixeln sein/);

  expect(foreignRequests).toEqual([]);
});
