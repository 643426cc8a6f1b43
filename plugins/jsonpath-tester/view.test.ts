import { describe, expect, it } from 'vitest';
import { jsonNumber } from '@sdk/core';
import { CHEAT_SHEET, MAX_ROWS, view } from './view.ts';
import en from './locales/en.json';

describe('view', () => {
  it('shows the count, the values as JSON, a table of paths and the cheat sheet', () => {
    const v = view({ matches: [{ path: "$['a']", pointer: '/a', value: { b: 1 } }] });
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'text', 'table', 'table']);
    expect(v.blocks[1]).toMatchObject({ text: '[\n  {\n    "b": 1\n  }\n]' });
    expect((v.blocks[2] as unknown as { rows: unknown }).rows).toEqual([["$['a']", '/a', '{"b":1}']]);
    expect(v.json).toBe('[\n  {\n    "b": 1\n  }\n]');
    expect(v.csv).toEqual([['path', 'pointer', 'value'], ["$['a']", '/a', '{"b":1}']]);
  });
  it('shows, copies and downloads numbers as written, also after the page receives the result from the worker', () => {
    const value = { id: jsonNumber('12345678901234567890'), ratio: jsonNumber('0.1000000000000000000001') };
    const v = view(structuredClone({ matches: [{ path: "$[0]", pointer: '/0', value }, { path: "$[0]['id']", pointer: '/0/id', value: value.id }] }));
    const text = '[\n  {\n    "id": 12345678901234567890,\n    "ratio": 0.1000000000000000000001\n  },\n  12345678901234567890\n]';
    expect(v.blocks[1]).toMatchObject({ kind: 'text', text });
    expect((v.blocks[2] as unknown as { rows: unknown }).rows).toEqual([
      ['$[0]', '/0', '{"id":12345678901234567890,"ratio":0.1000000000000000000001}'],
      ["$[0]['id']", '/0/id', '12345678901234567890'],
    ]);
    expect(v.json).toBe(text);
    expect(v.csv?.[2]).toEqual(["$[0]['id']", '/0/id', '12345678901234567890']);
  });
  it('shows only the count and the cheat sheet when nothing matches', () => {
    expect(view({ matches: [] }).blocks.map((b) => b.kind)).toEqual(['values', 'table']);
  });
  it('cuts the table at MAX_ROWS and says so', () => {
    const matches = Array.from({ length: MAX_ROWS + 5 }, (_, i) => ({ path: `$[${i}]`, pointer: `/${i}`, value: i }));
    const v = view({ matches });
    expect((v.blocks[2] as unknown as { rows: unknown[] }).rows).toHaveLength(MAX_ROWS);
    expect(v.blocks[3]).toMatchObject({ kind: 'note' });
    expect(JSON.parse((v.blocks[1] as unknown as { text: string }).text)).toHaveLength(MAX_ROWS + 5);
  });
  it('has a text for every line of the cheat sheet', () => {
    for (const [, key] of CHEAT_SHEET) expect(en.cheat).toHaveProperty(key);
  });
});
