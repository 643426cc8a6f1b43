import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { readBase64, type FileInput } from '@sdk/core';
import { cropBox, editedName, namedSize, run, type Result } from './run.ts';
import type { Input, Options } from './manifest.ts';
import { QUARTERS_PNG, SIDEWAYS_JPG } from './samples.ts';

const file = (sample: { name: string; type: string; base64: string }): FileInput => {
  const bytes = (readBase64(sample.base64) as { bytes: Uint8Array }).bytes;
  return { name: sample.name, type: sample.type, size: bytes.length, bytes };
};
const INPUT: Input = { image: file(QUARTERS_PNG), aspect: 'free', x: 0, y: 0, width: null, height: null, turn: '0', angle: 0, flipH: false, flipV: false };
const OPTIONS: Options = { format: 'same', quality: 90 };
const edit = (input: Partial<Input>, options: Partial<Options> = {}) => run({ ...INPUT, ...input }, { ...OPTIONS, ...options });
/** The PNG written, read back by a second decoder (pngjs): its size and a pixel's RGBA. */
const png = (result: Result | unknown) => {
  const read = PNG.sync.read(Buffer.from((result as Result).bytes));
  return { width: read.width, height: read.height, at: (x: number, y: number) => [...read.data.subarray((y * read.width + x) * 4, (y * read.width + x) * 4 + 4)] };
};
const RED = [230, 20, 20, 255];
const GREEN = [20, 200, 40, 255];
const BLUE = [20, 40, 230, 255];
const YELLOW = [250, 220, 20, 255];
const near = (pixel: number[], colour: number[]) => pixel.every((v, i) => Math.abs(v - colour[i]!) <= 24);

describe('image-editor on quarters.png (40 × 30: red, green / blue, yellow)', () => {
  it('crops a quarter to its own colour, and names the file after the original', async () => {
    const result = (await edit({ x: 20, y: 15, width: 20, height: 15 })) as Result;
    expect(result).toMatchObject({ name: 'quarters-edited.png', type: 'image/png', width: 20, height: 15, crop: { x: 20, y: 15, width: 20, height: 15 } });
    const out = png(result);
    expect([out.width, out.height]).toEqual([20, 15]);
    for (const [x, y] of [[0, 0], [19, 0], [0, 14], [19, 14], [10, 7]] as const) expect(out.at(x, y)).toEqual(YELLOW);
  });
  it('rotates a quarter-turn clockwise: the sides swap and the bottom-left quarter comes to the top left', async () => {
    const out = png(await edit({ turn: '90' }));
    expect([out.width, out.height]).toEqual([30, 40]);
    expect(out.at(0, 0)).toEqual(BLUE);
    expect(out.at(29, 0)).toEqual(RED);
    expect(out.at(0, 39)).toEqual(YELLOW);
    const back = png(await edit({ turn: '270' }));
    expect([back.width, back.height, ...back.at(0, 0)]).toEqual([30, 40, ...GREEN]);
    const half = png(await edit({ turn: '180' }));
    expect([half.width, half.height, ...half.at(0, 0)]).toEqual([40, 30, ...YELLOW]);
  });
  it('flips: the top-left pixel becomes the top-right one, or the bottom-left one', async () => {
    expect(png(await edit({ flipH: true })).at(0, 0)).toEqual(GREEN);
    expect(png(await edit({ flipV: true })).at(0, 0)).toEqual(BLUE);
    expect(png(await edit({ flipH: true, flipV: true })).at(0, 0)).toEqual(YELLOW);
  });
  it('crops in the image as rotated: after a quarter-turn the top-left 15 × 20 is blue', async () => {
    const result = await edit({ turn: '90', x: 0, y: 0, width: 15, height: 20 });
    const out = png(result);
    expect([out.width, out.height, ...out.at(14, 19)]).toEqual([15, 20, ...BLUE]);
  });
  it('keeps a ratio: a square crop is the largest square, centred in what is typed', async () => {
    expect(await edit({ aspect: '1x1' })).toMatchObject({ width: 30, height: 30, crop: { x: 5, y: 0, width: 30, height: 30 } });
    expect(await edit({ aspect: '16x9', x: 0, y: 0, width: 40, height: 30 })).toMatchObject({ crop: { x: 0, y: 3, width: 40, height: 23 } });
  });
  it('scales to a social network’s exact size', async () => {
    const result = (await edit({ aspect: 'x-header-1500x500' })) as Result;
    expect(result).toMatchObject({ width: 1500, height: 500, scaledTo: { width: 1500, height: 500 }, crop: { x: 0, y: 8, width: 40, height: 13 } });
    expect([png(result).width, png(result).height]).toEqual([1500, 500]);
    expect(namedSize('instagram-story-1080x1920')).toEqual({ width: 1080, height: 1920 });
    expect(namedSize('16x9')).toBeNull();
    expect(namedSize('free')).toBeNull();
  });
  it('straightens: the crop shrinks to the largest rectangle without empty corners, with no transparent pixel', async () => {
    const result = (await edit({ angle: 10 })) as Result;
    // k = min(40 / (40 cos 10° + 30 sin 10°), 30 / (40 sin 10° + 30 cos 10°)) = min(0.8968, 0.8221): 32 × 24.
    expect([result.width, result.height, result.angle]).toEqual([32, 24, 10]);
    const out = png(result);
    for (const [x, y] of [[0, 0], [31, 0], [0, 23], [31, 23]] as const) expect(out.at(x, y)[3]).toBe(255);
    // Turned 10° clockwise about the centre: the corners keep their quarters' colours.
    expect(near(out.at(1, 1), RED) && near(out.at(30, 1), GREEN) && near(out.at(1, 22), BLUE) && near(out.at(30, 22), YELLOW)).toBe(true);
  });
});

