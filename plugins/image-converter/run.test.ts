import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { onWhite, type FileInput } from '@sdk/core';
import { outputName, run, targetSize, uniqueNames, type Result } from './run.ts';
import { manifest, type Options } from './manifest.ts';

const OPTIONS: Options = { size: 'original', width: 800, height: 0, keepAspect: true, percent: 50, format: 'same', quality: 80, maxSize: 0 };
const pngFile = (name: string, width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number] = () => [200, 30, 30, 255]): FileInput => {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) png.data.set(pixel(x, y), (y * width + x) * 4);
  const bytes = new Uint8Array(PNG.sync.write(png));
  return { name, type: 'image/png', size: bytes.length, bytes };
};
const read = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));
const convert = (files: FileInput[] | null, options: Partial<Options> = {}) => run({ files }, { ...OPTIONS, ...options });

describe('sizes', () => {
  const o = (options: Partial<Options>) => ({ ...OPTIONS, ...options });
  it('keeps the aspect ratio from one side, or fits within both', () => {
    expect(targetSize(4000, 3000, o({ size: 'pixels', width: 800, height: 0 }))).toEqual({ width: 800, height: 600 });
    expect(targetSize(4000, 3000, o({ size: 'pixels', width: 0, height: 300 }))).toEqual({ width: 400, height: 300 });
    expect(targetSize(4000, 3000, o({ size: 'pixels', width: 800, height: 800 }))).toEqual({ width: 800, height: 600 });
    expect(targetSize(3000, 4000, o({ size: 'pixels', width: 800, height: 800 }))).toEqual({ width: 600, height: 800 });
  });
  it('stretches to exactly what is asked when the aspect ratio is not kept', () => {
    expect(targetSize(4000, 3000, o({ size: 'pixels', width: 100, height: 100, keepAspect: false }))).toEqual({ width: 100, height: 100 });
    expect(targetSize(4000, 3000, o({ size: 'pixels', width: 100, height: 0, keepAspect: false }))).toEqual({ width: 100, height: 3000 });
  });
  it('scales by a percentage, never below one pixel', () => {
    expect(targetSize(1001, 333, o({ size: 'percent', percent: 50 }))).toEqual({ width: 501, height: 167 });
    expect(targetSize(1000, 1, o({ size: 'percent', percent: 1 }))).toEqual({ width: 10, height: 1 });
    expect(targetSize(3, 3, o({ size: 'percent', percent: 1000 }))).toEqual({ width: 30, height: 30 });
  });
  it('refuses sizes that mean nothing', () => {
    expect(targetSize(10, 10, o({ size: 'pixels', width: 0, height: 0 }))).toEqual({ kind: 'tool-error', code: 'noSize' });
    expect(targetSize(10, 10, o({ size: 'pixels', width: -5, height: 0 }))).toEqual({ kind: 'tool-error', code: 'negativeSize' });
    expect(targetSize(10, 10, o({ size: 'percent', percent: 0 }))).toEqual({ kind: 'tool-error', code: 'percentRange' });
    expect(targetSize(10, 10, o({ size: 'percent', percent: 1001 }))).toEqual({ kind: 'tool-error', code: 'percentRange' });
  });
});

describe('names', () => {
  it('names the new file after the old one', () => {
    expect(outputName('photo.jpg', 'image/webp', null)).toBe('photo.webp');
    expect(outputName('photo.jpg', 'image/webp', { width: 800, height: 600 })).toBe('photo-800x600.webp');
    expect(outputName('photo.JPG', 'image/jpeg', null)).toBe('photo-compressed.jpg');
    expect(outputName('archive.v2.png', 'image/avif', null)).toBe('archive.v2.avif');
    expect(outputName('.png', 'image/png', null)).toBe('image.png');
  });
  it('makes names unique for a ZIP', () => {
    expect(uniqueNames(['a.png', 'b.png', 'A.png', 'a.png'])).toEqual(['a.png', 'b.png', 'A-2.png', 'a-3.png']);
  });
});

