import { describe, expect, it } from 'vitest';
import { seededRandomInt, isToolError, toolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { cleanList, draw, run, type ListResult } from './run.ts';

const SHUFFLE: Options = { mode: 'shuffle', winners: 1, removeDuplicates: false, removeEmpty: true };
const PICK: Options = { ...SHUFFLE, mode: 'pick' };

function result(input: string, options: Partial<Options> = {}): ListResult {
  const r = run({ text: input }, { ...SHUFFLE, ...options });
  if (isToolError(r)) throw new Error(`unexpected error ${r.code}`);
  return r;
}

const sorted = (items: readonly string[]) => [...items].sort();

describe('cleaning the list', () => {
  it('trims each line and removes empty lines, counting them', () => {
    expect(cleanList('  Anna \n\n\tBen\t\n   \nCarla', true, false)).toEqual({ items: ['Anna', 'Ben', 'Carla'], lines: 5, duplicatesRemoved: 0, emptyRemoved: 2 });
    // Kept when asked: an empty line is an item like any other.
    expect(cleanList('Anna\n\nBen', false, false)).toEqual({ items: ['Anna', '', 'Ben'], lines: 3, duplicatesRemoved: 0, emptyRemoved: 0 });
  });

  it('reads Windows, old Mac and Unix line breaks, and ignores one final line break', () => {
    expect(cleanList('a\r\nb\rc\nd\n', false, false).items).toEqual(['a', 'b', 'c', 'd']);
    expect(cleanList('a\n\n', false, false)).toEqual({ items: ['a', ''], lines: 2, duplicatesRemoved: 0, emptyRemoved: 0 });
    expect(cleanList('', false, false)).toEqual({ items: [], lines: 0, duplicatesRemoved: 0, emptyRemoved: 0 });
  });

  it('keeps the first of duplicate lines, in place', () => {
    expect(cleanList('b\na\nb\nc\na\n b ', true, true)).toEqual({ items: ['b', 'a', 'c'], lines: 6, duplicatesRemoved: 3, emptyRemoved: 0 });
    // Case matters: "Anna" and "anna" may be two people.
    expect(cleanList('Anna\nanna', true, true).items).toEqual(['Anna', 'anna']);
    // Empty lines kept but duplicates removed: one empty item stays.
    expect(cleanList('a\n\nb\n\n', false, true)).toEqual({ items: ['a', '', 'b'], lines: 4, duplicatesRemoved: 1, emptyRemoved: 0 });
  });

  it('treats Unicode lines as text: emoji, accents in either form, CJK, RTL, lone surrogates', () => {
    const input = '👍🏽\ne\u0301\n漢字\nالعربية\n\u00e9\n👍🏽\n\uD800';
    const list = cleanList(input, true, true);
    // "é" precomposed is the same as e + combining acute (NFC): a duplicate, the first form kept.
    expect(list.items).toEqual(['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800']);
    expect(list.duplicatesRemoved).toBe(2);
    expect(sorted(result(input, { removeDuplicates: true }).items)).toEqual(sorted(list.items));
  });
});

describe('shuffle', () => {
  it('returns every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => `item ${i}`);
    const r = result(items.join('\n'));
    expect(r.items).toHaveLength(50);
    expect(sorted(r.items)).toEqual(sorted(items));
    expect(r).toMatchObject({ mode: 'shuffle', total: 50, lines: 50, duplicatesRemoved: 0, emptyRemoved: 0 });
  });

  it('gives each of the 6 orders of 3 items about equally often (Fisher–Yates, no bias)', () => {
    // 6,000 shuffles: 1,000 of each order expected, standard deviation about 29.
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const order = draw(['a', 'b', 'c'], 3).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(sorted([...counts.keys()])).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(200);
  });

  it('puts each item at each position about equally often', () => {
    // 10 items, 5,000 shuffles: each item at position 0 about 500 times (sd about 21).
    const items = [...'abcdefghij'];
    const first = new Map<string, number>();
    const last = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const out = draw(items, 10);
      first.set(out[0]!, (first.get(out[0]!) ?? 0) + 1);
      last.set(out[9]!, (last.get(out[9]!) ?? 0) + 1);
    }
    for (const item of items) {
      expect(Math.abs((first.get(item) ?? 0) - 500)).toBeLessThan(120);
      expect(Math.abs((last.get(item) ?? 0) - 500)).toBeLessThan(120);
    }
  });

  it('is a pure function of its random source', () => {
    const items = [...'abcdefgh'];
    expect(draw(items, 8, seededRandomInt(7))).toEqual(draw(items, 8, seededRandomInt(7)));
    // The input array is left as it was.
    expect(items.join('')).toBe('abcdefgh');
  });
});

describe('pick winners', () => {
  it('picks distinct winners from the list', () => {
    const r = result('Anna\nBen\nCarla\nDavid\nEva', { mode: 'pick', winners: 3 });
    expect(r.items).toHaveLength(3);
    expect(new Set(r.items).size).toBe(3);
    for (const w of r.items) expect(['Anna', 'Ben', 'Carla', 'David', 'Eva']).toContain(w);
    expect(r.total).toBe(5);
  });

  it('gives every item the same chance: 2 of 5 wins 40 % of the time', () => {
    // 5,000 draws: 2,000 wins each expected, standard deviation about 35.
    const wins = new Map<string, number>();
    for (let i = 0; i < 5000; i++) for (const w of draw([...'abcde'], 2)) wins.set(w, (wins.get(w) ?? 0) + 1);
    for (const n of wins.values()) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });

  it('picks all items when asked for as many winners as items', () => {
    const r = result('x\ny\nz', { mode: 'pick', winners: 3 });
    expect(sorted(r.items)).toEqual(['x', 'y', 'z']);
  });

  it('draws from the cleaned list: duplicates and empty lines never win twice or at all', () => {
    for (let i = 0; i < 200; i++) {
      const r = result('Anna\nAnna\n\nBen\n Ben', { ...PICK, winners: 2, removeDuplicates: true });
      expect(sorted(r.items)).toEqual(['Anna', 'Ben']);
      expect(r).toMatchObject({ total: 2, lines: 5, duplicatesRemoved: 2, emptyRemoved: 1 });
    }
  });

  it('says so when there are more winners than items', () => {
    expect(run({ text: 'Anna\nBen\nCarla' }, { ...PICK, winners: 5 })).toEqual(toolError('tooManyWinners', { winners: 5, total: 3 }));
    // Counted after cleaning: 3 lines, 2 items.
    expect(run({ text: 'Anna\nAnna\nBen' }, { ...PICK, winners: 3, removeDuplicates: true })).toEqual(toolError('tooManyWinners', { winners: 3, total: 2 }));
  });
});

describe('empty lists', () => {
  it('returns no items (the page asks for a list) rather than an error', () => {
    expect(run({ text: '' }, PICK)).toEqual({ mode: 'pick', items: [], total: 0, lines: 0, duplicatesRemoved: 0, emptyRemoved: 0 });
    expect(run({ text: '\n  \n' }, SHUFFLE)).toEqual({ mode: 'shuffle', items: [], total: 0, lines: 2, duplicatesRemoved: 0, emptyRemoved: 2 });
  });
});
