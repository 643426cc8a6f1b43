import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { run } from './run.ts';
import { pascalCase, propertyName, singular, typeName } from './infer.ts';
import type { Options } from './manifest.ts';

const TS: Options = { output: 'typescript', declaration: 'interface', python: 'dataclass', rootName: 'Root' };
const ts = (text: string, options: Partial<Options> = {}) => run({ text }, { ...TS, ...options }) as string;

describe('names', () => {
  it('writes keys as PascalCase type names', () => {
    expect(pascalCase('first_name')).toBe('FirstName');
    expect(pascalCase('first-name')).toBe('FirstName');
    expect(pascalCase('firstName')).toBe('FirstName');
    expect(pascalCase('2fa')).toBe('_2fa');
    expect(pascalCase('ñandú')).toBe('Ñandú');
    expect(pascalCase('$%')).toBe('');
  });
  it('gives the singular where the rule is simple, else undefined', () => {
    expect(singular('Users')).toBe('User');
    expect(singular('Categories')).toBe('Category');
    expect(singular('Boxes')).toBe('Box');
    expect(singular('Addresses')).toBe('Address');
    expect(singular('Statuses')).toBe('Status');
    expect(singular('Movies')).toBe('Movie');
    expect(singular('Children')).toBe('Child');
    expect(singular('Status')).toBeUndefined();
    expect(singular('Data')).toBeUndefined();
    expect(typeName('data', true)).toBe('DataItem');
    expect(typeName('items', true)).toBe('Item');
  });
  it('quotes keys that are not identifiers', () => {
    expect(propertyName('name')).toBe('name');
    expect(propertyName('$ref')).toBe('$ref');
    expect(propertyName('first-name')).toBe('"first-name"');
    expect(propertyName('1st')).toBe('"1st"');
    expect(propertyName('')).toBe('""');
    expect(propertyName('a"b')).toBe('"a\\"b"');
  });
});

describe('TypeScript', () => {
  it('marks a key missing from some items of an array as optional, and keeps null in a union', () => {
    expect(ts('[{"a":1,"b":"x"},{"a":2,"b":null},{"a":3}]')).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n  b?: string | null;\n}');
  });
  it('writes a union for arrays of mixed values, in brackets', () => {
    expect(ts('{"mixed":[1,"two",true,null],"nested":[[1,2],[3]],"empty":[]}')).toBe(
      'export interface Root {\n  mixed: (string | number | boolean | null)[];\n  nested: number[][];\n  empty: unknown[];\n}',
    );
  });
  it('writes an array of objects and scalars as a union with the object type', () => {
    expect(ts('{"values":[{"x":1},2]}')).toBe('export interface Root {\n  values: (number | Value)[];\n}\n\nexport interface Value {\n  x: number;\n}');
  });
  it('shares one declaration between identical objects and numbers different ones with the same name', () => {
    const out = ts('{"home":{"address":{"city":"A"}},"work":{"address":{"city":"B"}},"shop":{"address":{"street":"C"}}}');
    expect(out.match(/export interface Address\b/g)).toHaveLength(1);
    expect(out).toContain('export interface Address2 {\n  street: string;\n}');
    expect(out).toContain('export interface Shop {\n  address: Address2;\n}');
  });
  it('keeps the root name for the root even when a key has the same name', () => {
    const out = ts('{"root":{"x":1}}');
    expect(out).toBe('export interface Root {\n  root: Root2;\n}\n\nexport interface Root2 {\n  x: number;\n}');
  });
  it('writes type aliases when asked', () => {
    expect(ts('{"a":{"b":true}}', { declaration: 'type' })).toBe('export type Root = {\n  a: A;\n};\n\nexport type A = {\n  b: boolean;\n};');
  });
  it('uses the root name given, as PascalCase, or Root when it has no letters', () => {
    expect(ts('{"a":1}', { rootName: 'api response' })).toBe('export interface ApiResponse {\n  a: number;\n}');
    expect(ts('{"a":1}', { rootName: '!!' })).toBe('export interface Root {\n  a: number;\n}');
  });
  it('writes scalars, empty objects and empty arrays at the root', () => {
    expect(ts('42')).toBe('export type Root = number;');
    expect(ts('null')).toBe('export type Root = null;');
    expect(ts('{}')).toBe('export type Root = Record<string, unknown>;');
    expect(ts('[]')).toBe('export type Root = unknown[];');
    expect(ts('{"meta":{}}')).toBe('export interface Root {\n  meta: Record<string, unknown>;\n}');
  });
  it('quotes odd keys and names their types from the letters', () => {
    expect(ts('{"user-info":{"e-mail":"a"},"日本":1}')).toBe('export interface Root {\n  "user-info": UserInfo;\n  日本: number;\n}\n\nexport interface UserInfo {\n  "e-mail": string;\n}');
  });
});

