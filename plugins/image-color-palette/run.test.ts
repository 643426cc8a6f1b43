import { describe, expect, it } from 'vitest';
import { contrastRatio, encodeImage, isToolError } from '@sdk/core';
import { run } from './run.ts';
import { toOklab as oklab } from '@sdk/core';
import { histogram, kMeans, shares, type Raster } from './palette.ts';
import { exportCode, formatColor, hslOf, toHex } from './colorText.ts';
import type { Options } from './manifest.ts';

const OPTIONS: Options = { count: 6, exportFormat: 'css', notation: 'hex' };

/** An image of horizontal stripes: each colour (RGBA) on as many rows as given. */
function stripes(width: number, rows: [number, [number, number, number, number]][]): Raster {
  const height = rows.reduce((n, [h]) => n + h, 0);
  const data = new Uint8ClampedArray(width * height * 4);
  let y = 0;
  for (const [h, color] of rows) for (let i = 0; i < h; i++, y++) for (let x = 0; x < width; x++) data.set(color, (y * width + x) * 4);
  return { width, height, data };
}

async function png(raster: Raster) {
  const bytes = await encodeImage(raster, 'image/png');
  if (isToolError(bytes)) throw new Error(bytes.code);
  return { image: { name: 'test.png', type: 'image/png', size: bytes.length, bytes } };
}

describe('image-color-palette: clustering', () => {
  it('gives back the exact colours and shares of a flat image, most frequent first', () => {
    const raster = stripes(10, [
      [5, [30, 144, 255, 255]],
      [3, [255, 99, 71, 255]],
      [2, [46, 139, 87, 255]],
    ]);
    const clusters = kMeans(histogram(raster), 3).sort((a, b) => b.count - a.count);
    expect(clusters.map((c) => [toHex({ r: Math.round(c.color.r), g: Math.round(c.color.g), b: Math.round(c.color.b) }), c.count])).toEqual([
      ['#1E90FF', 50],
      ['#FF6347', 30],
      ['#2E8B57', 20],
    ]);
  });
  it('merges shades that look alike before it merges colours that look different (OKLab)', () => {
    // Two close blues (60 % of the pixels) and a small red: with two colours, the blues go together and the red stays.
    const raster = stripes(10, [
      [3, [0, 0, 200, 255]],
      [3, [10, 10, 210, 255]],
      [1, [220, 20, 20, 255]],
    ]);
    const clusters = kMeans(histogram(raster), 2).sort((a, b) => b.count - a.count);
    expect(clusters.map((c) => c.count)).toEqual([60, 10]);
    expect(Math.round(clusters[0]!.color.b)).toBe(205);
  });
  it('is deterministic: the same image gives the same palette every time', () => {
    const data = new Uint8ClampedArray(64 * 64 * 4);
    for (let i = 0; i < data.length; i += 4) data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i);
    const raster = { width: 64, height: 64, data };
    const first = kMeans(histogram(raster), 8);
    for (let i = 0; i < 3; i++) expect(kMeans(histogram(raster), 8)).toEqual(first);
    expect(first).toHaveLength(8);
  });
  it('leaves out (nearly) transparent pixels, and finds nothing in a fully transparent image', () => {
    const raster = stripes(4, [
      [1, [255, 0, 0, 255]],
      [1, [0, 255, 0, 127]],
      [2, [0, 0, 0, 0]],
    ]);
    expect(histogram(raster).visible).toBe(4);
    expect(kMeans(histogram(stripes(4, [[4, [9, 9, 9, 0]]])), 4)).toEqual([]);
  });
  it('writes percentages that add up to exactly 100 (largest remainder)', () => {
    expect(shares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(shares([2, 1])).toEqual([66.7, 33.3]);
    expect(shares([1, 0])).toEqual([100, 0]);
    expect(shares([])).toEqual([]);
  });
  it('OKLab of white and black (Ottosson\'s reference: L = 1 and 0, a = b = 0)', () => {
    const [l, a, b] = oklab({ r: 255, g: 255, b: 255 });
    expect(l).toBeCloseTo(1, 4);
    expect(a).toBeCloseTo(0, 4);
    expect(b).toBeCloseTo(0, 4);
    expect(oklab({ r: 0, g: 0, b: 0 })).toEqual([0, 0, 0]);
  });
});

