import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, MIN_SCAN_CONTRAST, normalizeHex, relativeLuminance, scanContrastWarnings, toLinear, type Rgb } from './color.ts';

const c = (hex: string): Rgb => hexToRgb(hex)!;
const ratio = (a: string, b: string) => contrastRatio(c(a), c(b));

describe('hex', () => {
  it('normalizes 3 and 6 digits, with or without "#", in any case', () => {
    expect(normalizeHex('#abc')).toBe('#aabbcc');
    expect(normalizeHex('ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #1E90FF ')).toBe('#1e90ff');
    expect(normalizeHex('1e90ff')).toBe('#1e90ff');
    for (const bad of ['', '#', '#12', '#abcd', '#12345', '#1234567', '#12345678', '#GGGGGG', '##abc', 'rgb(0,0,0)', 'red']) expect(normalizeHex(bad), bad).toBeNull();
  });

  it('reads the channels', () => {
    expect(hexToRgb('#1E90FF')).toEqual({ r: 30, g: 144, b: 255 });
    expect(hexToRgb('abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(hexToRgb('#000000')).toEqual({ r: 0, g: 0, b: 0 });
    expect(hexToRgb('#ffffff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(hexToRgb('#12345')).toBeNull();
  });
});

describe('WCAG 2.2 relative luminance and contrast ratio', () => {
  it('gives the reference values', () => {
    // Definitions: white has luminance 1, black 0, so white on black is (1 + 0.05) / (0 + 0.05) = 21.
    expect(relativeLuminance(c('#FFFFFF'))).toBe(1);
    expect(relativeLuminance(c('#000000'))).toBe(0);
    expect(ratio('#000000', '#ffffff')).toBe(21);
    expect(ratio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(ratio('#ffffff', '#ffffff')).toBe(1);
    // Pure red: the red coefficient itself.
    expect(relativeLuminance(c('#ff0000'))).toBeCloseTo(0.2126, 4);
    // Worked by hand: L(#777777) = ((119/255 + 0.055) / 1.055)^2.4 = 0.18448, (1.05) / (0.23448) = 4.478;
    // WebAIM's contrast checker shows 4.48:1 for #777777 on white and 4.54:1 for #767676 (the lightest
    // grey passing 4.5:1 on white).
    expect(ratio('#777777', '#FFFFFF')).toBeCloseTo(4.478, 3);
    expect(ratio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(ratio('#767676', '#FFFFFF')).toBeCloseTo(4.542, 3);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Red on white: 1.05 / (0.2126 + 0.05) = 3.998.
    expect(ratio('#FF0000', '#FFFFFF')).toBeCloseTo(3.998, 3);
    // #595959 on white is the usual "7:1" grey (7.00).
    expect(ratio('#595959', '#FFFFFF')).toBeCloseTo(7.0, 2);
  });

  it('is symmetric', () => {
    expect(ratio('#1E90FF', '#222222')).toBe(ratio('#222222', '#1E90FF'));
  });

  it('linearizes like sRGB, clamping channels outside 0–255', () => {
    // IEC 61966-2-1: 10/255 = 0.0392 is on the linear segment (÷ 12.92), 128/255 on the curve (0.21586).
    expect(toLinear(10)).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(toLinear(128)).toBeCloseTo(0.21586, 5);
    expect(toLinear(-5)).toBe(0);
    expect(toLinear(300)).toBe(1);
  });
});

describe('scanner readability', () => {
  it('warns for colours too close and for a light foreground on a dark background', () => {
    expect(MIN_SCAN_CONTRAST).toBe(4);
    expect(scanContrastWarnings(c('#000000'), c('#ffffff'))).toEqual([]);
    expect(scanContrastWarnings(c('#dddddd'), c('#ffffff'))).toEqual(['lowContrast']);
    expect(scanContrastWarnings(c('#ffffff'), c('#000000'))).toEqual(['inverted']);
    expect(scanContrastWarnings(c('#eeeeee'), c('#dddddd'))).toEqual(['lowContrast', 'inverted']);
    // Red on white (3.998:1) is just under 4:1; #767676 (4.54:1) passes.
    expect(scanContrastWarnings(c('#ff0000'), c('#ffffff'))).toEqual(['lowContrast']);
    expect(scanContrastWarnings(c('#767676'), c('#ffffff'))).toEqual([]);
  });
});
