import { describe, expect, it } from 'vitest';
import { jsonNumber } from '@sdk/core';
import { MAX_ROWS, view } from './view.ts';

describe('view', () => {
  it('says identical documents are identical', () => {
    const v = view({ changes: [], patch: [] });
    expect(v.blocks).toEqual([{ kind: 'values', announce: true, items: [{ label: { t: 'labels.result' }, value: { t: 'identical' }, main: true }] }]);
  });
  it('counts each kind, shows the changes side by side and the patch to copy', () => {
    const v = view({
      changes: [
        { kind: 'changed', path: '/a', left: 1, right: 2 },
        { kind: 'moved', path: '/l/0', from: '/l/2', left: { id: 3 } },
        { kind: 'added', path: '/b', right: 'x' },
      ],
      patch: [{ op: 'replace', path: '/a', value: 2 }],
    });
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'table', 'text']);
    expect((v.blocks[0] as unknown as { items: { value: unknown }[] }).items.map((i) => i.value)).toEqual([{ num: 1 }, { num: 0 }, { num: 1 }, { num: 1 }]);
    expect((v.blocks[1] as unknown as { rows: unknown[] }).rows).toEqual([
      [{ t: 'kinds.changed' }, '/a', '1', '2'],
      [{ t: 'kinds.moved' }, { t: 'movedPath', params: { from: '/l/2', to: '/l/0' } }, '{"id":3}', '{"id":3}'],
      [{ t: 'kinds.added' }, '/b', '', '"x"'],
    ]);
    expect(v.copy).toBe('[\n  {\n    "op": "replace",\n    "path": "/a",\n    "value": 2\n  }\n]');
    expect(v.json).toBe(v.copy);
  });
  it('shows, copies and downloads numbers as written: beyond 2^53 and with more decimals than a double holds', () => {
    const big = jsonNumber('12345678901234567891');
    const dec = jsonNumber('0.1000000000000000000001');
    // As the page gets them from the worker: a structured clone of run()'s result.
    const v = view(
      structuredClone({
        changes: [{ kind: 'changed' as const, path: '/big', left: jsonNumber('12345678901234567890'), right: big }, { kind: 'added' as const, path: '/dec', right: { v: [dec] } }],
        patch: [{ op: 'replace' as const, path: '/big', value: big }, { op: 'add' as const, path: '/dec', value: { v: [dec] } }],
      }),
    );
    expect((v.blocks[1] as unknown as { rows: unknown[] }).rows).toEqual([
      [{ t: 'kinds.changed' }, '/big', '12345678901234567890', '12345678901234567891'],
      [{ t: 'kinds.added' }, '/dec', '', '{"v":[0.1000000000000000000001]}'],
    ]);
    const patch = '[\n  {\n    "op": "replace",\n    "path": "/big",\n    "value": 12345678901234567891\n  },\n  {\n    "op": "add",\n    "path": "/dec",\n    "value": {\n      "v": [\n        0.1000000000000000000001\n      ]\n    }\n  }\n]';
    expect(v.blocks[2]).toMatchObject({ kind: 'text', text: patch });
    expect([v.copy, v.json]).toEqual([patch, patch]);
    expect(v.csv?.slice(1)).toEqual([
      ['changed', '/big', '', '12345678901234567890', '12345678901234567891'],
      ['added', '/dec', '', '', '{"v":[0.1000000000000000000001]}'],
    ]);
  });
  it('cuts a long table and says so', () => {
    const changes = Array.from({ length: MAX_ROWS + 1 }, (_, i) => ({ kind: 'added' as const, path: `/${i}`, right: i }));
    const v = view({ changes, patch: [] });
    expect((v.blocks[1] as unknown as { rows: unknown[] }).rows).toHaveLength(MAX_ROWS);
    expect(v.blocks[2]).toMatchObject({ kind: 'note' });
  });
});
