import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import { isCanonicalNumber, isToolError, JSON_ERROR_CODES, jsonSyntaxError, parseJsonText, scanJsonNumbers as scanText } from '@sdk/core';
import { formatTokens, run, type Formatted } from './run.ts';
import type { Options } from './manifest.ts';
import en from './locales/en.json';

/** The array sort's fields, left as a page starts them. */
const NO_SORT = { sortArray: 'none', sortKey: '', sortStrings: 'en' } as const;

// The scan, watched: a text JSON.stringify gives back needs none.
const scan = vi.hoisted(() => vi.fn());
vi.mock('@sdk/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@sdk/core')>();
  return { ...core, scanJsonNumbers: scan.mockImplementation(core.scanJsonNumbers) };
});

const FORMAT: Options = { mode: 'format', indent: '2', sortKeys: false, repair: false };
const MINIFY: Options = { mode: 'minify', indent: '2', sortKeys: false, repair: false };
/** The output text, or the error. */
const textOf = (result: ReturnType<typeof run>) => (isToolError(result) ? result : result.text);
const format = (input: string, options: Partial<Options> = {}) => textOf(run({ ...NO_SORT, text: input }, { ...FORMAT, ...options }));
const minify = (input: string, options: Partial<Options> = {}) => textOf(run({ ...NO_SORT, text: input }, { ...MINIFY, ...options }));
const duplicatesOf = (input: string, options: Partial<Options> = {}) => (run({ ...NO_SORT, text: input }, { ...MINIFY, ...options }) as Formatted).duplicates;

/** The error a run gives, or a failure naming the text it returned instead. */
function errorOf(input: string, options: Partial<Options> = {}) {
  const result = format(input, options);
  if (!isToolError(result)) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result;
}

describe('formatting', () => {
  const doc = '{"a":1,"b":[true,false,null],"c":{"d":"x","e":[]},"f":{}}';

  it('indents with 2 spaces by default, leaving empty arrays and objects on one line', () => {
    expect(format(doc)).toBe('{\n  "a": 1,\n  "b": [\n    true,\n    false,\n    null\n  ],\n  "c": {\n    "d": "x",\n    "e": []\n  },\n  "f": {}\n}');
  });

  it.each([
    ['4', '    '],
    ['8', '        '],
    ['tab', '\t'],
  ] as const)('indents with %s', (indent, unit) => {
    expect(format('{"a":[1,{"b":2}]}', { indent })).toBe(`{\n${unit}"a": [\n${unit}${unit}1,\n${unit}${unit}{\n${unit}${unit}${unit}"b": 2\n${unit}${unit}}\n${unit}]\n}`);
  });

  it('gives what JSON.stringify gives for each indent', () => {
    for (const [indent, gap] of [['2', 2], ['4', 4], ['8', 8], ['tab', '\t']] as const) expect(format(doc, { indent })).toBe(JSON.stringify(JSON.parse(doc), null, gap));
  });

  it('minifies, whatever the indent', () => {
    const pretty = '{\r\n\t"a" : 1 ,\n  "b": [ 1, 2 ],\n  "c": "  spaced  string  "\n}\n';
    for (const indent of ['2', '4', '8', 'tab'] as const) expect(minify(pretty, { indent })).toBe('{"a":1,"b":[1,2],"c":"  spaced  string  "}');
  });

  it('formats top-level scalars', () => {
    expect(format('  "text" ')).toBe('"text"');
    expect(format('42')).toBe('42');
    expect(format('null')).toBe('null');
    expect(minify('[ ]')).toBe('[]');
  });

  it('ignores a byte order mark at the start', () => {
    expect(minify('\uFEFF{ "a": 1 }')).toBe('{"a":1}');
  });

  it('keeps the last value of a duplicate key, at the place of the first, as JSON.parse does', () => {
    expect(minify('{"a":1,"b":2,"a":3}')).toBe('{"a":3,"b":2}');
  });

  it('keeps "__proto__" as an ordinary key', () => {
    expect(minify('{"__proto__":{"x":1},"y":2}')).toBe('{"__proto__":{"x":1},"y":2}');
    expect(minify('{"__proto__":{"x":1},"y":2}', { sortKeys: true })).toBe('{"__proto__":{"x":1},"y":2}');
  });

  it('writes every number exactly as it is written, in minify, format and sorted output', () => {
    const literals = ['-0', '1E2', '1e2', '1.50', '1.0', '0.0', '-0.0', '1e-7', '1E-7', '0.0000001', '1e+2', '0.1e1', '1e21', '1000000000000000000000', '2.50e-3', '100', '-1', '0.5'];
    const doc = `{"b":[${literals.join(',')}],"a":${literals[0]}}`;
    expect(minify(doc)).toBe(doc);
    expect(minify(doc, { sortKeys: true })).toBe(`{"a":-0,"b":[${literals.join(',')}]}`);
    expect(format(doc)).toBe(`{\n  "b": [\n${literals.map((l) => `    ${l}`).join(',\n')}\n  ],\n  "a": -0\n}`);
    for (const literal of literals) {
      expect(minify(literal)).toBe(literal);
      expect(format(`[${literal}]`, { indent: 'tab', sortKeys: true })).toBe(`[\n\t${literal}\n]`);
    }
  });
});