describe('Zod', () => {
  it('defines schemas before they are used, with optional and nullable', () => {
    expect(run({ text: '[{"id":1,"tag":{"n":"a"}},{"id":2,"tag":null,"extra":[1,"x"]}]' }, { ...TS, output: 'zod', rootName: 'Items' })).toBe(
      "import { z } from 'zod';\n\nexport const TagSchema = z.object({\n  n: z.string(),\n});\nexport type Tag = z.infer<typeof TagSchema>;\n\nexport const ItemSchema = z.object({\n  id: z.number(),\n  tag: TagSchema.nullable(),\n  extra: z.array(z.union([z.string(), z.number()])).optional(),\n});\nexport type Item = z.infer<typeof ItemSchema>;\n\nexport const ItemsSchema = z.array(ItemSchema);\nexport type Items = z.infer<typeof ItemsSchema>;",
    );
  });
});

describe('JSON Schema', () => {
  it('gives a draft 2020-12 schema that the sample itself satisfies (checked with ajv)', async () => {
    const sample = { users: [{ id: 1, name: 'A', tags: ['x'] }, { id: 2.5, name: null, extra: { ok: true } }], count: 2, when: null };
    const out = run({ text: JSON.stringify(sample) }, { ...TS, output: 'jsonSchema' }) as string;
    const schema = JSON.parse(out);
    expect(schema.$defs.User.required).toEqual(['id', 'name']);
    expect(schema.$defs.User.properties.id).toEqual({ type: 'number' });
    expect(schema.$defs.User.properties.name).toEqual({ type: ['string', 'null'] });
    const { default: Ajv2020 } = await import('ajv/dist/2020.js');
    const ajv = new Ajv2020({ strict: true });
    const validate = ajv.compile(schema);
    expect(validate(sample)).toBe(true);
    expect(validate({ ...sample, count: 'two' })).toBe(false);
    expect(validate({ ...sample, users: [{ name: 'no id' }] })).toBe(false);
  });
});

describe('numbers as written', () => {
  const sample = '{"id":12345678901234567890,"ratio":0.1000000000000000000001,"almostOne":1.0000000000000000001,"big":123456789012345678901234.5,"whole":2.0,"hundred":1E2}';
  const schema = () => JSON.parse(run({ text: sample }, { ...TS, output: 'jsonSchema' }) as string).$defs.Root.properties as Record<string, unknown>;

  it('calls a number an integer only when its value as written is whole, not when its double is', () => {
    expect(schema()).toEqual({
      id: { type: 'integer' },
      ratio: { type: 'number' },
      almostOne: { type: 'number' },
      big: { type: 'number' },
      whole: { type: 'integer' },
      hundred: { type: 'integer' },
    });
  });

  it('types every JSON number as number in TypeScript and Zod, however long', () => {
    expect(ts(sample)).toBe('export interface Root {\n  id: number;\n  ratio: number;\n  almostOne: number;\n  big: number;\n  whole: number;\n  hundred: number;\n}');
    expect(run({ text: '[12345678901234567890, 0.1000000000000000000001]' }, { ...TS, output: 'zod' })).toBe("import { z } from 'zod';\n\nexport const RootSchema = z.array(z.number());\nexport type Root = z.infer<typeof RootSchema>;");
  });
});

describe('bad input', () => {
  it('asks for a sample when the box is empty', () => {
    expect(run({ text: '  ' }, TS)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
  });
  // Every reason and its position are the SDK's jsonSyntaxError's (src/sdk/core/jsonErrors.test.ts).
  it('names the JSON problem with its line and column, at the field', () => {
    expect(run({ text: '{\n  "a": 1,\n}' }, TS)).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 2, column: 9, field: 'text' } });
    expect(run({ text: "{'a':1}" }, TS)).toMatchObject({ code: 'json.propertyNameExpected', params: { line: 1, column: 2 } });
  });
  it('reports a sample nested too deeply, rather than crashing', () => {
    const deep = '['.repeat(200000) + ']'.repeat(200000);
    const result = run({ text: deep }, TS);
    expect(isToolError(result) ? result.code : 'no error').toBe('tooDeep');
  });
  it('handles a large array quickly', () => {
    const rows = Array.from({ length: 50000 }, (_, i) => ({ id: i, name: `n${i}`, ...(i % 2 ? { odd: true } : {}) }));
    const start = performance.now();
    const out = ts(JSON.stringify(rows));
    expect(out).toContain('odd?: boolean;');
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('names that would shadow a global', () => {
  it('adds Type to a name such as Date, Map or Error', () => {
    expect(typeName('date', false)).toBe('DateType');
    expect(typeName('errors', true)).toBe('ErrorType');
    expect(ts('{"date":{"y":1}}')).toBe('export interface Root {\n  date: DateType;\n}\n\nexport interface DateType {\n  y: number;\n}');
  });
});
