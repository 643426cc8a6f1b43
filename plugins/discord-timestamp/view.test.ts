import { describe, expect, it } from 'vitest';
import { asResultView, type ValuesBlock } from '@sdk/core';
import { displayText } from '@sdk/ui';
import { displayContext } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run, type Created, type Read } from './run.ts';
import { view } from './view.ts';

/** 2025-12-01T00:00:00Z: a month before the tags' moment. */
const NOW = 1_764_547_200_000;
// (Engines differ in the space before AM/PM: a plain or a narrow no-break space.)
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const input = (fields: Partial<Input>): Input => ({ when: null, timeZone: 'UTC', message: '', ...fields });

function rows(result: Created | Read, lang: 'en' | 'de' | 'fr' | 'es', block = 0) {
  const ctx = displayContext('discord-timestamp', lang, NOW);
  const v = asResultView(view(result));
  const values = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values')[block]!;
  return values.items.map((i) => [displayText(i.label, ctx), plain(displayText(i.value, ctx)), i.hint ? plain(displayText(i.hint, ctx)) : '']);
}

describe('the tags', () => {
  const created = run(input({ when: '2026-01-01T00:00:00' }), { mode: 'create' } as Options) as Created;
  it('lists every style as Discord shows it, in English, with its tag and a Copy of the tag', () => {
    expect(rows(created, 'en')).toEqual([
      ['Short time', '12:00 AM', '<t:1767225600:t>'],
      ['Long time', '12:00:00 AM', '<t:1767225600:T>'],
      ['Short date', '01/01/2026', '<t:1767225600:d>'],
      ['Long date', 'January 1, 2026', '<t:1767225600:D>'],
      ['Long date and short time (default)', 'January 1, 2026 at 12:00 AM', '<t:1767225600:f>'],
      ['Full date and short time', 'Thursday, January 1, 2026 at 12:00 AM', '<t:1767225600:F>'],
      ['Short date and short time', '01/01/2026, 12:00 AM', '<t:1767225600:s>'],
      ['Short date and long time', '01/01/2026, 12:00:00 AM', '<t:1767225600:S>'],
      ['Relative time', 'next month', '<t:1767225600:R>'],
    ]);
  });
  it('writes the previews in the page’s language', () => {
    const de = rows(created, 'de');
    expect(de[2]).toEqual(['Kurzes Datum', '01.01.2026', '<t:1767225600:d>']);
    expect(de[5]).toEqual(['Vollständiges Datum und kurze Uhrzeit', 'Donnerstag, 1. Januar 2026 um 00:00', '<t:1767225600:F>']);
    expect(rows(created, 'fr')[3]![1]).toBe('1 janvier 2026');
  });
  it('copies the default tag from the action bar', () => {
    const v = asResultView(view(created));
    expect(v.copy).toBe('<t:1767225600:f>');
    expect((v.blocks[0] as ValuesBlock).items.map((i) => i.copy)).toEqual(['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'].map((s) => `<t:1767225600:${s}>`));
  });
});

describe('tags read back', () => {
  it('names the style and gives the moment in UTC and in the zone', () => {
    const read = run(input({ message: 'at <t:1767225600>', timeZone: 'Asia/Tokyo' }), { mode: 'read' } as Options) as Read;
    expect(rows(read, 'en')).toEqual([
      ['Style', 'Long date and short time (f): no style written, Discord’s default', ''],
      ['Discord shows', 'January 1, 2026 at 9:00 AM', ''],
      ['In UTC', 'Thursday, January 1, 2026 at 12:00:00 AM UTC', ''],
      ['In Asia/Tokyo', 'Thursday, January 1, 2026 at 9:00:00 AM GMT+9', ''],
      ['ISO 8601', '2026-01-01T09:00:00+09:00', ''],
    ]);
  });
  it('says a wrong tag at the field while the others are shown', () => {
    const read = run(input({ message: '<t:1767225600:R> <t:5:q>' }), { mode: 'read' } as Options) as Read;
    const v = asResultView(view(read));
    const ctx = displayContext('discord-timestamp', 'en', NOW);
    expect(displayText(v.fieldMessages!.message!, ctx)).toBe('“q” in “<t:5:q>” is not a Discord style. The styles are t, T, d, D, f, F, s, S and R.');
    expect(rows(read, 'en')[1]).toEqual(['Discord shows', 'next month', '']);
  });
});
