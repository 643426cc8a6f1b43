import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type Display, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import type { Category } from './units.ts';
import { view } from './view.ts';

const NNBSP = '\u202f';
const en = writer('unit-converter', 'en');
const de = writer('unit-converter', 'de');
const fr = writer('unit-converter', 'fr');

function shown(value: number, category: Category, from: string, to: string, precision = 6) {
  const r = run({ value, from, to, ingredient: 'flour' }, { category, precision } as Options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const main = (v.blocks[0] as ValuesBlock).items[0]!;
  const formulas = v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => b.text);
  const table = v.blocks.find((b) => b.kind === 'table') as TableBlock;
  return { v, main, formulas, notes, table };
}
type W = (d: Display | readonly Display[]) => string;
const lines = (w: W, formulas: FormulaBlock[]) => formulas.map((f) => `${w(f.label)} ${w(f.formula)}`);

describe('the result', () => {
  it('shows the value it came from, the result with its unit, and copies the number alone', () => {
    const { v, main } = shown(5, 'length', 'mi', 'km');
    expect(en(main.label)).toBe('5 mi =');
    expect(en(main.value)).toBe('8.04672 km');
    expect(main.main).toBe(true);
    expect(en(v.copy!)).toBe('8.04672');
    // Rounded results say so with ≈.
    expect(en(shown(5, 'length', 'km', 'mi').main.label)).toBe('5 km ≈');
    expect(en(shown(5, 'length', 'km', 'mi', 2).main.value)).toBe('3.11 mi');
  });

  it('writes scientific results with a power of ten, and copies them in E notation', () => {
    const { v, main } = shown(1, 'length', 'mm', 'mi');
    expect(en(main.value)).toBe('6.213712 × 10⁻⁷ mi');
    expect(en(v.copy!)).toBe('6.213712E-7');
    expect(de(v.copy!)).toBe('6,213712E-7');
    expect(en(shown(1, 'length', 'ly', 'nm').main.value)).toBe('9.46073 × 10²⁴ nm');
  });

  it('flags the same units and still shows the value, without a formula', () => {
    const { main, notes, formulas } = shown(5, 'length', 'km', 'km');
    expect(en(main.value)).toBe('5 km');
    expect(en(notes[0]!)).toBe('The source and target units are the same.');
    expect(de(notes[0]!)).toBe('Ausgangs- und Zieleinheit sind gleich.');
    expect(formulas).toHaveLength(0);
  });
});

describe('the formula in words and numbers', () => {
  it('multiplies or divides by the exact factor', () => {
    const there = shown(5, 'length', 'mi', 'km');
    expect(lines(en, there.formulas)).toEqual(['Formula: 1 mi = 1.609344 km', 'Calculation: 5 mi × 1.609344 = 8.04672 km']);
    expect(en(there.notes[0]!)).toBe('To convert mi to km, multiply by 1.609344.');
    const back = shown(5, 'length', 'km', 'mi');
    expect(lines(en, back.formulas)).toEqual(['Formula: 1 mi = 1.609344 km', 'Calculation: 5 km ÷ 1.609344 ≈ 3.106856 mi']);
  });

  it('writes temperatures in the textbook forms, steps joined in words', () => {
    const c = shown(5, 'temperature', 'C', 'F');
    expect(lines(en, c.formulas)).toEqual(['Formula: °F = °C × 9/5 + 32', 'Calculation: 5 °C × 9/5 + 32 = 41 °F']);
    expect(en(c.notes[0]!)).toBe('To convert °C to °F, multiply by 9/5, then add 32.');
    const f = shown(98.6, 'temperature', 'F', 'C');
    expect(lines(de, f.formulas)).toEqual(['Formel: °C = (°F − 32) × 5/9', 'Rechenweg: (98,6 °F − 32) × 5/9 = 37 °C']);
    expect(de(f.notes[0]!)).toBe('Um °F in °C umzurechnen, ziehen Sie 32 ab, dann multiplizieren Sie mit 5/9.');
    expect(en(shown(1, 'temperature', 'K', 'C').formulas[0]!.formula.map(en).join(''))).toBe('°C = K − 273.15');
    expect(en(shown(-40, 'temperature', 'C', 'F').main.value)).toBe('-40 °F');
  });

  it('names the definitions behind the units', () => {
    const { notes } = shown(500, 'data', 'GB', 'GiB', 2);
    expect(en(notes.at(-1)!)).toMatch(/^Decimal units count in thousands \(1 kB = 1000 bytes\)/);
    expect(shown(5, 'length', 'm', 'km').notes).toHaveLength(1);
  });
});

