import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { isToolError, toolError } from '@sdk/core';
import { run, type Converted } from './run.ts';
import type { Options } from './manifest.ts';

const BASE: Options = { mode: 'tomlToJson', jsonIndent: 'minify', dates: true };
async function convert(text: string, options: Partial<Options>): Promise<Converted> {
  const r = await run({ text }, { ...BASE, ...options });
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r;
}
const errorOf = async (text: string, options: Partial<Options>) => {
  const r = await run({ text }, { ...BASE, ...options });
  if (!isToolError(r)) throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r;
};

describe('TOML → JSON', () => {
  it('writes every kind of TOML date as RFC 3339 text, as TOML writes it', async () => {
    const toml = 'odt = 1979-05-27T07:32:00-08:00\nutc = 1979-05-27T07:32:00Z\nms = 1979-05-27T00:32:00.999-07:00\nldt = 1979-05-27T07:32:00\nspace = 1979-05-27 07:32:00Z\nld = 1979-05-27\nlt = 00:32:00.5\n';
    expect(await convert(toml, {})).toEqual({
      text: '{"odt":"1979-05-27T07:32:00-08:00","utc":"1979-05-27T07:32:00Z","ms":"1979-05-27T00:32:00.999-07:00","ldt":"1979-05-27T07:32:00","space":"1979-05-27T07:32:00Z","ld":"1979-05-27","lt":"00:32:00.500"}',
      dates: 7,
      bigIntegers: 0,
      nulls: 0,
    });
  });
  it('keeps 64-bit integers digit for digit and floats as floats', async () => {
    const r = await convert('max = 9223372036854775807\nmin = -9223372036854775808\nsafe = 9007199254740991\nover = 9007199254740993\nhex = 0xDEADBEEF\noct = 0o755\nbin = 0b1101\nsep = 1_000\nf = 1.0\ne = 5e+22\nneg0 = -0.0\n', {});
    expect(r.text).toBe('{"max":9223372036854775807,"min":-9223372036854775808,"safe":9007199254740991,"over":9007199254740993,"hex":3735928559,"oct":493,"bin":13,"sep":1000,"f":1.0,"e":5e+22,"neg0":-0.0}');
    expect(r.bigIntegers).toBe(3);
  });
  it('writes tables, arrays of tables, inline tables and dotted keys as nested objects', async () => {
    const r = await convert('a.b.c = 1\n[t]\nx = { y = [1, "two", { z = true }] }\n[[p]]\nn = 1\n[[p]]\nn = 2\n[p.sub]\nq = "é"\n', {});
    expect(r.text).toBe('{"a":{"b":{"c":1}},"t":{"x":{"y":[1,"two",{"z":true}]}},"p":[{"n":1},{"n":2,"sub":{"q":"é"}}]}');
  });
  it('indents with 2 or 4 spaces or tabs', async () => {
    expect((await convert('a = [1]', { jsonIndent: '4' })).text).toBe('{\n    "a": [\n        1\n    ]\n}');
    expect((await convert('a = 1', { jsonIndent: 'tab' })).text).toBe('{\n\t"a": 1\n}');
  });
  it('refuses inf and nan, which JSON cannot write, with their place', async () => {
    expect(await errorOf('[s]\nv = [1, -inf]', {})).toEqual(toolError('nonFinite', { path: 's.v[1]', value: '-inf' }));
    expect(await errorOf('x = nan', {})).toEqual(toolError('nonFinite', { path: 'x', value: 'nan' }));
  });
});

describe('invalid TOML: a translated message with the line and column', () => {
  it.each([
    ['a = 1\nb = \n', 'tomlSyntax', 2, 5],
    ['a = 1\na = 2\n', 'tomlDuplicate', 2, 1],
    ['[t]\nx = 1\n[t]\n', 'tomlDuplicate', 3, 2],
    ['ok = "2024-02-30"\nd = 2024-02-30T25:00:00Z # 2024-02-30\n', 'tomlDate', 2, 5],
    ['t = 24:00:00\n', 'tomlDate', 1, 5],
    ['n = -9223372036854775809\n', 'tomlIntegerRange', 1, 5],
    ['n = 0x1_0000_0000_0000_0000\n', 'tomlIntegerRange', 1, 5],
    ['n = 99999999999999999999\n', 'tomlIntegerRange', 1, 5],
    ['d = 2024-02-30\n', 'tomlDate', 1, 5],
    ['s = "open\n', 'tomlString', 1, 10],
    ['s = "bad \\q escape"\n', 'tomlString', 1, 11],
    ['n = 012\n', 'tomlNumber', 1, 5],
    ['a = 1 b = 2\n', 'tomlEndOfLine', 1, 7],
    ['a = [1, 2\n', 'tomlBracket', 2, 1],
    ['key with space = 1\n', 'tomlKey', 1, 5],
  ])('%j → %s at %d:%d', async (text, code, line, column) => {
    expect(await errorOf(text, {})).toEqual(toolError(code, { line, column }));
  });
  it('asks for TOML, JSON or YAML when there is none', async () => {
    expect(await errorOf(' \n', {})).toEqual(toolError('emptyToml'));
    expect(await errorOf('', { mode: 'jsonToToml' })).toEqual(toolError('emptyJson'));
    expect(await errorOf('', { mode: 'yamlToToml' })).toEqual(toolError('emptyYaml'));
  });
});

describe('TOML → YAML', () => {
  it('writes dates as YAML timestamps and a time of day as quoted text; integers and floats as they are', async () => {
    const r = await convert('d = 2024-01-15\ndt = 2024-01-15T08:00:00+01:00\nt = 07:30:00\nbig = 9223372036854775807\nf = 3.0\ns = "no"\n', { mode: 'tomlToYaml' });
    expect(r).toEqual({ text: 'd: 2024-01-15\ndt: 2024-01-15T08:00:00+01:00\nt: "07:30:00"\nbig: 9223372036854775807\nf: 3.0\ns: "no"\n', dates: 3, bigIntegers: 1, nulls: 0 });
  });
});

