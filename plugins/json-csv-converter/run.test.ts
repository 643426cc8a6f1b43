import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { isToolError, stringifyJsonExact } from '@sdk/core';
import { run, unflatten, MAX_RAGGED_LISTED, PREVIEW_ROWS, type Converted } from './run.ts';
import type { Options } from './manifest.ts';

const J2C: Options = { mode: 'jsonToCsv', delimiter: 'comma', inputDelimiter: 'auto', header: true, nested: true, quoting: 'needed', detectTypes: true, jsonIndent: 'minify', bom: false };
const C2J: Options = { ...J2C, mode: 'csvToJson' };

async function convert(text: string, options: Options): Promise<Converted> {
  const r = await run({ text }, options);
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r;
}
const toCsv = async (value: unknown, options: Partial<Options> = {}) => (await convert(JSON.stringify(value), { ...J2C, ...options })).text;
const fromCsv = async (text: string, options: Partial<Options> = {}) => JSON.parse((await convert(text, { ...C2J, ...options })).text) as unknown;
const errorOf = async (text: string, options: Partial<Options>) => {
  const r = await run({ text }, { ...J2C, ...options });
  if (!isToolError(r)) throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r;
};

describe('round trips JSON → CSV → JSON', () => {
  const rows = [
    { text: 'He said "hi", then left', multi: 'line 1\nline 2\r\nline 3', empty: '', unicode: 'Zoë 😀 中文', spaces: '  both ends  ', semi: 'a;b\tc', n: 42, f: -1.25, ok: true, none: null, nested: { deep: { x: 1 } }, list: [1, [2, 3], { y: 'z' }], emptyList: [], emptyObj: {} },
    { text: '', multi: '', empty: '', unicode: '—', spaces: ' ', semi: '', n: 0, f: 1e21, ok: false, none: null, nested: { deep: { x: 2 } }, list: [4, [5, 6], { y: '' }], emptyList: [], emptyObj: {} },
  ];

  it.each(['comma', 'semicolon', 'tab'] as const)('gives back the same data with %s as delimiter, quoting where needed or everywhere', async (delimiter) => {
    for (const quoting of ['needed', 'all'] as const) {
      const csv = await toCsv(rows, { delimiter, quoting });
      const back = await fromCsv(csv, { inputDelimiter: 'auto' });
      // Empty text comes back null at the top level, and absent in a nested value: a CSV cell cannot tell "" from nothing.
      expect(back).toEqual([
        { ...rows[0], empty: null, list: [1, [2, 3], { y: 'z' }] },
        { ...rows[1], text: null, multi: null, empty: null, semi: null, list: [4, [5, 6]] },
      ]);
      expect(await fromCsv(csv, { inputDelimiter: delimiter })).toEqual(back);
    }
  });

  it('keeps every value as text when type detection is off', async () => {
    const csv = await toCsv([{ a: 1, b: 'x', c: null, d: true }]);
    expect(await fromCsv(csv, { detectTypes: false })).toEqual([{ a: '1', b: 'x', c: '', d: 'true' }]);
  });

  it('tells numbers from numeric text by column: leading zeros, long ids and mixed columns stay text', async () => {
    const csv = 'zip,id,price,mixed,flag,big\n01234,1234567890123456,2.50,1,TRUE,1e3\n75001,1234567890123457,3,x,false,-0.5\n';
    expect(await fromCsv(csv)).toEqual([
      { zip: '01234', id: '1234567890123456', price: 2.5, mixed: '1', flag: true, big: 1000 },
      { zip: '75001', id: '1234567890123457', price: 3, mixed: 'x', flag: false, big: -0.5 },
    ]);
  });
});

