import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isJsonNumber,
  jsonNumber,
  jsonNumberIsInteger,
  jsonNumberKey,
  jsonNumberText,
  jsonNumberValue,
  parseJsonExact,
  readJsonExact,
  sameJsonNumber,
  stringifyJsonExact,
  type ExactJson,
} from './jsonExact.ts';
import { parseJsonText } from './jsonErrors.ts';

const valueOf = (text: string): ExactJson => {
  const r = parseJsonExact(text);
  if ('error' in r) throw new Error(`not JSON: ${text}`);
  return r.value;
};

describe('parseJsonExact', () => {
  it('keeps numbers beyond 2^53 and decimals with more digits than a double holds, as written', () => {
    const value = valueOf('{"big":12345678901234567890,"dec":0.1000000000000000000001,"n":[1.50,1E2,-0,1e400],"ok":0.5}');
    expect(value).toEqual({ big: jsonNumber('12345678901234567890'), dec: jsonNumber('0.1000000000000000000001'), n: [jsonNumber('1.50'), jsonNumber('1E2'), jsonNumber('-0'), jsonNumber('1e400')], ok: 0.5 });
    expect(jsonNumberText((value as { big: ExactJson }).big as never)).toBe('12345678901234567890');
  });

  it('gives what JSON.parse gives when no number would change, and the same errors', () => {
    expect(parseJsonExact('\uFEFF{"a":[1,2.5,"12345678901234567890"]}')).toEqual({ value: { a: [1, 2.5, '12345678901234567890'] } });
    expect(parseJsonExact('[1,]', 'left')).toEqual(parseJsonText('[1,]', 'left'));
  });

  it('reads what JSON.parse reads: key order, the last of a repeated key at the place of the first, "__proto__" as a key (property)', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const text = `[${json},{"b":1,"a":2,"b":3,"__proto__":{"x":1}},12345678901234567890]`;
        const exact = readJsonExact(text) as ExactJson[];
        const plain = JSON.parse(text) as unknown[];
        expect(stringifyJsonExact(exact.slice(0, 2))).toBe(JSON.stringify(plain.slice(0, 2)));
        expect(Object.keys(exact[1] as object)).toEqual(['b', 'a', '__proto__']);
        expect(({} as { x?: number }).x).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('reports each repeated key with its JSONPath and line', () => {
    const seen: [string, number][] = [];
    readJsonExact('{"a":{"b":1,\n"b":2},"c":[{"d":0,"d":1}]}', (path, line) => seen.push([path, line]));
    expect(seen).toEqual([['$.a.b', 2], ['$.c[0].d', 2]]);
  });
});

describe('stringifyJsonExact', () => {
  it('writes numbers as typed, everything else as JSON.stringify does', () => {
    const text = '{"b":12345678901234567890,"a":[0.1000000000000000000001,-0,1.50,{"c":"x"}],"e":{}}';
    expect(stringifyJsonExact(valueOf(text))).toBe(text);
    expect(stringifyJsonExact(valueOf(text), 2)).toBe('{\n  "b": 12345678901234567890,\n  "a": [\n    0.1000000000000000000001,\n    -0,\n    1.50,\n    {\n      "c": "x"\n    }\n  ],\n  "e": {}\n}');
    expect(stringifyJsonExact(valueOf(text), '\t', true)).toBe('{\n\t"a": [\n\t\t0.1000000000000000000001,\n\t\t-0,\n\t\t1.50,\n\t\t{\n\t\t\t"c": "x"\n\t\t}\n\t],\n\t"b": 12345678901234567890,\n\t"e": {}\n}');
  });

  it('leaves out undefined members and writes undefined items null, as JSON.stringify does (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, 4, '\t'), (value, indent) => {
        expect(stringifyJsonExact(value, indent)).toBe(JSON.stringify(value, null, indent));
      }),
      { numRuns: 300 },
    );
    expect(stringifyJsonExact({ a: undefined, b: [undefined], c: 1 })).toBe('{"b":[null],"c":1}');
  });

  it('writes a Map as an object with its keys in their order, where an object would put "2024" first', () => {
    expect(stringifyJsonExact([new Map<string, unknown>([['name', 'x'], ['2024', jsonNumber('1.50')], ['none', undefined], ['m', new Map()]])], 1)).toBe('[\n {\n  "name": "x",\n  "2024": 1.50,\n  "m": {}\n }\n]');
    expect(stringifyJsonExact(new Map([['b', 1], ['a', 2]]), '', true)).toBe('{"a":2,"b":1}');
  });
});

describe('numbers', () => {
  it('knows a JsonNumber after a structured clone (a worker result), and never takes a string for one', () => {
    const cloned = structuredClone({ n: jsonNumber('12345678901234567890') }).n;
    expect(isJsonNumber(cloned)).toBe(true);
    expect(jsonNumberText(cloned)).toBe('12345678901234567890');
    expect(isJsonNumber('12345678901234567890')).toBe(false);
    expect(isJsonNumber({ '0': '1' })).toBe(false);
  });

  it('compares by exact value: 1.0, 1E0 and 1 are one number; 12345678901234567890 and …891 are two', () => {
    expect(sameJsonNumber(jsonNumber('12345678901234567890'), jsonNumber('12345678901234567891'))).toBe(false);
    expect(sameJsonNumber(jsonNumber('0.1000000000000000000001'), 0.1)).toBe(false);
    expect(sameJsonNumber(jsonNumber('1.0'), 1)).toBe(true);
    expect(sameJsonNumber(jsonNumber('1E2'), jsonNumber('100.00'))).toBe(true);
    expect(sameJsonNumber(jsonNumber('-0'), 0)).toBe(true);
    expect(sameJsonNumber(jsonNumber('1.2345678901234567890e19'), jsonNumber('12345678901234567890'))).toBe(true);
    expect(sameJsonNumber(jsonNumber('1e400'), jsonNumber('1e401'))).toBe(false);
    expect(jsonNumberKey(jsonNumber('2.50'))).toBe(jsonNumberKey(2.5));
  });

  it('the key of a literal is the double\'s exactly when the literal means that double\'s shortest text (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 3 }), (n, zeros) => {
        const shortest = JSON.stringify(n);
        // The same number with zeros after its last digit: 2.5 → 2.50, 6e-323 → 6.0E-323.
        const padded = shortest.replace(/^(-?\d+)(\.\d+)?/, (_, int: string, frac = '.') => `${int}${frac}${'0'.repeat(zeros + 1)}`).replace('e', 'E');
        expect(jsonNumberKey(jsonNumber(padded))).toBe(jsonNumberKey(n));
      }),
      { numRuns: 500 },
    );
  });

  it('says whether the number as written is whole', () => {
    expect(jsonNumberIsInteger(jsonNumber('12345678901234567890'))).toBe(true);
    expect(jsonNumberIsInteger(jsonNumber('1.0'))).toBe(true);
    expect(jsonNumberIsInteger(jsonNumber('15E-1'))).toBe(false);
    expect(jsonNumberIsInteger(jsonNumber('1.0000000000000000001'))).toBe(false);
    expect(jsonNumberIsInteger(jsonNumber('123456789012345678901234.5'))).toBe(false);
    expect(jsonNumberIsInteger(jsonNumber('-0.0'))).toBe(true);
    expect(jsonNumberIsInteger(2.5)).toBe(false);
    expect(jsonNumberValue(jsonNumber('1.50'))).toBe(1.5);
  });
});
