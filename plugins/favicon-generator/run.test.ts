import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { unzipSync } from 'fflate';
import type { FileInput } from '@sdk/core';
import { htmlTags, manifestJson, PNG_ICONS, run, sizedSvg, type Result } from './run.ts';
import { readIco, writeIco } from './ico.ts';
import { centred, halve, ladder, over, safeShare, tile, trim } from './pixels.ts';
import type { Input, Options } from './manifest.ts';

const OPTIONS: Options = { source: 'image', shape: 'rounded', textColor: '#ffffff', background: '#1d4ed8', appName: '' };
const pngFile = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number], name = 'logo.png'): FileInput => {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) png.data.set(pixel(x, y), (y * width + x) * 4);
  const bytes = new Uint8Array(PNG.sync.write(png));
  return { name, type: 'image/png', size: bytes.length, bytes };
};
const read = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));
const at = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];
const go = (input: Partial<Input>, options: Partial<Options> = {}) => run({ image: null, text: 'A', ...input } as Input, { ...OPTIONS, ...options });

describe('the ICO writer', () => {
  it('writes the header, one directory entry per picture and the PNGs after them (known layout)', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = writeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // 16 × 16, no palette, 1 plane, 32 bits, 3 bytes at offset 38.
    expect([...ico.subarray(6, 22)]).toEqual([16, 16, 0, 0, 1, 0, 32, 0, 3, 0, 0, 0, 38, 0, 0, 0]);
    // 256 is written as 0; 2 bytes at offset 41.
    expect([...ico.subarray(22, 38)]).toEqual([0, 0, 0, 0, 1, 0, 32, 0, 2, 0, 0, 0, 41, 0, 0, 0]);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5]);
    expect(readIco(ico)).toEqual([
      { size: 16, bits: 32, data: a },
      { size: 256, bits: 32, data: b },
    ]);
  });
  it('refuses pictures no icon can hold', () => {
    expect(() => writeIco([])).toThrow(RangeError);
    expect(() => writeIco([{ size: 257, png: new Uint8Array(1) }])).toThrow(RangeError);
    expect(() => writeIco([{ size: 0, png: new Uint8Array(1) }])).toThrow(RangeError);
  });
});

describe('drawing', () => {
  it('fills a square tile, rounds corners and draws a circle with smooth edges', () => {
    expect([...tile(4, '#ff8000').data.subarray(0, 4)]).toEqual([255, 128, 0, 255]);
    const circle = tile(32, '#000000', 'circle');
    expect(circle.data[3]).toBe(0); // corner outside
    expect(circle.data[(16 * 32 + 16) * 4 + 3]).toBe(255); // centre inside
    const edge = circle.data[(4 * 32 + 4) * 4 + 3]!;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
    const rounded = tile(100, '#000000', 'rounded');
    expect(rounded.data[3]).toBe(0);
    expect(rounded.data[(50 * 100 + 0) * 4 + 3]).toBe(255); // the straight edge is fully covered
  });
  it('lays half-transparent pixels over others', () => {
    const target = tile(1, '#0000ff');
    over(target, { width: 1, height: 1, data: new Uint8ClampedArray([255, 0, 0, 128]) }, 0, 0);
    expect([...target.data]).toEqual([128, 0, 127, 255]);
  });
  it('keeps a maskable icon’s content within the safe circle of 40 % radius', () => {
    expect(safeShare(1, 1)).toBeCloseTo(0.8 / Math.SQRT2, 10);
    expect(safeShare(2, 1)).toBeCloseTo(0.8 / Math.hypot(1, 0.5), 10);
    const icon = centred(tile(100, null), tile(10, '#ffffff'), safeShare(1, 1));
    const box = trim(icon)!;
    // A 57 × 57 square centred: its corners are 40 px from the centre at most.
    expect(box.width).toBe(57);
    expect(Math.hypot(box.width / 2, box.height / 2)).toBeLessThanOrEqual(40.5);
  });
  it('halves an image by averaging 2 × 2 blocks, weighted by alpha (no dark fringe from transparent pixels)', () => {
    const image = { width: 3, height: 2, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255]) };
    expect(halve(image)).toEqual({ width: 1, height: 1, data: new Uint8ClampedArray([255, 0, 0, 128]) });
    expect(halve({ width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 4]) })).toEqual({ width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 4]) });
  });
  it('makes each smaller copy from the smallest larger one already made', () => {
    const fitted = ladder(tile(64, '#808080'));
    expect([fitted(32).width, fitted(8).width, fitted(48).width]).toEqual([32, 8, 48]);
    expect([...fitted(8).data.subarray(0, 4)]).toEqual([128, 128, 128, 255]);
  });
  it('cuts an image to its visible pixels', () => {
    const t = tile(5, null);
    t.data.set([1, 2, 3, 255], (2 * 5 + 3) * 4);
    expect(trim(t)).toEqual({ width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 255]) });
    expect(trim(tile(3, null))).toBeNull();
  });
});

