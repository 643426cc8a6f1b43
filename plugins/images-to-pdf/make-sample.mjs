/**
 * Writes sample.ts: the example images. Run from the repository root: `node plugins/images-to-pdf/make-sample.mjs`.
 *
 * - sideways.jpg: a 40 × 24 JPEG (jpeg-js, quality 80) of a dark blue arrow band on light yellow whose EXIF
 *   orientation is 6 ("turn 90° clockwise to show"): viewers show it 24 × 40, standing up, and so must its PDF page.
 * - badge.png: a 24 × 24 PNG (fast-png, RGBA) of a red disc on a transparent ground, its edge half transparent.
 */
import { writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { encode } from 'fast-png';

// The JPEG: a band across the top third, so which way it stands shows.
const w = 40;
const h = 24;
const rgba = Buffer.alloc(w * h * 4);
for (let y = 0; y < h; y++) {
  for (let x = 0; x < w; x++) {
    const i = (y * w + x) * 4;
    const band = y < 8 || x < 4;
    rgba[i] = band ? 20 : 250;
    rgba[i + 1] = band ? 40 : 240;
    rgba[i + 2] = band ? 120 : 170;
    rgba[i + 3] = 255;
  }
}
const plain = jpeg.encode({ data: rgba, width: w, height: h }, 80).data;
// An APP1 Exif segment holding one tag, Orientation (0x0112) = 6, big-endian TIFF, inserted after SOI.
const tiff = Buffer.from([
  0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // MM, 42, IFD0 at 8
  0x00, 0x01, // one entry
  0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, // Orientation, SHORT, 1, 6
  0x00, 0x00, 0x00, 0x00, // no next IFD
]);
const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
const sideways = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);

// The PNG: a disc of radius 10, opaque inside, half transparent on its rim, transparent outside.
const s = 24;
const disc = new Uint8Array(s * s * 4);
for (let y = 0; y < s; y++) {
  for (let x = 0; x < s; x++) {
    const d = Math.hypot(x + 0.5 - s / 2, y + 0.5 - s / 2);
    const i = (y * s + x) * 4;
    disc[i] = 220;
    disc[i + 1] = 30;
    disc[i + 2] = 40;
    disc[i + 3] = d < 9 ? 255 : d < 11 ? 128 : 0;
  }
}
const badge = Buffer.from(encode({ width: s, height: s, data: disc, depth: 8, channels: 4 }));

writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/images-to-pdf/make-sample.mjs): sideways.jpg (${sideways.length} bytes, 40 × 24 stored,\n` +
    `// EXIF orientation 6, shown 24 × 40) and badge.png (${badge.length} bytes, 24 × 24, transparent around a red disc).\n` +
    `export const SIDEWAYS_JPG = { name: 'sideways.jpg', type: 'image/jpeg', base64: '${sideways.toString('base64')}' };\n` +
    `export const BADGE_PNG = { name: 'badge.png', type: 'image/png', base64: '${badge.toString('base64')}' };\n`,
);
