import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { collision } from './run.ts';
import { duration, view } from './view.ts';

const base: Options = { type: 'nanoid', quantity: 1, monotonic: true, length: 21, alphabet: 'urlSafe', customAlphabet: '', cuidLength: 24, shortLength: 8, rate: 1000 };

describe('id-generator view', () => {
  it('says the chance of a collision as the NanoID calculator does', () => {
    const v = view({ type: 'nanoid', ids: ['abc'], collision: collision(64, 21, 1000) }, { input: { ulids: '' }, options: base });
    const block = v.blocks[1]!;
    if (block.kind !== 'values') throw new Error('values');
    const en = writer('id-generator', 'en');
    expect(block.items.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Possible IDs', '64 characters, 21 long: 126 bits'],
      ['IDs for a 1% chance of a collision', '~1.31 × 10¹⁸'],
      ['At 1,000 IDs per hour', '~149 billion years needed'],
    ]);
    expect(v.copy).toBe('abc');
    expect(v.json).toEqual(['abc']);
  });

  it('writes a duration in the largest unit', () => {
    const en = writer('id-generator', 'en');
    expect(en(duration(9.292))).toBe('9.29 hours');
    expect(en(duration(148.665))).toBe('6.19 days');
    expect(en(duration(0.5))).toBe('30 minutes');
    expect(en(duration(2 / 3600))).toBe('2 seconds');
    expect(en(duration(1 / 7200))).toBe('less than a second');
  });

  it('shows a decoded ULID in UTC and local time, and an invalid one explained', () => {
    const v = view(
      { type: 'decode', rows: [{ input: '01ARYZ6S41TSV4RRFFQ69G5FAV', valid: true, time: 1469918176385, timestamp: '01ARYZ6S41', randomness: 'TSV4RRFFQ69G5FAV', uuid: 'u' }, { input: 'x', valid: false, problem: 'length', length: 1 }] },
      { input: { ulids: '' }, options: { ...base, type: 'decode' } },
    );
    const table = v.blocks[0]!;
    if (table.kind !== 'table') throw new Error('table');
    const de = writer('id-generator', 'de');
    expect(de(table.caption!)).toBe('Gültige ULIDs: 1 von 2');
    expect(table.rows[0]![1]).toBe('2016-07-30T22:36:16.385Z');
    expect(de(table.rows[1]![1]!)).toBe('Keine ULID: 1 statt 26 Zeichen.');
    expect(v.regenerate).toBe(false);
  });
});
