import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import { PNG } from 'pngjs';
import { crc32, isToolError, type FileInput } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { clockTime, cleanName, plainValue, run, type ExifResult } from './run.ts';
import { sniffFormat, stripJpeg, stripPng, stripWebp } from './strip.ts';
import { PLAIN_JPEG, SAMPLE_JPEG } from './sample.ts';

const DEFAULTS: Options = { keepOrientation: true, keepIcc: true };
const fromBase64 = (b: string) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
const file = (name: string, bytes: Uint8Array, type = ''): FileInput => ({ name, type, size: bytes.length, bytes });
const SAMPLE = fromBase64(SAMPLE_JPEG);
const PLAIN = fromBase64(PLAIN_JPEG);

async function read(f: FileInput, options: Partial<Options> = {}): Promise<ExifResult> {
  const result = await run({ photo: f }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`tool error ${result.code}`);
  return result;
}

/** JPEG segments before the scan: [marker, identifier]. */
function segments(b: Uint8Array): [number, string][] {
  const out: [number, string][] = [];
  let at = 2;
  while (at < b.length) {
    const marker = b[at + 1]!;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    out.push([marker, String.fromCharCode(...b.subarray(at + 4, at + 4 + Math.min(4, length - 2)))]);
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return out;
}
/** From the start of scan to the end: the compressed picture. */
const scan = (b: Uint8Array) => {
  for (let i = 2; i < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xda) return b.subarray(i);
  throw new Error('no scan');
};

describe('exif-viewer: reading', () => {
  it('gives each example output for the example photo, read as the page gives the file (bytes)', async () => {
    for (const ex of manifest.examples) {
      const f = (ex.input as { photo: { name: string; type: string; base64: string } }).photo;
      const bytes = fromBase64(f.base64);
      expect(await run({ photo: { name: f.name, type: f.type, size: bytes.length, bytes } }, { ...DEFAULTS, ...(ex.options as Partial<Options>) })).toEqual(ex.output);
    }
  });

  it('reads the sample as exifr reads it: GPS 48.858222 N, 2.2945 E (the Eiffel Tower), 1/250 s, f/2.8', async () => {
    const r = await read(file('p.jpg', SAMPLE));
    expect(r.gps).toMatchObject({ latitude: 48.858222, longitude: 2.2945, altitude: 35 });
    expect(r.gps!.lat).toEqual({ degrees: 48, minutes: 51, seconds: 29.6, hemisphere: 'N' });
    expect(r.summary).toMatchObject({ exposureTime: 0.004, fNumber: 2.8, iso: 200, focalLength: 35, orientation: 6 });
    expect(r.groups.map((g) => g.id)).toEqual(['ifd0', 'exif', 'gps', 'iptc', 'xmp', 'jfif', 'dc']);
  });

  it('shows a JPEG with no EXIF as having only its JFIF header, and its copy removes nothing', async () => {
    const r = await read(file('plain.jpg', PLAIN));
    expect(r.summary).toEqual({});
    expect(r.gps).toBeNull();
    expect(r.groups.map((g) => g.id)).toEqual(['jfif']);
    expect(r.cleaned!.removed).toEqual([]);
    expect(r.cleaned!.bytes).toEqual(PLAIN);
  });

  it('reads the dates as the camera wrote them, never shifted into a time zone', () => {
    expect(clockTime('2024:05:17 14:32:10', '+02:00')).toEqual({ clock: '2024-05-17T14:32:10', offset: '+02:00' });
    expect(clockTime('2024-05-17T14:32:10.25-0530')).toEqual({ clock: '2024-05-17T14:32:10', offset: '-05:30' });
    expect(clockTime('2024-05-17T14:32Z')).toEqual({ clock: '2024-05-17T14:32:00', offset: '+00:00' });
    expect(clockTime('0000:00:00 00:00:00')).toBeUndefined();
    expect(clockTime(12)).toBeUndefined();
  });

  it('keeps values plain: NULs trimmed, small byte arrays as numbers, large ones as a size', () => {
    expect(plainValue('Canon\0\0\0')).toBe('Canon');
    expect(plainValue(Uint8Array.of(2, 3, 0, 0))).toBe('2 3 0 0');
    expect(plainValue(new Uint8Array(5000))).toEqual({ bytes: 5000 });
    expect(plainValue(Number.NaN)).toBeNull();
    expect(plainValue([1, 2.5])).toBe('1, 2.5');
  });

  it('names the copy after the photo', () => {
    expect(cleanName('Holiday 2024.JPEG', 'jpeg')).toBe('Holiday 2024-no-metadata.jpg');
    expect(cleanName('.png', 'png')).toBe('photo-no-metadata.png');
  });
});

describe('exif-viewer: the copy without metadata', () => {
  it('JPEG: drops EXIF, XMP, IPTC and the comment, copies the picture untouched, and exifr finds nothing in it', async () => {
    const r = await read(file('p.jpg', SAMPLE), { keepOrientation: false });
    const copy = r.cleaned!.bytes;
    expect(segments(copy).map(([m]) => m.toString(16))).not.toContain('e1');
    expect(segments(SAMPLE).map(([m]) => m.toString(16))).toEqual(expect.arrayContaining(['e1', 'ed', 'fe']));
    expect(scan(copy)).toEqual(scan(SAMPLE));
    expect(await exifr.parse(copy, { xmp: true, iptc: true })).toBeUndefined();
    expect(await exifr.gps(copy)).toBeUndefined();
  });

  it('JPEG: keeps the orientation alone when asked (exifr reads 6 back, and no GPS)', async () => {
    const r = await read(file('p.jpg', SAMPLE));
    const copy = r.cleaned!.bytes;
    expect(await exifr.orientation(copy)).toBe(6);
    expect(await exifr.gps(copy)).toBeUndefined();
    expect(await exifr.parse(copy, { xmp: true, iptc: true, mergeOutput: false, translateValues: false })).toEqual({ ifd0: { Orientation: 6 } });
  });

  it('JPEG: keeps an ICC profile (APP2) and the Adobe segment, drops trailing data after the end marker', () => {
    const icc = Uint8Array.from([0xff, 0xe2, 0, 16, ...new TextEncoder().encode('ICC_PROFILE\0'), 1, 1]);
    const adobe = Uint8Array.from([0xff, 0xee, 0, 7, ...new TextEncoder().encode('Adobe')]);
    const withIcc = new Uint8Array([...PLAIN.subarray(0, 20), ...icc, ...adobe, ...PLAIN.subarray(20), 1, 2, 3]);
    const kept = stripJpeg(withIcc, { keepIcc: true, orientation: null });
    expect(kept.keptIcc).toBe(true);
    expect(kept.bytes).toEqual(new Uint8Array([...PLAIN.subarray(0, 20), ...icc, ...adobe, ...PLAIN.subarray(20)]));
    expect(kept.removed).toEqual([{ kind: 'trailer', bytes: 3 }]);
    const dropped = stripJpeg(withIcc, { keepIcc: false, orientation: null });
    expect(dropped.keptIcc).toBe(false);
    expect(dropped.removed).toEqual([{ kind: 'icc', bytes: icc.length }, { kind: 'trailer', bytes: 3 }]);
  });

  it('PNG: drops tEXt, iTXt, zTXt, eXIf and tIME chunks; the copy still decodes to the same pixels', async () => {
    const png = new PNG({ width: 2, height: 2 });
    png.data.set([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 255]);
    const plain = new Uint8Array(PNG.sync.write(png));
    const chunk = (type: string, body: Uint8Array) => {
      const typed = new Uint8Array([...new TextEncoder().encode(type), ...body]);
      const n = body.length;
      const crc = crc32(typed);
      return new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255, ...typed, crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]);
    };
    // The sample's TIFF block (after "Exif\0\0") as the PNG's eXIf chunk.
    const tiffAt = SAMPLE.findIndex((_, i) => SAMPLE[i] === 0x45 && SAMPLE[i + 1] === 0x78 && SAMPLE[i + 2] === 0x69 && SAMPLE[i + 3] === 0x66) + 6;
    const tiffLength = ((SAMPLE[tiffAt - 8]! << 8) | SAMPLE[tiffAt - 7]!) - 8;
    const extra = [
      chunk('tEXt', new TextEncoder().encode('Author\0Ada Example')),
      chunk('eXIf', SAMPLE.subarray(tiffAt, tiffAt + tiffLength)),
      chunk('tIME', Uint8Array.of(0x07, 0xe8, 5, 17, 14, 32, 10)),
    ];
    const ihdrEnd = 8 + 25;
    const tagged = new Uint8Array([...plain.subarray(0, ihdrEnd), ...extra.flatMap((c) => [...c]), ...plain.subarray(ihdrEnd)]);
    expect(sniffFormat(tagged)).toBe('png');
    const r = await read(file('shot.png', tagged, 'image/png'), { keepOrientation: false });
    expect(r.gps).toMatchObject({ latitude: 48.858222, longitude: 2.2945 });
    expect(r.groups.map((g) => g.id)).toContain('ihdr');
    expect(r.cleaned!.name).toBe('shot-no-metadata.png');
    expect(r.cleaned!.removed.map((x) => x.kind)).toEqual(['exif', 'text', 'time']);
    expect(r.cleaned!.bytes).toEqual(plain);
    expect(PNG.sync.read(Buffer.from(r.cleaned!.bytes)).data).toEqual(png.data);
    // With the orientation kept: one eXIf chunk of its own, valid, read back by exifr.
    const kept = stripPng(tagged, { keepIcc: true, orientation: 6 });
    expect(await exifr.orientation(kept.bytes)).toBe(6);
    expect(PNG.sync.read(Buffer.from(kept.bytes)).width).toBe(2);
  });

  it('WebP: drops the EXIF and XMP chunks, clears their flags and rewrites the RIFF size', async () => {
    const le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24];
    const chunk = (type: string, body: number[]) => [...new TextEncoder().encode(type), ...le(body.length), ...body, ...(body.length & 1 ? [0] : [])];
    const vp8x = chunk('VP8X', [0x0c, 0, 0, 0, 1, 0, 0, 1, 0, 0]);
    const image = chunk('VP8L', [0x2f, 1, 0, 0, 0]);
    const tiffAt = SAMPLE.findIndex((_, i) => SAMPLE[i] === 0x45 && SAMPLE[i + 1] === 0x78 && SAMPLE[i + 2] === 0x69 && SAMPLE[i + 3] === 0x66) + 6;
    const tiffLength = ((SAMPLE[tiffAt - 8]! << 8) | SAMPLE[tiffAt - 7]!) - 8;
    const exif = chunk('EXIF', [...SAMPLE.subarray(tiffAt, tiffAt + tiffLength)]);
    const xmp = chunk('XMP ', [...new TextEncoder().encode('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="3"/></rdf:RDF></x:xmpmeta>')]);
    const body = [...new TextEncoder().encode('WEBP'), ...vp8x, ...image, ...exif, ...xmp];
    const webp = Uint8Array.from([...new TextEncoder().encode('RIFF'), ...le(body.length), ...body]);
    const r = await read(file('w.webp', webp), { keepOrientation: false });
    expect(r.file.format).toBe('webp');
    expect(r.summary.camera).toBe('Toolbench Sample Camera');
    expect(r.gps).toMatchObject({ latitude: 48.858222 });
    expect(r.groups.find((g) => g.id === 'xmp')?.fields).toEqual([{ tag: 'Rating', value: 3 }]);
    const copy = r.cleaned!.bytes;
    const copyBody = [...new TextEncoder().encode('WEBP'), ...vp8x.map((b, i) => (i === 8 ? 0 : b)), ...image];
    expect(copy).toEqual(Uint8Array.from([...new TextEncoder().encode('RIFF'), ...le(copyBody.length), ...copyBody]));
    expect(r.cleaned!.removed.map((x) => x.kind)).toEqual(['exif', 'xmp']);
    const kept = stripWebp(webp, { keepIcc: true, orientation: 8 });
    expect(kept.bytes[20]).toBe(0x08);
  });
});

