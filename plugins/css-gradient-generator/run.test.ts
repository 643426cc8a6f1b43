import { describe, expect, it } from 'vitest';
import { isToolError, formatColor, parseColor } from '@sdk/core';
import { formatGradient, meanColor, parseGradient, type Gradient } from './gradient.ts';
import { run } from './run.ts';

const parse = (text: string) => {
  const g = parseGradient(text);
  if (isToolError(g)) throw new Error(`${text}: ${g.code}`);
  return g;
};
const roundTrip = (text: string) => formatGradient(parse(text));

describe('colours', () => {
  it('reads the notations CSS has, with known values', () => {
    expect(parseColor('#1E90FF')).toEqual({ r: 30, g: 144, b: 255, a: 1 });
    expect(parseColor('#f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 0.502 });
    expect(parseColor('dodgerblue')).toEqual({ r: 30, g: 144, b: 255, a: 1 });
    expect(parseColor('rgb(30 144 255 / 50%)')).toEqual({ r: 30, g: 144, b: 255, a: 0.5 });
    expect(parseColor('rgba(30, 144, 255, .25)')).toEqual({ r: 30, g: 144, b: 255, a: 0.25 });
    // hsl(210, 100%, 56%) = rgb(31, 143, 255) (CSS Color 4's hslToRgb).
    expect(parseColor('hsl(210, 100%, 56%)')).toEqual({ r: 31, g: 143, b: 255, a: 1 });
    expect(parseColor('hsl(0.5turn 100% 50%)')).toEqual({ r: 0, g: 255, b: 255, a: 1 });
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  it('refuses what is not a colour', () => {
    for (const text of ['banana', '#12', '#12345', 'rgb(1, 2)', 'hsl(10, 50, 50)', 'rgb(1 2 3 4 5)', '']) expect(parseColor(text), text).toBeNull();
  });

  it('writes opaque colours as hex and others as rgba()', () => {
    expect(formatColor({ r: 255, g: 126, b: 95, a: 1 })).toBe('#ff7e5f');
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0.25 })).toBe('rgba(0, 0, 0, 0.25)');
  });
});

describe('reading gradients', () => {
  it('reads directions as CSS defines them', () => {
    expect(parse('linear-gradient(red, blue)').angle).toBe(180);
    expect(parse('linear-gradient(to right, red, blue)').angle).toBe(90);
    expect(parse('linear-gradient(to left, red, blue)').angle).toBe(270);
    expect(parse('linear-gradient(0.25turn, red, blue)').angle).toBe(90);
    expect(parse('linear-gradient(-90deg, red, blue)').angle).toBe(270);
    expect(parse('linear-gradient(100grad, red, blue)').angle).toBe(90);
    expect(roundTrip('linear-gradient(to right top, red, blue)')).toBe('linear-gradient(to top right, #ff0000 0%, #0000ff 100%)');
  });

  it('places stops without positions as CSS does (colour stop fixup)', () => {
    expect(parse('linear-gradient(red, lime, blue)').stops.map((s) => s.pos)).toEqual([0, 50, 100]);
    expect(parse('linear-gradient(red 20%, lime, blue, white 80%)').stops.map((s) => s.pos)).toEqual([20, 40, 60, 80]);
    // A position before an earlier one moves up to it.
    expect(parse('linear-gradient(red 60%, blue 20%)').stops.map((s) => s.pos)).toEqual([60, 60]);
    // Two positions make two stops of one colour (a hard band).
    expect(roundTrip('linear-gradient(red 0% 50%, blue 50%)')).toBe('linear-gradient(180deg, #ff0000 0%, #ff0000 50%, #0000ff 50%)');
  });

  it('reads radial and conic preludes, keyword positions and colour spaces', () => {
    expect(roundTrip('radial-gradient(red, blue)')).toBe('radial-gradient(ellipse at 50% 50%, #ff0000 0%, #0000ff 100%)');
    expect(roundTrip('radial-gradient(closest-side circle at left top, red, blue)')).toBe('radial-gradient(circle closest-side at 0% 0%, #ff0000 0%, #0000ff 100%)');
    expect(roundTrip('radial-gradient(at top right, red, blue)')).toBe('radial-gradient(ellipse at 100% 0%, #ff0000 0%, #0000ff 100%)');
    expect(roundTrip('conic-gradient(from 90deg at 25% 75%, red 0deg, blue 180deg)')).toBe('conic-gradient(from 90deg at 25% 75%, #ff0000 0%, #0000ff 50%)');
    expect(roundTrip('repeating-conic-gradient(#000 0 25%, #fff 0 50%)')).toBe('repeating-conic-gradient(from 0deg at 50% 50%, #000000 0%, #000000 25%, #ffffff 25%, #ffffff 50%)');
    expect(roundTrip('linear-gradient(in oklch 45deg, red, blue)')).toBe('linear-gradient(45deg in oklch, #ff0000 0%, #0000ff 100%)');
    expect(roundTrip('background-image: linear-gradient(45deg in oklab, red, blue);')).toBe('linear-gradient(45deg in oklab, #ff0000 0%, #0000ff 100%)');
  });

  it('writes back exactly what it reads', () => {
    const texts = [
      'linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)',
      'repeating-linear-gradient(45deg, #1e90ff 0%, #1e90ff 5%, #ffffff 5%, #ffffff 10%)',
      'radial-gradient(circle farthest-side at 12.5% 80%, rgba(0, 0, 0, 0.5) 0%, #ffffff 100%)',
      'conic-gradient(from 30deg at 50% 50% in oklch, #ff0000 0%, #ff0000 100%)',
    ];
    for (const text of texts) expect(roundTrip(text)).toBe(text);
  });

  it('says what is wrong, at the field', () => {
    const code = (text: string) => {
      const g = parseGradient(text);
      return isToolError(g) ? [g.code, g.params?.text] : 'ok';
    };
    expect(code('')).toEqual(['empty', undefined]);
    expect(code('red')).toEqual(['syntax', undefined]);
    expect(code('linear-gradient(red, blue')).toEqual(['syntax', undefined]);
    expect(code('linear-gradient(90deg, red, , blue)')).toEqual(['syntax', undefined]);
    expect(code('linear-gradient(90deg, red, banana)')).toEqual(['color', 'banana']);
    expect(code('linear-gradient(red 10px, blue)')).toEqual(['position', '10px']);
    expect(code('linear-gradient(red 120%, blue)')).toEqual(['range', '120%']);
    expect(code('linear-gradient(red, 30%, blue)')).toEqual(['unsupported', '30%']);
    expect(code('radial-gradient(circle 40px, red, blue)')).toEqual(['unsupported', 'circle 40px']);
    expect(code('linear-gradient(in display-p3, red, blue)')).toEqual(['unsupported', 'in display-p3']);
    expect(code('linear-gradient(red)')).toEqual(['fewStops', undefined]);
    expect(code(`linear-gradient(${Array(17).fill('red').join(', ')})`)).toEqual(['manyStops', undefined]);
  });
});

describe('fallbacks', () => {
  it('averages the colour along the gradient line, weighted by length', () => {
    const g = (text: string): Gradient => parse(text);
    // Black to white: mid grey 127.5 → 128.
    expect(formatColor(meanColor(g('linear-gradient(#000, #fff)')))).toBe('#808080');
    // Red flat for the first half, then red to blue: 3/4 red, 1/4 blue.
    expect(formatColor(meanColor(g('linear-gradient(red 50%, blue)')))).toBe('#bf0040');
    // Transparent parts do not darken the colour (premultiplied): red at half coverage.
    expect(formatColor(meanColor(g('linear-gradient(red, transparent)')))).toBe('rgba(255, 0, 0, 0.5)');
    // A repeating gradient averages over one period only.
    expect(formatColor(meanColor(g('repeating-linear-gradient(red 0 10%, blue 10% 20%)')))).toBe('#800080');
  });

  it('writes the fallbacks first, and leaves them out when asked', () => {
    const out = run({ gradient: 'linear-gradient(in oklab, #000, #fff)' }, { fallback: true });
    expect(isToolError(out) ? out : out.css.split('\n')).toEqual(['background: #808080;', 'background: linear-gradient(180deg, #000000 0%, #ffffff 100%);', 'background: linear-gradient(180deg in oklab, #000000 0%, #ffffff 100%);']);
    const bare = run({ gradient: 'linear-gradient(in oklab, #000, #fff)' }, { fallback: false });
    expect(isToolError(bare) ? bare : bare.css).toBe('background: linear-gradient(180deg in oklab, #000000 0%, #ffffff 100%);');
  });
});
