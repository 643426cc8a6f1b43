import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { run, type ColorReport } from './run.ts';

const options = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const report = (color: string, background = '#FFFFFF', format: 'hex' | 'rgb' | 'hsl' = 'hex', opacity = 100) => {
  const r = run({ color, background, opacity }, { ...options, format });
  if (isToolError(r)) throw new Error(r.code);
  return r as ColorReport;
};

describe('run', () => {
  it('gives every notation, the CSS name, harmonies, contrast and simulations', () => {
    const r = report('#FF0000');
    expect([r.hex, r.rgb, r.hsl, r.hsv, r.cmyk]).toEqual(['#FF0000', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)', 'hsv(0, 100%, 100%)', 'cmyk(0%, 100%, 100%, 0%)']);
    expect(r.name).toEqual({ name: 'red', exact: true });
    expect(r.harmonies.triadic).toEqual(['#FF0000', '#00FF00', '#0000FF']);
    expect(r.contrast.ratio).toBe(4);
    expect(r.simulations.achromatopsia).toBe('#7F7F7F');
  });

  it('gives the value in the chosen notation', () => {
    expect(report('#1E90FF', '', 'rgb').value).toBe('rgb(30, 144, 255)');
    expect(report('#1E90FF', '', 'hsl').value).toBe('hsl(210, 100%, 56%)');
  });

  it('checks contrast on the background, white when empty, black and white at 21:1', () => {
    expect(report('#000000', '#FFFFFF').contrast).toMatchObject({ ratio: 21, checks: { aaNormal: true, aaaNormal: true }, suggestions: { aa: null, aaa: null } });
    expect(report('#777777', '').contrast).toMatchObject({ background: '#FFFFFF', ratio: 4.48, checks: { aaNormal: false, aaLarge: true } });
    expect(report('white', 'black').contrast.ratio).toBe(21);
    expect(report('#777777', '   ').contrast.suggestions.aa).toEqual({ color: '#767676', ratio: 4.54 });
  });

  it('blends a translucent colour onto the background before checking', () => {
    const r = report('rgba(0, 0, 0, 0.5)', '#FFFFFF');
    expect(r.hex).toBe('#00000080');
    // The alpha is stored as 8 bits (0.5 → 128/255), so white shows through at 127/255: 255 × (1 − 128/255) = 127.
    expect(r.contrast.foreground).toBe('#7F7F7F');
  });

  it('takes the opacity field as the colour’s alpha, and every 8-bit alpha back from its percent to two decimals', () => {
    expect(report('#000000', '#FFFFFF', 'hex', 50).hex).toBe('#00000080');
    expect(report('#000000', '#FFFFFF', 'rgb', 50).rgb).toBe('rgba(0, 0, 0, 0.5)');
    expect(report('rgba(0, 0, 0, 0.5)', '#FFFFFF', 'hex', 50).hex).toBe('#00000040');
    for (let alpha = 0; alpha <= 255; alpha++) {
      const percent = Math.round((alpha / 255) * 10_000) / 100;
      expect(report('#102030', '#FFFFFF', 'hex', percent).hex, String(alpha)).toBe(`#102030${alpha === 255 ? '' : alpha.toString(16).padStart(2, '0').toUpperCase()}`);
    }
    expect(report('#102030', '#FFFFFF', 'hex', 100).hex).toBe('#102030');
  });

  it('returns translated error codes for empty and invalid colours', () => {
    expect(run({ color: '', background: '' }, options)).toEqual({ kind: 'tool-error', code: 'colorRequired' });
    expect(run({ color: '   ', background: '#FFF' }, options)).toEqual({ kind: 'tool-error', code: 'colorRequired' });
    expect(run({ color: 'rgb(300, 0, 0)', background: '' }, options)).toEqual({ kind: 'tool-error', code: 'invalidColor' });
    expect(run({ color: 'red', background: 'not a colour' }, options)).toEqual({ kind: 'tool-error', code: 'invalidBackground' });
    expect(run({}, options)).toEqual({ kind: 'tool-error', code: 'colorRequired' });
  });

  it('refuses Unicode and very long text as colours', () => {
    for (const text of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800', 'x'.repeat(1_000_000)]) {
      expect(run({ color: text, background: '' }, options), text.slice(0, 10)).toEqual({ kind: 'tool-error', code: 'invalidColor' });
      expect(run({ color: 'red', background: text }, options)).toEqual({ kind: 'tool-error', code: 'invalidBackground' });
    }
  });
});
