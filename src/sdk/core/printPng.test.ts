import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';
import { dotsPerMetre, physChunk, pixelsPerUnit, pixelsToMm, pngInfo, withDpi } from './printPng.ts';

/** A tiny valid PNG (width × height, grey), with extra chunks before IDAT if given. */
function png(width: number, height: number, extra: Uint8Array[] = []): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set([...type].map((c) => c.charCodeAt(0)), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (width + 1)).fill(128);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), ...extra.map((d) => chunk('pHYs', d)), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('pixel size for print', () => {
  it('gives whole pixels per module, closest to the printed width', () => {
    // 40 mm at 300 DPI is 472.4 px; a 29-module code (21 + 2 × 4 quiet zone): 16 px per module, 464 px.
    expect(pixelsPerUnit(29, 40, 300)).toBe(16);
    expect(pixelsPerUnit(29, 40, 600)).toBe(33);
    // 1 inch at 300 DPI over 100 units: 3 px each.
    expect(pixelsPerUnit(100, 25.4, 300)).toBe(3);
    // Never less than one pixel per module, and no NaN for odd input.
    expect(pixelsPerUnit(177, 10, 300)).toBe(1);
    expect(pixelsPerUnit(0, 40, 300)).toBe(1);
    expect(pixelsPerUnit(29, Number.NaN, 300)).toBe(1);
  });

  it('converts pixels back to millimetres', () => {
    expect(pixelsToMm(300, 300)).toBeCloseTo(25.4, 10);
    expect(pixelsToMm(464, 300)).toBeCloseTo(39.285, 3);
    expect(pixelsToMm(1200, 600)).toBeCloseTo(50.8, 10);
  });

  it('stores resolutions in pixels per metre', () => {
    expect(dotsPerMetre(72)).toBe(2835);
    expect(dotsPerMetre(300)).toBe(11811);
    expect(dotsPerMetre(600)).toBe(23622);
  });
});

describe('pHYs chunk', () => {
  it('computes the CRC-32 of PNG chunks', () => {
    // The standard check value of CRC-32.
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    // Continued slice by slice, as the hash generator reads a big file.
    const bytes = new TextEncoder().encode('123456789');
    expect(crc32(bytes.subarray(4), crc32(bytes.subarray(0, 4)))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('writes the pHYs bytes', () => {
    // 72 DPI = 2835 px/m: the chunk many PNG files carry, CRC 0x009A9C18.
    expect(hex(physChunk(72))).toBe('00000009' + '70485973' + '00000b13' + '00000b13' + '01' + '009a9c18');
    expect(hex(physChunk(300))).toBe('00000009' + '70485973' + '00002e23' + '00002e23' + '01' + '78a53f76');
    expect(hex(physChunk(600)).slice(16, 32)).toBe('00005c46' + '00005c46');
  });

  it('inserts it right after IHDR, and reads the size and resolution back', () => {
    const plain = png(3, 2);
    expect(pngInfo(plain)).toEqual({ width: 3, height: 2 });
    const printed = withDpi(plain, 300);
    expect(printed.length).toBe(plain.length + 21);
    expect(hex(printed.subarray(33, 41))).toBe('0000000970485973');
    expect(pngInfo(printed)).toEqual({ width: 3, height: 2, dpi: 300 });
    // Everything else is the same bytes.
    expect(hex(printed.subarray(0, 33))).toBe(hex(plain.subarray(0, 33)));
    expect(hex(printed.subarray(54))).toBe(hex(plain.subarray(33)));
  });

  it('replaces a pHYs the encoder wrote, and leaves what is not a PNG alone', () => {
    const old = new Uint8Array(9);
    new DataView(old.buffer).setUint32(0, 2835);
    new DataView(old.buffer).setUint32(4, 2835);
    old[8] = 1;
    const withOld = png(4, 4, [old]);
    expect(pngInfo(withOld)?.dpi).toBe(72);
    const printed = withDpi(withOld, 600);
    expect(printed.length).toBe(withOld.length);
    expect(pngInfo(printed)).toEqual({ width: 4, height: 4, dpi: 600 });
    const notPng = new Uint8Array(new TextEncoder().encode('GIF89a not a png at all, just some bytes'));
    expect(withDpi(notPng, 300)).toBe(notPng);
    expect(pngInfo(notPng)).toBeUndefined();
  });
});
