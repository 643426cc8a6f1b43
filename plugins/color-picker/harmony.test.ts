import { describe, expect, it } from 'vitest';
import { fromHex, rgbToHsl } from './color.ts';
import { harmonies, HARMONIES, harmony, HUE_TURNS, monochromaticLightness } from './harmony.ts';

const hue = (hex: string) => Math.round(rgbToHsl(fromHex(hex)!).h);

describe('harmonies', () => {
  it('turn the hue by the angles of each harmony', () => {
    const red = fromHex('#FF0000')!;
    // From red (0°): the hues are the turns themselves, read back from the hex colours.
    expect(harmony(red, 'complementary').map(hue)).toEqual([0, 180]);
    expect(harmony(red, 'analogous').map(hue)).toEqual([330, 0, 30]);
    expect(harmony(red, 'triadic').map(hue)).toEqual([0, 120, 240]);
    expect(harmony(red, 'tetradic').map(hue)).toEqual([0, 90, 180, 270]);
    expect(harmony(red, 'splitComplementary').map(hue)).toEqual([0, 150, 210]);
    expect(harmony(red, 'triadic')).toEqual(['#FF0000', '#00FF00', '#0000FF']);
    expect(harmony(red, 'complementary')).toEqual(['#FF0000', '#00FFFF']);
  });

  it('gives the complement tools agree on for dodgerblue (colorhexa.com: #FF8D1E)', () => {
    expect(harmony(fromHex('#1E90FF')!, 'complementary')).toEqual(['#1E90FF', '#FF8D1E']);
  });

  it('keep saturation and lightness, and include the base colour', () => {
    const base = fromHex('#3A7D44')!;
    const { s, l } = rgbToHsl(base);
    for (const kind of HARMONIES.filter((k) => k !== 'monochromatic')) {
      const colors = harmony(base, kind);
      expect(colors).toContain('#3A7D44');
      expect(colors).toHaveLength(HUE_TURNS[kind].length);
      for (const c of colors) {
        expect(rgbToHsl(fromHex(c)!).s).toBeCloseTo(s, -0.5);
        expect(rgbToHsl(fromHex(c)!).l).toBeCloseTo(l, 0);
      }
    }
  });

  it('monochromatic: five lightness steps of 12 around the base, moved inside 3–97 when possible', () => {
    expect(monochromaticLightness(50)).toEqual([26, 38, 50, 62, 74]);
    expect(monochromaticLightness(95)).toEqual([47, 59, 71, 83, 95]);
    expect(monochromaticLightness(80)).toEqual([44, 56, 68, 80, 92]);
    expect(monochromaticLightness(1)).toEqual([1, 13, 25, 37, 49]);
    expect(monochromaticLightness(100)).toEqual([52, 64, 76, 88, 100]);
    for (let l = 0; l <= 100; l += 0.5) {
      const row = monochromaticLightness(l);
      expect(row).toContain(l);
      expect(Math.min(...row)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...row)).toBeLessThanOrEqual(100);
    }
    expect(harmony(fromHex('#FF0000')!, 'monochromatic')).toEqual(['#850000', '#C20000', '#FF0000', '#FF3D3D', '#FF7A7A']);
  });

  it('of a grey are the grey itself (it has no hue)', () => {
    const all = harmonies(fromHex('#777777')!);
    for (const kind of HARMONIES.filter((k) => k !== 'monochromatic')) expect(new Set(all[kind])).toEqual(new Set(['#777777']));
  });
});
