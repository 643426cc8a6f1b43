import { describe, expect, it } from 'vitest';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { commonRatio, gcd, nearestRatio, parseRatio, ratioOf } from './ratio.ts';
import { COMMON_RATIOS } from './ratios.ts';
import { run, type AspectResult } from './run.ts';

/** What the page gives run() for fields typed as text in a language, as in the page. */
function outcome(texts: Partial<Record<keyof Input, string>>, mode: Options['mode'], lang = 'en'): AspectResult | ToolError {
  const read = readFields(manifest.fields, { width: '', height: '', ratio: '', ...texts }, lang, mode);
  const [field, mistake] = Object.entries(read.errors)[0] ?? [];
  if (field && mistake) return toolError(mistake.code, { ...mistake.params, field });
  return run(read.input as Input, { mode });
}
const ok = (texts: Partial<Record<keyof Input, string>>, mode: Options['mode'], lang = 'en') => {
  const r = outcome(texts, mode, lang);
  if (isToolError(r)) throw new Error(r.code);
  return r;
};

describe('the ratio of a size', () => {
  it.each([
    ['1920', '1080', 16, 9, 120],
    ['1280', '720', 16, 9, 80],
    ['3840', '2160', 16, 9, 240],
    ['1024', '768', 4, 3, 256],
    ['1280', '1024', 5, 4, 256],
    ['1440', '900', 8, 5, 180],
    ['2560', '1080', 64, 27, 40],
    ['3440', '1440', 43, 18, 80],
    ['1080', '1920', 9, 16, 120],
    ['500', '500', 1, 1, 500],
    ['1366', '768', 683, 384, 2],
    ['1919', '1080', 1919, 1080, 1],
  ] as const)('%s × %s is %i:%i (GCD %i)', (width, height, w, h, d) => {
    expect(ok({ width, height }, 'ratio')).toMatchObject({ ratio: { w, h }, gcd: d });
  });

  it('reduces decimal sizes through whole numbers (1.85 × 1 = 185:100 = 37:20), in any language', () => {
    expect(ok({ width: '1.85', height: '1' }, 'ratio')).toMatchObject({ ratio: { w: 37, h: 20 }, gcd: 5, common: 'cinemaFlat' });
    expect(ok({ width: '2,39', height: '1' }, 'ratio', 'de')).toMatchObject({ ratio: { w: 239, h: 100 }, common: 'cinemaScope' });
    expect(ok({ width: '29,7', height: '21' }, 'ratio', 'fr')).toMatchObject({ ratio: { w: 99, h: 70 } });
  });

  it('names the common ratio, by its resolutions or by its name (21:9 monitors are 64:27; 21:9 itself is 7:3)', () => {
    expect(ok({ width: '2560', height: '1080' }, 'ratio').common).toBe('ultrawide');
    expect(ok({ width: '2100', height: '900' }, 'ratio').common).toBe('ultrawide');
    expect(ok({ width: '4096', height: '2160' }, 'ratio').common).toBe('dci');
    expect(ok({ width: '2048', height: '858' }, 'ratio').common).toBe('cinemaScope');
  });

  it('says how far a size is from the nearest common ratio', () => {
    // 683/384 ÷ 16/9 = 1.000488: 0.05 % wider; 2.4 ÷ (1024/429) = 1.00547; 1000/1010 = 0.990099.
    expect(ok({ width: '1366', height: '768' }, 'ratio').nearest).toEqual({ id: 'widescreen', off: 0.05 });
    expect(ok({ width: '3440', height: '1440' }, 'ratio')).toMatchObject({ ratio: { w: 43, h: 18 }, common: 'ultrawide', nearest: { id: 'ultrawide', off: 0 } });
    expect(ok({ width: '2400', height: '1000' }, 'ratio').nearest).toEqual({ id: 'cinemaScope', off: 0.55 });
    expect(ok({ width: '1000', height: '1010' }, 'ratio').nearest).toEqual({ id: 'square', off: -0.99 });
  });

  it('refuses zero, a negative or a non-number at its field', () => {
    expect(outcome({ width: '0', height: '1080' }, 'ratio')).toEqual(toolError('zero', { field: 'width' }));
    expect(outcome({ width: '1920', height: '0' }, 'ratio')).toEqual(toolError('zero', { field: 'height' }));
    expect(outcome({ width: '-1920', height: '1080' }, 'ratio')).toEqual(toolError('belowMin', { min: 0, field: 'width' }));
    expect(outcome({ width: 'abc', height: '1080' }, 'ratio')).toEqual(toolError('invalidNumber', { field: 'width' }));
    expect(outcome({ width: '1920', height: '' }, 'ratio')).toEqual(toolError('required', { field: 'height' }));
    expect(outcome({ width: '20000000', height: '1' }, 'ratio')).toEqual(toolError('aboveMax', { max: 10_000_000, field: 'width' }));
  });

  it('refuses sizes too fine to write as a ratio', () => {
    expect(outcome({ width: '0.0000001', height: '1' }, 'ratio')).toEqual(toolError('tooFine', { field: 'width' }));
  });
});

