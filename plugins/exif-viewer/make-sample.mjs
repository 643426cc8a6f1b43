/**
 * Writes sample.ts: the example photo, a real 16 × 16 JPEG with metadata of every kind the tool reads.
 * Run from the repository root: `node plugins/exif-viewer/make-sample.mjs`.
 *
 * How it is made: jpeg-js (a pure JavaScript encoder, one of the site's dependencies) encodes a
 * gradient at quality 60; then this script builds the segments by hand and puts them after SOI:
 * - APP1 "Exif": a little-endian TIFF with IFD0 (make, model, orientation 6 = rotate 90° clockwise,
 *   software, date), the Exif IFD (1/250 s, f/2.8, ISO 200, 35 mm, flash off, the date taken with its
 *   UTC offset, a lens) and the GPS IFD (48° 51′ 29.6″ N, 2° 17′ 40.2″ E, 35 m: the Eiffel Tower);
 * - APP1 XMP: a small packet (creator and rating);
 * - APP13 "Photoshop 3.0": an 8BIM IPTC block (by-line and caption);
 * - COM: a comment.
 * exifr reads it all back (the unit tests check it).
 */
import { writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';

const W = 16;
const H = 16;
const data = Buffer.alloc(W * H * 4);
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4;
    data[i] = 40 + x * 12;
    data[i + 1] = 90 + y * 8;
    data[i + 2] = 200 - x * 6;
    data[i + 3] = 255;
  }
const plain = jpeg.encode({ data, width: W, height: H }, 60).data;

// --- TIFF / EXIF -------------------------------------------------------------------------------
const TYPES = { BYTE: 1, ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5 };
const SIZE = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8 };

/** Serialises IFDs laid out one after another from `start` (offsets from the TIFF header). */
function ifd(entries, start, next = 0) {
  const count = entries.length;
  const head = 2 + count * 12 + 4;
  let dataOffset = start + head;
  const table = Buffer.alloc(head);
  const extra = [];
  table.writeUInt16LE(count, 0);
  entries.sort((a, b) => a.tag - b.tag).forEach((e, n) => {
    const o = 2 + n * 12;
    let bytes;
    let len;
    if (e.type === TYPES.ASCII) {
      bytes = Buffer.from(`${e.value}\0`, 'latin1');
      len = bytes.length;
    } else if (e.type === TYPES.RATIONAL) {
      const vals = e.value;
      bytes = Buffer.alloc(vals.length * 8);
      vals.forEach(([n1, d], k) => {
        bytes.writeUInt32LE(n1, k * 8);
        bytes.writeUInt32LE(d, k * 8 + 4);
      });
      len = vals.length;
    } else {
      const vals = Array.isArray(e.value) ? e.value : [e.value];
      bytes = Buffer.alloc(Math.max(4, vals.length * SIZE[e.type]));
      vals.forEach((v, k) => {
        if (e.type === TYPES.BYTE) bytes.writeUInt8(v, k);
        else if (e.type === TYPES.SHORT) bytes.writeUInt16LE(v, k * 2);
        else bytes.writeUInt32LE(v, k * 4);
      });
      len = vals.length;
    }
    table.writeUInt16LE(e.tag, o);
    table.writeUInt16LE(e.type, o + 2);
    table.writeUInt32LE(len, o + 4);
    const size = len * SIZE[e.type];
    if (size <= 4) bytes.copy(table, o + 8, 0, 4);
    else {
      if (bytes.length % 2) bytes = Buffer.concat([bytes, Buffer.alloc(1)]);
      table.writeUInt32LE(dataOffset, o + 8);
      extra.push(bytes);
      dataOffset += bytes.length;
    }
  });
  table.writeUInt32LE(next, 2 + count * 12);
  return Buffer.concat([table, ...extra]);
}

