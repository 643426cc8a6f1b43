import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { run, valueAt, type Issue, type Validation } from './run.ts';
import type { Options } from './manifest.ts';

const AUTO: Options = { draft: 'auto' };
async function check(data: unknown, schema: unknown, options: Options = AUTO): Promise<Validation> {
  const result = await run({ data: JSON.stringify(data), schema: JSON.stringify(schema) }, options);
  if (isToolError(result)) throw new Error(`error ${result.code}`);
  return result;
}
const rules = (v: Validation) => v.issues.map((i: Issue) => [i.pointer, i.rule, i.params]);

describe('validation', () => {
  it('lists every error, with JSON pointers and the figures of each rule', async () => {
    const schema = {
      type: 'object',
      required: ['id'],
      properties: {
        n: { type: 'integer', minimum: 1, maximum: 9, multipleOf: 2 },
        s: { type: 'string', minLength: 3, maxLength: 4, pattern: '^a' },
        a: { type: 'array', minItems: 3, items: { type: 'string' } },
        c: { const: 'x' },
        o: { type: 'object', minProperties: 2 },
      },
      additionalProperties: false,
    };
    const v = await check({ n: 11, s: 'bb', a: ['x', 1], c: 'y', o: {}, extra: true }, schema);
    expect(v.valid).toBe(false);
    expect(rules(v)).toEqual([
      ['', 'required', { property: 'id' }],
      ['/n', 'maximum', { value: 11, limit: 9 }],
      ['/n', 'multipleOf', { value: 11, limit: 2 }],
      ['/s', 'minLength', { count: 2, limit: 3 }],
      ['/s', 'pattern', { pattern: '^a' }],
      ['/a', 'minItems', { count: 2, limit: 3 }],
      ['/a/1', 'type', { actual: 'number', expected: 'string' }],
      ['/c', 'const', { value: '"x"' }],
      ['/o', 'minProperties', { limit: 2 }],
      ['', 'additionalProperties', { property: 'extra' }],
    ]);
    expect(v.issues.find((i) => i.rule === 'maximum')!.schemaPath).toBe('#/properties/n/maximum');
  });

  it('gives a valid result with no issues', async () => {
    const v = await check([1, 2], { type: 'array', items: { type: 'number' } });
    expect(v).toEqual({ valid: true, draft: '2020-12', draftFrom: 'default', issues: [] });
  });

  it('reads the draft from $schema, or takes the one chosen', async () => {
    expect((await check(1, { $schema: 'http://json-schema.org/draft-07/schema#' })).draft).toBe('7');
    expect((await check(1, { $schema: 'https://json-schema.org/draft/2019-09/schema' })).draftFrom).toBe('schema');
    expect((await check(1, { $schema: 'http://json-schema.org/draft-04/schema#' })).draft).toBe('4');
    expect(await check(1, { $schema: 'https://json-schema.org/draft/2020-12/schema' }, { draft: '7' })).toMatchObject({ draft: '7', draftFrom: 'option' });
  });

  it('follows draft rules: items as an array and additionalItems in draft 07, prefixItems in 2020-12', async () => {
    const tuple7 = { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }], additionalItems: false };
    expect(rules(await check(['a', 1], tuple7))).toEqual([['', 'additionalItems', {}]]);
    expect((await check(['a', 1], { prefixItems: [{ type: 'string' }], items: false })).valid).toBe(false);
    expect((await check(['a'], { prefixItems: [{ type: 'string' }], items: false })).valid).toBe(true);
  });

  it('follows $ref into $defs and reports the rule there', async () => {
    const v = await check({ p: 70000 }, { $defs: { port: { type: 'integer', maximum: 65535 } }, properties: { p: { $ref: '#/$defs/port' } } });
    expect(rules(v)).toEqual([['/p', 'maximum', { value: 70000, limit: 65535 }]]);
  });

  it('decodes pointers of keys with slashes, tildes and accents', async () => {
    const v = await check({ 'a/b~c': 1, 'é x': 1 }, { properties: { 'a/b~c': { type: 'string' }, 'é x': { type: 'string' } } });
    expect(v.issues.map((i) => i.pointer)).toEqual(['/a~1b~0c', '/é x']);
  });

  it('names enum values, formats, unique items, dependencies and conditionals', async () => {
    const schema = {
      properties: { e: { enum: ['a', 1, null] }, d: { format: 'date' }, u: { uniqueItems: true } },
      dependentRequired: { card: ['cvv'] },
      if: { required: ['vat'] },
      then: { required: ['country'] },
    };
    const v = await check({ e: 'b', d: '2024-02-30', u: [1, 2, 1], card: 1, vat: 'x' }, schema);
    expect(rules(v)).toEqual(
      expect.arrayContaining([
        ['/e', 'enum', { values: '"a", 1, null' }],
        ['/d', 'format', { format: 'date' }],
        ['/u', 'uniqueItems', { first: 0, second: 2 }],
        ['', 'dependentRequired', { property: 'card', required: 'cvv' }],
        ['', 'ifThen', {}],
        ['', 'required', { property: 'country' }],
      ]),
    );
  });

  it('explains anyOf and oneOf, with the errors of each branch', async () => {
    const v = await check({ x: 1.5, y: 3 }, { properties: { x: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, y: { oneOf: [{ type: 'number' }, { type: 'integer' }] } } });
    expect(rules(v)).toEqual([
      ['/x', 'anyOf', {}],
      ['/x', 'type', { actual: 'number', expected: 'string' }],
      ['/x', 'type', { actual: 'number', expected: 'integer' }],
      ['/y', 'oneOf', { matches: 2 }],
    ]);
  });

  it('says a false schema allows nothing', async () => {
    expect(rules(await check(1, false))).toEqual([['', 'false', {}]]);
    expect(rules(await check({ a: 1 }, { properties: { a: false } }))).toEqual([['', 'properties', { property: 'a' }]]);
  });

  it('finds values in the schema through local $refs', () => {
    const schema = { $defs: { s: { pattern: 'x' } }, properties: { a: { $ref: '#/$defs/s' } } };
    expect(valueAt(schema, '#/properties/a/$ref/pattern')).toBe('x');
    expect(valueAt(schema, '#/nope/x')).toBeUndefined();
  });
});

describe('bad input', () => {
  const call = (data: string, schema: string) => run({ data, schema }, AUTO);
  it('says which box is empty or not JSON, with line and column', async () => {
    expect(await call('', '{}')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'data' } });
    expect(await call('{}', ' ')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'schema' } });
    expect(await call('{}', '{\n"type": "object",\n}')).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 2, column: 17, field: 'schema' } });
  });
  it('refuses a schema that is not an object or a boolean', async () => {
    expect(await call('1', '[1]')).toMatchObject({ code: 'schemaNotObject' });
    expect(await call('1', '"x"')).toMatchObject({ code: 'schemaNotObject' });
  });
  it('names a $ref it cannot follow, and never downloads it', async () => {
    expect(await call('1', '{"$ref":"https://example.com/s.json"}')).toEqual({ kind: 'tool-error', code: 'unresolvedRef', params: { ref: 'https://example.com/s.json', field: 'schema' } });
  });
  it('reports a pattern that is not a regular expression', async () => {
    expect(await call('"a"', '{"pattern":"("}')).toMatchObject({ code: 'badPattern' });
  });
});
