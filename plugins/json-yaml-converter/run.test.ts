import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isToolError } from '@sdk/core';
import { run, toJson, type Converted } from './run.ts';
import { manifest, type Options } from './manifest.ts';

const J2Y: Options = { mode: 'jsonToYaml', yamlIndent: '2', jsonIndent: '2', yamlVersion: '1.2', documents: false };
const Y2J: Options = { ...J2Y, mode: 'yamlToJson' };

async function toYaml(text: string, options: Partial<Options> = {}): Promise<string> {
  const r = await run({ text }, { ...J2Y, ...options });
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r.text;
}
async function fromYaml(text: string, options: Partial<Options> = {}): Promise<Converted> {
  const r = await run({ text }, { ...Y2J, ...options });
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r;
}
const errorOf = async (text: string, options: Partial<Options>) => {
  const r = await run({ text }, { ...J2Y, ...options });
  if (!isToolError(r)) throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r;
};

describe('round trips JSON → YAML → JSON', () => {
  const tricky = {
    unicode: 'Zoë 😀 中文 \u200b',
    empty: '',
    spaces: '  padded  ',
    multiline: 'line 1\nline 2\n',
    quotes: 'He said "hi" and it\'s fine',
    looksLikeOther: ['no', 'yes', 'on', 'off', 'true', 'null', '~', '0755', '0o17', '0x1F', '1:30', '1e3', '.inf', '2024-01-01', '-', '#x', '@at', '*star', '&amp', '!bang', '%pc', '`tick', '[a]', '{b}', '> folded', '| literal', 'a: b', 'a #b'],
    nested: [[], [[]], [{}], { a: [1, [2, [3]]] }],
    emptyObject: {},
    numbers: [0, -1, 1.5, -0.25, 1e21, 123456789012],
    'key: with colon': 1,
    'key #hash': 2,
    '': 'empty key',
    '- dash': 3,
    '?': 4,
    '123': 'numeric key',
    'null': null,
    true: false,
  };

  it('gives back the same JSON for unicode, empty values, nested arrays, quoted-looking text and odd keys', async () => {
    const json = JSON.stringify(tricky);
    const yaml = await toYaml(json);
    expect(JSON.parse((await fromYaml(yaml, { jsonIndent: 'minify' })).text)).toEqual(tricky);
    // And a 1.1 reader (PyYAML) reads the same data: every ambiguous text is quoted.
    expect(parseYaml(yaml, { version: '1.1' })).toEqual(tricky);
  });

  it('keeps integers longer than a double holds, both ways', async () => {
    const json = '{"id":12345678901234567890,"neg":-98765432109876543210,"list":[12345678901234567890123]}';
    const yaml = await toYaml(json);
    expect(yaml).toBe('id: 12345678901234567890\nneg: -98765432109876543210\nlist:\n  - 12345678901234567890123\n');
    expect((await fromYaml(yaml, { jsonIndent: 'minify' })).text).toBe(json);
  });

  it('keeps decimals with more digits than a double holds, and every number as written, both ways', async () => {
    const json = '{"dec":0.1000000000000000000001,"pi":3.14159265358979323846264338327950288,"price":1.50,"hundred":1E2,"tiny":1e-400,"list":[12345678901234567890,2.5]}';
    const yaml = await toYaml(json);
    expect(yaml).toBe('dec: 0.1000000000000000000001\npi: 3.14159265358979323846264338327950288\nprice: 1.50\nhundred: 1E2\ntiny: 1e-400\nlist:\n  - 12345678901234567890\n  - 2.5\n');
    // Numbers to every YAML reader, not text.
    expect(parseYaml(yaml)).toMatchObject({ dec: 0.1, price: 1.5, hundred: 100, list: [12345678901234567000, 2.5] });
    expect((await fromYaml(yaml, { jsonIndent: 'minify' })).text).toBe(json);
    expect((await fromYaml(yaml, { jsonIndent: 'minify', yamlVersion: '1.1' })).text).toBe(json);
  });

  it('writes a long number as a whole document, and as a key', async () => {
    expect(await toYaml('[0.1000000000000000000001,{"a":1}]', { documents: true })).toBe('0.1000000000000000000001\n---\na: 1\n');
    expect((await fromYaml('0.1000000000000000000001: x\n1.50: y\n', { jsonIndent: 'minify' })).text).toBe('{"0.1000000000000000000001":"x","1.50":"y"}');
  });

  it('reads YAML\'s own spellings of numbers as numbers (.5, 1_000.5 in YAML 1.1, +1.5)', async () => {
    expect((await fromYaml('a: .5\nb: +1.5\nc: 1_000.5\n', { jsonIndent: 'minify', yamlVersion: '1.1' })).text).toBe('{"a":0.5,"b":1.5,"c":1000.5}');
  });

  it('does not take a long digit string for a number', async () => {
    expect(await toYaml('{"card":"12345678901234567890"}')).toBe('card: "12345678901234567890"\n');
  });

  it('round-trips multiple documents through a JSON array', async () => {
    const yaml = await toYaml('[{"a":1},{"b":[1,2]},"text",null]', { documents: true });
    expect(yaml).toBe('a: 1\n---\nb:\n  - 1\n  - 2\n---\ntext\n---\nnull\n');
    expect((await fromYaml(yaml, { documents: true, jsonIndent: 'minify' })).text).toBe('[{"a":1},{"b":[1,2]},"text",null]');
  });
});

