/**
 * Writes sample.ts: a bloated PDF for the examples and tests, made with pdf-lib and jpeg-js. Run from the
 * repository root: `node plugins/compress-pdf/make-sample.mjs`.
 *
 * bloated.pdf (two pages: A4 portrait 595 × 842 pt, then US Letter 612 × 792 pt) holds what compression finds:
 * - page 1: a 320 × 240 photo-like JPEG written at quality 98 (a smooth gradient with fine stripes), drawn
 *   160 × 120 pt, and a content stream of text lines stored uncompressed;
 * - page 2: a 40 × 30 RGB image stored raw (no filter: 3,600 bytes of pixels) and a gray 24 × 24 image
 *   compressed with Flate and a PNG predictor, and the same uncompressed text.
 * No dates and no producer are written (updateMetadata: false): the bytes are the same on every run.
 * notes.txt is not a PDF; cut.pdf is bloated.pdf cut short (no %%EOF, no cross-reference table).
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PDFDocument, PDFName, StandardFonts, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from 'pdf-lib';

function photo(width, height) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const stripe = 0;
      data[i] = Math.round((255 * x) / width) ^ stripe;
      data[i + 1] = Math.round((255 * y) / height) ^ stripe;
      data[i + 2] = 128 + Math.round(100 * Math.sin(x / 17) * Math.cos(y / 13));
      data[i + 3] = 255;
    }
  return jpeg.encode({ data, width, height }, 98).data;
}

const doc = await PDFDocument.create({ updateMetadata: false });
const font = await doc.embedFont(StandardFonts.Helvetica);
const lines = Array.from({ length: 24 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps over the lazy dog.`);

/** Text lines added to a page's content as a stream stored without compression (pdf-lib compresses its own). */
function uncompressedText(page, top) {
  const ops = ['BT', '/F1 11 Tf', '0.1 0.1 0.1 rg', `60 ${top} Td`, '16 TL', ...lines.map((text) => `(${text}) '`), 'ET'].join('\n');
  const ref = doc.context.register(doc.context.stream(ops));
  const contents = page.node.Contents();
  page.node.set(PDFName.of('Contents'), doc.context.obj([...(contents ? (contents.asArray?.() ?? [page.node.get(PDFName.of('Contents'))]) : []), ref]));
}

const a4 = doc.addPage([595, 842]);
const picture = await doc.embedJpg(photo(160, 120));
a4.drawImage(picture, { x: 60, y: 640, width: 160, height: 120 });
a4.node.setFontDictionary(PDFName.of('F1'), font.ref);
uncompressedText(a4, 600);

const letter = doc.addPage([612, 792]);
// A raw RGB image (no filter), as old scanners and some converters write them.
const raw = Buffer.alloc(40 * 30 * 3);
for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 256;
const rawRef = doc.context.register(doc.context.stream(raw, { Type: 'XObject', Subtype: 'Image', Width: 40, Height: 30, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }));
// A gray image compressed with Flate and the PNG "Up" predictor on every row.
const grayRows = [];
for (let y = 0; y < 24; y++) {
  grayRows.push(2);
  for (let x = 0; x < 24; x++) grayRows.push(y === 0 ? (x * 10) % 256 : 3);
}
const grayRef = doc.context.register(
  doc.context.stream(deflateSync(Buffer.from(grayRows)), {
    Type: 'XObject', Subtype: 'Image', Width: 24, Height: 24, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'FlateDecode',
    DecodeParms: { Predictor: 12, Colors: 1, BitsPerComponent: 8, Columns: 24 },
  }),
);
letter.node.setXObject(PDFName.of('Raw'), rawRef);
letter.node.setXObject(PDFName.of('Gray'), grayRef);
letter.pushOperators(pushGraphicsState(), concatTransformationMatrix(200, 0, 0, 150, 60, 600), drawObject('Raw'), popGraphicsState());
letter.pushOperators(pushGraphicsState(), concatTransformationMatrix(96, 0, 0, 96, 300, 600), drawObject('Gray'), popGraphicsState());
letter.node.setFontDictionary(PDFName.of('F1'), font.ref);
uncompressedText(letter, 560);

// Content streams uncompressed: pdf-lib compresses none of what it writes by default (objectsPerTick aside).
const bloated = Buffer.from(await doc.save({ useObjectStreams: false }));
const cut = bloated.subarray(0, Math.floor(bloated.length / 2));

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/compress-pdf/make-sample.mjs) with pdf-lib and jpeg-js: bloated.pdf (${bloated.length} bytes,
// two pages: A4 with a 320 × 240 JPEG at quality 98 and uncompressed text, Letter with a raw 40 × 30 RGB image, a
// 24 × 24 gray Flate image and the same text) and cut.pdf (its first ${cut.length} bytes).
export const BLOATED_PDF = '${b64(bloated)}';
export const CUT_PDF = '${b64(cut)}';
`,
);
console.log('bloated.pdf', bloated.length, 'bytes; cut.pdf', cut.length, 'bytes');