describe('converting', () => {
  it('resizes a PNG by a width, keeping its proportions and its pixels’ colours', async () => {
    const result = (await convert([pngFile('banner.png', 40, 20, (x) => (x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255]))], { size: 'pixels', width: 10, height: 0, format: 'png' })) as Result;
    expect(result.files).toHaveLength(1);
    const [c] = result.files;
    expect(c).toMatchObject({ name: 'banner-10x5.png', type: 'image/png', width: 10, height: 5, keptOriginal: false, flattened: false, source: { name: 'banner.png', type: 'image/png', width: 40, height: 20 } });
    const png = read(c!.bytes);
    expect([png.width, png.height]).toEqual([10, 5]);
    expect([...png.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...png.data.subarray(9 * 4, 10 * 4)]).toEqual([0, 0, 255, 255]);
  });
  it('gives the original back when saving it again would not make it smaller', async () => {
    // A PNG OxiPNG already wrote: written again, it cannot be smaller.
    const once = ((await convert([pngFile('flat.png', 64, 64)])) as Result).files[0]!;
    const file = { name: 'flat.png', type: 'image/png', size: once.bytes.length, bytes: once.bytes };
    const result = (await convert([file])) as Result;
    expect(result.files[0]).toMatchObject({ name: 'flat.png', bytes: file.bytes, keptOriginal: true });
  });
  it('writes it again when that makes it smaller, under a new name', async () => {
    const png = new PNG({ width: 64, height: 64 });
    png.data.fill(200);
    const stored = new Uint8Array(PNG.sync.write(png, { deflateLevel: 0 }));
    const result = (await convert([{ name: 'big.png', type: 'image/png', size: stored.length, bytes: stored }])) as Result;
    expect(result.files[0]).toMatchObject({ name: 'big-compressed.png', keptOriginal: false, width: 64, height: 64 });
    expect(result.files[0]!.bytes.length).toBeLessThan(stored.length / 10);
  });
  it('converts several files, each under a unique name', async () => {
    const files = [pngFile('a.png', 8, 8), pngFile('a.png', 6, 6), pngFile('b.png', 4, 2)];
    const result = (await convert(files, { size: 'percent', percent: 50, format: 'png' })) as Result;
    expect(result.files.map((c) => [c.name, c.width, c.height])).toEqual([
      ['a-4x4.png', 4, 4],
      ['a-3x3.png', 3, 3],
      ['b-2x1.png', 2, 1],
    ]);
    expect(result.files.map((c) => [read(c.bytes).width, read(c.bytes).height])).toEqual([
      [4, 4],
      [3, 3],
      [2, 1],
    ]);
  });
  it('lists the files it could not convert and converts the others', async () => {
    const text = new TextEncoder().encode('hello');
    const result = (await convert([pngFile('ok.png', 4, 4), { name: 'notes.txt', type: 'text/plain', size: 5, bytes: text }], { size: 'percent', percent: 50 })) as Result;
    expect(result.files.map((c) => c.name)).toEqual(['ok-2x2.png']);
    expect(result.failed).toEqual([{ name: 'notes.txt', code: 'imageUnreadable' }]);
  });
  it('says what is wrong when nothing can be converted', async () => {
    expect(await convert(null)).toEqual({ kind: 'tool-error', code: 'noFiles', params: { field: 'files' } });
    expect(await convert([])).toEqual({ kind: 'tool-error', code: 'noFiles', params: { field: 'files' } });
    const corrupt = pngFile('cut.png', 8, 8).bytes!.slice(0, 45);
    expect(await convert([{ name: 'cut.png', type: 'image/png', size: corrupt.length, bytes: corrupt }])).toEqual({ kind: 'tool-error', code: 'imageUnreadable', params: { field: 'files' } });
    const two = [pngFile('a.png', 2, 2), pngFile('b.png', 2, 2)];
    expect(await convert(two, { size: 'pixels', width: 0, height: 0 })).toEqual({ kind: 'tool-error', code: 'noneConverted', params: { field: 'files' } });
    expect(await convert(two.slice(0, 1), { size: 'pixels', width: 0, height: 0 })).toEqual({ kind: 'tool-error', code: 'noSize', params: { field: 'files' } });
  });
  it('refuses a result over 16,384 pixels a side or 100 megapixels', async () => {
    expect(await convert([pngFile('a.png', 4, 4)], { size: 'pixels', width: 16_385, height: 0 })).toEqual({ kind: 'tool-error', code: 'imageTooLarge', params: { maxSide: 16_384, maxPixels: 100_000_000, field: 'files' } });
    // 12,000 × 12,000 is within each side but 144 megapixels.
    expect(await convert([pngFile('a.png', 30, 30)], { size: 'pixels', width: 12_000, height: 0 })).toMatchObject({ code: 'imageTooLarge' });
  });
});

describe('transparency in JPEG', () => {
  it('lays transparent pixels on white, leaves opaque images alone', () => {
    const half = { width: 2, height: 1, data: new Uint8ClampedArray([0, 0, 0, 0, 255, 0, 0, 128]) };
    const { raster, flattened } = onWhite(half);
    expect(flattened).toBe(true);
    expect([...raster.data]).toEqual([255, 255, 255, 255, 255, 127, 127, 255]);
    const opaque = { width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 255]) };
    expect(onWhite(opaque)).toEqual({ raster: opaque, flattened: false });
  });
});

describe('what the page says it downloads', () => {
  const file = (name: string, type: string) => ({ name, type, size: 1 }) as FileInput;
  const used = (files: FileInput[], format: Options['format']) => manifest.bigAssetsUsed!({ files } as never, { format } as never).map((asset) => asset.name);
  it('the encoder of the format chosen, and the HEIC reader only for a HEIC photo', () => {
    expect(used([file('a.png', 'image/png')], 'avif')).toEqual(['avif_enc.wasm']);
    expect(used([file('IMG_1.HEIC', ''), file('b.png', 'image/png')], 'webp')).toEqual(['webp_enc.wasm', 'libheif.wasm']);
  });
  it('with "Same format", each file’s own encoder: a HEIC photo as JPEG, a GIF as PNG; nothing before a file is chosen', () => {
    expect(used([file('a.heic', 'image/heic'), file('b.gif', 'image/gif'), file('c.png', 'image/png')], 'same')).toEqual(['mozjpeg_enc.wasm', 'squoosh_oxipng_bg.wasm', 'libheif.wasm']);
    expect(used([], 'same')).toEqual([]);
  });
});
