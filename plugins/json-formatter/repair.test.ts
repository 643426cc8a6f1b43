import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { run, type Formatted } from './run.ts';
import { repairJson } from './repair.ts';

/** The array sort's fields, left as a page starts them. */
const NO_SORT = { sortArray: 'none', sortKey: '', sortStrings: 'en' } as const;

const REPAIR: Options = { mode: 'minify', indent: '2', sortKeys: false, repair: true };
const repaired = (text: string) => run({ ...NO_SORT, text }, REPAIR) as Formatted;
const kinds = (text: string) => repaired(text).repairs?.map((r) => `${r.line}:${r.kind}`);

describe('json-formatter repair (lenient JSON5 / JSONC)', () => {
  it('removes comments and trailing commas, noting each with its line', () => {
    const r = repaired('{\n  "a": 1, // one\n  /* two\n  lines */ "b": [2,],\n  # hash\n}');
    expect(r.text).toBe('{"a":1,"b":[2]}');
    expect(kinds('{\n  "a": 1, // one\n  /* two\n  lines */ "b": [2,],\n  # hash\n}')).toEqual(['2:comment', '3:comment', '4:trailingComma', '4:trailingComma', '5:comment']);
  });

  it('quotes keys, turns single quotes into double quotes and escapes the quotes inside', () => {
    expect(repaired(`{name: 'it\\'s "x"', $id: 'a'}`).text).toBe(`{"name":"it's \\"x\\"","$id":"a"}`);
    expect(repaired(`{name: 'x'}`).repairs).toEqual([
      { line: 1, kind: 'unquotedKey', from: 'name' },
      { line: 1, kind: 'singleQuotes' },
    ]);
  });

  it("reads Python's True, False and None", () => {
    const r = repaired("{'ok': True, 'no': False, 'x': None}");
    expect(r.text).toBe('{"ok":true,"no":false,"x":null}');
    expect(r.repairs?.filter((c) => c.kind === 'pythonLiteral').map((c) => `${c.from}→${c.to}`)).toEqual(['True→true', 'False→false', 'None→null']);
  });

  it('adds missing commas between values, on the line of the value before', () => {
    expect(repaired('[1\n2\n{"a":1\n"b":2}]').text).toBe('[1,2,{"a":1,"b":2}]');
    expect(kinds('[1\n2]')).toEqual(['1:missingComma']);
  });

  it('writes JSON5 numbers as JSON, and keeps every other number as written', () => {
    expect(repaired('[+1, .5, 5., 0x1F, -0xff, 12345678901234567890, 1.50, 1E2, -0]').text).toBe('[1,0.5,5,31,-255,12345678901234567890,1.50,1E2,-0]');
    expect(repaired('{big: 12345678901234567890}').text).toBe('{"big":12345678901234567890}');
  });

  it('leaves strings alone: comment marks, commas and quotes inside them are text', () => {
    const text = '{"url":"http://x/#a,]","q":"it\'s"}';
    expect(run({ ...NO_SORT, text }, REPAIR)).toEqual({ text });
  });

  it('changes nothing and lists nothing for strict JSON', () => {
    expect(run({ ...NO_SORT, text: '{"a":[1,2]}' }, REPAIR)).toEqual({ text: '{"a":[1,2]}' });
  });

  it('keeps every line on its line, so what it cannot repair is pointed at the right line', () => {
    expect(repairJson('/* a\nb\nc */ [1,\n2,]').text.split('\n')).toHaveLength(4);
    const error = run({ ...NO_SORT, text: '/* a\nb */\n{a: NaN}' }, REPAIR);
    expect(isToolError(error) && error.params).toMatchObject({ line: 3 });
  });

  it('leaves any strict JSON text exactly as it is', () => {
    fc.assert(fc.property(fc.json(), (json) => {
      expect(repairJson(json)).toEqual({ text: json, repairs: [] });
    }));
  });

  it('without Repair, lenient JSON is still refused', () => {
    expect(isToolError(run({ ...NO_SORT, text: '{a: 1}' }, { ...REPAIR, repair: false }))).toBe(true);
  });
});