describe('JSON → TOML', () => {
  it('reads date text as TOML dates, only when it is a date that exists, and not when asked not to', async () => {
    const json = '{"a":"1979-05-27","b":"1979-05-27T07:32:00Z","c":"07:32:00","d":"2024-02-30","e":"27/05/1979"}';
    expect(await convert(json, { mode: 'jsonToToml' })).toMatchObject({ text: 'a = 1979-05-27\nb = 1979-05-27T07:32:00Z\nc = 07:32:00\nd = "2024-02-30"\ne = "27/05/1979"\n', dates: 3 });
    expect(await convert(json, { mode: 'jsonToToml', dates: false })).toMatchObject({ text: 'a = "1979-05-27"\nb = "1979-05-27T07:32:00Z"\nc = "07:32:00"\nd = "2024-02-30"\ne = "27/05/1979"\n', dates: 0 });
  });
  it('keeps integers up to 64 bits exactly, floats as floats, and refuses a larger integer with its place', async () => {
    expect(await convert('{"id":9223372036854775807,"n":8000,"f":1.0,"g":2.50,"h":1e3,"neg":-12}', { mode: 'jsonToToml' })).toEqual({ text: 'id = 9223372036854775807\nn = 8000\nf = 1.0\ng = 2.5\nh = 1000.0\nneg = -12\n', dates: 0, bigIntegers: 1, nulls: 0 });
    expect(await errorOf('{"a":{"list":[1,9223372036854775808]}}', { mode: 'jsonToToml' })).toEqual(toolError('integerRange', { path: 'a.list[1]', value: '9223372036854775808' }));
  });
  it('leaves nulls of tables out and counts them; refuses a null in a list', async () => {
    expect(await convert('{"a":null,"b":{"c":null,"d":1}}', { mode: 'jsonToToml' })).toEqual({ text: '[b]\nd = 1\n', dates: 0, bigIntegers: 0, nulls: 2 });
    expect(await errorOf('{"list":[1,null]}', { mode: 'jsonToToml' })).toEqual(toolError('nullInArray', { path: 'list[1]' }));
  });
  it('needs an object at the top', async () => {
    for (const json of ['[1,2]', '"text"', '12', 'null']) expect(await errorOf(json, { mode: 'jsonToToml' })).toEqual(toolError('rootNotTable'));
  });
  it('reports invalid JSON as every JSON tool does, with line and column', async () => {
    expect(await errorOf('{\n  "a": 1,\n}', { mode: 'jsonToToml' })).toEqual(toolError('json.trailingComma', { line: 2, column: 9 }));
  });
  it('round-trips TOML → JSON → TOML → JSON', async () => {
    const toml = 'title = "T"\nwhen = 1979-05-27T07:32:00-08:00\nday = 1979-05-27\nbig = -9223372036854775808\nratio = 0.5\none = 1.0\n\n[owner]\nname = "Zoë"\ntags = [ "a", "b" ]\n\n[[items]]\nq = 1\n\n[[items]]\nq = 2\n';
    const json = (await convert(toml, {})).text;
    const back = (await convert(json, { mode: 'jsonToToml' })).text;
    expect(parseToml(back, { integersAsBigInt: true })).toEqual(parseToml(toml, { integersAsBigInt: true }));
    expect((await convert(back, {})).text).toBe(json);
  });
});

describe('YAML → TOML', () => {
  it('converts mappings, sequences of mappings, dates and big integers', async () => {
    expect(await convert('name: x\nwhen: 2024-03-01T10:00:00Z\nbig: 9007199254740993\nratio: 1.0\nlist:\n  - a: 1\n  - a: 2\n', { mode: 'yamlToToml' })).toEqual({
      text: 'name = "x"\nwhen = 2024-03-01T10:00:00Z\nbig = 9007199254740993\nratio = 1.0\n\n[[list]]\na = 1\n\n[[list]]\na = 2\n',
      dates: 1,
      bigIntegers: 1,
      nulls: 0,
    });
  });
  it('reports invalid YAML with the line and column', async () => {
    expect(await errorOf('a: 1\na: 2\n', { mode: 'yamlToToml' })).toMatchObject({ code: 'yamlDuplicateKey', params: { line: 2, column: 1 } });
    expect(await errorOf('a: 1\n---\nb: 2\n', { mode: 'yamlToToml' })).toMatchObject({ code: 'yamlMultipleDocuments', params: { line: 2, column: 1 } });
    expect(await errorOf('a: [1, 2\n', { mode: 'yamlToToml' })).toMatchObject({ code: 'yamlIndent', params: { line: 2, column: 1 } });
    expect(await errorOf('a: "x\n', { mode: 'yamlToToml' })).toMatchObject({ code: 'yamlSyntax', params: { line: 2, column: 1 } });
    expect(await errorOf('- 1\n- 2\n', { mode: 'yamlToToml' })).toEqual(toolError('rootNotTable'));
  });
});

describe('never a crash', () => {
  it.each(['a = [' .repeat(2000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), 'x = \u0000', '[[a]]\n[a]\n', '"\uD800" = 1'])('%j', async (text) => {
    for (const mode of ['tomlToJson', 'jsonToToml', 'tomlToYaml', 'yamlToToml'] as const) {
      const r = await run({ text }, { ...BASE, mode });
      expect(isToolError(r) || typeof (r as Converted).text === 'string').toBe(true);
    }
  });
});