describe('JSON → CSV', () => {
  it('quotes cells with the delimiter, quotes, line breaks or edge spaces, and only those', async () => {
    expect(await toCsv([{ a: 'x,y', b: 'say "hi"', c: 'l1\nl2', d: ' pad', e: 'plain', f: 'x;y' }])).toBe('a,b,c,d,e,f\r\n"x,y","say ""hi""","l1\nl2"," pad",plain,x;y');
    expect(await toCsv([{ a: 'x,y', f: 'x;y' }], { delimiter: 'semicolon' })).toBe('a;f\r\nx,y;"x;y"');
  });
  it('keeps integers longer than a double holds digit for digit, and a long digit string as text', async () => {
    const r = await convert('[{"id":12345678901234567890,"n":{"big":-98765432109876543210},"s":"12345678901234567890","__proto__":1},12345678901234567891]', J2C);
    expect(r.text).toBe('id,n.big,s,__proto__,value\r\n12345678901234567890,-98765432109876543210,12345678901234567890,1,\r\n,,,,12345678901234567891');
    // Back from CSV, a 20-digit id is text: a double cannot hold it.
    expect(await fromCsv(r.text)).toEqual([{ id: '12345678901234567890', n: { big: '-98765432109876543210' }, s: '12345678901234567890', ['__proto__']: 1, value: null }, { id: null, s: null, ['__proto__']: null, value: '12345678901234567891' }]);
  });
  it('writes tabs between cells', async () => {
    expect(await toCsv([{ a: 1, b: 'two words' }], { delimiter: 'tab' })).toBe('a\tb\r\n1\ttwo words');
  });
  it('leaves the header row out when asked', async () => {
    expect(await toCsv([{ a: 1 }, { a: 2 }], { header: false })).toBe('1\r\n2');
  });
  it('puts keys in the order they first appear, with empty cells for missing ones', async () => {
    expect(await toCsv([{ a: 1 }, { b: 2, a: 3 }, { c: 4 }])).toBe('a,b,c\r\n1,,\r\n3,2,\r\n,,4');
  });
  it('writes nested values as JSON text when nested keys are off', async () => {
    expect(await toCsv([{ a: { b: [1, 'x'] } }], { nested: false })).toBe('a\r\n"{""b"":[1,""x""]}"');
  });
  it('writes an array of arrays row by row, and a single object as one row', async () => {
    expect(await toCsv([['name', 'n'], ['Zoë', 1], ['x', null, true]])).toBe('name,n,\r\nZoë,1,\r\nx,,true');
    expect(await toCsv({ a: 1, b: 'x' })).toBe('a,b\r\n1,x');
  });
  it('gives a preview of the first rows and the row count', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ i }));
    const r = await convert(JSON.stringify(many), J2C);
    expect(r.rowCount).toBe(120);
    expect(r.rows).toHaveLength(PREVIEW_ROWS);
    expect(r.columns).toEqual(['i']);
  });
  it('never puts the byte order mark in the text itself (only the download gets it)', async () => {
    const r = await convert('[{"é":1}]', { ...J2C, bom: true });
    expect(r.text).toBe('é\r\n1');
  });
  it('reports invalid JSON with its line and column, an empty array and a lone value', async () => {
    expect(await errorOf('[{"a":1},]', {})).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 1, column: 9 } });
    expect(await errorOf('[]', {})).toEqual({ kind: 'tool-error', code: 'noRows' });
    expect(await errorOf('42', {})).toEqual({ kind: 'tool-error', code: 'notTable' });
    expect(await errorOf(' ', {})).toEqual({ kind: 'tool-error', code: 'emptyJson' });
  });
});

