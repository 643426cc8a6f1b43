/**
 * Writes samples.ts: the image editor's sample images. Run from the repository root:
 * `node plugins/image-editor/make-samples.mjs`.
 *
 * - quarters.png: a 40 × 30 PNG (fast-png, RGBA) of four 20 × 15 quarters: red top left, green top right,
 *   blue bottom left, yellow bottom right; so that a crop, a turn or a mirror shows in known pixels.
 * - sideways.jpg: a 48 × 24 JPEG (jpeg-js, quality 90) stored lying down with EXIF orientation 6 ("turn 90°
 *   clockwise to show"): a green band on its top 8 rows, red on the left half below it, blue on the right
 *   half. Viewers show it 24 × 48: red on top, blue below, the green band down the right side.
 */
import { writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { encode } from 'fast-png';

const COLOURS = { red: [230, 20, 20], green: [20, 200, 40], blue: [20, 40, 230], yellow: [250, 220, 20] };

const qw = 40;
const qh = 30;
const quarters = new Uint8Array(qw * qh * 4);
for (let y = 0; y < qh; y++) {
  for (let x = 0; x < qw; x++) {
    const c = y < 15 ? (x < 20 ? COLOURS.red : COLOURS.green) : x < 20 ? COLOURS.blue : COLOURS.yellow;
    quarters.set([...c, 255], (y * qw + x) * 4);
  }
}
const png = Buffer.from(encode({ width: qw, height: qh, data: quarters, depth: 8, channels: 4 }));

const w = 48;
const h = 24;
const rgba = Buffer.alloc(w * h * 4);
for (let y = 0; y < h; y++) {
  for (let x = 0; x < w; x++) {
    const c = y < 8 ? COLOURS.green : x < 24 ? COLOURS.red : COLOURS.blue;
    rgba.set([...c, 255], (y * w + x) * 4);
  }
}
const plain = jpeg.encode({ data: rgba, width: w, height: h }, 90).data;
// An APP1 Exif segment holding one tag, Orientation (0x0112) = 6, big-endian TIFF, inserted after SOI.
const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
const sideways = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);

writeFileSync(
  new URL('./samples.ts', import.meta.url),
  `// Written by make-samples.mjs (node plugins/image-editor/make-samples.mjs): quarters.png (${png.length} bytes, 40 × 30, red,\n` +
    `// green / blue, yellow quarters) and sideways.jpg (${sideways.length} bytes, 48 × 24 stored, EXIF orientation 6, shown 24 × 48).\n` +
    `export const QUARTERS_PNG = { name: 'quarters.png', type: 'image/png', base64: '${png.toString('base64')}' };\n` +
    `export const SIDEWAYS_JPG = { name: 'sideways.jpg', type: 'image/jpeg', base64: '${sideways.toString('base64')}' };\n`,
);