describe('JSON → YAML', () => {
  it('indents with 4 spaces', async () => {
    expect(await toYaml('{"a":{"b":[1]}}', { yamlIndent: '4' })).toBe('a:\n    b:\n        - 1\n');
  });
  it('never folds long lines', async () => {
    const long = 'word '.repeat(40).trim();
    expect(await toYaml(JSON.stringify({ long }))).toBe(`long: ${long}\n`);
  });
  it('writes an empty array as one document even with documents on', async () => {
    expect(await toYaml('[]', { documents: true })).toBe('[]\n');
  });
  it('reports invalid JSON as the JSON formatter does, with line and column', async () => {
    expect(await errorOf('{\n  "a": 1,\n}', {})).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 2, column: 9 } });
    expect(await errorOf('{"a" 1}', {})).toEqual({ kind: 'tool-error', code: 'json.colonExpected', params: { line: 1, column: 6 } });
    expect(await errorOf('{a: 1}', {})).toEqual({ kind: 'tool-error', code: 'json.propertyNameExpected', params: { line: 1, column: 2 } });
    expect(await errorOf('a: 1', {})).toMatchObject({ code: 'json.invalidSymbol', params: { line: 1, column: 1 } });
  });
  it('asks for JSON, or YAML, when there is none', async () => {
    expect(await errorOf('  \n', {})).toEqual({ kind: 'tool-error', code: 'emptyJson' });
    expect(await errorOf('', { mode: 'yamlToJson' })).toEqual({ kind: 'tool-error', code: 'emptyYaml' });
  });
});

describe('YAML → JSON', () => {
  it('reads YAML 1.2: no, yes, on and off are text, 0755 is a decimal number', async () => {
    expect((await fromYaml('a: no\nb: yes\nc: on\nd: 0755\ne: 0o17\nf: ~\ng: 2024-01-01\n', { jsonIndent: 'minify' })).text).toBe('{"a":"no","b":"yes","c":"on","d":755,"e":15,"f":null,"g":"2024-01-01"}');
  });
  it('reads YAML 1.1 when asked, or when the document says %YAML 1.1', async () => {
    const doc = 'a: no\nb: on\nc: 0755\nd: 1:30\ne: 2024-01-02\n';
    expect((await fromYaml(doc, { yamlVersion: '1.1', jsonIndent: 'minify' })).text).toBe('{"a":false,"b":true,"c":493,"d":90,"e":"2024-01-02T00:00:00.000Z"}');
    expect((await fromYaml(`%YAML 1.1\n---\n${doc}`, { jsonIndent: 'minify' })).text).toBe('{"a":false,"b":true,"c":493,"d":90,"e":"2024-01-02T00:00:00.000Z"}');
  });
  it('expands anchors, aliases and merge keys', async () => {
    expect((await fromYaml('x: &v [1, 2]\ny: *v\nbase: &b {k: 1}\nz:\n  <<: *b\n  m: 2\n', { jsonIndent: 'minify' })).text).toBe('{"x":[1,2],"y":[1,2],"base":{"k":1},"z":{"k":1,"m":2}}');
  });
  it('writes block scalars, quoted keys and unicode', async () => {
    expect((await fromYaml('"key: 1": |\n  línea 1\n  línea 2\n\'it\'\'s\': >-\n  folded\n  text\n😀: ""\n', { jsonIndent: 'minify' })).text).toBe('{"key: 1":"línea 1\\nlínea 2\\n","it\'s":"folded text","😀":""}');
  });
  it('turns non-text keys into text, as JSON needs', async () => {
    expect((await fromYaml('1: a\ntrue: b\nnull: c\n[x, y]: d\n', { jsonIndent: 'minify' })).text).toBe('{"1":"a","true":"b","null":"c","[\\"x\\",\\"y\\"]":"d"}');
  });
  it('indents with tabs or 4 spaces', async () => {
    expect((await fromYaml('a:\n  - 1\n', { jsonIndent: 'tab' })).text).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
    expect((await fromYaml('a: 1\n', { jsonIndent: '4' })).text).toBe('{\n    "a": 1\n}');
  });
  it('counts the comments left out, not a # inside quotes', async () => {
    expect(await fromYaml('# one\na: "x # no comment" # two\nb: c#d\n')).toEqual({ text: '{\n  "a": "x # no comment",\n  "b": "c#d"\n}', comments: 2 });
  });
  it('gives null for a document with comments only', async () => {
    expect(await fromYaml('# nothing here\n')).toEqual({ text: 'null', comments: 1 });
  });
  it('asks for the Multiple documents option when there are several documents', async () => {
    expect(await errorOf('a: 1\n---\nb: 2\n', { mode: 'yamlToJson' })).toEqual({ kind: 'tool-error', code: 'multipleDocuments', params: { count: 2 } });
  });
  it.each([
    ['a: 1\n  b: 2\n', 'yamlNestedMapping', 1, 4],
    ['a: [1, 2\n', 'yamlIndent', 2, 1],
    ['a: 1\na: 2\n', 'yamlDuplicateKey', 2, 1],
    ['x: "\\q"\n', 'yamlEscape', 1, 5],
    ['a:\n\t- b\n', 'yamlTab', 2, 1],
    ['a: "abc\n', 'yamlMissingChar', 2, 1],
    ['- a\nb: c\n', 'yamlUnexpected', 2, 1],
    ['a: &x &y 1\n', 'yamlSyntax', 1, 7],
  ])('reports %j as %s at line %i, column %i', async (text, code, line, column) => {
    const e = await errorOf(text, { mode: 'yamlToJson' });
    expect(e.code).toBe(code);
    expect(e.params).toMatchObject({ line, column });
  });
  it('counts columns in characters: an emoji is one', async () => {
    expect((await errorOf('😀😀: "\\q"\n', { mode: 'yamlToJson' })).params).toEqual({ line: 1, column: 6 });
  });
  it('names an alias with no anchor before it', async () => {
    expect(await errorOf('a: 1\nb: *nope\n', { mode: 'yamlToJson' })).toEqual({ kind: 'tool-error', code: 'yamlUnknownAlias', params: { name: 'nope', line: 2, column: 4 } });
  });
  it('names an alias with no anchor when formatting too (the fuzz found "*!", which made the yaml library throw)', async () => {
    expect(await errorOf('*!', { mode: 'yamlFormat' })).toEqual({ kind: 'tool-error', code: 'yamlUnknownAlias', params: { name: '!', line: 1, column: 1 } });
  });
  it('refuses a "billion laughs" document instead of freezing', async () => {
    const bomb = 'a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n';
    expect(await errorOf(bomb, { mode: 'yamlToJson' })).toEqual({ kind: 'tool-error', code: 'yamlTooManyAliases' });
  });
  it('refuses infinity and NaN, which JSON cannot hold, naming the value', async () => {
    expect(await errorOf('a: 1\nb: -.inf\n', { mode: 'yamlToJson' })).toEqual({ kind: 'tool-error', code: 'nonFinite', params: { value: '-.inf', line: 2, column: 4 } });
  });
});

