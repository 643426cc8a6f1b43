import { describe, expect, it } from 'vitest';
import { asResultView, type TableBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { foldLine, icsText, toIcs } from './ics.ts';
import type { Input } from './manifest.ts';
import type { HolidaysResult } from './run.ts';
import { view } from './view.ts';

const RESULT: HolidaysResult = {
  place: 'DE-BY',
  country: 'DE',
  state: 'BY',
  year: 2026,
  kinds: 'all',
  holidays: [
    { date: '2026-01-01', name: 'Neujahr', type: 'public' },
    { date: '2026-12-24', name: 'Heiliger Abend', type: 'bank', from: '14:00' },
    { date: '2026-12-28', name: 'Boxing Day; substitute, day', type: 'public', substitute: true },
  ],
};
const shown = () => asResultView(view(RESULT, { input: { place: 'DE-BY', year: 2026 } as Input }));
const en = writer('public-holidays', 'en');
const de = writer('public-holidays', 'de');
const es = writer('public-holidays', 'es');

describe('public holidays view', () => {
  it('names the place in the page language', () => {
    const items = (shown().blocks[0] as ValuesBlock).items;
    expect(en(items[0]!.value)).toBe('Bavaria, Germany');
    expect(es(items[0]!.value)).toBe('Baviera, Alemania');
    expect(de(items[0]!.value)).toBe('Bayern, Deutschland');
    expect(en(items[2]!.value)).toBe('3');
    expect(en(items[3]!.value)).toBe('0');
  });
  it('lists each holiday with its weekday, kind and note', () => {
    const table = shown().blocks[1] as TableBlock;
    expect(table.rows.map((r) => r.map((c) => de(c)))).toEqual([
      ['Do., 1. Januar 2026', 'Neujahr', 'Gesetzlicher Feiertag', ''],
      ['Do., 24. Dezember 2026', 'Heiliger Abend', 'Bankfeiertag', 'Ab 14:00 Uhr'],
      ['Mo., 28. Dezember 2026', 'Boxing Day; substitute, day', 'Gesetzlicher Feiertag', 'Ersatzfeiertag'],
    ]);
  });
  it('marks the holidays in the year’s calendar with symbols', () => {
    const cal = shown().blocks[2] as TableBlock;
    expect(cal.rows).toHaveLength(12);
    expect(en(cal.rows[0]![0]!)).toBe('January');
    expect(cal.rows[0]![1]).toBe('●');
    expect(cal.rows[11]![24]).toBe('○');
    expect(cal.rows[11]![28]).toBe('●');
    expect(cal.rows[1]![29]).toBe(''); // 29 February 2026 does not exist
  });
  it('exports CSV rows and an ICS file', () => {
    const v = shown();
    expect(v.csv![0]).toEqual(['date', 'name', 'type', 'substitute', 'country', 'state']);
    expect(v.csv![3]).toEqual(['2026-12-28', 'Boxing Day; substitute, day', 'public', true, 'DE', 'BY']);
    expect(v.txt!.replace(/\r\n/g, '\n')).toBe((v.blocks.find((b) => b.kind === 'text') as TextBlock).text);
    expect(v.txt).toContain('\r\n');
    expect(v.filename).toBe('holidays-DE-BY-2026');
  });
  it('asks for a place first', () => {
    expect(asResultView(view({ choose: true }, { input: {} as Input })).blocks).toEqual([{ kind: 'note', text: { t: 'choose' } }]);
  });
});

describe('iCalendar (RFC 5545)', () => {
  it('writes all-day events with escaped text and CRLF lines', () => {
    const ics = toIcs(RESULT, 'DE-BY 2026');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261228\r\nDTEND;VALUE=DATE:20261229\r\n');
    expect(ics).toContain('SUMMARY:Boxing Day\\; substitute\\, day\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
  it('ends a holiday at the year’s end in the next year', () => {
    const ics = toIcs({ ...RESULT, holidays: [{ date: '2026-12-31', name: 'Silvester', type: 'observance' }] }, 'x');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101');
  });
  it('escapes and folds', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = 'SUMMARY:' + 'é'.repeat(60);
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});