describe('CSV → JSON', () => {
  it('reads quoted cells with line breaks, doubled quotes and delimiters', async () => {
    expect(await fromCsv('a,b\r\n"x\r\ny","say ""hi"", ok"\r\n')).toEqual([{ a: 'x\r\ny', b: 'say "hi", ok' }]);
  });
  it('detects semicolons and tabs', async () => {
    expect(await fromCsv('a;b\n1;x\n')).toEqual([{ a: 1, b: 'x' }]);
    expect(await fromCsv('a\tb\n1\tx\n')).toEqual([{ a: 1, b: 'x' }]);
  });
  it('gives arrays without a header row', async () => {
    expect(await fromCsv('1,x\n2,y\n', { header: false })).toEqual([[1, 'x'], [2, 'y']]);
  });
  it('names repeated headers, and cells past the header by their column number', async () => {
    expect(await fromCsv('a,a,b\n1,2,3,4\n')).toEqual([{ a: 1, a_2: 2, b: 3, field4: 4 }]);
    expect(await fromCsv('a,field3\n1,2,3\n')).toEqual([{ a: 1, field3: 2, field3_2: 3 }]);
  });
  it('ignores a byte order mark and blank lines', async () => {
    expect(await fromCsv('\uFEFFa,b\n\n1,2\n\n')).toEqual([{ a: 1, b: 2 }]);
  });
  it('reports an unclosed quote and a stray quote with their line and column', async () => {
    expect(await errorOf('a,b\n1,"x\n', { mode: 'csvToJson' })).toMatchObject({ code: 'csvMissingQuote', params: { line: 2 } });
    expect(await errorOf('a,b\n"x"y,2\n', { mode: 'csvToJson' })).toMatchObject({ code: 'csvBadQuote', params: { line: 2 } });
    expect(await errorOf('\n', { mode: 'csvToJson' })).toEqual({ kind: 'tool-error', code: 'emptyCsv' });
  });
  it('agrees with papaparse on a file written by papaparse', async () => {
    const data = [['h1', 'h2'], ['a "q"', 'b\nc'], ['', 'é']];
    expect(await fromCsv(Papa.unparse(data), { detectTypes: false })).toEqual([{ h1: 'a "q"', h2: 'b\nc' }, { h1: '', h2: 'é' }]);
  });
});

