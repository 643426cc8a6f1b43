import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type ImageBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { previewSvg, view } from './view.ts';

const en = writer('aspect-ratio-calculator', 'en');
const de = writer('aspect-ratio-calculator', 'de');
const fr = writer('aspect-ratio-calculator', 'fr');
const NONE: Input = { width: null, height: null, ratio: '' };

function shown(input: Partial<Input>, mode: Options['mode']) {
  const r = run({ ...NONE, ...input }, { mode });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = v.blocks.find((b) => b.kind === 'values') as ValuesBlock;
  const pairs = (w: (d: Display) => string) => values.items.map((i) => [w(i.label), w(i.value)]);
  const formula = v.blocks.find((b): b is FormulaBlock => b.kind === 'formula');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));
  const table = v.blocks.find((b) => b.kind === 'table') as TableBlock;
  const image = v.blocks.find((b) => b.kind === 'image') as ImageBlock;
  return { v, pairs, formula, notes, table, image };
}

describe('the ratio of a size', () => {
  it('gives the ratio, the decimal, its common name, the orientation and the GCD calculation', () => {
    const { pairs, formula } = shown({ width: 1920, height: 1080 }, 'ratio');
    expect(pairs(en)).toEqual([
      ['Aspect ratio', '16:9'],
      ['As a decimal', '1.7778:1'],
      ['Common ratio', '16:9'],
      ['Orientation', 'Landscape'],
    ]);
    expect(en(formula!.formula)).toBe('GCD(1920, 1080) = 120; 1920 ÷ 120 : 1080 ÷ 120 = 16:9');
    expect(de(formula!.formula)).toBe('ggT(1920, 1080) = 120; 1920 ÷ 120 : 1080 ÷ 120 = 16:9');
    expect(fr(formula!.label)).toBe('Calcul\u202f:');
  });

  it('says how far an uncommon size is from the nearest common ratio, in the page’s language', () => {
    const { pairs } = shown({ width: 1366, height: 768 }, 'ratio');
    expect(pairs(en)[2]).toEqual(['Nearest common ratio', '0.05% wider than 16:9']);
    expect(pairs(de)[2]).toEqual(['Nächstgelegenes gängiges Format', '0,05\u00a0% breiter als 16:9']);
    expect(pairs(fr)[1]).toEqual(['En décimal', '1,7786:1']);
    expect(shown({ width: 1000, height: 1010 }, 'ratio').pairs(en).slice(2)).toEqual([
      ['Nearest common ratio', '0.99% narrower than 1:1'],
      ['Orientation', 'Portrait'],
    ]);
  });

  it('writes decimal sizes through their whole numbers', () => {
    expect(en(shown({ width: 1.85, height: 1 }, 'ratio').formula!.formula)).toBe('1.85 : 1 = 185 : 100; GCD(185, 100) = 5; 185 ÷ 5 : 100 ÷ 5 = 37:20');
  });

  it('marks the visitor’s row in the common ratios, or the closest one within 2 %', () => {
    const table = (w: number, h: number) => shown({ width: w, height: h }, 'ratio').table;
    const full = table(1920, 1080);
    expect(en(full.caption!)).toBe('Common aspect ratios and standard resolutions');
    expect(full.rows[full.marked!.row]!.slice(0, 1)).toEqual(['16:9']);
    expect(en(full.marked!.note)).toBe('your ratio');
    expect(full.rows[full.marked!.row]![3]).toBe('1280 × 720, 1920 × 1080, 2560 × 1440, 3840 × 2160, 7680 × 4320');
    expect(en(full.rows[full.marked!.row]![1]!)).toBe('1.778');
    expect(en(table(1366, 768).marked!.note)).toBe('closest to yours');
    expect(table(10, 1).marked).toBeUndefined();
  });
});

describe('the missing side', () => {
  it('gives the side, the size and the calculation', () => {
    const { pairs, formula, notes } = shown({ width: 1280, ratio: '16:9' }, 'height');
    expect(pairs(en).slice(0, 3)).toEqual([
      ['Height', '720 px'],
      ['Size', '1280 × 720'],
      ['Aspect ratio', '16:9'],
    ]);
    expect(en(formula!.formula)).toBe('Height = 1280 × 9 ÷ 16 = 720');
    expect(notes).toEqual([]);
  });

  it('says when the side is not a whole number of pixels, or is odd', () => {
    // 1366 × 9 ÷ 16 = 768.375; 1000 × 2 ÷ 3 = 666.67 → 667, odd.
    expect(shown({ width: 1366, ratio: '16:9' }, 'height').notes).toEqual(['The exact value, 768.375, is not a whole number of pixels: rounded, it is 768.']);
    const odd = shown({ width: 1000, ratio: '3:2' }, 'height');
    expect(odd.pairs(en)[0]).toEqual(['Height', '666.67 px']);
    expect(odd.notes).toEqual(['The exact value, 666.6667, is not a whole number of pixels: rounded, it is 667.', 'Video encoders usually need even sizes: the nearest are 666 and 668.']);
    expect(en(shown({ height: 1080, ratio: '21:9' }, 'width').formula!.formula)).toBe('Width = 1080 × 7 ÷ 3 = 2520');
  });
});

describe('the preview', () => {
  it('is drawn to scale inside 320 × 200, with the ratio written in it when it fits', () => {
    expect(previewSvg(1920, 1080, '16:9')).toMatchObject({ width: 320, height: 180 });
    expect(previewSvg(1080, 1920, '9:16')).toMatchObject({ width: 113, height: 200 });
    expect(previewSvg(1920, 1080, '16:9').svg).toContain('>16:9</text>');
    const thin = previewSvg(10_000, 1, '10000:1');
    expect(thin).toMatchObject({ width: 320, height: 2 });
    expect(thin.svg).not.toContain('<text');
    const { image } = shown({ width: 1920, height: 1080 }, 'ratio');
    expect(en(image.alt)).toBe('A rectangle of 16:9 (1920 × 1080), drawn to scale');
    expect(image.svg).not.toMatch(/style=/);
  });
});