describe('sorting keys', () => {
  it('sorts the keys of every object, at every level, including objects in arrays', () => {
    const input = '{"b":{"z":1,"a":2},"a":[{"y":1,"x":{"q":1,"p":2}}],"c":3}';
    expect(minify(input, { sortKeys: true })).toBe('{"a":[{"x":{"p":2,"q":1},"y":1}],"b":{"a":2,"z":1},"c":3}');
    expect(format(input, { sortKeys: true, indent: '2' })).toBe(JSON.stringify(JSON.parse('{"a":[{"x":{"p":2,"q":1},"y":1}],"b":{"a":2,"z":1},"c":3}'), null, 2));
  });

  it('sorts by character code: capitals first, and "10" before "9" (not the engine order of number-like keys)', () => {
    expect(minify('{"b":1,"a":2,"B":3,"9":4,"10":5,"é":6}', { sortKeys: true })).toBe('{"10":5,"9":4,"B":3,"a":2,"b":1,"é":6}');
  });

  it('does not reorder arrays', () => {
    expect(minify('[3,1,2,{"b":1,"a":2}]', { sortKeys: true })).toBe('[3,1,2,{"a":2,"b":1}]');
  });

  it('sorts with tabs', () => {
    expect(format('{"b":1,"a":{"d":1,"c":2}}', { sortKeys: true, indent: 'tab' })).toBe('{\n\t"a": {\n\t\t"c": 2,\n\t\t"d": 1\n\t},\n\t"b": 1\n}');
  });
});

