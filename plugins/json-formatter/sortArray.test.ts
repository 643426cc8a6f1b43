import { describe, expect, it } from 'vitest';
import { isToolError, toolError, type ExactJson } from '@sdk/core';
import { run, type Formatted } from './run.ts';
import type { Input, Options } from './manifest.ts';
import { compareCodePoints, sortByPath, valueAt } from './sortArray.ts';

const MINIFY: Options = { mode: 'minify', indent: '2', sortKeys: false, repair: false };
const sort = (text: string, sortKey: string, more: Partial<Input> = {}, options: Partial<Options> = {}) =>
  run({ text, sortArray: 'ascending', sortKey, sortStrings: 'en', ...more }, { ...MINIFY, ...options });
const textOf = (r: Formatted | ReturnType<typeof toolError>) => {
  if (isToolError(r)) throw new Error(r.code);
  return r.text;
};

describe('sorting an array of objects by a key', () => {
  it('numbers as numbers, not as text (9 before 10)', () => {
    expect(textOf(sort('[{"n":10},{"n":9},{"n":-1.5},{"n":100}]', 'n'))).toBe('[{"n":-1.5},{"n":9},{"n":10},{"n":100}]');
    expect(textOf(sort('[{"n":10},{"n":9}]', 'n', { sortArray: 'descending' }))).toBe('[{"n":10},{"n":9}]');
  });

  it('keeps numbers as written and compares big integers exactly', () => {
    expect(textOf(sort('[{"id":12345678901234567891},{"id":12345678901234567890},{"id":1.50}]', 'id'))).toBe('[{"id":1.50},{"id":12345678901234567890},{"id":12345678901234567891}]');
  });

  it('by a dotted path into nested objects, and into arrays by index', () => {
    const text = '[{"user":{"name":"b"}},{"user":{"name":"a"}},{"user":{}}]';
    expect(sort(text, 'user.name')).toEqual({ text: '[{"user":{"name":"a"}},{"user":{"name":"b"}},{"user":{}}]', sorted: { count: 3, missing: 1 } });
    expect(textOf(sort('[{"t":[2]},{"t":[1]}]', 't.0'))).toBe('[{"t":[1]},{"t":[2]}]');
    expect(valueAt({ 'a.b': 1 }, ['a', 'b'])).toEqual({ value: 1 });
    expect(valueAt({ a: null }, ['a', 'b'])).toBeNull();
  });

  it('items without the key come last, in their order, ascending and descending', () => {
    const text = '[{"x":1},{"k":2},"text",{"k":1},null,{"k":3}]';
    expect(textOf(sort(text, 'k'))).toBe('[{"k":1},{"k":2},{"k":3},{"x":1},"text",null]');
    expect(textOf(sort(text, 'k', { sortArray: 'descending' }))).toBe('[{"k":3},{"k":2},{"k":1},{"x":1},"text",null]');
  });

  it('text in the chosen language’s alphabetical order, or by code point', () => {
    const text = '[{"w":"zoë"},{"w":"Émile"},{"w":"ñu"},{"w":"nube"},{"w":"Ada"}]';
    expect(textOf(sort(text, 'w', { sortStrings: 'es' }))).toBe('[{"w":"Ada"},{"w":"Émile"},{"w":"nube"},{"w":"ñu"},{"w":"zoë"}]');
    expect(textOf(sort(text, 'w', { sortStrings: 'codePoint' }))).toBe('[{"w":"Ada"},{"w":"nube"},{"w":"zoë"},{"w":"Émile"},{"w":"ñu"}]');
    expect(compareCodePoints('😀', '\uff01')).toBe(1);
    expect('😀' < '\uff01').toBe(true);
  });

  it('mixed types: numbers, text, true/false, null; stable for equal values', () => {
    const items: ExactJson[] = [{ v: null }, { v: true }, { v: 'a' }, { v: 2 }, { v: false }, { v: 2, second: 1 }];
    expect(sortByPath(items, 'v', false, 'en').items).toEqual([{ v: 2 }, { v: 2, second: 1 }, { v: 'a' }, { v: false }, { v: true }, { v: null }]);
  });

  it('keeps the indentation and sorted keys of the formatting', () => {
    expect(textOf(sort('[{"b":1,"a":2},{"b":0,"a":3}]', 'b', {}, { mode: 'format', indent: '2', sortKeys: true }))).toBe('[\n  {\n    "a": 3,\n    "b": 0\n  },\n  {\n    "a": 2,\n    "b": 1\n  }\n]');
  });

  it('sorts nothing while the key is empty or no direction is chosen', () => {
    expect(sort('[{"k":2},{"k":1}]', '  ')).toEqual({ text: '[{"k":2},{"k":1}]' });
    expect(sort('[{"k":2},{"k":1}]', 'k', { sortArray: 'none' })).toEqual({ text: '[{"k":2},{"k":1}]' });
  });

  it('bad input: not an array at the top, or not JSON', () => {
    expect(sort('{"k":1}', 'k')).toEqual(toolError('sortNotArray', { field: 'sortKey' }));
    expect(isToolError(sort('[{"k":1},', 'k'))).toBe(true);
    expect(sort('[]', 'k')).toEqual({ text: '[]', sorted: { count: 0, missing: 0 } });
  });
});
