import { describe, expect, it } from 'vitest';
import { seededRandomInt, type Rgb } from '@sdk/core';
import { cmykToRgb, fromHex, hslToRgb, hsvaToRgba, hsvToRgb, quantize, rgbaToHsva, rgbToCmyk, rgbToHsl, rgbToHsv, toHex, toHex6 } from './color.ts';
import { formatAlpha, formatColor } from './format.ts';
import { parseColor } from './parse.ts';

const hex = (c: Rgb) => toHex6(c);

describe('known values', () => {
  // #FF0000 ↔ rgb(255, 0, 0) ↔ hsl(0, 100%, 50%) ↔ hsv(0, 100%, 100%) ↔ cmyk(0%, 100%, 100%, 0%): the definitions of pure red.
  it('writes pure red in every notation', () => {
    const red = fromHex('#FF0000')!;
    expect(formatColor(red, 'hex')).toBe('#FF0000');
    expect(formatColor(red, 'rgb')).toBe('rgb(255, 0, 0)');
    expect(formatColor(red, 'hsl')).toBe('hsl(0, 100%, 50%)');
    expect(formatColor(red, 'hsv')).toBe('hsv(0, 100%, 100%)');
    expect(formatColor(red, 'cmyk')).toBe('cmyk(0%, 100%, 100%, 0%)');
  });

  it('reads pure red from every notation', () => {
    for (const text of ['#FF0000', '#f00', 'ff0000', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)', 'hsv(0, 100%, 100%)', 'cmyk(0%, 100%, 100%, 0%)', 'red']) {
      expect(toHex(parseColor(text)!), text).toBe('#FF0000');
    }
  });

  // Reference values as shown by colorhexa.com and w3schools' colour converter for these CSS colours.
  it.each([
    ['#1E90FF', 'rgb(30, 144, 255)', 'hsl(210, 100%, 56%)', 'hsv(210, 88%, 100%)', 'cmyk(88%, 44%, 0%, 0%)'],
    ['#008080', 'rgb(0, 128, 128)', 'hsl(180, 100%, 25%)', 'hsv(180, 100%, 50%)', 'cmyk(100%, 0%, 0%, 50%)'],
    ['#808080', 'rgb(128, 128, 128)', 'hsl(0, 0%, 50%)', 'hsv(0, 0%, 50%)', 'cmyk(0%, 0%, 0%, 50%)'],
    ['#FFA500', 'rgb(255, 165, 0)', 'hsl(39, 100%, 50%)', 'hsv(39, 100%, 100%)', 'cmyk(0%, 35%, 100%, 0%)'],
    ['#663399', 'rgb(102, 51, 153)', 'hsl(270, 50%, 40%)', 'hsv(270, 67%, 60%)', 'cmyk(33%, 67%, 0%, 40%)'],
    ['#000000', 'rgb(0, 0, 0)', 'hsl(0, 0%, 0%)', 'hsv(0, 0%, 0%)', 'cmyk(0%, 0%, 0%, 100%)'],
    ['#FFFFFF', 'rgb(255, 255, 255)', 'hsl(0, 0%, 100%)', 'hsv(0, 0%, 100%)', 'cmyk(0%, 0%, 0%, 0%)'],
  ])('%s = %s = %s = %s = %s', (h, rgb, hsl, hsv, cmyk) => {
    const c = fromHex(h)!;
    expect([formatColor(c, 'rgb'), formatColor(c, 'hsl'), formatColor(c, 'hsv'), formatColor(c, 'cmyk')]).toEqual([rgb, hsl, hsv, cmyk]);
  });

  it('keeps the exact HSL, HSV and CMYK values', () => {
    // colorhexa.com: dodgerblue is hsl(209.6°, 100%, 55.9%).
    expect(rgbToHsl({ r: 30, g: 144, b: 255 })).toEqual({ h: expect.closeTo(209.6, 6), s: 100, l: expect.closeTo(55.88, 2) });
    expect(hslToRgb({ h: 120, s: 100, l: 25 })).toEqual({ r: 0, g: 127.5, b: 0 });
    expect(hsvToRgb({ h: 300, s: 50, v: 100 })).toEqual({ r: 255, g: 127.5, b: 255 });
    expect(cmykToRgb({ c: 0, m: 50, y: 100, k: 20 })).toEqual({ r: 204, g: 102, b: 0 });
  });
});

