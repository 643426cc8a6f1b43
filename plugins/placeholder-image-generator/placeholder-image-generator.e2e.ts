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
const colour = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const number = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** A row of the details table under the image. */
const detail = (page: Page, label: string) => page.locator('[data-block="values"] tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td').first();

test('draws the image as the settings change, downloads exact PNG, JPG and SVG files, copies, and keeps the settings', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'placeholder-image-generator');
  const preview = page.getByRole('img', { name: /^Placeholder image of/ });
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 600 × 400 pixels with the text “600 × 400”');
  await expect(detail(page, 'Size')).toHaveText('600 × 400 px');
  await expect(detail(page, 'Format')).toHaveText('PNG');
  await expect(detail(page, 'Background colour')).toHaveText('#cccccc');
  await expect(detail(page, 'Border colour')).toHaveCount(0);

  // 320 × 180, red background, white text, a 4 px blue border and a green grid every 40 px.
  await number(page, 'Width (px)').fill('320');
  await number(page, 'Height (px)').fill('180');
  await colour(page, 'Background colour').fill('#ff0000');
  await colour(page, 'Text colour').fill('#ffffff');
  await number(page, 'Border width (px)').fill('4');
  await colour(page, 'Border colour').fill('#0000ff');
  await number(page, 'Grid size (px)').fill('40');
  await colour(page, 'Grid colour').fill('#00ff00');
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 320 × 180 pixels with the text “320 × 180”');
  await expect(detail(page, 'Size')).toHaveText('320 × 180 px');
  await expect(detail(page, 'Background colour')).toHaveText('#ff0000');
  await expect(detail(page, 'Border colour')).toHaveText('#0000ff');
  await expect(detail(page, 'Grid colour')).toHaveText('#00ff00');

  // The PNG has the size asked for, and each layer where it belongs, to the pixel.
  const pngDownload = await downloadOf(page, 'Download PNG');
  expect(pngDownload.suggestedFilename()).toBe('placeholder-320x180.png');
  await expect(page.getByText('Image downloaded as PNG')).toBeVisible();
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
  expect(pixel(fromUrl, 4, 10)).toBe('#ff0000');

  // Copy image: a PNG on the clipboard.
  await page.getByRole('button', { name: 'Copy image', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toHaveCount(2);
  expect(await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => [...item.types]))).toContain('image/png');

  // A colour copied on its own, and all the details at once.
  await page.getByRole('button', { name: 'Copy: Border colour', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('#0000ff');
  await page.getByRole('button', { name: 'Copy details', exact: true }).click();
  await expect
    .poll(() => clipboard(page))
    .toBe('Size: 320 × 180 px\nFormat: PNG\nBackground colour: #ff0000\nText colour: #ffffff\nBorder colour: #0000ff\nGrid colour: #00ff00');

  // SVG: the same drawing as markup, with own text escaped.
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hero <banner> & co');
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 320 × 180 pixels with the text “Hero <banner> & co”');
  const svgDownload = await downloadOf(page, 'Download SVG');
  expect(svgDownload.suggestedFilename()).toBe('placeholder-320x180.svg');
  const svg = (await bytes(svgDownload)).toString('utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/);
  expect(svg).toContain('>Hero &lt;banner&gt; &amp; co</text>');

  // JPG at a chosen quality: the raster download and the data URL follow the format.
  await page.getByRole('radio', { name: 'JPG', exact: true }).check();
  await expect(detail(page, 'Format')).toHaveText('JPG');
  await expect(page.getByRole('button', { name: 'Download PNG', exact: true })).toHaveCount(0);
  const jpgDownload = await downloadOf(page, 'Download JPG');
  expect(jpgDownload.suggestedFilename()).toBe('placeholder-320x180.jpg');
  expect([...(await bytes(jpgDownload)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await page.getByRole('button', { name: 'Copy data URL', exact: true }).click();
  await expect.poll(() => clipboard(page)).toMatch(/^data:image\/jpeg;base64,/);

  // Too large: the limit in the tool's words instead of an image.
  await number(page, 'Width (px)').fill('5000');
  await expect(page.getByRole('alert')).toHaveText(/The width must be a whole number from 1 to 4000 pixels/);
  await expect(preview).toHaveCount(0);
  await number(page, 'Width (px)').fill('4000');
  await number(page, 'Height (px)').fill('4001');
  await expect(page.getByRole('alert')).toHaveText(/The height must be a whole number from 1 to 4000 pixels/);
  await number(page, 'Height (px)').fill('300');
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 4000 × 300 pixels with the text “Hero <banner> & co”');

  // The settings survive a reload, and a copied link carries them.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(number(page, 'Width (px)')).toHaveValue('4000');
  await expect(page.getByRole('radio', { name: 'JPG', exact: true })).toBeChecked();
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 4000 × 300 pixels with the text “Hero <banner> & co”');
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = new URL(await clipboard(page));
  expect(Object.fromEntries(link.searchParams)).toMatchObject({ width: '4000', height: '300', text: 'Hero <banner> & co', background: '#ff0000', format: 'jpeg', borderWidth: '4' });

  // Reset brings back the defaults; a common size in one click; random colours keep the size.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(number(page, 'Width (px)')).toHaveValue('600');
  await expect(colour(page, 'Background colour')).toHaveValue('#cccccc');
  await expect(page.getByRole('radio', { name: 'PNG', exact: true })).toBeChecked();
  await page.getByRole('button', { name: /^Banner 728\s×\s90$/ }).click();
  await expect(preview).toHaveAttribute('alt', 'Placeholder image of 728 × 90 pixels with the text “728 × 90”');
  await expect(number(page, 'Height (px)')).toHaveValue('90');
  await page.getByRole('button', { name: 'Random colours', exact: true }).click();
  await expect(colour(page, 'Background colour')).not.toHaveValue('#cccccc');
  const background = await colour(page, 'Background colour').inputValue();
  await expect(detail(page, 'Background colour')).toHaveText(background);
  await expect(number(page, 'Width (px)')).toHaveValue('728');

  expect(foreignRequests).toEqual([]);
});

test('opens a shared link with its settings, and speaks German', async ({ page, foreignRequests }) => {
  await page.goto('/de/miscellaneous/placeholder-image-generator?width=1200&height=630&background=%231d4ed8&textColor=%23ffffff');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Platzhalterbild-Generator');
  const preview = page.getByRole('img', { name: /^Platzhalterbild mit/ });
  await expect(preview).toHaveAttribute('alt', 'Platzhalterbild mit 1200 × 630 Pixeln und dem Text „1200 × 630“');
  await expect(number(page, 'Breite (px)')).toHaveValue('1200');
  await expect(detail(page, 'Größe')).toHaveText('1200 × 630 px');
  await expect(detail(page, 'Hintergrundfarbe')).toHaveText('#1d4ed8');

  const png = PNG.sync.read(await bytes(await downloadOf(page, 'PNG herunterladen')));
  expect([png.width, png.height]).toEqual([1200, 630]);
  expect(pixel(png, 5, 5)).toBe('#1d4ed8');
  await expect(page.getByText('Bild als PNG heruntergeladen')).toBeVisible();

  await number(page, 'Breite (px)').fill('0');
  await expect(page.getByRole('alert')).toHaveText(/Die Breite muss eine ganze Zahl von 1 bis 4000 Pixeln sein/);
  await page.getByRole('button', { name: /^Quadrat 1080\s×\s1080$/ }).click();
  await expect(preview).toHaveAttribute('alt', 'Platzhalterbild mit 1080 × 1080 Pixeln und dem Text „1080 × 1080“');

  expect(foreignRequests).toEqual([]);
});
