/**
 * Writes sample.ts: the example PDF, made with pdf-lib. Run from the repository root:
 * `node plugins/pdf-to-images/make-sample.mjs`.
 *
 * report.pdf: two A6 pages (298 × 420 pt). Page 1 says "Page 1" in Helvetica (a standard font,
 * nothing embedded) and shows a 16 × 12 pixel JPEG photo (a colour gradient, written by jpeg-js);
 * page 2 says "Page 2" and shows an 8 × 8 PNG with transparency (stored by pdf-lib as Flate pixels
 * with a soft mask). No dates and no producer are written (updateMetadata: false), so the bytes
 * are the same on every run. The JPEG's own bytes are kept too: extraction must give them back
 * unchanged.
 */
import { writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { encode as encodePng } from 'fast-png';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const width = 16;
const height = 12;
const data = Buffer.alloc(width * height * 4);
for (let y = 0; y < height; y++)
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    data[i] = Math.round((x / (width - 1)) * 255);
    data[i + 1] = Math.round((y / (height - 1)) * 255);
    data[i + 2] = 128;
    data[i + 3] = 255;
  }
const photo = Buffer.from(jpeg.encode({ width, height, data }, 80).data);

// An 8 × 8 PNG with transparency (a red square fading out): pdf-lib stores it as Flate pixels and a soft mask.
const dot = new Uint8Array(8 * 8 * 4);
for (let i = 0; i < 64; i++) dot.set([220, 30, 30, (i % 8) * 32 + 31], i * 4);
const png = encodePng({ width: 8, height: 8, data: dot, depth: 8, channels: 4 });

const doc = await PDFDocument.create({ updateMetadata: false });
const font = await doc.embedFont(StandardFonts.Helvetica);
const image = await doc.embedJpg(new Uint8Array(photo));
const badge = await doc.embedPng(png);
for (const n of [1, 2]) {
  const page = doc.addPage([298, 420]);
  page.drawText(`Page ${n}`, { x: 30, y: 360, size: 32, font, color: rgb(0.1, 0.2, 0.5) });
  if (n === 1) page.drawImage(image, { x: 30, y: 150, width: 160, height: 120 });
  else page.drawImage(badge, { x: 30, y: 250, width: 64, height: 64 });
}
const pdf = Buffer.from(await doc.save({ useObjectStreams: false }));

writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs: do not edit.\n` +
    `/** report.pdf (${pdf.length} bytes): two A6 pages, a 16 × 12 JPEG on page 1. */\n` +
    `export const REPORT_PDF = '${pdf.toString('base64')}';\n` +
    `/** The JPEG embedded in report.pdf, as its bytes were written (${photo.length} bytes). */\n` +
    `export const PHOTO_JPG = '${photo.toString('base64')}';\n` +
    `/** The PNG embedded in report.pdf as fast-png writes its pixels (extraction decodes them back to this). */\n` +
    `export const DOT_PNG = '${Buffer.from(png).toString('base64')}';\n`,
);
console.log(pdf.length, photo.length);
