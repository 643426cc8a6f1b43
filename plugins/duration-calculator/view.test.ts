import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type FormulaBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const input = (i: Partial<Input>) => ({ a: '', operation: 'add', b: '', list: '', value: null, unit: 'minutes', start: null, end: null, pause: null, ...i }) as Input;
function shown(mode: Options['mode'], i: Partial<Input>) {
  const r = run(input(i), { mode });
  if (isToolError(r)) throw new Error(r.code);
  return asResultView(view(r, { input: input(i) }));
}
const en = writer('duration-calculator', 'en');
const de = writer('duration-calculator', 'de');
const fr = writer('duration-calculator', 'fr');
const NNBSP = '\u202f';

describe('duration view', () => {
  it('shows the clock, the words and decimal hours in the page language', () => {
    const v = shown('add', { a: '1d 2:00', b: '30m', operation: 'add' });
    const items = (v.blocks[0] as ValuesBlock).items;
    expect(items[0]!.value).toBe('26:30:00');
    expect(en(items[1]!.value)).toBe('1 day, 2 hours, 30 minutes and 0 seconds');
    expect(de(items[1]!.value)).toBe('1 Tag, 2 Stunden, 30 Minuten und 0 Sekunden');
    expect(en(items[2]!.value)).toBe('26.5');
    expect(de(items[2]!.value)).toBe('26,5');
    expect(en((v.blocks[1] as FormulaBlock).formula)).toBe('26:00:00 + 0:30:00 = 26:30:00');
    expect(v.copy).toBe('26:30:00');
  });
  it('says a negative result in words', () => {
    const v = shown('add', { a: '1:00', b: '1:30:00.250', operation: 'subtract' });
    const items = (v.blocks[0] as ValuesBlock).items;
    expect(items[0]!.value).toBe('\u22120:30:00.250');
    expect(fr(items[1]!.value).replace(/[\u00a0\u202f]/g, ' ')).toBe('Moins 0 jour, 0 heure, 30 minutes, 0 seconde et 250 millisecondes');
  });
  it('lists a timesheet with a running total', () => {
    const v = shown('sum', { list: '8:30\n7:45' });
    const table = v.blocks[1] as TableBlock;
    expect(table.rows.map((r) => r.map((c) => en(c)))).toEqual([
      ['1', '8:30', '8:30:00', '8.5', '8:30:00'],
      ['2', '7:45', '7:45:00', '7.75', '16:15:00'],
    ]);
    const items = (v.blocks[0] as ValuesBlock).items;
    expect(en(items.at(-1)!.value)).toBe('8:07:30');
  });
  it('converts into every other unit', () => {
    const v = shown('convert', { value: 90, unit: 'minutes' });
    const items = (v.blocks[0] as ValuesBlock).items;
    expect(items[0]!.value).toBe('1:30:00');
    expect(items.slice(2).map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Milliseconds: 5,400,000', 'Seconds: 5,400', 'Hours: 1.5', 'Days: 0.0625', 'Weeks: 0.008929']);
    expect(fr(items[3]!.value)).toBe(`5${NNBSP}400`);
  });
  it('writes a night shift with its next day and break', () => {
    const v = shown('between', { start: '22:00', end: '06:30', pause: 30 });
    expect(en((v.blocks[1] as FormulaBlock).formula)).toBe('22:00 → 06:30 (next day) − 0:30:00 = 8:00:00');
    expect(v.blocks[2]).toMatchObject({ kind: 'note' });
  });
});