function tiff() {
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  // Sizes are found by laying out once with placeholder pointers, then again with the real ones.
  const layout = (exifAt, gpsAt) => {
    const ifd0 = ifd(
      [
        { tag: 0x010f, type: TYPES.ASCII, value: 'Toolbench' },
        { tag: 0x0110, type: TYPES.ASCII, value: 'Sample Camera' },
        { tag: 0x0112, type: TYPES.SHORT, value: 6 },
        { tag: 0x0131, type: TYPES.ASCII, value: 'make-sample.mjs' },
        { tag: 0x0132, type: TYPES.ASCII, value: '2024:05:17 14:32:10' },
        { tag: 0x8298, type: TYPES.ASCII, value: 'CC0 1.0' },
        { tag: 0x8769, type: TYPES.LONG, value: exifAt },
        { tag: 0x8825, type: TYPES.LONG, value: gpsAt },
      ],
      8,
    );
    const exif = ifd(
      [
        { tag: 0x829a, type: TYPES.RATIONAL, value: [[1, 250]] },
        { tag: 0x829d, type: TYPES.RATIONAL, value: [[28, 10]] },
        { tag: 0x8822, type: TYPES.SHORT, value: 3 },
        { tag: 0x8827, type: TYPES.SHORT, value: 200 },
        { tag: 0x9000, type: TYPES.ASCII, value: '0232' },
        { tag: 0x9003, type: TYPES.ASCII, value: '2024:05:17 14:32:10' },
        { tag: 0x9011, type: TYPES.ASCII, value: '+02:00' },
        { tag: 0x920a, type: TYPES.RATIONAL, value: [[35, 1]] },
        { tag: 0x9209, type: TYPES.SHORT, value: 16 },
        { tag: 0xa434, type: TYPES.ASCII, value: '35mm F2.8' },
      ],
      exifAt,
    );
    const gps = ifd(
      [
        { tag: 0x0000, type: TYPES.BYTE, value: [2, 3, 0, 0] },
        { tag: 0x0001, type: TYPES.ASCII, value: 'N' },
        { tag: 0x0002, type: TYPES.RATIONAL, value: [[48, 1], [51, 1], [296, 10]] },
        { tag: 0x0003, type: TYPES.ASCII, value: 'E' },
        { tag: 0x0004, type: TYPES.RATIONAL, value: [[2, 1], [17, 1], [402, 10]] },
        { tag: 0x0005, type: TYPES.BYTE, value: 0 },
        { tag: 0x0006, type: TYPES.RATIONAL, value: [[35, 1]] },
      ],
      gpsAt,
    );
    return { ifd0, exif, gps };
  };
  const first = layout(0, 0);
  const exifAt = 8 + first.ifd0.length;
  const gpsAt = exifAt + first.exif.length;
  const { ifd0, exif, gps } = layout(exifAt, gpsAt);
  return Buffer.concat([header, ifd0, exif, gps]);
}

function segment(marker, payload) {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const exifApp1 = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff()]));

const xmpPacket =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmp:Rating="4">' +
  '<dc:creator><rdf:Seq><rdf:li>Ada Example</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';
const xmpApp1 = segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(xmpPacket, 'utf8')]));

function iptcRecord(dataset, text) {
  const value = Buffer.from(text, 'utf8');
  const head = Buffer.from([0x1c, 2, dataset, 0, 0]);
  head.writeUInt16BE(value.length, 3);
  return Buffer.concat([head, value]);
}
const iptc = Buffer.concat([iptcRecord(80, 'Ada Example'), iptcRecord(120, 'A gradient near the Eiffel Tower')]);
const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), iptc, Buffer.alloc(iptc.length % 2)]);
resource.writeUInt32BE(iptc.length, 8);
const app13 = segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));

const com = segment(0xfe, Buffer.from('Made for Toolbench', 'latin1'));

// jpeg-js writes SOI then APP0 (JFIF): keep both, put the metadata after them.
const app0Length = plain.readUInt16BE(4);
const afterApp0 = 4 + app0Length;
const photo = Buffer.concat([plain.subarray(0, afterApp0), exifApp1, xmpApp1, app13, com, plain.subarray(afterApp0)]);

// What the cleaned copies must be, built here from the parts (not by the tool's code): the plain
// encoding, and the plain encoding with a minimal EXIF block holding only the orientation
// (big-endian TIFF, IFD0 with one SHORT entry 0x0112 = 6).
const orientationTiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]);
const orientationApp1 = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff]));
const cleanKeepingOrientation = Buffer.concat([plain.subarray(0, afterApp0), orientationApp1, plain.subarray(afterApp0)]);

const out = new URL('./sample.ts', import.meta.url);
writeFileSync(
  out,
  `// Written by make-sample.mjs (node plugins/exif-viewer/make-sample.mjs): a 16 × 16 JPEG (${photo.length} bytes) with EXIF and GPS, XMP, IPTC and a comment;\n` +
    `// the same JPEG without any metadata (PLAIN_JPEG, as jpeg-js wrote it) and with only its orientation (CLEAN_JPEG).\n` +
    `export const SAMPLE_JPEG = '${photo.toString('base64')}';\n` +
    `export const PLAIN_JPEG = '${plain.toString('base64')}';\n` +
    `export const CLEAN_JPEG = '${cleanKeepingOrientation.toString('base64')}';\n`,
);
console.log(`sample.ts: ${photo.length} bytes`);