describe('image-color-palette: notations and export, as the colour picker writes them', () => {
  it('writes HEX, rgb() and hsl() (CSS Color 4 known values)', () => {
    expect(formatColor({ r: 30, g: 144, b: 255 }, 'hex')).toBe('#1E90FF');
    expect(formatColor({ r: 30, g: 144, b: 255 }, 'rgb')).toBe('rgb(30, 144, 255)');
    expect(formatColor({ r: 30, g: 144, b: 255 }, 'hsl')).toBe('hsl(210, 100%, 56%)');
    expect(hslOf({ r: 255, g: 0, b: 0 })).toEqual([0, 100, 50]);
    expect(hslOf({ r: 128, g: 128, b: 128 })).toEqual([0, 0, 50]);
    expect(hslOf({ r: 255, g: 0, b: 1 })).toEqual([0, 100, 50]);
  });
  it('exports CSS variables, SCSS variables and JSON with the colour picker\'s names', () => {
    const colors = [
      { r: 30, g: 144, b: 255 },
      { r: 255, g: 99, b: 71 },
    ];
    expect(exportCode('css', colors, 'hex')).toBe(':root {\n  --color-palette-1: #1E90FF;\n  --color-palette-2: #FF6347;\n}\n');
    expect(exportCode('scss', colors, 'rgb')).toBe('$color-palette-1: rgb(30, 144, 255);\n$color-palette-2: rgb(255, 99, 71);\n');
    expect(JSON.parse(exportCode('json', colors, 'hsl'))).toEqual({ palette: ['hsl(210, 100%, 56%)', 'hsl(9, 100%, 64%)'] });
  });
});

describe('image-color-palette: run() on image files', () => {
  it('reports each colour with its share, codes and WCAG contrast with white and black', async () => {
    const result = await run(await png(stripes(10, [[3, [0, 0, 0, 255]], [1, [255, 255, 255, 255]]])), { ...OPTIONS, count: 2 });
    expect(result).toEqual({
      width: 10,
      height: 4,
      transparent: 0,
      colors: [
        { hex: '#000000', rgb: [0, 0, 0], hsl: [0, 0, 0], share: 75, contrastWhite: 21, contrastBlack: 1, text: 'white' },
        { hex: '#FFFFFF', rgb: [255, 255, 255], hsl: [0, 0, 100], share: 25, contrastWhite: 1, contrastBlack: 21, text: 'black' },
      ],
    });
  });
  it('never rounds a contrast ratio up onto a WCAG threshold', async () => {
    // #777777 on white is 4.478:1: shown 4.47, below AA's 4.5.
    expect(contrastRatio({ r: 119, g: 119, b: 119 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(4.478, 3);
    const result = await run(await png(stripes(2, [[2, [119, 119, 119, 255]]])), OPTIONS);
    if (isToolError(result)) throw new Error(result.code);
    expect(result.colors[0]!.contrastWhite).toBe(4.47);
  });
  it('a blank image has one colour, 100 %', async () => {
    const result = await run(await png(stripes(30, [[20, [255, 255, 255, 255]]])), OPTIONS);
    if (isToolError(result)) throw new Error(result.code);
    expect(result.colors).toEqual([{ hex: '#FFFFFF', rgb: [255, 255, 255], hsl: [0, 0, 100], share: 100, contrastWhite: 1, contrastBlack: 21, text: 'black' }]);
  });
  it('says so for a fully transparent image, a file that is not an image and no file', async () => {
    expect(await run(await png(stripes(8, [[8, [0, 0, 0, 0]]])), OPTIONS)).toEqual({ kind: 'tool-error', code: 'transparent', params: { field: 'image' } });
    const text = new TextEncoder().encode('GIF89a, or so it says');
    expect(await run({ image: { name: 'x.gif', type: 'image/gif', size: text.length, bytes: text } }, OPTIONS)).toEqual({ kind: 'tool-error', code: 'notImage', params: { field: 'image' } });
    expect(await run({ image: null }, OPTIONS)).toEqual({ kind: 'tool-error', code: 'imageRequired', params: { field: 'image' } });
  });
});
