import { describe, expect, it } from 'vitest';
import { asResultView, type FormulaBlock, type ImageBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest } from './manifest.ts';
import { si, view } from './view.ts';

const en = writer('ohms-law-calculator', 'en');
const de = writer('ohms-law-calculator', 'de');

function example(name: string) {
  const e = manifest.examples.find((x) => x.name === name)!;
  const v = asResultView(view(e.output as never));
  return {
    values: (v.blocks.find((b) => b.kind === 'values') as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    tables: v.blocks.filter((b): b is TableBlock => b.kind === 'table'),
    image: v.blocks.find((b): b is ImageBlock => b.kind === 'image'),
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note'),
  };
}

describe('quantities', () => {
  it('are written with the SI prefix that fits, in the page’s language', () => {
    expect(en(si(4700, 'Ω'))).toBe('4.7\u00a0kΩ');
    expect(en(si(0.00729324957489, 'A'))).toBe('7.2932\u00a0mA');
    expect(en(si(999999.6, 'Ω'))).toBe('1\u00a0MΩ');
    expect(de(si(26.45, 'Ω'))).toBe('26,45\u00a0Ω');
    expect(en(si(0, 'V'))).toBe('0\u00a0V');
  });
});

describe('the result', () => {
  it('shows the two quantities found, with their formulas, and the wheel in the language’s symbols', () => {
    const { values, formulas, tables } = example('kettle');
    expect(values.filter((i) => i.main).map((i) => en(i.label))).toEqual(['Current', 'Resistance']);
    expect(formulas.map((f) => `${en(f.label)} ${en(f.formula)}`)).toEqual(['I = P ÷ V: 2\u00a0kW ÷ 230\u00a0V = 8.6957\u00a0A', 'R = V² ÷ P: (230\u00a0V)² ÷ 2\u00a0kW = 26.45\u00a0Ω']);
    expect(de(tables[0]!.rows[0]![1]!)).toBe('U = I × R = P ÷ I = √(P × R)');
  });

  it('names every band in words beside the drawing, never by colour alone', () => {
    const { tables, image, values } = example('read4');
    expect(tables[0]!.rows.map((r) => r.map((c) => en(c)))).toEqual([
      ['1', 'Yellow', 'Figure', '4'],
      ['2', 'Violet', 'Figure', '7'],
      ['3', 'Red', 'Multiplier', '× 100'],
      ['4', 'Gold', 'Tolerance', '±5%'],
    ]);
    expect(en(image!.alt)).toBe('A resistor with four bands: Yellow, Violet, Red and Gold.');
    expect(en(values[0]!.hint!)).toBe('Bands: Yellow, Violet, Red, Gold');
    expect(en(values[2]!.value)).toBe('4.465\u00a0kΩ to 4.935\u00a0kΩ');
  });

  it('writes the voltage drop out with the resistivity used and judges it against the usual limits', () => {
    const { formulas, notes, values } = example('dropAwg');
    expect(en(values[0]!.value)).toBe('4.7647\u00a0V');
    expect(en(formulas[1]!.formula)).toBe('2 × 30.48\u00a0m × 15\u00a0A × 0.017241 ÷ 3.309\u00a0mm² = 4.7647\u00a0V');
    expect(notes.map((n) => n.tone ?? 'info')).toEqual(['warning', 'info', 'info', 'info']);
    expect(en(notes[1]!.text)).toBe('Smallest gauge for at most 3%: 10 AWG.');
  });
});

describe('the voltage drop notes', () => {
  it('speak of power factor and reactance in AC only', () => {
    const keys = (system: 'dc' | 'single' | 'three') => {
      const e = manifest.examples.find((x) => x.name === 'drop230')!;
      const v = asResultView(view({ ...(e.output as object), system } as never));
      return v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => (n.text as { t: string }).t);
    };
    expect(keys('dc')).toEqual(['note.within3', 'note.forThreeMm2', 'note.resistivity']);
    expect(keys('three')).toEqual(['note.within3', 'note.forThreeMm2', 'note.reactance', 'note.resistivity']);
  });
});
