import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonpatch } from 'json-p3';
import { isToolError, jsonNumber } from '@sdk/core';
import { canonical, deepEqual, diff, longestIncreasing, type Diff, type DiffOptions, type Json } from './diff.ts';
import { run } from './run.ts';

const KEY: DiffOptions = { arrays: 'key', arrayKey: 'id' };
const POSITION: DiffOptions = { arrays: 'position', arrayKey: 'id' };
const UNORDERED: DiffOptions = { arrays: 'unordered', arrayKey: 'id' };

/** The patch applied to (a copy of) the left document, by json-p3's RFC 6902 implementation. */
const apply = (d: Diff, left: Json): Json => jsonpatch.apply(d.patch as never, structuredClone(left) as never) as Json;

describe('changes', () => {
  it('ignores key order and formatting, and says identical documents are identical', () => {
    expect(diff({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, KEY)).toEqual({ changes: [], patch: [] });
  });
  it('lists removed, changed and added members by JSON Pointer', () => {
    const d = diff({ a: 1, 'x/y': 2, 'm~n': 3 }, { a: 2, 'm~n': 3, z: null }, POSITION);
    expect(d.changes).toEqual([
      { kind: 'removed', path: '/x~1y', left: 2 },
      { kind: 'changed', path: '/a', left: 1, right: 2 },
      { kind: 'added', path: '/z', right: null },
    ]);
  });
  it('says a change of type is a change, and replaces the whole document at the root', () => {
    expect(diff({ a: [1] }, { a: { 0: 1 } }, KEY).patch).toEqual([{ op: 'replace', path: '/a', value: { 0: 1 } }]);
    expect(diff(1, '1', KEY).patch).toEqual([{ op: 'replace', path: '', value: '1' }]);
    expect(diff(null, false, KEY).changes).toHaveLength(1);
  });
  it('compares arrays by position', () => {
    const d = diff([1, 2, 3], [1, 5], POSITION);
    expect(d.changes).toEqual([
      { kind: 'changed', path: '/1', left: 2, right: 5 },
      { kind: 'removed', path: '/2', left: 3 },
    ]);
  });
  it('matches array items by key and reports a move rather than a removal and an addition', () => {
    const left = [{ id: 'a', v: 1 }, { id: 'b', v: 2 }, { id: 'c', v: 3 }];
    const right = [{ id: 'c', v: 3 }, { id: 'a', v: 1 }, { id: 'b', v: 2 }];
    const d = diff(left, right, KEY);
    expect(d.changes).toEqual([{ kind: 'moved', path: '/0', from: '/2', left: { id: 'c', v: 3 } }]);
    expect(d.patch).toEqual([{ op: 'move', from: '/2', path: '/0' }]);
  });
  it('falls back to positions when the items have no unique key', () => {
    expect(diff([{ id: 1 }, { id: 1 }], [{ id: 1 }, { id: 2 }], KEY).changes).toEqual([{ kind: 'changed', path: '/1/id', left: 1, right: 2 }]);
    expect(diff([1, 2], [2, 1], KEY).changes).toHaveLength(2);
  });
  it('ignores array order when asked, matching equal items wherever they are', () => {
    const d = diff({ t: ['a', 'b', { x: 1, y: 2 }] }, { t: [{ y: 2, x: 1 }, 'c', 'a'] }, UNORDERED);
    expect(d.changes).toEqual([
      { kind: 'removed', path: '/t/1', left: 'b' },
      { kind: 'added', path: '/t/1', right: 'c' },
    ]);
  });
});

describe('numbers, compared as written', () => {
  const changes = (left: string, right: string, arrays: DiffOptions['arrays'] = 'key') => {
    const r = run({ left, right }, { arrays, arrayKey: 'id' });
    if (isToolError(r)) throw new Error(r.code);
    return r;
  };

  it('sees a change in the last digit of an integer beyond 2^53, and keeps both values as written', () => {
    expect(changes('{"big":12345678901234567890}', '{"big":12345678901234567891}')).toEqual({
      changes: [{ kind: 'changed', path: '/big', left: jsonNumber('12345678901234567890'), right: jsonNumber('12345678901234567891') }],
      patch: [{ op: 'replace', path: '/big', value: jsonNumber('12345678901234567891') }],
    });
  });

  it('sees a change in a decimal with more digits than a double holds', () => {
    expect(changes('[0.1000000000000000000001]', '[0.1]', 'position').changes).toEqual([{ kind: 'changed', path: '/0', left: jsonNumber('0.1000000000000000000001'), right: 0.1 }]);
    expect(changes('{"a":0.1000000000000000000001}', '{"a":0.1000000000000000000002}').patch).toEqual([{ op: 'replace', path: '/a', value: jsonNumber('0.1000000000000000000002') }]);
  });

  it('takes numbers written differently for the same number: 1.0 and 1, 1E2 and 100, -0 and 0', () => {
    expect(changes('{"a":1.0,"b":[1E2],"c":-0}', '{"a":1,"b":[100],"c":0}').changes).toEqual([]);
    expect(changes('[1.0, 2]', '[2, 1]', 'unordered').changes).toEqual([]);
  });

  it('matches array items by ids beyond 2^53 (moves, not changes) and in any order', () => {
    const left = '[{"id":12345678901234567890,"v":1},{"id":12345678901234567891,"v":2}]';
    const right = '[{"id":12345678901234567891,"v":2},{"id":12345678901234567890,"v":1}]';
    expect(changes(left, right).changes).toEqual([{ kind: 'moved', path: '/1', from: '/0', left: { id: jsonNumber('12345678901234567890'), v: 1 } }]);
    expect(changes(left, right, 'unordered').changes).toEqual([]);
    expect(changes('[12345678901234567890]', '[12345678901234567891]', 'unordered').changes).toEqual([
      { kind: 'removed', path: '/0', left: jsonNumber('12345678901234567890') },
      { kind: 'added', path: '/0', right: jsonNumber('12345678901234567891') },
    ]);
  });
});

describe('JSON Patch (RFC 6902), applied to the left document, gives the right one', () => {
  it('for the examples of every mode', () => {
    const cases: [Json, Json][] = [
      [{ users: [{ id: 1, n: 'a' }, { id: 2, n: 'b' }, { id: 3, n: 'c' }] }, { users: [{ id: 3, n: 'c' }, { id: 1, n: 'A' }, { id: 4, n: 'd' }] }],
      [[{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], [{ id: 4 }, { id: 2 }, { id: 1 }, { id: 3 }]],
      [{ a: [1, 2, 3, 4] }, { a: [] }],
      [{ 'a/b': { '~': 1 } }, { 'a/b': { '~': 2, '': 3 } }],
      ['x', { a: 1 }],
    ];
    for (const [left, right] of cases) for (const options of [KEY, POSITION]) expect(apply(diff(left, right, options), left)).toEqual(right);
  });

  const json: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(null, true, false, 0, 1, -2.5, '', 'a', 'é/~'),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'id', 'x/y', '~'), tie('value'), { maxKeys: 4 }),
    ),
  })).value;
  /** Arrays of objects with ids, shuffled, so that the key mode has moves to find. */
  const records = fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 8 }).chain((ids) =>
    fc.tuple(fc.constant(ids.map((id) => ({ id, v: id % 3 }))), fc.shuffledSubarray(ids.map((id) => ({ id, v: id % 2 })), { minLength: 0 }), fc.array(fc.integer({ min: 10, max: 20 }), { maxLength: 3 })),
  );

  it('for any two documents, in position and key mode', () => {
    fc.assert(
      fc.property(json, json, (left, right) => {
        for (const options of [KEY, POSITION]) expect(apply(diff(left, right, options), left)).toEqual(right);
      }),
      { numRuns: 400 },
    );
  });
  it('for shuffled arrays of records, with moves', () => {
    fc.assert(
      fc.property(records, ([left, kept, extra]) => {
        const right: Json = [...kept, ...extra.map((id) => ({ id, v: 0 }))];
        expect(apply(diff(left, right, KEY), left)).toEqual(right);
      }),
      { numRuns: 400 },
    );
  });
  it('up to array order when array order is ignored', () => {
    fc.assert(
      fc.property(json, json, (left, right) => {
        const sorted = (v: Json): Json => (Array.isArray(v) ? v.map(sorted).sort((x, y) => (canonical(x) < canonical(y) ? -1 : 1)) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sorted(x)])) : v);
        expect(sorted(apply(diff(left, right, UNORDERED), left))).toEqual(sorted(right));
      }),
      { numRuns: 300 },
    );
  });
});

