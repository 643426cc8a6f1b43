import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const en = writer('due-date-calculator', 'en');
const de = writer('due-date-calculator', 'de');
const fr = writer('due-date-calculator', 'fr');
const es = writer('due-date-calculator', 'es');
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

function shown(lmp: string, today: string) {
  const r = run({ lmp, cycle: 28, conception: null, transfer: null, embryoAge: '5', today } as Input, { method: 'lmp' });
  if (isToolError(r)) throw new Error(r.code);
  const v = asResultView(view(r));
  const items = (v.blocks.find((b) => b.kind === 'values') as ValuesBlock).items;
  const tables = v.blocks.filter((b): b is TableBlock => b.kind === 'table');
  const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
  return { items, tables, notes };
}

describe('due-date-calculator view', () => {
  it('says the due date, the weeks both ways and the trimester, in each language', () => {
    const { items } = shown('2026-01-01', '2026-03-29');
    expect(en(items[0]!.value)).toBe('Thursday, October 8, 2026');
    expect(en(items[1]!.value)).toBe('12 weeks and 3 days');
    expect(en(items[1]!.hint!)).toBe('12+3');
    expect(en(items[2]!.value)).toBe('Week 13');
    expect(de(items[2]!.value)).toBe('13. Schwangerschaftswoche (SSW)');
    expect(nbsp(fr(items[2]!.value))).toBe('13e semaine d’aménorrhée (SA)');
    expect(nbsp(fr(items[1]!.hint!))).toBe('12 SA + 3 j');
    expect(es(items[2]!.value)).toBe('Semana 13');
    expect(en(items[3]!.value)).toBe('First trimester');
    expect(en(items[4]!.value)).toBe('10 weeks and 3 days');
  });

  it('writes the first week as French writes it', () => {
    expect(nbsp(fr(shown('2026-01-01', '2026-01-03').items[2]!.value))).toBe('1re semaine d’aménorrhée (SA)');
  });

  it('marks the current trimester and the next milestone', () => {
    const { tables } = shown('2026-01-01', '2026-03-29');
    expect(tables[0]!.marked).toMatchObject({ row: 0 });
    expect(en(tables[1]!.rows[tables[1]!.marked!.row]![0]!)).toBe('End of the first trimester');
  });

  it('leaves the week out, and says why, before the pregnancy counts', () => {
    const { items, notes } = shown('2026-01-01', '2025-12-01');
    expect(items.map((i) => en(i.label))).toEqual(['Estimated due date', 'Conception (estimated)']);
    expect(en(notes[0]!.text)).toMatch(/^Dec 1, 2025 is before this pregnancy/);
    expect(en(notes.at(-1)!.text)).toMatch(/^This is an estimate, not medical advice/);
  });
});