describe('toJson', () => {
  it('writes what JSON.stringify writes for plain values', () => {
    const v = { a: [1, 'x', null, true, { b: [] }], c: {}, d: -0 };
    for (const indent of ['', '  ', '\t']) expect(toJson(v, indent)).toBe(JSON.stringify(v, null, indent));
  });
  it('writes BigInt, dates, bytes, sets and maps as JSON values', () => {
    expect(toJson(new Map<unknown, unknown>([[1, 2n ** 70n], ['d', new Date(0)], ['b', new Uint8Array([104, 105])], ['s', new Set([1, 2])]]), '')).toBe('{"1":1180591620717411303424,"d":"1970-01-01T00:00:00.000Z","b":"aGk=","s":[1,2]}');
  });
});

describe('large input', () => {
  it('converts a 1 MB document both ways within a few seconds', async () => {
    const rows = Array.from({ length: 8_000 }, (_, i) => ({ id: i, name: `Item ${i} café 😀`, tags: ['a', 'b'], ok: i % 2 === 0, none: null, price: i / 8 }));
    const json = JSON.stringify(rows);
    expect(json.length).toBeGreaterThan(700_000);
    const started = Date.now();
    const yaml = await toYaml(json);
    const back = await fromYaml(yaml, { jsonIndent: 'minify' });
    expect(back.text).toBe(json);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('switching tabs', () => {
  it('carries the output over as the new input, so the other tab converts it back', async () => {
    const json = '{"name":"Zoë","tags":["a","b"]}';
    const output = await run({ text: json }, J2Y);
    const change = manifest.onTabChange!({ input: { text: json }, options: J2Y, output, from: 'jsonToYaml', to: 'yamlToJson' });
    expect(change).toEqual({ input: { text: 'name: Zoë\ntags:\n  - a\n  - b\n' } });
    const back = await fromYaml(String(change.input!.text), { jsonIndent: 'minify' });
    expect(back.text).toBe(json);
  });
  it('keeps the input when there is no output to carry (an error, or a run still going)', async () => {
    const output = await run({ text: '{"a":' }, J2Y);
    expect(manifest.onTabChange!({ input: { text: '{"a":' }, options: J2Y, output, from: 'jsonToYaml', to: 'yamlToJson' })).toEqual({});
    expect(manifest.onTabChange!({ input: { text: 'a: 1' }, options: Y2J, from: 'yamlToJson', to: 'jsonToYaml' })).toEqual({});
  });
});
