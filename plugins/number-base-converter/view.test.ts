import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type Converted } from './run.ts';
import { grouped, view } from './view.ts';

const base: Options = { from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 };
const shown = (value: string, o: Partial<Options> = {}, lang: 'en' | 'de' = 'en') => {
  const options = { ...base, ...o };
  const v = view(run({ value }, options) as Converted, { input: { value }, options });
  const block = v.blocks[0]!;
  if (block.kind !== 'values') throw new Error('values');
  const w = writer('number-base-converter', lang);
  return block.items.map((i) => [w(i.label), w(i.value), i.copy, i.hint === undefined ? undefined : w(i.hint)]);
};

describe('number-base-converter view', () => {
  it('groups digits: binary and hex in fours, octal and decimal in threes, fractions from the point', () => {
    expect(grouped('11111111', 4)).toBe('1111 1111');
    expect(grouped('101010', 4)).toBe('10 1010');
    expect(grouped('1234567.1234567', 3)).toBe('1 234 567.123 456 7');
  });

  it('shows each base grouped, copies it without spaces, with prefixes on request', () => {
    expect(shown('65535', { prefixes: true })).toEqual([
      ['Binary', '0b1111 1111 1111 1111', '0b1111111111111111', undefined],
      ['Octal', '0o177 777', '0o177777', undefined],
      ['Decimal', '65 535', '65535', undefined],
      ['Hexadecimal', '0xFFFF', '0xFFFF', undefined],
      ['Base 36', '1EKF', '1EKF', undefined],
    ]);
    expect(shown('-255', { prefixes: true, group: false })[3]).toEqual(['Hexadecimal', '-0xFF', '-0xFF', undefined]);
  });

  it("says when a fraction is rounded and which digits repeat, and what a two's complement row is", () => {
    const rows = shown('0.1', { fractionDigits: 8, group: false });
    expect(rows[0]![3]).toBe('Does not end in this base: rounded to 8 digits after the point; from digit 2 on, “0011” repeats forever.');
    expect(rows[2]![3]).toBeUndefined();
    expect(shown('0.333', { fractionDigits: 4 })[0]![3]).toBe('Does not end in this base: rounded to 4 digits after the point; from digit 4 on, a block of 100 digits repeats forever.');
    const twos = shown('-42', { width: '8' }, 'de');
    expect(twos[0]).toEqual(['Binär', '1101 0110', '11010110', 'Alle 8 Bit des Zweierkomplements']);
    expect(twos[2]).toEqual(['Dezimal', '-42', '-42', 'Mit Vorzeichen; ohne Vorzeichen: 214']);
  });
});
