/**
 * What the looped check cannot show, on one page load: the sample contract chosen, its pages drawn by
 * pdf.js and its form listed; a field filled; a signature drawn with the mouse on the pad and placed on
 * page 2; moved and resized with the keyboard alone; a typed signature (the site's handwriting font
 * fetched) dragged and resized with the mouse; the signed PDF made and downloaded as
 * contract-signed.pdf, read back with pdf-lib (flattened: no field left, the name on the page, the
 * signature where the keys put it); a file that is not a PDF named in the message; no serious
 * accessibility violation with items on the pages; and nothing sent anywhere, with no CSP violation.
 */
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';
import { CONTRACT_PDF } from './sample.ts';

const CONTRACT = { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(CONTRACT_PDF, 'base64') };

test('fills a field, draws a signature, moves it by keyboard and downloads the signed PDF', async ({ page, openTool, foreignRequests }) => {
  const csp: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy|Refused to|unsafe-eval/i.test(m.text())) csp.push(m.text());
  });
  const fonts: string[] = [];
  page.on('request', (r) => fonts.push(r.url()));
  await openTool('en', 'miscellaneous', 'sign-and-fill-pdf');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(CONTRACT);

  // The form, listed with the site's controls (once the worker has read it: pdf-lib loads there first), and the pages drawn.
  await expect(page.getByLabel('Name (page 1)', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Name (page 1)', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Agree (page 1)' }).check();
  await expect(page.locator('.sign-and-fill-pdf-sheet img')).toHaveCount(2, { timeout: 20_000 });

  // A signature drawn with the mouse, a wide zigzag, placed on page 2.
  const pad = page.getByRole('img', { name: /^Signature drawing area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.1 + i * 0.1), box.y + box.height * (i % 2 ? 0.35 : 0.65), { steps: 3 });
  await page.mouse.up();
  await page.getByLabel('Add to page', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Place the signature' }).click();
  const signature = page.getByRole('button', { name: 'Drawn signature, page 2', exact: true });
  await expect(signature).toBeFocused();

  // Keyboard alone: two steps right, one down (5 points each), then 5 % larger; the live region says where.
  const before = await signature.boundingBox();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: /^Moved to 228, \d+ on page 2\.$/ })).toHaveCount(1);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: /^Size 168 × \d+\.$/ })).toHaveCount(1);
  const after = (await signature.boundingBox())!;
  expect(after.x).toBeGreaterThan(before!.x);
  expect(after.width).toBeGreaterThan(before!.width);
  // A typed signature, in the handwriting font the site serves, placed on page 2 as an image; the mouse
  // drags it by its middle 40 px to the left, then makes it larger by its corner.
  await page.getByRole('button', { name: 'Type', exact: true }).click();
  await page.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Place the signature' }).click();
  const typed = page.getByRole('button', { name: 'Signature image, page 2', exact: true });
  await expect(typed).toBeFocused();
  expect(fonts.some((url) => /dancing-script-latin-400-normal[^/]*\.woff2$/.test(url))).toBe(true);
  await typed.scrollIntoViewIfNeeded();
  const placed = (await typed.boundingBox())!;
  await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
  await page.mouse.down();
  await page.mouse.move(placed.x + placed.width / 2 - 40, placed.y + placed.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = (await typed.boundingBox())!;
  expect(dragged.x).toBeLessThan(placed.x - 30);
  await page.mouse.move(dragged.x + dragged.width - 2, dragged.y + dragged.height - 2);
  await page.mouse.down();
  await page.mouse.move(dragged.x + dragged.width + 28, dragged.y + dragged.height - 2, { steps: 4 });
  await page.mouse.up();
  expect((await typed.boundingBox())!.width).toBeGreaterThan(dragged.width + 20);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  await expect(page.getByLabel('Name (page 1)', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('checkbox', { name: 'Agree (page 1)' })).toBeChecked();
  await page.getByRole('button', { name: 'Make the signed PDF' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: 'Download contract-signed.pdf' }).click()]);
  expect(file.suggestedFilename()).toBe('contract-signed.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  const doc = await PDFDocument.load(Buffer.concat(chunks));
  expect(doc.getForm().getFields()).toHaveLength(0);
  expect(doc.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}`)).toEqual(['420x595', '595x420']);
  const streams = doc.context.enumerateIndirectObjects().map(([, o]) => (o instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(o).decode()) : ''));
  // "Ada Lovelace" in Helvetica, in the flattened text field's appearance.
  expect(streams.some((s) => s.includes('<416461204C6F76656C616365> Tj'))).toBe(true);
  // Page 2: the signature's box starts 160 pt wide, centred ((595 − 160) / 2 = 217.5), then 10 pt to the right.
  const refs = (doc.getPage(1).node.Contents() as PDFArray).asArray();
  const two = refs.map((r) => new TextDecoder().decode(decodePDFRawStream(doc.context.lookup(r) as PDFRawStream).decode())).join('\n');
  expect(two).toMatch(/1 0 0 1 227\.5 [\d.]+ cm\n1 0 0 1 0 0 cm\n1 0 0 -1 0 0 cm/);
  // The typed signature: a PNG drawn in its box.
  expect(two).toMatch(/\/Image-\d+ Do/);

  // A change after the PDF was made: the download waits for the next one.
  await signature.scrollIntoViewIfNeeded();
  await signature.focus();
  await page.keyboard.press('Delete');
  await expect(signature).toHaveCount(0);
  await expect(page.getByText('Changes since the last signed PDF')).toBeVisible();
  await expect(output(page).getByRole('button', { name: 'Download contract-signed.pdf' })).toHaveCount(0);

  await page.getByLabel('PDF file', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await expect(page.getByText('The file “notes.pdf” is not a PDF.').first()).toBeVisible();
  expect(foreignRequests).toEqual([]);
  expect(csp).toEqual([]);
});
