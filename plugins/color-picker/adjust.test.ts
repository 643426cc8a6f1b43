import { describe, expect, it } from 'vitest';
import { quantize, toHex } from './color.ts';
import { adjust, mix, type Adjustment } from './adjust.ts';
import { parseColor } from './parse.ts';

const c = (text: string) => parseColor(text)!;
const hex = (color: Parameters<typeof quantize>[0]) => toHex(quantize(color)).toLowerCase();

describe('adjustments match Sass', () => {
  // Examples from the Sass documentation (sass-lang.com/documentation/modules/color and the older function reference).
  it.each([
    ['#800', 'lighten', 20, '#ee0000'],
    ['#000', 'lighten', 30, '#4d4d4d'],
    ['#6b717f', 'lighten', 20, '#a1a5af'],
    ['#036', 'lighten', 60, '#99ccff'],
    ['#800', 'darken', 20, '#220000'],
    ['#b37399', 'darken', 20, '#7c4465'],
    ['#f2ece4', 'darken', 40, '#b08b5a'],
    ['#036', 'darken', 30, '#000000'],
    ['#c69', 'saturate', 20, '#e05299'],
    ['#0e4982', 'saturate', 30, '#004990'],
    ['#855', 'desaturate', 20, '#726b6b'],
    ['#036', 'desaturate', 20, '#0a335c'],
    ['#f2ece4', 'desaturate', 20, '#eeebe8'],
    ['#d2e1dd', 'desaturate', 30, '#dadada'],
    ['#b37399', 'invert', 0, '#4c8c66'],
    ['#000', 'invert', 0, '#ffffff'],
    ['#6b717f', 'grayscale', 0, '#757575'],
    ['#d2e1dd', 'grayscale', 0, '#dadada'],
  ] as const)('%s %s %s% → %s', (color, kind, amount, want) => {
    expect(hex(adjust(c(color), kind as Adjustment, amount))).toBe(want);
  });

  it('keeps the alpha', () => {
    expect(adjust(c('rgba(255, 0, 0, 0.5)'), 'darken', 10).a).toBe(0.5);
    expect(adjust(c('rgba(255, 0, 0, 0.5)'), 'invert', 0).a).toBe(0.5);
  });

  it.each([
    ['#036', '#d2e1dd', 50, '#698aa2'],
    ['#036', '#d2e1dd', 75, '#355f84'],
    ['#036', '#d2e1dd', 25, '#9eb6bf'],
    ['#ff0000', '#0000ff', 100, '#ff0000'],
    ['#ff0000', '#0000ff', 0, '#0000ff'],
  ] as const)('mix(%s, %s, %s%) → %s (Sass)', (a, b, weight, want) => {
    expect(hex(mix(c(a), c(b), weight))).toBe(want);
  });

  it('mixes translucent colours like Sass: mix(rgba(242, 236, 228, 0.5), #6b717f) = rgba(141, 144, 152, 0.75)', () => {
    expect(quantize(mix(c('rgba(242, 236, 228, 0.5)'), c('#6b717f'), 50))).toEqual({ r: 141, g: 144, b: 152, a: 191 / 255 });
  });
});
