/**
 * Writes sample.ts: the example files. Run from the repository root: `node plugins/watermark/make-sample.mjs`.
 *
 * - photo.png: a 64 × 48 PNG (fast-png, RGB) of a sky-blue top half over a green bottom half, so where a
 *   watermark lands shows against either.
 * - photo.jpg: the same picture as a JPEG (jpeg-js, quality 85).
 * - logo.png: a 16 × 8 PNG (fast-png, RGBA) of an opaque dark red bar, its left half fully opaque, its right
 *   half half transparent (alpha 128): the watermark's own transparency multiplies the opacity chosen.
 * - letter.pdf: two pages (pdf-lib): A5 portrait (420 × 595 pt), then A5 landscape shown by /Rotate 90 on a
 *   portrait page, each with a line of Helvetica; no dates, no producer, the same bytes on every run.
 * - secret.pdf: a minimal PDF whose trailer names an /Encrypt dictionary (pdf-lib refuses it).
 */
import { writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { encode } from 'fast-png';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

const w = 64;
const h = 48;
const rgb8 = new Uint8Array(w * h * 3);
const rgba = Buffer.alloc(w * h * 4);
for (let y = 0; y < h; y++) {
  for (let x = 0; x < w; x++) {
    const sky = y < h / 2;
    const c = sky ? [120, 180, 230] : [60, 140, 70];
    rgb8.set(c, (y * w + x) * 3);
    rgba.set([...c, 255], (y * w + x) * 4);
  }
}
const photoPng = Buffer.from(encode({ width: w, height: h, data: rgb8, depth: 8, channels: 3 }));
const photoJpg = Buffer.from(jpeg.encode({ data: rgba, width: w, height: h }, 85).data);

const lw = 16;
const lh = 8;
const logo = new Uint8Array(lw * lh * 4);
for (let y = 0; y < lh; y++) for (let x = 0; x < lw; x++) logo.set([150, 20, 30, x < lw / 2 ? 255 : 128], (y * lw + x) * 4);
const logoPng = Buffer.from(encode({ width: lw, height: lh, data: logo, depth: 8, channels: 4 }));

const doc = await PDFDocument.create({ updateMetadata: false });
const font = await doc.embedFont(StandardFonts.Helvetica);
const first = doc.addPage([420, 595]);
first.drawText('Quarterly letter', { x: 40, y: 520, size: 24, font, color: rgb(0.1, 0.2, 0.5) });
const second = doc.addPage([420, 595]);
second.setRotation(degrees(90));
second.drawText('Appendix', { x: 60, y: 40, size: 24, font, color: rgb(0.1, 0.2, 0.5), rotate: degrees(90) });
const letter = Buffer.from(await doc.save({ useObjectStreams: false }));

const secret = Buffer.from(
  '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 100 100]>> endobj\n4 0 obj <</Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4>> endobj\n' +
    'trailer <</Root 1 0 R /Encrypt 4 0 R /Size 5>>\n%%EOF\n',
  'latin1',
);

const line = (constant, name, type, bytes) => `export const ${constant} = { name: '${name}', type: '${type}', base64: '${bytes.toString('base64')}' };\n`;
writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/watermark/make-sample.mjs): photo.png (${photoPng.length} bytes, 64 × 48, sky over grass),\n` +
    `// photo.jpg (${photoJpg.length} bytes, the same as JPEG), logo.png (${logoPng.length} bytes, 16 × 8, dark red, right half alpha 128),\n` +
    `// letter.pdf (${letter.length} bytes, two A5 pages, the second shown landscape by /Rotate 90), secret.pdf (${secret.length} bytes, encrypted).\n` +
    line('PHOTO_PNG', 'photo.png', 'image/png', photoPng) +
    line('PHOTO_JPG', 'photo.jpg', 'image/jpeg', photoJpg) +
    line('LOGO_PNG', 'logo.png', 'image/png', logoPng) +
    line('LETTER_PDF', 'letter.pdf', 'application/pdf', letter) +
    line('SECRET_PDF', 'secret.pdf', 'application/pdf', secret),
);
