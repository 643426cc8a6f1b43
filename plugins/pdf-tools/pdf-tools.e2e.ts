/**
 * What the looped examples cannot show: two PDFs merged and the download's page count checked; the
 * page pictures (pdf.js, its worker served by the site, under the CSP) used to reorder and delete
 * pages, the field following the buttons and the download following the field (none while no page is
 * chosen to delete); a split's ZIP named after the document; an encrypted PDF explained; and nothing
 * sent anywhere, with no CSP violation on the way.
 */
import { PDFDocument } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { COVER_PDF, REPORT_PDF } from './sample.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

const REPORT = Buffer.from(REPORT_PDF, 'base64');
const COVER = Buffer.from(COVER_PDF, 'base64');
const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

async function download(page: Page, name: string): Promise<PDFDocument> {
  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: `Download ${name}` }).click()]);
  expect(file.suggestedFilename()).toBe(name);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return PDFDocument.load(Buffer.concat(chunks));
}
/** Each page as "W×H" after its rotation: the report's pages differ in shape. */
const shapes = (doc: PDFDocument) =>
  doc.getPages().map((p) => {
    const { width, height } = p.getSize();
    return p.getRotation().angle % 180 ? `${height}x${width}` : `${width}x${height}`;
  });

function cspWatch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to|unsafe-eval/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test('merges two PDFs into one whose download has every page, in the order chosen', async ({ page, openTool, foreignRequests }) => {
  const csp = cspWatch(page);
  await openTool('en', 'miscellaneous', 'pdf-tools');
  await page.getByLabel('PDF files to merge', { exact: true }).setInputFiles([pdf('cover.pdf', COVER), pdf('report.pdf', REPORT)]);
  await expect(output(page)).toContainText('2 files merged into one PDF of 3 pages.');
  const merged = await download(page, 'merged.pdf');
  expect(merged.getPageCount()).toBe(3);
  expect(shapes(merged)).toEqual(['420x595', '420x595', '595x420']);
  expect(foreignRequests).toEqual([]);
  expect(csp).toEqual([]);
});

test('reorders and deletes pages by their pictures, drawn by pdf.js on the page', async ({ page, openTool, foreignRequests }) => {
  const csp = cspWatch(page);
  await openTool('en', 'miscellaneous', 'pdf-tools');
  await page.getByRole('tab', { name: 'Reorder', exact: true }).click();
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(pdf('report.pdf', REPORT));
  const pictures = page.locator('.pdf-tools-pages img');
  await expect(pictures).toHaveCount(2, { timeout: 20_000 });
  // A real picture: drawn at the page's shape (page 1 portrait, page 2 landscape).
  const sizes = await pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.naturalWidth > i.naturalHeight));
  expect(sizes).toEqual([false, true]);
  // The pictures and their buttons, with the PDF made, pass axe in both themes' shared markup.
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await page.getByRole('button', { name: 'Move page 2 earlier', exact: true }).click();
  await expect(page.getByLabel('New order of the pages', { exact: true })).toHaveValue('2, 1');
  await expect(output(page)).toContainText('New order of the pages: 2, 1 (2 pages).');
  expect(shapes(await download(page, 'report-reordered.pdf'))).toEqual(['595x420', '420x595']);
  // Keyboard: the focus stays with the page moved (on its other arrow once it reaches an end).
  await page.getByRole('button', { name: 'Move page 2 later', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('New order of the pages', { exact: true })).toHaveValue('1, 2');
  await expect(page.getByRole('button', { name: 'Move page 2 earlier', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('New order of the pages', { exact: true })).toHaveValue('2, 1');
  await expect(page.getByRole('button', { name: 'Move page 2 later', exact: true })).toBeFocused();

  await page.getByRole('tab', { name: 'Delete pages', exact: true }).click();
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(pdf('report.pdf', REPORT));
  // No page chosen yet: a line asking for them, and nothing to download.
  await expect(output(page)).toContainText('No page chosen yet: type the numbers of the pages to delete');
  await expect(output(page).getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete page 1', exact: true }).click();
  await expect(page.getByLabel('Pages to delete', { exact: true })).toHaveValue('1');
  await expect(page.getByText('To be deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep page 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(shapes(await download(page, 'report-pages-removed.pdf'))).toEqual(['595x420']);
  expect(foreignRequests).toEqual([]);
  expect(csp).toEqual([]);
});

test('splits into one PDF a page, downloaded together as a ZIP named after the document', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'pdf-tools');
  await page.getByRole('tab', { name: 'Split', exact: true }).click();
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(pdf('report.pdf', REPORT));
  const [zip] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: /^Download all/ }).click()]);
  expect(zip.suggestedFilename()).toBe('report-pages.zip');
});

test('explains a password-protected PDF and names a range past the end', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'pdf-tools');
  await page.getByRole('tab', { name: 'Split', exact: true }).click();
  const encrypted = '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 100 100]>> endobj\n4 0 obj <</Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4>> endobj\ntrailer <</Root 1 0 R /Encrypt 4 0 R /Size 5>>\n%%EOF\n';
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(pdf('secret.pdf', Buffer.from(encrypted)));
  await expect(page.getByText('The file “secret.pdf” is protected with a password')).toBeVisible();
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(pdf('report.pdf', REPORT));
  await page.getByLabel('Pages (optional)', { exact: true }).fill('1, 3-4, x');
  await expect(page.getByText('Not a page or range: x.')).toBeVisible();
  await page.getByLabel('Pages (optional)', { exact: true }).fill('1, 3-4');
  await expect(page.getByText('This document has 2 pages, so these do not exist: 3-4.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
