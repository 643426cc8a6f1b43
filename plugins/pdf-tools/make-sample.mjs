/**
 * Writes sample.ts: the example PDFs, made with pdf-lib. Run from the repository root:
 * `node plugins/pdf-tools/make-sample.mjs`.
 *
 * - report.pdf: two pages of different sizes, so their order and rotation can be told apart by
 *   their size alone: page 1 is A5 portrait (420 × 595 pt), page 2 A5 landscape (595 × 420 pt);
 *   each says its number in Helvetica (a standard font: nothing embedded).
 * - cover.pdf: one page, A5 portrait, "Cover".
 * No dates and no producer are written (updateMetadata: false), so the bytes are the same on
 * every run and in every browser.
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

async function make(pages) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { size, text } of pages) {
    const page = doc.addPage(size);
    page.drawText(text, { x: 40, y: size[1] - 80, size: 36, font, color: rgb(0.1, 0.2, 0.5) });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const report = await make([
  { size: [420, 595], text: 'Page 1' },
  { size: [595, 420], text: 'Page 2' },
]);
const cover = await make([{ size: [420, 595], text: 'Cover' }]);

// What the examples must give, made here with pdf-lib directly (not by the tool's run.ts): the
// cover then the report; the report's pages one by one; its page 1 turned 90°; its pages swapped.
const SAVE = { useObjectStreams: true };
async function copyOf(sources) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const [bytes, indices] of sources) {
    const src = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const page of await doc.copyPages(src, indices ?? src.getPageIndices())) doc.addPage(page);
  }
  return Buffer.from(await doc.save(SAVE));
}
const merged = await copyOf([[cover], [report]]);
const page1 = await copyOf([[report, [0]]]);
const page2 = await copyOf([[report, [1]]]);
const swapped = await copyOf([[report, [1, 0]]]);
const rotatedDoc = await PDFDocument.load(report, { updateMetadata: false });
rotatedDoc.getPage(0).setRotation(degrees(90));
const rotated = Buffer.from(await rotatedDoc.save(SAVE));

writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/pdf-tools/make-sample.mjs) with pdf-lib: report.pdf (${report.length} bytes, two pages:\n` +
    `// A5 portrait, then A5 landscape) and cover.pdf (${cover.length} bytes, one A5 portrait page).\n` +
    `export const REPORT_PDF = '${report.toString('base64')}';\n` +
    `export const COVER_PDF = '${cover.toString('base64')}';\n` +
    `// The examples' outputs (see make-sample.mjs).\n` +
    `export const EXPECTED = {\n` +
    Object.entries({ merged, page1, page2, rotated, swapped }).map(([k, v]) => `  ${k}: '${v.toString('base64')}',\n`).join('') +
    `};\n`,
);
console.log(`report.pdf ${report.length} bytes, cover.pdf ${cover.length} bytes`);
