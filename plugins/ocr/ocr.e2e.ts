/**
 * What the looped examples cannot show (pdf.js draws PDF pages only in a browser here): a two-page PDF
 * read in one page load, its pages drawn in the tool's worker at 300 DPI, read by Tesseract, and given
 * back as a two-page searchable PDF; with no CSP violation and no request elsewhere on the way.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { downloaded, output } from '../../tests/e2e/result.ts';

async function twoPages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of ['Invoice number 4711', 'Thank you for your order']) {
    const page = doc.addPage([420, 200]);
    page.drawText(line, { x: 30, y: 90, size: 24, font });
  }
  return Buffer.from(await doc.save());
}


test('reads the pages of a PDF and gives them back as a searchable PDF', async ({ page, openTool, foreignRequests }) => {
  const csp: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to|unsafe-eval/i.test(m.text())) csp.push(m.text());
  });
  await openTool('en', 'miscellaneous', 'ocr');
  await page.getByLabel('Image or PDF', { exact: true }).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: await twoPages() });
  await page.getByRole('button', { name: 'Read text', exact: true }).click();
  await expect(output(page)).toContainText('Thank you for your order', { timeout: 90_000 });
  await expect(output(page).getByRole('textbox').first()).toHaveValue('Invoice number 4711\n\nThank you for your order');
  const pdf = await PDFDocument.load(await downloaded(page, 'Download letter-ocr.pdf', 'letter-ocr.pdf'));
  expect(pdf.getPageCount()).toBe(2);
  // Drawn at 300 DPI and told so: the searchable PDF's pages keep the document's size in points.
  expect(Math.round(pdf.getPage(0).getWidth())).toBe(420);
  expect(csp).toEqual([]);
  expect(foreignRequests).toEqual([]);
});
