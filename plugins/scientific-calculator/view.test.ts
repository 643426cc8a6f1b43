import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('scientific-calculator', 'en');
const de = writer('scientific-calculator', 'de');
const fr = writer('scientific-calculator', 'fr');

async function shown(expression: string, options: Partial<Options> = {}, history = '') {
  const all: Options = { angle: 'deg', numbers: 'decimal', decimalMark: 'auto', ...options };
  const r = await run({ expression, history }, all);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r, { input: { expression, history }, options: all }));
  return {
    v,
    values: v.blocks.find((b) => b.kind === 'values') as ValuesBlock | undefined,
    formula: v.blocks.find((b): b is FormulaBlock => b.kind === 'formula'),
    table: v.blocks.find((b) => b.kind === 'table') as TableBlock | undefined,
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text)),
  };
}

describe('the view', () => {
  it('writes real results in the page’s language, and copies them so', async () => {
    const { values, formula, v } = await shown('1234.5 * 2');
    expect(en(values!.items[0]!.value)).toBe('2,469');
    expect(de(values!.items[0]!.value)).toBe('2.469');
    expect(fr((await shown('1/4')).values!.items[0]!.value)).toBe('0,25');
    expect(en(formula!.formula)).toBe('1234.5 * 2 = 2,469');
    expect(de(v.copy!)).toBe('2.469');
    expect(en(v.copyLabel!)).toBe('Copy result');
  });

  it('switches to scientific notation for very large and very small numbers', async () => {
    expect(en((await shown('2^70')).values!.items[0]!.value)).toBe('1.18059162071741 × 10²¹');
    expect(en((await shown('1e-9')).values!.items[0]!.value)).toBe('1 × 10⁻⁹');
  });

  it('gives a fraction with its decimal value, and says when decimals were needed', async () => {
    const f = await shown('1/3', { numbers: 'fraction' });
    expect(en(f.values!.items[0]!.value)).toBe('1/3');
    expect(en(f.values!.items[0]!.hint!)).toBe('As a decimal: 0.333333333333333');
    expect((await shown('sqrt(2)', { numbers: 'fraction' })).notes[0]).toMatch(/^This result needs decimals/);
  });

  it('lists the history with each result or mistake, in the page’s language', async () => {
    const { table } = await shown('', {}, 'a = 1.5\n2 +');
    expect(table!.rows.map((r) => r.map((c) => de(c)))).toEqual([
      ['1', 'a = 1.5', '1,5'],
      ['2', '2 +', 'Der Ausdruck endet zu früh, bei Zeichen 4: Nach dem letzten Operator fehlt etwas.'],
    ]);
  });

  it('says the angle unit in use', async () => {
    expect((await shown('1')).notes).toEqual(['Angles are in degrees: sin(30) = 0.5. Write 1 rad to give an angle in radians.']);
    expect((await shown('1', { angle: 'rad' })).notes[0]).toMatch(/^Angles are in radians/);
  });

  it('says when decimal commas were read, and why tan 90° has no value, in the page’s language', async () => {
    const { values, formula, notes } = await shown('0,1 + 0,2');
    expect(de(values!.items[0]!.value)).toBe('0,3');
    expect(de(formula!.formula)).toBe('0,1 + 0,2 = 0,3');
    expect(notes).toContain('Read with decimal commas: a comma between digits is a decimal mark, and a semicolon separates a function’s arguments. Choose Point under Decimal mark to read commas as separators.');
    expect((await shown('0.1 + 0.2')).notes.some((n) => n.startsWith('Read with decimal commas'))).toBe(false);
    const { table } = await shown('', {}, 'tan(90)\ncos(90)');
    expect(table!.rows.map((r) => r.map((c) => de(c)))).toEqual([
      ['1', 'tan(90)', 'tan(90°) ist nicht definiert: Bei diesem Winkel würde die Funktion durch null teilen.'],
      ['2', 'cos(90)', '0'],
    ]);
  });
});
