/**
 * The WebAssembly encoders, in Node as in a browser: every format written, its pixel size read back from the
 * file's own header (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, AVIF ispe), the 800 × 600 PNG made
 * smaller by halving it, a largest file size met by a lower quality (and said), or said to be out of reach.
 */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { FileInput } from '@sdk/core';
import { run, type Result } from './run.ts';
import type { Options } from './manifest.ts';

const OPTIONS: Options = { size: 'original', width: 800, height: 0, keepAspect: true, percent: 50, format: 'same', quality: 80, maxSize: 0 };
const convert = async (file: FileInput, options: Partial<Options>) => (await run({ files: [file] }, { ...OPTIONS, ...options })) as Result;

function pngFile(name: string, width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): FileInput {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) png.data.set(pixel(x, y), (y * width + x) * 4);
  const bytes = new Uint8Array(PNG.sync.write(png, { deflateLevel: 9 }));
  return { name, type: 'image/png', size: bytes.length, bytes };
}

/** A chart-like drawing (the kind of PNG): a white page, a grid, bars and a disc in four flat colours. */
const chart = (x: number, y: number): [number, number, number, number] => {
  if ((x - 600) ** 2 + (y - 150) ** 2 < 90 ** 2) return [230, 120, 20, 255];
  if (y > 560 - ((Math.floor(x / 100) * 97) % 400) && x % 100 >= 20 && x % 100 < 80 && y < 560) return [30, 90, 200, 255];
  if (x % 50 === 0 || y % 50 === 0) return [220, 220, 220, 255];
  return [255, 255, 255, 255];
};
/** A photo-like gradient with fine noise, which no format shrinks to nothing. */
const photo = (x: number, y: number): [number, number, number, number] => [(x * 3 + ((x * 7919 + y * 104_729) % 37)) & 255, (y * 2 + ((x * 31 + y * 17) % 29)) & 255, ((x + y) * 2) & 255, 255];

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** Width and height as the file's header says, and its format. */
function header(b: Uint8Array): { format: string; width: number; height: number } {
  const d = view(b);
  if (b[0] === 0x89 && ascii(b, 12, 4) === 'IHDR') return { format: 'png', width: d.getUint32(16), height: d.getUint32(20) };
  if (b[0] === 0xff && b[1] === 0xd8) {
    // Markers up to a start of frame (SOF0–SOF15 but DHT C4, JPG C8, DAC CC): height at +5, width at +7.
    for (let i = 2; i < b.length; ) {
      const marker = b[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { format: 'jpeg', width: d.getUint16(i + 7), height: d.getUint16(i + 5) };
      i += 2 + d.getUint16(i + 2);
    }
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ') return { format: 'webp', width: d.getUint16(26, true) & 0x3fff, height: d.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = d.getUint32(21, true);
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
    return { format: 'webp', width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (ascii(b, 4, 4) === 'ftyp' && ascii(b, 8, 4) === 'avif') {
    // The image spatial extents property: 'ispe', version and flags, then width and height.
    for (let i = 0; i < b.length - 16; i++) if (ascii(b, i, 4) === 'ispe') return { format: 'avif', width: d.getUint32(i + 8), height: d.getUint32(i + 12) };
  }
  throw new Error('unknown format');
}

describe('image-converter: every format written by WebAssembly, the same everywhere', () => {
  it('halves the issue’s 800 × 600 PNG into a smaller PNG (it grew 27 times with the old encoder)', async () => {
    const original = pngFile('chart.png', 800, 600, chart);
    const result = await convert(original, { size: 'percent', percent: 50 });
    const [c] = result.files;
    expect(header(c!.bytes)).toEqual({ format: 'png', width: 400, height: 300 });
    expect(c).toMatchObject({ name: 'chart-400x300.png', type: 'image/png', keptOriginal: false });
    expect(c!.larger).toBeUndefined();
    expect(c!.bytes.length).toBeLessThan(original.bytes!.length);
    // And the pixels are still the drawing: the top-left corner's grid line and the white page beside it.
    const back = PNG.sync.read(Buffer.from(c!.bytes));
    expect([...back.data.subarray((5 * 400 + 5) * 4, (5 * 400 + 6) * 4)]).toEqual([255, 255, 255, 255]);
  });

  it.each([
    ['jpeg', 'image/jpeg', 'photo-60x40.jpg'],
    ['webp', 'image/webp', 'photo-60x40.webp'],
    ['avif', 'image/avif', 'photo-60x40.avif'],
    ['png', 'image/png', 'photo-60x40.png'],
  ] as const)('writes %s with its size in its header', async (format, type, name) => {
    const result = await convert(pngFile('photo.png', 120, 80, photo), { format, size: 'percent', percent: 50, quality: 70 });
    expect(result.failed).toEqual([]);
    expect(result.files[0]).toMatchObject({ name, type, width: 60, height: 40 });
    expect(header(result.files[0]!.bytes)).toEqual({ format, width: 60, height: 40 });
  });

  it('writes the same bytes every time (the examples hold them)', async () => {
    const file = pngFile('photo.png', 40, 30, photo);
    const [a, b] = [await convert(file, { format: 'webp' }), await convert(file, { format: 'webp' })];
    expect(a.files[0]!.bytes).toEqual(b.files[0]!.bytes);
  });

  it('meets a largest file size by lowering the quality, and says which', async () => {
    const file = pngFile('photo.png', 300, 200, photo);
    const free = await convert(file, { format: 'jpeg', quality: 90 });
    const limit = Math.floor(free.files[0]!.bytes.length / 2000);
    const result = await convert(file, { format: 'jpeg', quality: 90, maxSize: limit });
    const c = result.files[0]!;
    expect(result.maxBytes).toBe(limit * 1000);
    expect(c.bytes.length).toBeLessThanOrEqual(limit * 1000);
    expect(c.missed).toBeUndefined();
    expect(c.quality).toBeGreaterThanOrEqual(1);
    expect(c.quality).toBeLessThan(90);
    expect(header(c.bytes)).toEqual({ format: 'jpeg', width: 300, height: 200 });
    // The highest quality that fits: one step up does not.
    const above = await convert(file, { format: 'jpeg', quality: c.quality! + 1 });
    expect(above.files[0]!.bytes.length).toBeGreaterThan(limit * 1000);
  });

  it('keeps the chosen quality when the file already fits', async () => {
    const result = await convert(pngFile('photo.png', 40, 30, photo), { format: 'webp', quality: 75, maxSize: 500 });
    expect(result.files[0]!.quality).toBeUndefined();
  });

  it('says when a largest size cannot be met: at quality 1, or in PNG whose size no quality lowers', async () => {
    const file = pngFile('photo.png', 300, 200, photo);
    const webp = (await convert(file, { format: 'webp', maxSize: 1 })).files[0]!;
    expect(webp).toMatchObject({ missed: 'quality', type: 'image/webp' });
    expect(webp.bytes.length).toBeGreaterThan(1000);
    const png = (await convert(file, { format: 'png', size: 'percent', percent: 50, maxSize: 1 })).files[0]!;
    expect(png).toMatchObject({ missed: 'lossless', type: 'image/png' });
  });

  it('says, and offers the original, when a new format makes a file larger', async () => {
    const original = pngFile('flat.png', 8, 8, () => [10, 200, 30, 255]);
    const c = (await convert(original, { format: 'avif', quality: 100 })).files[0]!;
    expect(c.bytes.length).toBeGreaterThan(original.bytes!.length);
    expect(c).toMatchObject({ larger: true, original: original.bytes, keptOriginal: false });
  });

  it('refuses a largest size that means nothing', async () => {
    expect(await run({ files: [pngFile('a.png', 2, 2, photo)] }, { ...OPTIONS, maxSize: -1 })).toEqual({ kind: 'tool-error', code: 'maxSizeRange' });
  });
});

describe('image-converter: HEIC photos, read by libheif in WebAssembly', () => {
  it('reads the 64 × 48 HEIC sample (four squares) and writes it as JPEG by default', async () => {
    const { SQUARES_HEIC } = await import('./manifest.ts');
    const bytes = Uint8Array.from(Buffer.from(SQUARES_HEIC, 'base64'));
    const heic: FileInput = { name: 'IMG_0001.HEIC', type: '', size: bytes.length, bytes };
    const jpeg = await convert(heic, {});
    expect(jpeg.files[0]).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', width: 64, height: 48, source: { type: 'image/heic', width: 64, height: 48 } });
    expect(header(jpeg.files[0]!.bytes)).toEqual({ format: 'jpeg', width: 64, height: 48 });
    // Browsers do not show HEIC: the comparison's before image is its pixels as PNG.
    expect(header(jpeg.files[0]!.preview!)).toEqual({ format: 'png', width: 64, height: 48 });
    // As PNG, lossless: each square's colour within the HEVC encoding's error.
    const png = PNG.sync.read(Buffer.from((await convert(heic, { format: 'png' })).files[0]!.bytes));
    const at = (x: number, y: number) => [...png.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3)];
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 12);
    expect(near(at(8, 8), [220, 40, 40])).toBe(true);
    expect(near(at(56, 8), [40, 80, 220])).toBe(true);
    expect(near(at(8, 40), [40, 160, 60])).toBe(true);
    expect(near(at(56, 40), [240, 200, 40])).toBe(true);
  });
  it('says a damaged HEIC cannot be read', async () => {
    const { SQUARES_HEIC } = await import('./manifest.ts');
    const cut = Uint8Array.from(Buffer.from(SQUARES_HEIC, 'base64')).slice(0, 200);
    expect(await run({ files: [{ name: 'cut.heic', type: 'image/heic', size: cut.length, bytes: cut }] }, OPTIONS)).toEqual({ kind: 'tool-error', code: 'imageUnreadable', params: { field: 'files' } });
  });
});
