import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('week-number', 'en');
const de = writer('week-number', 'de');
const fr = writer('week-number', 'fr');
const NONE: Input = { date: null, year: null, week: null };

function shown(input: Partial<Input>, options: Options) {
  const r = run({ ...NONE, ...input }, options);
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const values = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values').flatMap((b) => b.items);
  const table = v.blocks.find((b): b is TableBlock => b.kind === 'table');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));
  return { v, values, table, notes };
}

describe('week-number view', () => {
  it('writes the week of a date, its ISO week date and its days, in the page language', () => {
    const { values, notes } = shown({ date: '2021-01-01' }, { tab: 'date', system: 'iso' });
    expect(en(values[0]!.value)).toBe('Week 53 of 2020');
    expect(de(values[0]!.value)).toBe('KW 53/2020');
    expect(en(values[0]!.label)).toBe('Friday, January 1, 2021');
    expect(values[1]!.value).toBe('2020-W53-5');
    expect(en(values[2]!.value)).toBe('Monday, December 28, 2020 to Sunday, January 3, 2021');
    expect(fr(values[2]!.value)).toBe('Du lundi 28 décembre 2020 au dimanche 3 janvier 2021');
    expect(notes[0]).toContain('belongs to a week of 2020');
  });

  it('has no ISO week date in US numbering', () => {
    const { values, notes } = shown({ date: '2021-01-01' }, { tab: 'date', system: 'us' });
    expect(en(values[0]!.value)).toBe('Week 1 of 2021');
    expect(values.some((i) => i.value === '2021-W01-5')).toBe(false);
    expect(notes.at(-1)).toMatch(/^US numbering/);
  });

  it('lists the seven days of a week', () => {
    const { table, notes } = shown({ year: 2025, week: 1 }, { tab: 'week', system: 'iso' });
    expect(table!.rows).toHaveLength(7);
    expect(table!.rows.map((r) => r[2])).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(en(table!.rows[0]![0]!)).toBe('Monday');
    expect(notes[0]).toContain('spans New Year');
  });

  it('draws a year as a calendar: a row per week, the month written on its first day', () => {
    const { table, values } = shown({ year: 2026 }, { tab: 'year', system: 'iso' });
    expect(en(values[0]!.value)).toBe('53');
    expect(table!.rows).toHaveLength(53);
    expect(table!.columns.map((c) => en(c.label))).toEqual(['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(table!.rows[0]!.map((c) => en(c))).toEqual(['1', 'Dec 29', '30', '31', 'Jan 1', '2', '3', '4']);
    expect(table!.rows[52]!.map((c) => en(c))).toEqual(['53', 'Dec 28', '29', '30', '31', 'Jan 1', '2', '3']);
  });
});
