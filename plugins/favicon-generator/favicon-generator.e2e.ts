import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { unzipSync } from 'fflate';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { readIco } from './ico.ts';

async function zipOf(page: Page, count: number): Promise<Record<string, Uint8Array>> {
  const button = page.getByRole('button', { name: `Download all as ZIP (${count} files)`, exact: true });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('favicons.zip');
  return unzipSync(new Uint8Array(await readFile((await download.path())!)));
}
const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];

test('a letter on a coloured circle: every icon drawn by the browser, in one ZIP', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'favicon-generator');
  await page.getByRole('tab', { name: 'Letter or emoji', exact: true }).click();
  await page.getByRole('textbox', { name: 'Letter or emoji', exact: true }).fill('W');
  await page.getByRole('group', { name: 'Shape', exact: true }).getByRole('radio', { name: 'Circle', exact: true }).check();
  await page.getByRole('textbox', { name: 'App name (for the manifest)', exact: true }).fill('Shop');
  await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#ff0000');
  // The colour is typed last: once the snippet shows it, the icons on offer were drawn from every choice above
  // (a ZIP button for an earlier, half-typed state may be on screen before that).
  await expect(page.locator('[data-block="list"]')).toContainText('<meta name="theme-color" content="#ff0000">');
  const zip = await zipOf(page, 9);
  expect(Object.keys(zip).sort()).toEqual(['apple-touch-icon.png', 'favicon-16x16.png', 'favicon-32x32.png', 'favicon-48x48.png', 'favicon.ico', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'site.webmanifest']);
  expect(readIco(zip['favicon.ico']!)!.map((p) => p.size)).toEqual([16, 32, 48]);
  const icon = PNG.sync.read(Buffer.from(zip['icon-512.png']!));
  expect([icon.width, icon.height]).toEqual([512, 512]);
  expect(pixel(icon, 2, 2)[3]).toBe(0); // outside the circle
  expect(pixel(icon, 256, 20)).toEqual([255, 0, 0, 255]); // inside it, above the letter
  // The letter is there: white pixels in the middle row.
  expect(Array.from({ length: 300 }, (_, i) => pixel(icon, 106 + i, 256)).some((p) => p[0]! > 240 && p[1]! > 240)).toBe(true);
  const maskable = PNG.sync.read(Buffer.from(zip['icon-maskable-512.png']!));
  expect(pixel(maskable, 0, 0)).toEqual([255, 0, 0, 255]); // full bleed
  expect(JSON.parse(new TextDecoder().decode(zip['site.webmanifest']))).toMatchObject({ name: 'Shop', theme_color: '#ff0000' });
  expect(foreignRequests).toEqual([]);
});

test('an SVG logo is drawn sharp at 512 pixels and shipped as favicon.svg', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'favicon-generator');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="4" y="4" width="8" height="8" fill="#00ff00"/></svg>';
  await page.locator('main input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  const zip = await zipOf(page, 10);
  expect(new TextDecoder().decode(zip['favicon.svg'])).toBe(svg);
  const icon = PNG.sync.read(Buffer.from(zip['icon-512.png']!));
  expect(pixel(icon, 256, 256)).toEqual([0, 255, 0, 255]);
  expect(pixel(icon, 129, 256)).toEqual([0, 255, 0, 255]); // the square's edge at 128 px, sharp
  expect(pixel(icon, 126, 256)[3]).toBe(0);
  await expect(page.locator('[data-block="list"]')).toContainText('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  await expect(page.getByRole('note')).toHaveCount(0); // an SVG is never too small
  expect(foreignRequests).toEqual([]);
});