describe('big and precise numbers', () => {
  it('keeps integers beyond 2^53 digit for digit', () => {
    expect(minify('{"id": 12345678901234567890, "n": -98765432109876543210}')).toBe('{"id":12345678901234567890,"n":-98765432109876543210}');
    expect(format('[12345678901234567890]')).toBe('[\n  12345678901234567890\n]');
    expect(format('12345678901234567890')).toBe('12345678901234567890');
    expect(format('9007199254740993')).toBe('9007199254740993');
  });

  it('keeps decimals with more digits than a double holds', () => {
    expect(minify('[0.1000000000000000000001, 3.14159265358979323846264338327950288]')).toBe('[0.1000000000000000000001,3.14159265358979323846264338327950288]');
  });

  it('keeps numbers out of the range of a double instead of writing null or 0', () => {
    expect(minify('[1e400, -1E+400, 1e-400, 2.5e1000]')).toBe('[1e400,-1E+400,1e-400,2.5e1000]');
  });

  it('sorts keys when it keeps a big number, strings untouched', () => {
    expect(minify('{"b": 1.50, "a": 12345678901234567890, "c": 1e2, "d": [0.5, "12345678901234567890"]}', { sortKeys: true })).toBe(
      '{"a":12345678901234567890,"b":1.50,"c":1e2,"d":[0.5,"12345678901234567890"]}',
    );
  });

  it('the scan passes numbers JSON.stringify writes as they are (random doubles have 17 digits), and stops at the others', () => {
    expect(scanText('[0.8444218515250481, 123456789012345, 1e+300, 1.7976931348623157e+308, 5e-324, 0.000001, -0.5, 0]')).toEqual({ keys: 0, rawNumber: false });
    for (const odd of ['0.84442185152504812', '1e300', '-0', '1.50', '0.0000001', '1E2', '12345678901234567890', '1e400']) expect(scanText(`{"a": [1, ${odd}]}`)).toEqual({ keys: 1, rawNumber: true });
  });

  it('the scan is not fooled by digits, colons and escaped quotes in strings', () => {
    expect(scanText('{"card": "4111111111111111111", "hash": "9e12345", "when": "2024-01-01T00:00:00.000000000000Z", "q\\"": "a\\\\", "x:1": "\\":-0"}')).toEqual({ keys: 5, rawNumber: false });
  });

  it('the scan judges a literal as String(Number(literal)) does (property)', () => {
    const literal = fc.tuple(fc.boolean(), fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,22}$/)), fc.option(fc.stringMatching(/^[0-9]{1,20}$/)), fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.stringMatching(/^[0-9]{1,3}$/))))
      .map(([neg, int, frac, exp]) => `${neg ? '-' : ''}${int}${frac !== null ? `.${frac}` : ''}${exp ? exp.join('') : ''}`);
    fc.assert(
      fc.property(literal, (l) => {
        expect(scanText(`[${l}]`).rawNumber).toBe(!isCanonicalNumber(l));
        expect(minify(`[ ${l} ]`)).toBe(`[${l}]`);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds every long number wherever it sits (property)', () => {
    const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String);
    const small = fc.integer().map(String);
    const spaces = fc.constantFrom('', ' ', '\n', '\t', '\r\n  ');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(big, small, fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s))), spaces), { minLength: 1, maxLength: 30 }), (items) => {
        const text = `[${items.map(([v, ws]) => ws + v + ws).join(',')}]`;
        expect(minify(text)).toBe(`[${items.map(([v]) => (v.startsWith('"') ? JSON.stringify(JSON.parse(v)) : v)).join(',')}]`);
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilds exactly what JSON.parse reads when it takes the precise path (property)', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom<Options['indent']>('2', '4', '8', 'tab'), fc.boolean(), (json, indent, sortKeys) => {
        const options: Options = { mode: 'format', indent, sortKeys, repair: false };
        // The big number at the end sends the whole document down the precise path.
        const precise = run({ ...NO_SORT, text: `[${json}, 12345678901234567890]` }, options) as Formatted;
        const plain = run({ ...NO_SORT, text: `[${json}, 0]` }, options) as Formatted;
        expect(precise.text).toBe(plain.text.replace(/0\n\]$/, '12345678901234567890\n]'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('duplicate keys', () => {
  it('says where a key is given twice, keeping the last value at the place of the first, as JSON.parse does', () => {
    expect(run({ ...NO_SORT, text: '{"a":1,"b":2,"a":3}' }, MINIFY)).toEqual({ text: '{"a":3,"b":2}', duplicates: { count: 1, first: [{ path: '$.a', line: 1 }] } });
  });

  it('gives nested paths and array indexes in JSONPath, with the line of the repeated key', () => {
    const text = '{\n "user": {"id": 1,\n  "id": 2},\n "items": [{"x": 1}, {"x": 1, "y": [{"z": 0, "z": 0}], "x": 2}]\n}';
    expect(duplicatesOf(text)).toEqual({ count: 3, first: [{ path: '$.user.id', line: 3 }, { path: '$.items[1].y[0].z', line: 4 }, { path: '$.items[1].x', line: 4 }] });
  });

  it('writes keys that need it in brackets, escaped as in the JSONPath tester', () => {
    const keys = ['a b', "it's", 'back\\slash', 'tab\t', '1st', '-x', '', 'ünïcødé', '_ok', 'a.b', 'a$'];
    const doc = `{${keys.map((k) => `${JSON.stringify(k)}:1,${JSON.stringify(k)}:2`).join(',')}}`;
    expect(duplicatesOf(doc)?.count).toBe(keys.length);
    expect(duplicatesOf(doc)?.first.map((d) => d.path)).toEqual(["$['a b']", "$['it\\'s']", "$['back\\\\slash']", "$['tab\\t']", "$['1st']"]);
    const rest = keys.slice(5).map((k) => duplicatesOf(`{"o":{${JSON.stringify(k)}:1,${JSON.stringify(k)}:2}}`)?.first[0]?.path);
    expect(rest).toEqual(["$.o['-x']", "$.o['']", '$.o.ünïcødé', '$.o._ok', "$.o['a.b']", "$.o['a$']"]);
  });

  it('finds a key repeated under another spelling ("\\u0061" is "a"), and "__proto__" repeated', () => {
    expect(duplicatesOf('{"a":1,"\\u0061":2}')).toEqual({ count: 1, first: [{ path: '$.a', line: 1 }] });
    expect(run({ ...NO_SORT, text: '{"__proto__":1,"__proto__":2}' }, MINIFY)).toEqual({ text: '{"__proto__":2}', duplicates: { count: 1, first: [{ path: '$.__proto__', line: 1 }] } });
  });

  it('counts every repeat and lists the first five', () => {
    const doc = `[${Array.from({ length: 7 }, (_, i) => `{"k":${i},"k":${i}}`).join(',\n')}, {"k":1,"k":2,"k":3}]`;
    const dup = duplicatesOf(doc)!;
    expect(dup.count).toBe(9);
    expect(dup.first).toEqual([0, 1, 2, 3, 4].map((i) => ({ path: `$[${i}].k`, line: i + 1 })));
  });

  it('reports them in format and sorted output too, and keeps numbers as written there', () => {
    const r = run({ ...NO_SORT, text: '{"b":1.50,"a":1,"a":-0}' }, { mode: 'format', indent: '2', sortKeys: true, repair: false });
    expect(r).toEqual({ text: '{\n  "a": -0,\n  "b": 1.50\n}', duplicates: { count: 1, first: [{ path: '$.a', line: 1 }] } });
  });

  it('says nothing when no key is repeated (the same key in different objects is no duplicate)', () => {
    expect(run({ ...NO_SORT, text: '[{"a":1},{"a":2},{"b":{"a":3}}]' }, MINIFY)).toEqual({ text: '[{"a":1},{"a":2},{"b":{"a":3}}]' });
  });

  it('counts what JSON.parse drops, in documents with random repeated keys (property)', () => {
    const object = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'a b'), fc.json()), { maxLength: 6 });
    fc.assert(
      fc.property(fc.array(object, { minLength: 1, maxLength: 5 }), (objects) => {
        const text = `[${objects.map((o) => `{${o.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`).join(',')}]`;
        const repeats = objects.reduce((n, o) => n + o.length - new Set(o.map(([k]) => k)).size, 0);
        const result = run({ ...NO_SORT, text }, MINIFY) as Formatted;
        expect(result.text).toBe(JSON.stringify(JSON.parse(text)));
        expect(result.duplicates?.count ?? 0).toBe(repeats);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fast path and token path', () => {
  const indents = fc.constantFrom('', '  ', '    ', '\t');

  it('takes a text JSON.stringify gives back as it is (minified, or formatted as asked) without the scan', () => {
    const value = { id: 7, name: 'Ada', tags: ['x', 'y'], n: [0.1, -2, 1e21] };
    scan.mockClear();
    expect(format(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
    expect(minify(JSON.stringify(value))).toBe(JSON.stringify(value));
    expect(format(JSON.stringify(value), { sortKeys: true })).toBe('{\n  "id": 7,\n  "n": [\n    0.1,\n    -2,\n    1e+21\n  ],\n  "name": "Ada",\n  "tags": [\n    "x",\n    "y"\n  ]\n}');
    expect(format(`\n${JSON.stringify(value, null, '\t')}\n`, { indent: 'tab' })).toBe(JSON.stringify(value, null, '\t'));
    expect(scan).not.toHaveBeenCalled();
    // Formatted another way: scanned.
    expect(minify(JSON.stringify(value, null, 2))).toBe(JSON.stringify(value));
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('keeps numbers and finds repeated keys in a text otherwise written as JSON.stringify writes it (property)', () => {
    const odd = fc.constantFrom('-0', '1E2', '1.50', '12345678901234567890', '0.1000000000000000000001', '1e400', '{"d":1,"d":2}', '{"d": 1}');
    fc.assert(
      fc.property(fc.json(), indents, fc.boolean(), odd, (json, indent, sortKeys, extra) => {
        // JSON.stringify's own text, with one value it would write otherwise.
        const text = JSON.stringify([JSON.parse(json), '§'], null, indent).replace('"§"', extra);
        const options: Options = { mode: indent ? 'format' : 'minify', indent: indent === '\t' ? 'tab' : indent === '' ? '2' : (String(indent.length) as Options['indent']), sortKeys, repair: false };
        expect(run({ ...NO_SORT, text }, options)).toEqual(formatTokens(text, indent, sortKeys));
      }),
      { numRuns: 300 },
    );
  });

  it('give the same text for random documents, in every mode (property)', () => {
    fc.assert(
      fc.property(fc.json(), indents, fc.boolean(), fc.constantFrom('', ' ', '\t'), fc.constantFrom('', ',-0', ',1E2', ',{"d":1,"d":2}', ',0.1'), (json, indent, sortKeys, ws, extra) => {
        const text = `[${JSON.stringify(JSON.parse(json), null, ws)}${extra}]`;
        const options: Options = { mode: indent ? 'format' : 'minify', indent: indent === '\t' ? 'tab' : indent === '' ? '2' : (String(indent.length) as Options['indent']), sortKeys, repair: false };
        expect(run({ ...NO_SORT, text }, options)).toEqual(formatTokens(text, indent, sortKeys));
      }),
      { numRuns: 500 },
    );
  });
});

describe('errors', () => {
  it.each(['', '   ', '\n\t \r\n', '\uFEFF'])('asks for JSON when the input is empty or blank: %j', (input) => {
    expect(run({ ...NO_SORT, text: input }, FORMAT)).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(run({ ...NO_SORT, text: input }, MINIFY)).toEqual({ kind: 'tool-error', code: 'empty' });
  });

  // Why a text is not JSON, and where, is the SDK's jsonSyntaxError (src/sdk/core/jsonErrors.test.ts).
  it('says why the JSON is invalid, with its line and column, whatever the options: validation comes first', () => {
    expect(errorOf('{\n  "a": 1,\n  "b": 2,\n}')).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 3, column: 9 } });
    expect(errorOf('\uFEFF{"a" 1}')).toEqual({ kind: 'tool-error', code: 'json.colonExpected', params: { line: 1, column: 6 } });
    for (const input of ['{\n  name: "Ada"\n}', '{\n  // a comment\n  "a": 1\n}', '[01]', '[1,2,]']) {
      const reason = jsonSyntaxError(input);
      expect(errorOf(input), input).toEqual(reason);
      expect(errorOf(input, { mode: 'minify', sortKeys: true }), input).toEqual(reason);
    }
  });

  it("refuses exactly what JSON.parse refuses, with the SDK's reason (property)", () => {
    const chars = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', '\n', ' ', 'a', '1', '-', '.', '/');
    const broken = fc.tuple(fc.json(), fc.nat(), chars).map(([json, p, ch]) => json.slice(0, p % (json.length + 1)) + ch + json.slice(p % (json.length + 1)));
    fc.assert(
      fc.property(broken, (text) => {
        const parsed = parseJsonText(text);
        const result = format(text);
        if (!/\S/.test(text)) expect(result).toEqual({ kind: 'tool-error', code: 'empty' });
        else if ('error' in parsed) expect(result).toEqual(parsed.error);
        else expect(typeof result).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('has its own text for empty input and for a document too deep to write; the reasons are the host\'s', () => {
    expect(en.errors).toEqual({ empty: 'Please enter JSON to format.', tooDeep: expect.any(String), sortNotArray: expect.any(String) });
  });

  it('says when valid JSON is nested too deeply to write', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(format(deep)).toEqual({ kind: 'tool-error', code: 'tooDeep' });
    expect(minify(deep, { sortKeys: true })).toEqual({ kind: 'tool-error', code: 'tooDeep' });
  });

  it('gives a known error for deeply nested invalid JSON', () => {
    const result = format('['.repeat(200_000));
    expect(isToolError(result) && JSON_ERROR_CODES.includes(result.code)).toBe(true);
  });
});

describe('Unicode', () => {
  it('keeps emoji, combining marks, CJK and RTL text as they are', () => {
    const input = '{"emoji":"👍🏽👨‍👩‍👧","accent":"e\u0301","cjk":"漢字","rtl":"العربية","key 🔑":"ok"}';
    expect(minify(input)).toBe(input);
    expect(format(input)).toBe(JSON.stringify(JSON.parse(input), null, 2));
  });

  it('writes a lone surrogate escape ("\\ud800") back as an escape and never throws', () => {
    expect(minify('["\\ud800", "\\udfff x", "\\ud83d\\ude00"]')).toBe('["\\ud800","\\udfff x","😀"]');
    expect(format('{"\\ud800": "\\uDC00"}', { sortKeys: true })).toBe('{\n  "\\ud800": "\\udc00"\n}');
    expect(minify('["\uD800"]')).toBe('["\\ud800"]'); // a raw lone surrogate in the text
    expect(minify('[12345678901234567890, "\\ud800"]')).toBe('[12345678901234567890,"\\ud800"]');
  });

  it('unescapes what needs no escape and escapes control characters, as JSON.stringify does', () => {
    expect(minify('["\\u0041\\/\\u00e9", "\\u0007"]')).toBe('["A/é","\\u0007"]');
  });
});

describe('idempotence (property, fc.json)', () => {
  const indents = fc.constantFrom<Options['indent']>('2', '4', '8', 'tab');

  it('formats as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.json(), indents, (json, indent) => {
        const gap = indent === 'tab' ? '\t' : Number(indent);
        expect(format(json, { indent })).toBe(JSON.stringify(JSON.parse(json), null, gap));
        expect(minify(json)).toBe(JSON.stringify(JSON.parse(json)));
      }),
      { numRuns: 500 },
    );
  });

  it('changes nothing when formatting formatted JSON, and minify(format(x)) = minify(x)', () => {
    fc.assert(
      fc.property(fc.json(), indents, fc.boolean(), (json, indent, sortKeys) => {
        const formatted = format(json, { indent, sortKeys }) as string;
        expect(format(formatted, { indent, sortKeys })).toBe(formatted);
        expect(minify(formatted, { sortKeys })).toBe(minify(json, { sortKeys }));
        const minified = minify(json, { sortKeys }) as string;
        expect(minify(minified, { sortKeys })).toBe(minified);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the value when sorting keys, with the keys of every object in order in the text', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const sorted = minify(json, { sortKeys: true }) as string;
        expect(JSON.parse(sorted)).toEqual(JSON.parse(json));
        // Key order as written (a parsed object would move number-like keys first).
        const open: string[][] = [];
        visit(sorted, {
          onObjectBegin: () => void open.push([]),
          onObjectProperty: (key) => void open[open.length - 1]!.push(key),
          onObjectEnd: () => {
            const keys = open.pop()!;
            expect(keys).toEqual([...keys].sort());
          },
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('large documents', () => {
  function document(items: number): string {
    const rows = Array.from({ length: items }, (_, i) => ({ id: i, name: `Item ${i} café 😀`, price: (i * 7919) % 10000 / 100, ratio: ((i * 104729) % 1000003) / 1000003, tags: ['a', 'b'], ok: i % 2 === 0, none: null }));
    return JSON.stringify(rows, null, 1);
  }

  it('formats and minifies a 5 MB document as JSON.stringify does', () => {
    const text = document(40_000);
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(format(text)).toBe(JSON.stringify(JSON.parse(text), null, 2));
    expect(minify(text)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('keeps a big number and sorts keys in a 1 MB document', () => {
    const text = document(8_000).replace('"id": 5,', '"id": 12345678901234567890,');
    const result = minify(text, { sortKeys: true }) as string;
    expect(result).toContain('"id":12345678901234567890,');
    expect(result.length).toBeGreaterThan(800_000);
  });

  it('finds an error at the end of a 5 MB single-line document', () => {
    const text = JSON.stringify(JSON.parse(document(40_000))).replace(/\]$/, ',]');
    expect(format(text)).toMatchObject({ code: 'json.trailingComma', params: { line: 1 } });
  });
});