describe('favicons from an image', () => {
  it('makes every size, the ICO and the manifest, all in one ZIP', async () => {
    const result = (await go({ image: pngFile(600, 600, (x) => (x < 300 ? [255, 0, 0, 255] : [0, 0, 255, 255])) }, { appName: 'Shop' })) as Result;
    const zip = unzipSync(result.zip);
    expect(Object.keys(zip)).toEqual(['favicon.ico', ...PNG_ICONS.map((i) => i.name), 'site.webmanifest']);
    expect(result.icons).toEqual(PNG_ICONS);
    expect(PNG_ICONS.map((i) => [i.name, read(zip[i.name]!).width, read(zip[i.name]!).height])).toEqual(PNG_ICONS.map((i) => [i.name, i.size, i.size]));
    const f16 = read(zip['favicon-16x16.png']!);
    expect(at(f16, 0, 8)).toEqual([255, 0, 0, 255]);
    expect(at(f16, 15, 8)).toEqual([0, 0, 255, 255]);
    // favicon.ico: the three favicon PNGs as they are.
    expect(readIco(zip['favicon.ico']!)!.map((p) => [p.size, p.bits, p.data])).toEqual(PNG_ICONS.slice(0, 3).map((i) => [i.size, 32, zip[i.name]]));
    // The maskable icon: the background colour at its corners, the image within the safe zone.
    const maskable = read(zip['icon-maskable-512.png']!);
    expect(at(maskable, 0, 0)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(at(maskable, 256 - 140, 256)).toEqual([255, 0, 0, 255]);
    expect(at(maskable, 256 - 150, 256)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(JSON.parse(result.manifest)).toEqual({
      name: 'Shop',
      short_name: 'Shop',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      theme_color: '#1d4ed8',
      background_color: '#1d4ed8',
      display: 'standalone',
    });
    expect(new TextDecoder().decode(zip['site.webmanifest'])).toBe(result.manifest);
    expect(result.small).toBeNull();
    expect(result.svg).toBe(false);
  });
  it('keeps a wide image in proportion, transparent around it, and the Apple icon on the background colour', async () => {
    const result = (await go({ image: pngFile(40, 20, () => [0, 160, 0, 255]) })) as Result;
    const zip = unzipSync(result.zip);
    const f32 = read(zip['favicon-32x32.png']!);
    expect(at(f32, 16, 0)).toEqual([0, 0, 0, 0]);
    expect(at(f32, 16, 16)).toEqual([0, 160, 0, 255]);
    const apple = read(zip['apple-touch-icon.png']!);
    expect(at(apple, 90, 0)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(at(apple, 90, 90)).toEqual([0, 160, 0, 255]);
    expect(result.small).toEqual({ width: 40, height: 20 });
  });
  it('halves a big photo first and still makes every icon from it', async () => {
    const result = (await go({ image: pngFile(2100, 1050, (x) => (x < 1050 ? [255, 0, 0, 255] : [0, 0, 255, 255])) })) as Result;
    const zip = unzipSync(result.zip);
    const icon = read(zip['icon-512.png']!);
    expect(at(icon, 10, 256)).toEqual([255, 0, 0, 255]);
    expect(at(icon, 500, 256)).toEqual([0, 0, 255, 255]);
    expect(at(icon, 256, 10)).toEqual([0, 0, 0, 0]);
    expect(result.small).toBeNull();
  });
  it('gives the same ZIP for the same icons (a fixed date in it)', async () => {
    const file = pngFile(8, 8, () => [9, 9, 9, 255]);
    const a = (await go({ image: file })) as Result;
    const b = (await go({ image: file })) as Result;
    expect(a.zip).toEqual(b.zip);
  });
  it('says what is wrong with the file, at the field', async () => {
    expect(await go({ image: null })).toEqual({ kind: 'tool-error', code: 'noImage', params: { field: 'image' } });
    const text = new TextEncoder().encode('not an image');
    expect(await go({ image: { name: 'a.png', type: 'image/png', size: text.length, bytes: text } })).toMatchObject({ code: 'imageUnreadable', params: { field: 'image' } });
    const good = pngFile(4, 4, () => [1, 2, 3, 255]).bytes!;
    const corrupt = good.slice(0, 40);
    expect(await go({ image: { name: 'cut.png', type: 'image/png', size: corrupt.length, bytes: corrupt } })).toMatchObject({ code: 'imageUnreadable', params: { field: 'image' } });
    expect(await go({ image: { name: 'e.png', type: 'image/png', size: 0, bytes: new Uint8Array(0) } })).toMatchObject({ code: 'imageUnreadable' });
  });
  it('refuses an image over 16,384 pixels a side, in the host’s words, at the field', async () => {
    const wide = pngFile(16_385, 1, () => [0, 0, 0, 255]);
    expect(await go({ image: wide })).toEqual({ kind: 'tool-error', code: 'imageTooLarge', params: { maxSide: 16_384, maxPixels: 100_000_000, field: 'image' } });
  });
});

describe('favicons from a letter or an emoji', () => {
  it('asks for text, at most three characters (an emoji with a skin tone is one)', async () => {
    expect(await go({ text: '  ' }, { source: 'text' })).toEqual({ kind: 'tool-error', code: 'noText', params: { field: 'text' } });
    expect(await go({ text: 'ABCD' }, { source: 'text' })).toEqual({ kind: 'tool-error', code: 'textTooLong', params: { field: 'text' } });
  });
  it('says it needs a browser rather than failing where there are no fonts (a terminal, the tests)', async () => {
    expect(await go({ text: '👍🏽' }, { source: 'text' })).toEqual({ kind: 'tool-error', code: 'textNeedsBrowser', params: { field: 'text' } });
  });
});

describe('SVG, the manifest and the tags', () => {
  it('draws an SVG at 512 pixels: its size replaced, its viewBox kept or made', () => {
    const sized = (s: string) => new TextDecoder().decode(sizedSvg(new TextEncoder().encode(s)));
    expect(sized('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"><rect/></svg>')).toBe('<?xml version="1.0"?><svg width="512" height="512" viewBox="0 0 16 8" xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(sized("<svg viewBox='0 0 24 24' width='1em'><path/></svg>")).toBe("<svg width=\"512\" height=\"512\" viewBox='0 0 24 24'><path/></svg>");
  });
  it('writes the tags, with favicon.svg only for an SVG source', () => {
    expect(htmlTags('#ffffff', false)).not.toContain('favicon.svg');
    expect(htmlTags('#ffffff', true).split('\n')[1]).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(manifestJson('', '#000000')).toContain('"name": ""');
  });
});
