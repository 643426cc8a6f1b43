import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';
import { decodeImage, encodeImage, resizeImage, sizeError, sniffImageType, type Raster } from './raster.ts';
import { isToolError, type ToolError } from './toolError.ts';

const raster = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Raster => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
};
function ok<T>(value: T | ToolError): T {
  if (isToolError(value)) throw new Error(`tool error ${value.code}`);
  return value as T;
}

describe('decodeImage and encodeImage', () => {
  it('write a PNG and read back the same pixels, alpha included', async () => {
    const image = raster(3, 2, (x, y) => [x * 100, y * 200, 7, x === 2 ? 0 : 128 + y]);
    const png = ok(await encodeImage(image, 'image/png'));
    expect(sniffImageType(png)).toBe('image/png');
    expect(ok(await decodeImage(png, 'image/png'))).toEqual(image);
  });

  it('read grey, grey with alpha and 16-bit PNGs as 8-bit RGBA', async () => {
    const grey = encodePng({ width: 2, height: 1, data: new Uint8Array([10, 250]), depth: 8, channels: 1 });
    expect([...ok(await decodeImage(grey)).data]).toEqual([10, 10, 10, 255, 250, 250, 250, 255]);
    const greyAlpha = encodePng({ width: 1, height: 1, data: new Uint8Array([77, 33]), depth: 8, channels: 2 });
    expect([...ok(await decodeImage(greyAlpha)).data]).toEqual([77, 77, 77, 33]);
    const deep = encodePng({ width: 1, height: 1, data: new Uint16Array([0xffff, 0x8000, 0x00ff]), depth: 16, channels: 3 });
    expect([...ok(await decodeImage(deep)).data]).toEqual([255, 128, 0, 255]);
  });

  it('read a JPEG in Node with the pure decoder, whatever the file claims to be', async () => {
    const image = raster(16, 8, () => [200, 40, 40, 255]);
    const jpeg = encodeJpeg({ width: 16, height: 8, data: Buffer.from(image.data) }, 95).data;
    const read = ok(await decodeImage(new Uint8Array(jpeg), 'image/png'));
    expect([read.width, read.height]).toEqual([16, 8]);
    // Lossy, but a flat colour comes back within a few levels.
    expect(Math.abs(read.data[0]! - 200)).toBeLessThanOrEqual(3);
    expect(read.data[3]).toBe(255);
  });

  it('refuse what is not an image, a damaged PNG, and formats a terminal cannot read or write', async () => {
    expect(await decodeImage(new TextEncoder().encode('hello'), 'text/plain')).toMatchObject({ code: 'imageUnreadable' });
    const png = ok(await encodeImage(raster(4, 4, () => [1, 2, 3, 255]), 'image/png'));
    expect(await decodeImage(png.slice(0, 40))).toMatchObject({ code: 'imageUnreadable' });
    const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
    expect(await decodeImage(webp)).toMatchObject({ code: 'imageFormatUnsupported', params: { type: 'WebP' } });
    expect(await encodeImage(raster(1, 1, () => [0, 0, 0, 255]), 'image/webp')).toMatchObject({ code: 'imageEncodeUnsupported', params: { type: 'WebP' } });
  });

  it('refuse images larger than a browser can draw', async () => {
    expect(sizeError(16_384, 6_000)).toBeUndefined();
    expect(sizeError(16_385, 1)).toMatchObject({ code: 'imageTooLarge' });
    expect(sizeError(10_001, 10_000)).toMatchObject({ code: 'imageTooLarge' });
  });
});

describe('sniffImageType', () => {
  it('names a file by its first bytes', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(new TextEncoder().encode('<html><svg/></html>'))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });
});

describe('resizeImage', () => {
  it('averages the pixels each output pixel covers when shrinking', () => {
    const image = raster(4, 2, (x) => (x < 2 ? [0, 0, 0, 255] : [200, 100, 50, 255]));
    expect([...resizeImage(image, 2, 1).data]).toEqual([0, 0, 0, 255, 200, 100, 50, 255]);
    // 3 → 2: the middle pixel is shared half and half.
    const three = raster(3, 1, (x) => [x * 90, 0, 0, 255]);
    expect([...resizeImage(three, 2, 1).data]).toEqual([30, 0, 0, 255, 150, 0, 0, 255]);
  });

  it('keeps a flat colour flat when enlarging, and never lets a transparent pixel tint its neighbours', () => {
    expect([...resizeImage(raster(1, 1, () => [9, 8, 7, 255]), 3, 2).data]).toEqual(Array.from({ length: 6 }, () => [9, 8, 7, 255]).flat());
    const half = resizeImage(raster(2, 1, (x) => (x === 0 ? [255, 0, 0, 255] : [0, 255, 0, 0])), 1, 1);
    expect([...half.data]).toEqual([255, 0, 0, 128]);
  });

  it('gives the same image for the same size, and at least one pixel', () => {
    const image = raster(2, 2, () => [1, 1, 1, 255]);
    expect(resizeImage(image, 2, 2)).toBe(image);
    expect([resizeImage(image, 0.2, 0).width, resizeImage(image, 0.2, 0).height]).toEqual([1, 1]);
  });
});