describe('helpers', () => {
  it('finds a longest increasing subsequence', () => {
    expect(longestIncreasing([])).toEqual([]);
    expect(longestIncreasing([3, 0, 1, 2])).toEqual([1, 2, 3]);
    expect(longestIncreasing([2, 1, 0]).length).toBe(1);
  });
  it('compares deeply, without regard to key order', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined as unknown as Json })).toBe(false);
    expect(canonical({ b: 1, a: [true] })).toBe('{"a":[true],"b":1}');
  });
});

describe('bad input', () => {
  const options = { arrays: 'key', arrayKey: 'id' } as const;
  it('says which side is empty or not JSON', () => {
    expect(run({ left: '', right: '{}' }, options)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'left' } });
    expect(run({ left: '{}', right: '[1 2]' }, options)).toEqual({ kind: 'tool-error', code: 'json.commaExpected', params: { line: 1, column: 4, field: 'right' } });
  });
  it('asks for a key in key mode', () => {
    expect(run({ left: '[]', right: '[]' }, { arrays: 'key', arrayKey: ' ' })).toEqual({ kind: 'tool-error', code: 'noKey' });
  });
  it('compares large documents quickly', () => {
    const left = Array.from({ length: 20000 }, (_, i) => ({ id: i, name: `n${i}` }));
    const right = [...left.slice(1), left[0]!].map((x, i) => (i === 500 ? { ...x, name: 'changed' } : x));
    const start = performance.now();
    const result = run({ left: JSON.stringify(left), right: JSON.stringify(right) }, options);
    expect(isToolError(result) ? result.code : result.changes.map((c) => c.kind).sort()).toEqual(['changed', 'moved']);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