describe('round trips', () => {
  // 4096 colours on a grid of 17 steps plus 2000 seeded random ones: HSL, HSV and CMYK keep every 8-bit colour.
  const random = seededRandomInt(20240501);
  const colours: Rgb[] = [];
  for (let r = 0; r <= 255; r += 17) for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 17) colours.push({ r, g, b });
  for (let i = 0; i < 2000; i++) colours.push({ r: random(256), g: random(256), b: random(256) });

  it('hex → HSL → hex, hex → HSV → hex, hex → CMYK → hex', () => {
    for (const c of colours) {
      expect(hex(hslToRgb(rgbToHsl(c))), `hsl ${hex(c)}`).toBe(hex(c));
      expect(hex(hsvToRgb(rgbToHsv(c))), `hsv ${hex(c)}`).toBe(hex(c));
      expect(hex(cmykToRgb(rgbToCmyk(c))), `cmyk ${hex(c)}`).toBe(hex(c));
    }
  });

  it('hex and rgb() text read back to the same colour', () => {
    for (const c of colours.slice(0, 1000)) {
      const rgba = { ...c, a: 1 };
      expect(toHex(parseColor(formatColor(rgba, 'hex'))!)).toBe(hex(c));
      expect(toHex(parseColor(formatColor(rgba, 'rgb'))!)).toBe(hex(c));
    }
  });

  it('every 8-bit alpha survives its short decimal form', () => {
    for (let byte = 0; byte < 256; byte++) {
      const text = formatAlpha(byte / 255);
      expect(Math.round(Number(text) * 255), text).toBe(byte);
      expect(text.length).toBeLessThanOrEqual(5);
    }
    expect(formatAlpha(128 / 255)).toBe('0.5');
    expect(formatColor(fromHex('#FF000080')!, 'rgb')).toBe('rgba(255, 0, 0, 0.5)');
    expect(formatColor(fromHex('#FF000080')!, 'hsl')).toBe('hsla(0, 100%, 50%, 0.5)');
    expect(formatColor(fromHex('#FF000080')!, 'cmyk')).toBe('cmyk(0%, 100%, 100%, 0%)');
  });
});

describe('hex', () => {
  it('reads 3, 4, 6 and 8 digits, with or without "#", in any case', () => {
    expect(fromHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(fromHex('ABC8')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 0x88 / 255 });
    expect(fromHex(' #1e90ff ')).toEqual({ r: 30, g: 144, b: 255, a: 1 });
    expect(fromHex('#1E90FF00')).toEqual({ r: 30, g: 144, b: 255, a: 0 });
    for (const bad of ['', '#', '#12', '#12345', '#1234567', '#GGGGGG', '#123456789']) expect(fromHex(bad), bad).toBeNull();
  });

  it('writes 6 digits when opaque and 8 otherwise, clamping and rounding channels', () => {
    expect(toHex({ r: 30.4, g: 144.5, b: 300, a: 1 })).toBe('#1E91FF');
    expect(toHex({ r: -5, g: 0, b: 0, a: 0.5 })).toBe('#00000080');
    expect(quantize({ r: 1.4, g: 2.6, b: 255.2, a: 2 })).toEqual({ r: 1, g: 3, b: 255, a: 1 });
  });
});

describe('picker position (HSVA)', () => {
  it('keeps the hue on greys and the saturation on black, so the sliders do not jump', () => {
    const previous = { h: 200, s: 70, v: 40, a: 1 };
    expect(rgbaToHsva({ r: 128, g: 128, b: 128, a: 1 }, previous)).toEqual({ h: 200, s: 0, v: expect.closeTo(50.2, 1), a: 1 });
    expect(rgbaToHsva({ r: 0, g: 0, b: 0, a: 1 }, previous)).toEqual({ h: 200, s: 70, v: 0, a: 1 });
    expect(rgbaToHsva({ r: 255, g: 0, b: 0, a: 0.5 }, previous)).toEqual({ h: 0, s: 100, v: 100, a: 0.5 });
    expect(toHex(quantize(hsvaToRgba({ h: 210, s: 88, v: 100, a: 1 })))).toBe('#1F8FFF');
  });
});
