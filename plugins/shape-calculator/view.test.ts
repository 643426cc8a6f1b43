import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type ImageBlock, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { SHAPES } from './manifest.ts';
import { view } from './view.ts';

const en = writer('shape-calculator', 'en');
const de = writer('shape-calculator', 'de');
const fr = writer('shape-calculator', 'fr');
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const DIMS = { r: 3, a: 5, b: 4, c: 3, l: 6, w: 4, h: 2, n: 7 };

function shown(shape: Options['shape'], dims: Partial<typeof DIMS> = DIMS, unit: Options['unit'] = 'cm', resultUnit: Options['resultUnit'] = 'same') {
  const r = run({ ...DIMS, ...dims } as Input, { shape, unit, resultUnit });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values');
  const image = v.blocks.find((b): b is ImageBlock => b.kind === 'image')!;
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text));
  return { values, image, notes };
}

describe('shape-calculator view', () => {
  it('writes the results in the page’s language with the unit squared or cubed', () => {
    const { values } = shown('circle', { r: 5 });
    expect(nbsp(en(values[0]!.items[0]!.value))).toBe('78.539816 cm²');
    expect(nbsp(de(values[0]!.items[0]!.value))).toBe('78,539816 cm²');
    expect(nbsp(fr(values[0]!.items[0]!.value))).toBe('78,539816 cm²');
    const can = shown('cylinder', { r: 1.3, h: 4.8 }, 'in', 'cm');
    expect(nbsp(en(can.values[0]!.items[0]!.value))).toBe('417.61776 cm³');
    expect(can.notes).toContain('Dimensions in in, results in cm: areas in cm², volumes in cm³.');
    expect(nbsp(en(shown('cuboid', { l: 1e-3, w: 1e-3, h: 1e-3 }, 'mm', 'm').values[0]!.items[0]!.value))).toBe('0.000000000000000001 m³');
  });

  it('draws every shape with letters only, and lists each letter’s value beside the drawing', () => {
    for (const shape of SHAPES) {
      const { image, values } = shown(shape);
      expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const texts = [...image.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(t).toMatch(/^[a-z]$/);
      expect(image.svg).not.toMatch(/NaN|undefined|Infinity/);
      const listed = values[1]!.items.map((i) => en(i.label).charAt(0));
      for (const t of texts) expect(listed).toContain(t);
    }
  });

  it('says the kind of triangle in each language’s word order', () => {
    const { notes } = shown('triangle', { a: 3, b: 3, c: Math.SQRT2 * 3 });
    expect(notes[0]).toBe('An isosceles right triangle.');
    const r = run({ ...DIMS, a: 3, b: 3, c: Math.SQRT2 * 3 } as Input, { shape: 'triangle', unit: 'cm', resultUnit: 'same' });
    const note = asResultView(view(r as never)).blocks.find((b): b is NoteBlock => b.kind === 'note')!.text;
    expect(de(note)).toBe('Ein gleichschenkliges rechtwinkliges Dreieck.');
    expect(fr(note)).toBe('Triangle rectangle isocèle.');
  });
});
