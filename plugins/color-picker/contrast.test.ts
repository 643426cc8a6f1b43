import { describe, expect, it } from 'vitest';
import { contrastRatio, type Rgb } from '@sdk/core';
import { fromHex } from './color.ts';
import { checks, composite, displayRatio, nearestPassing, visiblePair } from './contrast.ts';

const c = (hex: string): Rgb => fromHex(hex)!;

// The contrast ratio itself is tested with its reference values in src/sdk/core/color.test.ts.
describe('WCAG 2.2 levels', () => {
  it('passes and fails each level at its threshold, from the exact ratio', () => {
    expect(checks(contrastRatio(c('#777777'), c('#FFFFFF')))).toEqual({ aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false, uiComponents: true });
    expect(checks(contrastRatio(c('#767676'), c('#FFFFFF')))).toEqual({ aaNormal: true, aaLarge: true, aaaNormal: false, aaaLarge: true, uiComponents: true });
    expect(checks(21)).toEqual({ aaNormal: true, aaLarge: true, aaaNormal: true, aaaLarge: true, uiComponents: true });
    expect(checks(2.99)).toEqual({ aaNormal: false, aaLarge: false, aaaNormal: false, aaaLarge: false, uiComponents: false });
    expect(checks(4.5).aaNormal).toBe(true);
    expect(checks(7).aaaNormal).toBe(true);
  });

  it('shows 2 decimals, never rounded up onto a level the pair misses', () => {
    expect(displayRatio(4.4782)).toBe(4.48);
    expect(displayRatio(4.496)).toBe(4.49);
    expect(displayRatio(6.9951)).toBe(6.99);
    expect(displayRatio(2.996)).toBe(2.99);
    expect(displayRatio(4.5)).toBe(4.5);
    expect(displayRatio(4.504)).toBe(4.5);
    expect(displayRatio(3.998)).toBe(4);
    expect(displayRatio(21.000000000000004)).toBe(21);
  });
});

describe('translucent colours', () => {
  it('are checked as they look on the background', () => {
    // Half-transparent red on white is (255, 127.5, 127.5): #FF8080 once rounded.
    expect(composite({ r: 255, g: 0, b: 0, a: 0.5 }, c('#FFFFFF'))).toEqual({ r: 255, g: 127.5, b: 127.5 });
    const pair = visiblePair({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 0, g: 0, b: 0, a: 0 });
    // A transparent background is white; half-black on white is (127.5 → 128) grey.
    expect(pair).toEqual({ foreground: { r: 128, g: 128, b: 128, a: 1 }, background: { r: 255, g: 255, b: 255, a: 1 } });
  });
});

describe('nearest passing colour', () => {
  it('finds the well-known greys on white', () => {
    expect(nearestPassing(c('#777777'), c('#FFFFFF'), 4.5)).toEqual({ color: '#767676', ratio: expect.closeTo(4.54, 2) });
    expect(nearestPassing(c('#777777'), c('#FFFFFF'), 7)).toEqual({ color: '#595959', ratio: expect.closeTo(7.0, 2) });
  });

  it('goes lighter on a dark background, keeps the hue, and always passes', () => {
    const found = nearestPassing(c('#1E90FF'), c('#000000'), 7)!;
    expect(found.color).toBe('#2D98FF');
    expect(contrastRatio(c(found.color), c('#000000'))).toBeGreaterThanOrEqual(7);
    for (const [fg, bg] of [
      ['#FFFF00', '#FFFFFF'],
      ['#FF0000', '#00FF00'],
      ['#123456', '#000000'],
      ['#808080', '#FFFFFF'],
    ]) {
      const hit = nearestPassing(c(fg!), c(bg!), 4.5);
      expect(hit, `${fg} on ${bg}`).not.toBeNull();
      expect(contrastRatio(c(hit!.color), c(bg!))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('says null when the pair passes already, or when no lightness can reach the level', () => {
    expect(nearestPassing(c('#000000'), c('#FFFFFF'), 7)).toBeNull();
    // On mid grey neither black (5.3:1) nor white (3.9:1) reaches 7:1.
    expect(nearestPassing(c('#FF0000'), c('#808080'), 7)).toBeNull();
  });
});