describe('the missing side', () => {
  it.each([
    ['height', { width: '1280', ratio: '16:9' }, 1280, 720, 720],
    ['height', { width: '1920', ratio: '4:3' }, 1920, 1440, 1440],
    ['height', { width: '1080', ratio: '4:5' }, 1080, 1350, 1350],
    ['width', { height: '1920', ratio: '9:16' }, 1080, 1920, 1080],
    ['width', { height: '1080', ratio: '21:9' }, 2520, 1080, 2520],
    ['height', { width: '1366', ratio: '16:9' }, 1366, 768.375, 768],
    ['height', { width: '1000', ratio: '3:2' }, 1000, 666.6666666666666, 667],
  ] as const)('%s for %o', (mode, texts, width, height, rounded) => {
    expect(ok(texts, mode)).toMatchObject({ width, height, rounded });
  });

  it('reads ratios as people write them', () => {
    for (const text of ['16:9', '16/9', '16x9', '16 X 9', '16 × 9', ' 16 : 9 ', '16 by 9', '32:18', '160:90']) {
      expect(parseRatio(text), text).toEqual({ ok: true, ratio: { w: 16, h: 9 } });
    }
    expect(parseRatio('2.39:1')).toEqual({ ok: true, ratio: { w: 239, h: 100 } });
    expect(parseRatio('2,39')).toEqual({ ok: true, ratio: { w: 239, h: 100 } });
    expect(parseRatio('.5')).toEqual({ ok: true, ratio: { w: 1, h: 2 } });
  });

  it('says what is wrong with a ratio, at the ratio field', () => {
    expect(outcome({ width: '1280', ratio: '' }, 'height')).toEqual(toolError('ratioRequired', { field: 'ratio' }));
    for (const text of ['16:', ':9', '16:9:4', 'abc', '16;9', '-16:9', '1e3:1', '16:9px', 'NaN', 'Infinity']) {
      expect(outcome({ width: '1280', ratio: text }, 'height'), text).toEqual(toolError('ratioInvalid', { field: 'ratio' }));
    }
    expect(outcome({ width: '1280', ratio: '0:9' }, 'height')).toEqual(toolError('ratioZero', { field: 'ratio' }));
    expect(outcome({ width: '1280', ratio: '16:0' }, 'height')).toEqual(toolError('ratioZero', { field: 'ratio' }));
    expect(outcome({ ratio: '16:9' }, 'height')).toEqual(toolError('required', { field: 'width' }));
    expect(outcome({ height: '0', ratio: '16:9' }, 'width')).toEqual(toolError('zero', { field: 'height' }));
    expect(outcome({ width: '10000000', ratio: '1:9999999' }, 'height')).toEqual(toolError('tooLarge', { field: 'ratio' }));
  });
});

describe('the helpers', () => {
  it('computes GCDs (Euclid) and ratios', () => {
    expect(gcd(1920, 1080)).toBe(120);
    expect(gcd(17, 5)).toBe(1);
    expect(gcd(0, 7)).toBe(7);
    expect(ratioOf(0, 5)).toBeNull();
    expect(ratioOf(Number.NaN, 5)).toBeNull();
  });

  it('keeps the common-ratio table consistent: every ratio in lowest terms, every resolution of its ratio', () => {
    for (const c of COMMON_RATIOS) {
      expect(gcd(c.w, c.h), c.id).toBe(1);
      for (const [w, h] of c.resolutions) expect(commonRatio(ratioOf(w, h)!)?.id, `${c.id} ${w}×${h}`).toBe(c.id);
      expect(commonRatio({ w: c.w, h: c.h })?.id).toBe(c.id);
      expect(nearestRatio({ w: c.w, h: c.h })).toEqual({ id: c.id, off: 0 });
    }
  });
});

describe('switching tabs', () => {
  it('carries the ratio of a valid size from "Find the ratio" to the other tabs', () => {
    const change = (input: Partial<Input>, from: string, to: string) => manifest.onTabChange!({ input: { width: null, height: null, ratio: '', ...input }, options: { mode: from }, from, to });
    expect(change({ width: 1280, height: 1024 }, 'ratio', 'height')).toEqual({ input: { ratio: '5:4' } });
    expect(change({ width: 1.85, height: 1 }, 'ratio', 'width')).toEqual({ input: { ratio: '37:20' } });
    expect(change({ width: 0, height: 1024 }, 'ratio', 'height')).toEqual({});
    expect(change({ width: 1280 }, 'ratio', 'height')).toEqual({});
    expect(change({ width: 1280, ratio: '4:3' }, 'height', 'width')).toEqual({});
  });
});
