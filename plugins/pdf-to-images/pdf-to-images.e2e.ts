/**
 * What the looped examples cannot show (drawing needs a browser's canvas): the sample's two pages
 * drawn by pdf.js in the tool's worker at 150 DPI, as PNGs of the right size with the page's text and
 * photo on them (not blank), downloaded together as report-images.zip; one page as a JPEG on its own;
 * Cancel during a long run (twelve A4 pages at 600 DPI); and no CSP violation or request elsewhere on the way.
 */
import { decode as decodePng } from 'fast-png';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { downloaded, output } from '../../tests/e2e/result.ts';
import { REPORT_PDF } from './sample.ts';

const REPORT = { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(REPORT_PDF, 'base64') };


function cspWatch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to|unsafe-eval/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** How many pixels are dark (text) and how many coloured (the photo) in an RGBA image. */
function inks(png: Uint8Array): { dark: number; coloured: number; width: number; height: number } {
  const image = decodePng(png);
  const step = image.channels;
  let dark = 0;
  let coloured = 0;
  for (let i = 0; i < image.data.length; i += step) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (r < 100 && g < 100 && b < 160) dark++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
  }
  return { dark, coloured, width: image.width, height: image.height };
}

test('draws every page as a PNG at 150 DPI and zips them under the document’s name', async ({ page, openTool, foreignRequests }) => {
  const csp = cspWatch(page);
  await openTool('en', 'miscellaneous', 'pdf-to-images');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(REPORT);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(output(page)).toContainText('2 pages drawn from a document of 2 pages.', { timeout: 30_000 });
  // A6 is 298 × 420 pt: 621 × 875 px at 150 DPI.
  await expect(output(page)).toContainText('621 × 875 px');
  const zip = unzipSync(await downloaded(page, 'Download all as ZIP', 'report-images.zip'));
  expect(Object.keys(zip).sort()).toEqual(['report-1.png', 'report-2.png']);
  const first = inks(zip['report-1.png']!);
  expect([first.width, first.height]).toEqual([621, 875]);
  expect(first.dark).toBeGreaterThan(500); // "Page 1" in Helvetica (pdf.js's substitute font, served by the site)
  expect(first.coloured).toBeGreaterThan(50_000); // the photo, 160 × 120 pt: 333 × 250 px
  const second = inks(zip['report-2.png']!);
  expect(second.dark).toBeGreaterThan(500);
  expect(foreignRequests).toEqual([]);
  expect(csp).toEqual([]);
});

test('draws one page as a JPEG at 72 DPI, given as the image itself', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'pdf-to-images');
  await page.getByRole('radio', { name: 'JPEG', exact: true }).check();
  await page.getByRole('textbox', { name: 'Resolution (DPI)' }).fill('72');
  await page.getByRole('textbox', { name: 'Pages (optional)' }).fill('2');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(REPORT);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(output(page)).toContainText('1 page drawn from a document of 2 pages.', { timeout: 30_000 });
  await expect(output(page)).toContainText('298 × 420 px');
  const jpeg = await downloaded(page, 'Download report-2.jpg', 'report-2.jpg');
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

test('Cancel stops a long run and leaves no result', async ({ page, openTool }) => {
  test.setTimeout(120_000);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 12; i++) doc.addPage([595.28, 841.89]).drawText(`Page ${i}`, { x: 50, y: 750, size: 40, font });
  const big = { name: 'long.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
  await openTool('en', 'miscellaneous', 'pdf-to-images');
  await page.getByRole('textbox', { name: 'Resolution (DPI)' }).fill('600');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(big);
  const convert = page.getByRole('button', { name: 'Convert', exact: true });
  const status = output(page).locator('.running');
  await convert.click();
  await expect(status).toBeVisible({ timeout: 20_000 });
  await status.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(status).toHaveCount(0);
  await expect(convert).toBeEnabled();
  await page.waitForTimeout(1000);
  await expect(output(page).getByRole('button', { name: /^Download/ })).toHaveCount(0);
});