describe('unflatten', () => {
  /** The nested value as the JSON output writes it, keys in their order. */
  const json = (entries: Parameters<typeof unflatten>[0]) => stringifyJsonExact(unflatten(entries));
  it('nests dotted keys into objects and arrays, filling holes with null', () => {
    expect(json([['a.b', 1], ['a.c.0', 'x'], ['a.c.2', 'y'], ['d', 2]])).toBe('{"a":{"b":1,"c":["x",null,"y"]},"d":2}');
  });
  it('keeps a key whole when it cannot be nested, and never lets an empty cell replace a nested value', () => {
    expect(json([['a', 'text'], ['a.b', 1]])).toBe('{"a":"text","a.b":1}');
    expect(json([['t.0', 'x'], ['t', null]])).toBe('{"t":["x"]}');
    expect(json([['t', []], ['t.0', null]])).toBe('{"t":[]}');
    expect(json([['a..b', 1], ['.x', 2]])).toBe('{"a..b":1,".x":2}');
  });
  it('keeps "__proto__" as an ordinary key', () => {
    expect(json([['__proto__.x', 1]])).toBe('{"__proto__":{"x":1}}');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
  it('keeps keys in the order they come, numeric ones too (an object would put "2024" first)', () => {
    expect(json([['name', 'x'], ['2024', 1], ['y.b', 2], ['y.a', 3]])).toBe('{"name":"x","2024":1,"y":{"b":2,"a":3}}');
  });
});

describe('ragged rows (CSV → JSON)', () => {
  const convertCsv = (text: string, options: Partial<Options> = {}) => convert(text, { ...C2J, ...options });

  it('keeps the header\'s order, gives missing cells null and extra cells the keys field3…, and says which lines', async () => {
    const r = await convertCsv('a,b\n1,2,3\n4\n');
    expect(r.text).toBe('[{"a":1,"b":2,"field3":3},{"a":4,"b":null,"field3":null}]');
    expect(r.columns).toEqual(['a', 'b', 'field3']);
    expect(r.rows).toEqual([['1', '2', '3'], ['4', '', '']]);
    expect(r.ragged).toEqual({ expected: 2, short: 1, long: 1, extraKeys: ['field3'], first: [{ line: 2, cells: 3 }, { line: 3, cells: 1 }] });
  });

  it('counts lines as an editor does: blank lines, line breaks inside quotes, CRLF', async () => {
    const r = await convertCsv('name,n\r\n\r\n"multi\r\nline",1\r\nshort\r\n\r\nok,2\r\nlong,3,x\r\n');
    expect(r.ragged?.first).toEqual([{ line: 5, cells: 1 }, { line: 8, cells: 3 }]);
  });

  it('fills missing cells with null when types are not detected, and nests what it can', async () => {
    expect((await convertCsv('a,b.c,b.d\nx\ny,1,2\n', { detectTypes: false })).text).toBe('[{"a":"x"},{"a":"y","b":{"c":"1","d":"2"}}]');
    expect((await convertCsv('a,b\nx\n', { detectTypes: false, nested: false })).text).toBe('[{"a":"x","b":null}]');
  });

  it('without a header row, pads short rows with null to the longest, and says so', async () => {
    const r = await convertCsv('1,2,3\n4\n', { header: false });
    expect(r.text).toBe('[[1,2,3],[4,null,null]]');
    expect(r.ragged).toEqual({ expected: 3, short: 1, long: 0, extraKeys: [], first: [{ line: 2, cells: 1 }] });
  });

  it('lists the first rows and counts them all', async () => {
    const r = await convertCsv(`a,b\n${'1\n'.repeat(MAX_RAGGED_LISTED + 3)}`);
    expect(r.ragged?.short).toBe(MAX_RAGGED_LISTED + 3);
    expect(r.ragged?.first).toHaveLength(MAX_RAGGED_LISTED);
    expect(r.ragged?.first[0]).toEqual({ line: 2, cells: 1 });
  });

  it('says nothing when every row has the header\'s cells', async () => {
    expect((await convertCsv('a,b\n1,2\n')).ragged).toBeUndefined();
  });

  it('keeps a numeric header in its place', async () => {
    expect((await convertCsv('name,2024,2025\nAda,1,2\n')).text).toBe('[{"name":"Ada","2024":1,"2025":2}]');
  });
});

describe('numbers as written (JSON → CSV)', () => {
  it('keeps integers beyond 2^53 and decimals with more digits than a double holds, in cells and in nested JSON text', async () => {
    const json = '[{"id":12345678901234567890,"amount":0.1000000000000000000001,"price":2.50,"e":1E2,"meta":{"v":[0.1000000000000000000001,12345678901234567891]}}]';
    expect((await convert(json, J2C)).text).toBe('id,amount,price,e,meta.v.0,meta.v.1\r\n12345678901234567890,0.1000000000000000000001,2.50,1E2,0.1000000000000000000001,12345678901234567891');
    expect((await convert(json, { ...J2C, nested: false })).text).toBe('id,amount,price,e,meta\r\n12345678901234567890,0.1000000000000000000001,2.50,1E2,"{""v"":[0.1000000000000000000001,12345678901234567891]}"');
    expect((await convert('[[0.1000000000000000000001,-0]]', J2C)).text).toBe('0.1000000000000000000001,-0');
    expect(await run({ text: '0.1000000000000000000001' }, J2C)).toEqual({ kind: 'tool-error', code: 'notTable' });
  });
});

describe('large input', () => {
  it('reads and writes 150,000 short rows (more than a spread of arguments takes)', async () => {
    const csv = `a,b\n${'1,2\n'.repeat(150_000)}`;
    expect((await convert(csv, C2J)).rowCount).toBe(150_000);
    expect((await convert(JSON.stringify(Array.from({ length: 150_000 }, () => [1, 2])), J2C)).rowCount).toBe(150_000);
  });

  it('converts 1 MB both ways within a few seconds', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Item ${i}, "café" 😀`, tags: ['a', 'b'], ok: i % 2 === 0, price: i / 8, address: { city: 'Zürich', zip: '0800' } }));
    const json = JSON.stringify(rows);
    expect(json.length).toBeGreaterThan(1_000_000);
    const started = Date.now();
    const csv = await toCsv(rows);
    expect(await fromCsv(csv)).toEqual(rows);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