describe('the table of all units', () => {
  it('lists every unit with the value in it, the target unit marked in words', () => {
    const { table } = shown(5, 'length', 'mi', 'km');
    expect(en(table.caption!)).toBe('5 mi in all units');
    const row = (name: string) => table.rows.find((r) => en(r[0]!) === name)!.map((cell) => en(cell));
    expect(row('Kilometre (km)')).toEqual(['Kilometre (km)', '8.04672 km']);
    expect(row('Foot (ft)')[1]).toBe('26,400 ft');
    expect(row('Metre (m)')[1]).toBe('8,046.72 m');
    expect(en(table.rows[table.marked!.row]![0]!)).toBe('Kilometre (km)');
    expect(en(table.marked!.note)).toBe('target unit');
    expect(de(table.rows.find((r) => en(r[0]!) === 'Metre (m)')![1]!)).toBe('8.046,72 m');
  });

  it('writes bytes as octets in French', () => {
    const { main, table } = shown(1, 'data', 'GB', 'GiB');
    expect(fr(main.label)).toBe('1 Go ≈');
    expect(fr(main.value)).toBe('0,931323 Gio');
    expect(fr(table.rows.find((r) => fr(r[0]!) === 'Mégaoctet (Mo)')![1]!)).toBe(`1${NNBSP}000 Mo`);
  });
});

describe('one notation in the table', () => {
  it('writes values of the same size alike (1.5 m in miles and nautical miles)', () => {
    const { table } = shown(1.5, 'length', 'm', 'km');
    const row = (name: string) => en(table.rows.find((r) => en(r[0]!) === name)![1]!);
    expect(row('Mile (mi)')).toBe('9.320568 × 10⁻⁴ mi');
    expect(row('Nautical mile (nmi)')).toBe('8.099352 × 10⁻⁴ nmi');
    expect(row('Kilometre (km)')).toBe('0.0015 km');
  });
});

describe('fuel economy', () => {
  it('writes the inverse relation: a constant divided by the value, in words too', () => {
    const { formulas, notes, main } = shown(30, 'fuel', 'mpgUs', 'L100km', 2);
    expect(en(main.value)).toBe('7.84 L/100 km');
    expect(lines(en, formulas)).toEqual(['Formula: L/100 km ≈ 235.2145833 ÷ mpg (US)', 'Calculation: 235.2145833 ÷ 30 mpg (US) ≈ 7.84 L/100 km']);
    expect(en(notes[0]!)).toBe('To convert mpg (US) to L/100 km, divide 235.2145833 by the value.');
    expect(de(notes[0]!)).toBe('Um mpg (US) in L/100 km umzurechnen, teilen Sie 235,2145833 durch den Wert.');
    expect(notes.map((n) => en(n))).toContain(
      'Litres per 100 km measure consumption (fuel for a distance), miles per gallon and km/L economy (distance for the fuel): one is the inverse of the other, so the conversion divides a constant by the value. US gallon 3.785411784 L, imperial gallon 4.54609 L.',
    );
  });

  it('names horsepower the language’s way', () => {
    const { main, table } = shown(150, 'power', 'PS', 'kW', 2);
    expect(en(main.label)).toBe('150 PS ≈');
    expect(fr(main.label)).toBe('150 ch ≈');
    expect(table.rows.map((r) => fr(r[0]!))).toContain('Cheval-vapeur (ch)');
  });
});

describe('cooking', () => {
  it('says the weight of a cup is approximate, from which density and source', () => {
    const r = run({ value: 2, from: 'cupUs', to: 'gram', ingredient: 'butter' }, { category: 'cooking', precision: 1 } as Options);
    if (isToolError(r)) throw new Error(r.code);
    const v = asResultView(view(r));
    const main = (v.blocks[0] as ValuesBlock).items[0]!;
    expect(en(main.label)).toBe('2 US cup ≈');
    expect(en(main.value)).toBe('454 g');
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
    const density = notes.find((n) => n.tone === 'warning')!;
    expect(en(density.text)).toBe('Approximate: Butter is weighed by an average density, 1 US cup ≈ 227 g (USDA FoodData Central). Sifted, packed, or another brand or grind can weigh noticeably more or less; a kitchen scale is exact.');
    expect(de(density.text)).toContain('Ungefähr: Butter wird mit einer mittleren Dichte gewogen, 1 US-Cup ≈ 227 g');
    expect(lines(en, v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'))).toEqual(['Formula: 1 US cup ≈ 227 g', 'Calculation: 2 US cup × 227 ≈ 454 g']);
  });
});

