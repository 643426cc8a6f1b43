import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { overWhite, qrFinder, segmentsText, type QrFinder } from './qrScan.ts';
import type { Raster } from './raster.ts';

/** A code drawn as pixels: `scale` pixels per module, a quiet zone of 4 modules, dark on light unless said. */
function draw(text: string, { scale = 4, dark = [0, 0, 0, 255], light = [255, 255, 255, 255] } = {}): Raster {
  const code = create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const side = (n + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const on = mx >= 0 && my >= 0 && mx < n && my < n && code.modules.get(my, mx);
      data.set(on ? dark : light, (y * side + x) * 4);
    }
  return { width: side, height: side, data };
}

let findCode: QrFinder;
beforeAll(async () => {
  findCode = await qrFinder();
});

describe('qrFinder: finding codes in pixels', () => {
  it('reads dark-on-light, light-on-dark and transparent-background codes', () => {
    expect(findCode(draw('https://example.com'))).toEqual({ text: 'https://example.com', version: 2 });
    expect(findCode(draw('inverted', { dark: [255, 255, 255, 255], light: [0, 0, 0, 255] }))).toMatchObject({ text: 'inverted' });
    // Transparent pixels are black with alpha 0: without painting them over white, the code is a black square.
    expect(findCode(draw('transparent background', { dark: [0, 0, 0, 255], light: [0, 0, 0, 0] }))).toMatchObject({ text: 'transparent background' });
  });
  it('says when there is nothing to see or no code', () => {
    const blank = { width: 50, height: 50, data: new Uint8ClampedArray(50 * 50 * 4).fill(255) };
    expect(findCode(blank)).toBeNull();
    expect(findCode({ width: 50, height: 50, data: new Uint8ClampedArray(50 * 50 * 4) })).toBe('transparent');
    expect(overWhite({ width: 1, height: 1, data: new Uint8ClampedArray([0, 0, 0, 0]) })).toBeNull();
    expect([...overWhite({ width: 1, height: 1, data: new Uint8ClampedArray([0, 0, 0, 128]) })!]).toEqual([127, 127, 127, 255]);
  });
  it('reads byte segments as UTF-8, as ISO-8859-1 when they are not UTF-8, and in the charset an ECI names', () => {
    expect(segmentsText({ chunks: [{ type: 'byte', bytes: [0x43, 0x61, 0x66, 0xc3, 0xa9], text: 'Café' }] as never })).toBe('Café');
    // jsQR gives an empty text for Latin-1 bytes (0xE9 alone is not UTF-8).
    expect(segmentsText({ chunks: [{ type: 'byte', bytes: [0x43, 0x61, 0x66, 0xe9], text: '' }] as never })).toBe('Café');
    expect(segmentsText({ chunks: [{ type: 'eci', assignmentNumber: 7 }, { type: 'byte', bytes: [0xbf, 0xe0], text: '' }, { type: 'numeric', text: '42' }] as never })).toBe('Пр42');
  });
});

