import { describe, expect, it } from 'vitest';
import { toHex } from './color.ts';
import { parseColor } from './parse.ts';

const read = (text: string, notation?: Parameters<typeof parseColor>[1]) => {
  const c = parseColor(text, notation);
  return c && toHex(c);
};

describe('parseColor', () => {
  it('reads the CSS functions in the legacy and the modern syntax', () => {
    expect(read('rgb(30, 144, 255)')).toBe('#1E90FF');
    expect(read('rgb(30 144 255)')).toBe('#1E90FF');
    expect(read('RGB( 30 ,144, 255 )')).toBe('#1E90FF');
    expect(read('rgba(255, 0, 0, 0.5)')).toBe('#FF000080');
    expect(read('rgb(255 0 0 / 50%)')).toBe('#FF000080');
    expect(read('rgb(100% 0% 0%)')).toBe('#FF0000');
    expect(read('hsl(210, 100%, 56%)')).toBe('#1F8FFF');
    expect(read('hsla(0, 100%, 50%, .25)')).toBe('#FF000040');
    expect(read('hsl(0deg 100% 50%)')).toBe('#FF0000');
    expect(read('hsl(0.5turn 100% 50%)')).toBe('#00FFFF');
    expect(read('hsl(200grad 100% 50%)')).toBe('#00FFFF');
    expect(read('hsl(3.14159265rad 100% 50%)')).toBe('#00FFFF');
    // Hue wraps like CSS.
    expect(read('hsl(-120, 100%, 50%)')).toBe('#0000FF');
    expect(read('hsl(480, 100%, 50%)')).toBe('#00FF00');
    expect(read('hsv(0, 100%, 100%)')).toBe('#FF0000');
    expect(read('hsb(120 100 100)')).toBe('#00FF00');
    expect(read('hsva(240, 100%, 100%, 0.5)')).toBe('#0000FF80');
    expect(read('cmyk(0%, 100%, 100%, 0%)')).toBe('#FF0000');
    expect(read('cmyk(0, 0, 0, 100)')).toBe('#000000');
  });

  it('reads CSS colour names in any case, and nothing inherited from Object', () => {
    expect(read('tomato')).toBe('#FF6347');
    expect(read('RebeccaPurple')).toBe('#663399');
    expect(read(' DodgerBlue ')).toBe('#1E90FF');
    for (const bad of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'transparentish']) expect(read(bad), bad).toBeNull();
  });

  it('reads bare numbers in the notation of the field they are typed in', () => {
    expect(read('30, 144, 255', 'rgb')).toBe('#1E90FF');
    expect(read('210 100% 56%', 'hsl')).toBe('#1F8FFF');
    expect(read('210, 100, 56', 'hsl')).toBe('#1F8FFF');
    expect(read('0 100 100', 'hsv')).toBe('#FF0000');
    expect(read('0 100 100 0', 'cmyk')).toBe('#FF0000');
    expect(read('255, 0, 0, 0.5', 'rgb')).toBe('#FF000080');
    // Without "#", digits are hex only where no numbers are expected.
    expect(read('255', 'rgb')).toBeNull();
    expect(read('255')).toBe('#225555');
    expect(read('#255', 'rgb')).toBe('#225555');
    expect(read('30, 144, 255')).toBeNull();
  });

  it('refuses values out of range instead of clamping them into another colour', () => {
    for (const bad of [
      'rgb(256, 0, 0)',
      'rgb(-1, 0, 0)',
      'rgb(101%, 0%, 0%)',
      'rgba(0, 0, 0, 1.5)',
      'rgb(0 0 0 / 120%)',
      'hsl(0, 101%, 50%)',
      'hsl(0, 100%, -5%)',
      'hsl(0px, 100%, 50%)',
      'hsv(0, 100%, 200%)',
      'cmyk(0, 0, 0, 101)',
      'rgb(1e400, 0, 0)',
    ]) {
      expect(parseColor(bad), bad).toBeNull();
    }
  });

  it('refuses malformed text', () => {
    for (const bad of [
      '',
      '   ',
      'rgb(1, 2)',
      'rgb(1, 2, 3, 4, 5)',
      'rgb(1, 2, 3',
      'rgb(1,, 2, 3)',
      'rgb(1, 2 3)',
      'rgb(1, 2, 3 / 0.5)',
      'rgb(1 2 3 / 0.5 / 1)',
      'rgb(a, b, c)',
      'cmyk(0, 0, 0)',
      'lab(50% 20 30)',
      'foo(1, 2, 3)',
      '#12',
      'rgb(0x10, 0, 0)',
      'rgb(1 2 3) extra',
    ]) {
      expect(parseColor(bad), bad).toBeNull();
    }
  });

  it('refuses Unicode text and huge input at once', () => {
    for (const bad of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', 'rgb(１, 2, 3)', '#ＦＦＦ']) expect(parseColor(bad), bad).toBeNull();
    expect(parseColor(`rgb(${'1'.repeat(1_000_000)}, 0, 0)`)).toBeNull();
    expect(parseColor(`#${'f'.repeat(200)}`)).toBeNull();
  });
});
