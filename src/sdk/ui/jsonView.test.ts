import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containerIds, jsonTokens, parseJsonTree, visibleRows, type JsonNode } from './jsonView.ts';
import { lineAt } from './ErrorExcerpt.tsx';

describe('jsonTokens (highlighting)', () => {
  it('tells keys from string values, and numbers and literals as written', () => {
    const tokens = jsonTokens('{"a b": "x\\"y", "n" : -1.50E2, "t": [true, null]}').filter((t) => t.kind !== 'space' && t.kind !== 'punct');
    expect(tokens).toEqual([
      { kind: 'key', text: '"a b"' },
      { kind: 'string', text: '"x\\"y"' },
      { kind: 'key', text: '"n"' },
      { kind: 'number', text: '-1.50E2' },
      { kind: 'key', text: '"t"' },
      { kind: 'literal', text: 'true' },
      { kind: 'literal', text: 'null' },
    ]);
  });

  it('gives the text back whole, and stops at the limit', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        expect(jsonTokens(json).map((t) => t.text).join('')).toBe(json);
      }),
    );
    expect(jsonTokens('[1, 2, 3]', 4).map((t) => t.text).join('')).toBe('[1, ');
  });
});

describe('parseJsonTree', () => {
  const shape = (n: JsonNode): unknown => (n.kind === 'object' ? Object.fromEntries(n.children.map((c) => [c.key, shape(c)])) : n.kind === 'array' ? n.children.map(shape) : n.text);

  it('keeps scalars as written, with keys, indexes, depth and place', () => {
    const root = parseJsonTree('{"id": 12345678901234567890, "z": -0, "list": [1E2, "a\\u0062", {}], "k\\"q": null}')!;
    expect(shape(root)).toEqual({ id: '12345678901234567890', z: '-0', list: ['1E2', '"a\\u0062"', {}], 'k"q': 'null' });
    const list = root.children[2]!;
    expect([list.key, list.depth, list.index, list.children[1]!.key, list.children[1]!.depth, list.children[1]!.parent]).toEqual(['list', 1, 2, 1, 2, list]);
  });

  it('reads what JSON.parse reads (property)', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const root = parseJsonTree(json)!;
        const value = (n: JsonNode): unknown => (n.kind === 'object' ? Object.fromEntries(n.children.map((c) => [c.key, value(c)])) : n.kind === 'array' ? n.children.map(value) : JSON.parse(n.text));
        expect(value(root)).toEqual(JSON.parse(json));
      }),
    );
  });

  it('reads a deep document without recursion, and says null for what is not JSON', () => {
    expect(parseJsonTree('['.repeat(100_000) + ']'.repeat(100_000))?.kind).toBe('array');
    for (const bad of ['{', '[1,', 'nope', '1 2', '{"a":1}}']) expect(parseJsonTree(bad)).toBeNull();
  });
});

describe('visibleRows', () => {
  const root = parseJsonTree(JSON.stringify({ a: [1, 2, 3, 4, 5], b: { c: { d: 1 } }, e: 0 }))!;

  it('lists expanded containers only, in document order', () => {
    expect(visibleRows(root, new Set([0]), 100, 100).map((r) => r.node.key)).toEqual([null, 'a', 'b', 'e']);
    const all = containerIds(root);
    expect(visibleRows(root, all, 100, 100).map((r) => r.node.key)).toEqual([null, 'a', 0, 1, 2, 3, 4, 'b', 'c', 'd', 'e']);
  });

  it('draws at most so many children per container, then a row saying how many more, and so many rows in all', () => {
    const rows = visibleRows(root, containerIds(root), 2, 100);
    expect(rows.map((r) => (r.more !== undefined ? `+${r.more}` : r.node.key))).toEqual([null, 'a', 0, 1, '+3', 'b', 'c', 'd', '+1']);
    expect(visibleRows(root, containerIds(root), 100, 4)).toHaveLength(4);
  });
});

describe('lineAt (the line an error is on)', () => {
  it('finds a line after \\n, \\r\\n or \\r, and its place in the text', () => {
    const text = 'a\nbb\r\nccc\rdddd';
    expect([1, 2, 3, 4].map((n) => lineAt(text, n))).toEqual([
      { start: 0, text: 'a' },
      { start: 2, text: 'bb' },
      { start: 6, text: 'ccc' },
      { start: 10, text: 'dddd' },
    ]);
    expect(lineAt(text, 5)).toBeNull();
  });

  it('counts a byte order mark as part of the text', () => {
    expect(lineAt('\uFEFF{\n]', 2)).toEqual({ start: 3, text: ']' });
  });
});