describe('exif-viewer: bad input', () => {
  it('refuses a file that is not a photo (a PDF, a text), and an empty one', async () => {
    expect(await run({ photo: file('a.pdf', new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')) }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'notImage', params: { field: 'photo' } });
    expect(await run({ photo: file('a.txt', new TextEncoder().encode('hello')) }, DEFAULTS)).toMatchObject({ code: 'notImage' });
    expect(await run({ photo: file('a.jpg', new Uint8Array()) }, DEFAULTS)).toMatchObject({ code: 'emptyFile' });
    expect(await run({ photo: null }, DEFAULTS)).toMatchObject({ code: 'noFile' });
  });

  it('reads what it can of a JPEG cut short, and makes no copy of it', async () => {
    for (const cut of [40, 300, 900, SAMPLE.length - 200]) {
      const result = await run({ photo: file('cut.jpg', SAMPLE.subarray(0, cut)) }, DEFAULTS);
      if (isToolError(result)) expect(result.code).toBe('unreadable');
      else {
        expect(result.cleaned).toBeNull();
        expect(result.noCopy).toBe('truncated');
      }
    }
  });

  it('reads a TIFF but says its copy would need re-encoding', async () => {
    const tiffAt = SAMPLE.findIndex((_, i) => SAMPLE[i] === 0x45 && SAMPLE[i + 1] === 0x78 && SAMPLE[i + 2] === 0x69 && SAMPLE[i + 3] === 0x66) + 6;
    const r = await read(file('scan.tif', SAMPLE.subarray(tiffAt, tiffAt + 500)));
    expect(r.file.format).toBe('tiff');
    expect(r.summary.camera).toBe('Toolbench Sample Camera');
    expect(r.cleaned).toBeNull();
    expect(r.noCopy).toBe('reencode');
  });

  it('says a GIF cannot be cleaned without re-encoding', async () => {
    const r = await read(file('a.gif', new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;')));
    expect(r.noCopy).toBe('reencode');
  });
});
