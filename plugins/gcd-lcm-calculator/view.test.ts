import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type ListBlock, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('gcd-lcm-calculator', 'en');
const de = writer('gcd-lcm-calculator', 'de');
const es = writer('gcd-lcm-calculator', 'es');
const fr = writer('gcd-lcm-calculator', 'fr');

function shown(numbers: string) {
  const r = run({ numbers });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  return {
    v,
    values: (v.blocks.find((b) => b.kind === 'values') as ValuesBlock).items,
    formulas: v.blocks.filter((b): b is FormulaBlock => b.kind === 'formula'),
    table: v.blocks.find((b) => b.kind === 'table') as TableBlock,
    lists: v.blocks.filter((b): b is ListBlock => b.kind === 'list'),
    notes: v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text)),
  };
}

describe('the view', () => {
  it('gives the GCD and LCM in the page’s language, and copies them', () => {
    const { values, v } = shown('48, 180, 84');
    expect(values.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Greatest common divisor (GCD)', '12'],
      ['Least common multiple (LCM)', '5,040'],
      ['Coprime', 'No'],
    ]);
    expect(de(values[1]!.value)).toBe('5.040');
    expect(es(values[0]!.label)).toBe('Máximo común divisor (MCD)');
    expect(en(v.copy!)).toBe('GCD: 12\nLCM: 5040');
  });

  it('reads the GCD and LCM off the factorisations, with exponents', () => {
    const { formulas, table } = shown('48, 180, 84');
    expect(formulas.map((f) => `${en(f.label)} ${en(f.formula)}`)).toEqual([
      'GCD from the factorisations (lowest powers): 2² × 3 = 12',
      'LCM from the factorisations (highest powers): 2⁴ × 3² × 5 × 7 = 5,040',
    ]);
    expect(table.rows.map((r) => r.map((c) => en(c)))).toEqual([
      ['48', '2⁴ × 3', 'Not prime'],
      ['180', '2² × 3² × 5', 'Not prime'],
      ['84', '2² × 3 × 7', 'Not prime'],
    ]);
  });

  it('writes Euclid’s algorithm pair by pair', () => {
    const { lists } = shown('48, 180, 84');
    expect(lists.map((l) => [en(l.label!), ...l.items])).toEqual([
      ['Euclid\'s algorithm: GCD(48, 180)', '180 = 3 × 48 + 36', '48 = 1 × 36 + 12', '36 = 3 × 12 + 0'],
      ['Euclid\'s algorithm: GCD(12, 84)', '84 = 7 × 12 + 0'],
    ]);
  });

  it('answers "is it prime?" for one number, and shows huge numbers digit for digit', () => {
    const one = shown('97');
    expect(one.values.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Is 97 prime?', 'Prime'],
      ['Prime factorisation', '97'],
    ]);
    expect(one.v.copy).toBeUndefined();
    const big = shown('-2305843009213693951');
    expect(en(big.values[0]!.label)).toBe('Is -2305843009213693951 prime?'.replace('-', '-'));
    expect(en(big.values[1]!.value)).toBe('−1 × 2305843009213693951');
    expect(en(shown('0').values[0]!.value)).toBe('Neither prime nor composite');
  });

  it('says when a factorisation is incomplete or a primality only probable', () => {
    expect(shown(String(2n ** 128n + 1n)).notes).toContain('A factor with many digits could not be split in the time allowed: it is shown last, unfactored, and is not prime.');
    expect(shown(String(2n ** 89n - 1n)).notes.some((n) => n.startsWith('Above 3.3 × 10²⁴'))).toBe(true);
    const long = shown(`12 ${'7'.repeat(101)}`);
    expect(long.table.rows[1]![2]).toEqual({ t: 'status.notTested' });
    expect(long.notes).toContain('Numbers of more than 100 digits are not tested or factorised, which could take minutes: their GCD and LCM are exact all the same.');
    expect(shown('12, 0').notes[0]).toBe('GCD(12, 0): every number divides 0, so there is no division to make.');
  });

  it('says how an ambiguous list was read, listing the numbers in the page’s language', () => {
    const { v, notes } = shown('1 071; 462; 2 310');
    expect(notes[0]).toBe('Read as 3 numbers: 1,071; 462; 2,310. With semicolons or one number per line, a space, point or comma inside a number separates thousands.');
    const note = v.blocks.find((b): b is NoteBlock => b.kind === 'note')!;
    expect(fr(note.text)).toBe('Lu comme 3 nombres\u202f: 1\u202f071\u202f; 462\u202f; 2\u202f310. Avec des points-virgules ou un nombre par ligne, une espace, un point ou une virgule dans un nombre sépare les milliers.');
    expect(de(note.text)).toMatch(/^Gelesen als 3 Zahlen: 1\.071; 462; 2\.310\./);
    expect(shown('48, 180, 84').notes.some((n) => n.startsWith('Read as'))).toBe(false);
    const many = Array.from({ length: 25 }, (_, i) => `1 ${String(i).padStart(3, '0')}`).join(' ; ');
    expect(shown(many).notes[0]).toMatch(/^Read as 25 numbers: 1,000; 1,001; .*; 1,019 and 5 more\./);
  });
});
