import { describe, expect, it } from 'vitest';
import { asResultView, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run, type SunMoonResult } from './run.ts';
import { view } from './view.ts';

const shown = (input: Partial<Input>, source: Options['source']) => {
  const r = run(input as Input, { source } as Options) as SunMoonResult;
  return asResultView(view(r, { input: input as Input }));
};
const en = writer('sun-and-moon', 'en');
const de = writer('sun-and-moon', 'de');
const fr = writer('sun-and-moon', 'fr');

describe('sun and moon view', () => {
  it('writes the times on the place’s clock, whatever the visitor’s zone', () => {
    const v = shown({ city: 'Asia/Tokyo', date: '2025-06-21' }, 'city');
    const items = (v.blocks[0] as ValuesBlock).items;
    expect(en(items[0]!.value)).toBe('4:25 AM');
    expect(de(items[1]!.value)).toBe('19:00');
    expect(en(items[3]!.value)).toBe('14 h 35 min');
    expect(fr(items[3]!.value)).toBe('14 h 35');
  });
  it('says midnight sun and shows dashes for the twilights that do not come', () => {
    const v = shown({ latitude: 69.6496, longitude: 18.956, zone: 'Europe/Oslo', date: '2025-06-21' }, 'coordinates');
    expect(v.blocks[1]).toEqual({ kind: 'note', text: { t: 'polarDay' } });
    expect(en((v.blocks[0] as ValuesBlock).items[0]!.value)).toBe('—');
    const table = v.blocks[2] as TableBlock;
    expect(table.rows.map((r) => r.map((c) => en(c)))[0]).toEqual(['Astronomical twilight begins / ends', '—', '—']);
  });
  it('adds the weekday to a time on the next day', () => {
    // Astronomical dusk in Helsinki in late April comes after midnight.
    const v = shown({ city: 'Europe/Helsinki', date: '2025-04-20' }, 'city');
    const table = v.blocks.find((b) => b.kind === 'table') as TableBlock;
    const dusk = en(table.rows[0]![2]!);
    expect(dusk.replace(/\s/g, ' ')).toBe('Mon 1:16 AM');
  });
  it('names the moon’s phase with its symbol and illumination', () => {
    const v = shown({ latitude: 51.4769, longitude: 0, zone: 'UTC', date: '2025-11-05' }, 'coordinates');
    const moon = (v.blocks.find((b) => b.kind === 'values' && b.items[0]!.label && en(b.label!) === 'Moon') as ValuesBlock).items;
    expect(en(moon[0]!.value)).toBe('🌕 Full moon');
    expect(de(moon[0]!.value)).toBe('🌕 Vollmond');
    expect(en(moon[1]!.value)).toMatch(/^(99|100)%$/);
  });
});
