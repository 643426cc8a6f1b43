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
  it('lists every style with its tag, a Copy each, and what Discord shows, in English', () => {
    expect(rows(created, 'en')).toEqual([
      ['Short time', '<t:1767225600:t>', 'Discord shows: 12:00 AM'],
      ['Long time', '<t:1767225600:T>', 'Discord shows: 12:00:00 AM'],
      ['Short date', '<t:1767225600:d>', 'Discord shows: 01/01/2026'],
      ['Long date', '<t:1767225600:D>', 'Discord shows: January 1, 2026'],
      ['Long date and short time (default)', '<t:1767225600:f>', 'Discord shows: January 1, 2026 at 12:00 AM'],
      ['Full date and short time', '<t:1767225600:F>', 'Discord shows: Thursday, January 1, 2026 at 12:00 AM'],
      ['Short date and short time', '<t:1767225600:s>', 'Discord shows: 01/01/2026, 12:00 AM'],
      ['Short date and long time', '<t:1767225600:S>', 'Discord shows: 01/01/2026, 12:00:00 AM'],
      ['Relative time', '<t:1767225600:R>', 'Discord shows: next month'],
    ]);
  });
  it('writes the previews in the page’s language', () => {
    const de = rows(created, 'de');
    expect(de[2]).toEqual(['Kurzes Datum', '<t:1767225600:d>', 'Discord zeigt: 01.01.2026']);
    expect(de[5]).toEqual(['Vollständiges Datum und kurze Uhrzeit', '<t:1767225600:F>', 'Discord zeigt: Donnerstag, 1. Januar 2026 um 00:00']);
    expect(rows(created, 'fr')[3]![2]).toBe('Discord affiche : 1 janvier 2026');
  });
  it('copies the default tag from the action bar', () => {
    expect(asResultView(view(created)).copy).toBe('<t:1767225600:f>');
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