describe('a JPEG with EXIF orientation 6 (48 × 24 stored: green band on top, red left, blue right)', () => {
  it('is cropped as viewers show it (24 × 48: red on top, blue below, the green band down the right side), saved upright', async () => {
    const whole = (await edit({ image: file(SIDEWAYS_JPG) }, { format: 'png' })) as Result;
    expect(whole).toMatchObject({ name: 'sideways-edited.png', type: 'image/png', width: 24, height: 48, source: { type: 'image/jpeg', width: 24, height: 48, orientation: 6 } });
    const out = png(whole);
    expect(near(out.at(2, 2), RED)).toBe(true);
    expect(near(out.at(2, 45), BLUE)).toBe(true);
    expect(near(out.at(22, 2), GREEN) && near(out.at(22, 45), GREEN)).toBe(true);
    // The top 16 × 24 left of the band: all red.
    const top = png(await edit({ image: file(SIDEWAYS_JPG), x: 0, y: 0, width: 16, height: 24 }, { format: 'png' }));
    expect([top.width, top.height]).toEqual([16, 24]);
    for (const [x, y] of [[0, 0], [15, 0], [0, 21], [15, 21], [8, 12]] as const) expect(near(top.at(x, y), RED)).toBe(true);
  });
  it('says which formats this place cannot write (here: Node writes PNG only)', async () => {
    expect(await edit({ image: file(SIDEWAYS_JPG) })).toEqual({ kind: 'tool-error', code: 'imageEncodeUnsupported', params: { type: 'JPEG' } });
  });
});

describe('bad input', () => {
  it('says what is wrong, at the field to fix', async () => {
    expect(await edit({ image: null })).toEqual({ kind: 'tool-error', code: 'noImage', params: { field: 'image' } });
    const text = new TextEncoder().encode('not an image');
    expect(await edit({ image: { name: 'notes.txt', type: 'text/plain', size: text.length, bytes: text } })).toEqual({ kind: 'tool-error', code: 'imageUnreadable', params: { field: 'image' } });
    expect(await edit({ x: 30, width: 20 })).toEqual({ kind: 'tool-error', code: 'cropOutside', params: { width: 40, height: 30, field: 'x' } });
    expect(await edit({ x: 40 })).toEqual({ kind: 'tool-error', code: 'cropEmpty', params: { field: 'width' } });
    expect(await edit({ width: 0 })).toEqual({ kind: 'tool-error', code: 'cropEmpty', params: { field: 'width' } });
    // Rotated, the image is 30 wide: a crop 40 wide no longer fits.
    expect(await edit({ turn: '90', width: 40, height: 10 })).toEqual({ kind: 'tool-error', code: 'cropOutside', params: { width: 30, height: 40, field: 'x' } });
    expect(await edit({ angle: 46 })).toEqual({ kind: 'tool-error', code: 'angleRange', params: { field: 'angle' } });
  });
  it('fills what is left empty from the image', () => {
    expect(cropBox({ x: 10, y: 5, width: null, height: null, aspect: 'free' }, 40, 30)).toEqual({ x: 10, y: 5, width: 30, height: 25 });
  });
  it('names the result after the original', () => {
    expect(editedName('holiday.photo.JPG', 'image/jpeg')).toBe('holiday.photo-edited.jpg');
    expect(editedName('scan.png', 'image/webp')).toBe('scan-edited.webp');
    expect(editedName('.png', 'image/png')).toBe('image-edited.png');
  });
});
