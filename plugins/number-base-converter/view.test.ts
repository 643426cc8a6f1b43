import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type Converted } from './run.ts';
import { grouped, view } from './view.ts';

const base: Options = { mode: 'convert', operation: 'and', from: '10', otherBase: 36, width: 'none', group: true, prefixes: false, fractionDigits: 32 };
const shown = (value: string, o: Partial<Options> = {}, lang: 'en' | 'de' = 'en') => {
  const options = { ...base, ...o };
  const v = view(run({ value, operand: '' }, options) as Converted, { input: { value, operand: '' }, options });
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

  it("says when a fraction is rounded and which digits repeat, and gives a two's complement signed and unsigned", () => {
    const options = { ...base, fractionDigits: 8 };
    const v = view(run({ value: '0.1', operand: '' }, options) as Converted, { input: { value: '0.1', operand: '' }, options });
    const w = writer('number-base-converter', 'en');
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'table']);
    const note = v.blocks[1]!;
    if (note.kind !== 'note') throw new Error('note');
    expect(w(note.text)).toBe('Where the fraction does not end in a base, it is rounded to 8 digits after the point.');
    const table = v.blocks[2]!;
    if (table.kind !== 'table') throw new Error('table');
    expect(table.rows.map((r) => r.map((d) => w(d)))).toEqual([
      ['Binary', '0011', '2'],
      ['Octal', '6314', '2'],
      ['Hexadecimal', '9', '2'],
      ['Base 36', 'L', '2'],
    ]);
    const long = view(run({ value: '0.333', operand: '' }, options) as Converted, { input: { value: '0.333', operand: '' }, options }).blocks[2]!;
    if (long.kind !== 'table') throw new Error('table');
    expect(w(long.rows[0]![1]!)).toBe('a block of 100 digits');
    expect(view(run({ value: '0.5', operand: '' }, options) as Converted, { input: { value: '0.5', operand: '' }, options }).blocks).toHaveLength(1);

    const twos = shown('-42', { width: '8' }, 'de');
    expect(twos[0]).toEqual(['Binär', '1101 0110', '11010110', undefined]);
    expect(twos.slice(2, 4)).toEqual([
      ['Dezimal (mit Vorzeichen)', '-42', '-42', undefined],
      ['Dezimal (ohne Vorzeichen)', '214', '214', undefined],
    ]);
  });
});
