/**
 * What the looped examples cannot show (they run in Node too, where no text can be drawn on an image):
 * text drawn on a PNG and a JPEG by the browser in the tool's worker, at the spot, colour and opacity
 * chosen, read back by decoding the downloaded files; a PDF in the same batch, all in one ZIP; the first
 * image previewed; a file that is neither an image nor a PDF said by name; nothing sent anywhere.
 */
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { exampleFileBytes } from '@sdk/core';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { LETTER_PDF, PHOTO_JPG, PHOTO_PNG } from './sample.ts';

const upload = (sample: { name: string; type: string; base64: string }) => ({ name: sample.name, mimeType: sample.type, buffer: Buffer.from(exampleFileBytes(sample)) });
async function downloadOf(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return download;
}
/** The RGB of every pixel in a box of an RGBA image. */
function box(data: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number): number[][] {
  const out: number[][] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) out.push([...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)]);
  return out;
}
const reddish = ([r, g, b]: number[]) => r! > 180 && g! < 90 && b! < 90;

test('draws text on a PNG and a JPEG in the worker and marks a PDF, all in one ZIP', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'watermark');
  await page.getByLabel('Watermark text', { exact: true }).fill('WM');
  await page.getByLabel('Position', { exact: true }).selectOption({ label: 'Top left' });
  await page.getByRole('slider', { name: 'Size (% of the width)' }).fill('50');
  await page.getByRole('slider', { name: 'Opacity (%)' }).fill('100');
  await page.getByRole('slider', { name: 'Angle (°)' }).fill('0');
  await page.getByRole('slider', { name: 'Margin (% of the shorter side)' }).fill('0');
  await page.getByLabel('Text colour', { exact: true }).fill('#ff0000');
  await page.getByLabel('Images and PDFs', { exact: true }).setInputFiles([upload(PHOTO_PNG), upload(PHOTO_JPG), upload(LETTER_PDF)]);
  await expect(page.getByRole('button', { name: 'Download all as ZIP (3 files)', exact: true })).toBeVisible({ timeout: 30_000 });
  // The first image is previewed as it comes out.
  await expect(page.getByRole('img', { name: 'photo.png with its watermark' })).toBeVisible();

  const zip = unzipSync(new Uint8Array(await readFile((await (await downloadOf(page, 'Download all as ZIP (3 files)')).path())!)));
  expect(Object.keys(zip)).toEqual(['photo-watermarked.png', 'photo-watermarked.jpg', 'letter-watermarked.pdf']);

  // PNG stays PNG, 64 × 48: red text in the top-left half (32 px wide at the edge), the bottom right untouched grass.
  const png = PNG.sync.read(Buffer.from(zip['photo-watermarked.png']!));
  expect([png.width, png.height]).toEqual([64, 48]);
  const topLeft = box(png.data, 64, 0, 0, 32, 20);
  expect(topLeft.filter(reddish).length).toBeGreaterThan(40);
  expect(box(png.data, 64, 34, 0, 64, 48).filter(reddish)).toEqual([]);
  expect(box(png.data, 64, 34, 26, 64, 48).every(([r, g, b]) => r === 60 && g === 140 && b === 70)).toBe(true);

  // JPEG stays JPEG, the same size, red in the same place.
  const jpg = zip['photo-watermarked.jpg']!;
  expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const decoded = jpeg.decode(jpg, { useTArray: true });
  expect([decoded.width, decoded.height]).toEqual([64, 48]);
  expect(box(decoded.data, 64, 0, 0, 32, 20).filter(reddish).length).toBeGreaterThan(30);
  expect(box(decoded.data, 64, 40, 30, 64, 48).filter(reddish)).toEqual([]);

  // The PDF keeps its two pages and sizes.
  const doc = await PDFDocument.load(zip['letter-watermarked.pdf']!);
  expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight(), p.getRotation().angle])).toEqual([[420, 595, 0], [420, 595, 90]]);

  // Each file on its own too.
  expect((await downloadOf(page, 'Download photo-watermarked.jpg')).suggestedFilename()).toBe('photo-watermarked.jpg');

  // A file that is neither: named, and the others still marked.
  await page.getByLabel('Images and PDFs', { exact: true }).setInputFiles([upload(PHOTO_PNG), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('“notes.txt” was left out: “notes.txt” is neither a JPEG, PNG or WebP image nor a PDF.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download photo-watermarked.png', exact: true })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
