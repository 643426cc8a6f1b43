import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { printParseErrorCode } from 'jsonc-parser';
import { JSON_ERROR_CODES, jsonSyntaxError, lineColumn, parseJsonText } from './jsonErrors.ts';
import { countGraphemes } from './text.ts';
import { isToolError, type ToolError } from './toolError.ts';

/** The error parseJsonText gives, or a failure naming the value it read instead. */
function errorOf(text: string, field?: string): ToolError {
  const result = parseJsonText(text, field);
  if (!('error' in result)) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const texts = (lang: string) => (JSON.parse(readFileSync(`locales/${lang}/toolPage.json`, 'utf8')) as { errors: { json: Record<string, string> } }).errors.json;

describe('parseJsonText', () => {
  it('gives the value JSON.parse reads, after a byte order mark', () => {
    expect(parseJsonText('{"a":[1,true,null]}')).toEqual({ value: { a: [1, true, null] } });
    expect(parseJsonText('\uFEFF{ "a": 1 }')).toEqual({ value: { a: 1 } });
    expect(parseJsonText('  "text" ')).toEqual({ value: 'text' });
  });

  it('counts positions after the byte order mark, and strips only one', () => {
    expect(errorOf('\uFEFF[1,]')).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 1, column: 3 } });
    expect(errorOf('\uFEFF\uFEFF[]')).toMatchObject({ code: 'json.invalidSymbol', params: { line: 1, column: 1 } });
  });

  it('leaves empty input to the tool: a blank text is a missing value like any other', () => {
    expect(errorOf('')).toEqual({ kind: 'tool-error', code: 'json.valueExpected', params: { line: 1, column: 1 } });
    expect(errorOf('  \n')).toMatchObject({ code: 'json.valueExpected' });
  });

  it('marks the field the problem is in, when told', () => {
    expect(errorOf('{"a":1,}', 'schema')).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 1, column: 7, field: 'schema' } });
  });
});

describe('jsonSyntaxError', () => {
  // Each reason on a multi-line document, with the 1-based line and column an editor shows.
  it.each([
    ['propertyNameExpected', '{\n  "a": 1,\n  b: 2\n}', 3, 3],
    ['propertyNameExpected', "{\n  'a': 1\n}", 2, 3],
    ['valueExpected', '{\n  "a": ,\n  "b": 2\n}', 2, 8],
    ['valueExpected', '[\n  1,\n  ,2\n]', 3, 3],
    ['colonExpected', '{\n  "a" 1\n}', 2, 7],
    ['commaExpected', '[\n  1\n  2\n]', 3, 3],
    ['commaExpected', '{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ['closeBraceExpected', '{\n  "a": 1\n', 3, 1],
    ['closeBraceExpected', '{\n  "a": 1\n]', 3, 1],
    ['closeBracketExpected', '[\n  1,\n  2', 3, 4],
    ['closeBracketExpected', '[\n  1\n}', 3, 1],
    ['endOfFileExpected', '{}\n{}', 2, 1],
    ['endOfFileExpected', '{"a": 1}}', 1, 9],
    ['invalidSymbol', '{\n  "a": True\n}', 2, 8],
    ['invalidSymbol', '[\n  undefined\n]', 2, 3],
    ['invalidSymbol', "{\n  \"a\": 'single'\n}", 2, 8],
    ['invalidSymbol', '{\n  "a":\u00a01\n}', 2, 7],
    ['invalidNumberFormat', '[\n  01\n]', 2, 3],
    ['invalidNumberFormat', '[\n  +1\n]', 2, 3],
    ['invalidNumberFormat', '[\n  .5\n]', 2, 3],
    ['invalidNumberFormat', '[\n  0x1F\n]', 2, 3],
    ['invalidSymbol', '[\n  NaN\n]', 2, 3],
    ['invalidNumberFormat', '[\n  1,\n  -Infinity\n]', 3, 3],
    ['invalidCommentToken', '{\n  // a comment\n  "a": 1\n}', 2, 3],
    ['invalidCommentToken', '{\n  "a": 1 /* why */\n}', 2, 10],
    ['unexpectedEndOfString', '{\n  "a": "abc\n}', 2, 8],
    ['unexpectedEndOfString', '[\n  "abc', 2, 3],
    ['unexpectedEndOfNumber', '[\n  1.\n]', 2, 3],
    ['unexpectedEndOfNumber', '[\n  2e\n]', 2, 3],
    ['invalidUnicode', '[\n  "ok \\u00e9 \\u12G4"\n]', 2, 14],
    ['invalidEscapeCharacter', '[\n  "a\\n\\qb"\n]', 2, 7],
    ['invalidCharacter', '[\n  "a\tb"\n]', 2, 5],
    ['trailingComma', '{\n  "a": 1,\n  "b": 2,\n}', 3, 9],
    ['trailingComma', '[\n  1,\n  2,\n]', 3, 4],
    ['trailingComma', '[1,]', 1, 3],
  ] as const)('%s in %j at line %i, column %i', (reason, input, line, column) => {
    expect(errorOf(input)).toEqual({ kind: 'tool-error', code: `json.${reason}`, params: { line, column } });
    expect(jsonSyntaxError(input, 'text')).toEqual({ kind: 'tool-error', code: `json.${reason}`, params: { line, column, field: 'text' } });
  });

  it('reports the first of several problems', () => {
    expect(errorOf('[\n  1,\n  x,\n  2,\n]')).toMatchObject({ code: 'json.invalidSymbol', params: { line: 3, column: 3 } });
    expect(errorOf('["a\\q\tb"]')).toMatchObject({ code: 'json.invalidEscapeCharacter', params: { line: 1, column: 4 } });
  });

  it('counts columns in characters, as a reader sees them: emoji, combining marks, CJK and RTL count one each', () => {
    // { " 👍🏽 " : space x: the x is the 7th character.
    expect(errorOf('{"👍🏽": x}')).toMatchObject({ params: { line: 1, column: 7 } });
    expect(errorOf('{"e\u0301": x}')).toMatchObject({ params: { line: 1, column: 7 } });
    expect(errorOf('{"👨‍👩‍👧": x}')).toMatchObject({ params: { line: 1, column: 7 } });
    expect(errorOf('{"漢字": x}')).toMatchObject({ params: { line: 1, column: 8 } });
    expect(errorOf('{"العربية": x}')).toMatchObject({ params: { line: 1, column: 13 } });
    expect(errorOf('[\n  "😀😀", x]')).toMatchObject({ params: { line: 2, column: 9 } });
  });

  it('counts lines ended by \\n, \\r\\n or a lone \\r', () => {
    expect(errorOf('[\r\n1,\r\n x]')).toMatchObject({ params: { line: 3, column: 2 } });
    expect(errorOf('[\r1,\r x]')).toMatchObject({ params: { line: 3, column: 2 } });
  });

  it("falls back on JSON.parse's position, or on no position, when jsonc-parser finds nothing", () => {
    expect(jsonSyntaxError('[]', undefined, new SyntaxError('Unexpected token in JSON at position 1'))).toEqual({ kind: 'tool-error', code: 'json.syntax', params: { line: 1, column: 2 } });
    expect(jsonSyntaxError('[]', 'data', new SyntaxError('Something'))).toEqual({ kind: 'tool-error', code: 'json.invalid', params: { field: 'data' } });
    expect(jsonSyntaxError('[]')).toEqual({ kind: 'tool-error', code: 'json.invalid' });
  });

  it('finds an error at the end of a 5 MB single-line document', () => {
    const text = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `Item ${i} café 😀`, tags: ['a', 'b'] }))).replace(/\]$/, ',]');
    expect(text.length).toBeGreaterThan(3_000_000);
    expect(errorOf(text)).toMatchObject({ code: 'json.trailingComma', params: { line: 1 } });
  });

  it('gives a known error for deeply nested invalid JSON', () => {
    expect(JSON_ERROR_CODES).toContain(errorOf('['.repeat(200_000)).code);
  });

  it('reports any invalid JSON, and only invalid JSON, with a known reason and a position inside the text (property)', () => {
    const chars = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', '\n', '\t', ' ', 'a', '1', '-', '.', 'e', '/', '*', '\u0000', '😀', '\u00a0');
    const edit = fc.tuple(fc.nat(), chars, fc.boolean());
    const broken = fc.tuple(fc.json(), fc.array(edit, { minLength: 1, maxLength: 3 })).map(([json, edits]) => {
      let s = json;
      for (const [p, ch, remove] of edits) {
        const i = s.length ? p % s.length : 0;
        s = remove ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + ch + s.slice(i);
      }
      return s;
    });
    fc.assert(
      fc.property(broken, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const result = parseJsonText(text);
        if (valid) return void expect(result).toEqual({ value: JSON.parse(text) });
        if (!('error' in result)) throw new Error(`accepted ${JSON.stringify(text)}`);
        expect(isToolError(result.error)).toBe(true);
        expect(JSON_ERROR_CODES).toContain(result.error.code);
        expect(['json.invalid', 'json.syntax']).not.toContain(result.error.code); // jsonc-parser always finds the problem
        const { line, column } = result.error.params as { line: number; column: number };
        const lines = text.split(/\r\n|\r|\n/);
        expect(line).toBeGreaterThanOrEqual(1);
        expect(line).toBeLessThanOrEqual(lines.length);
        expect(column).toBeGreaterThanOrEqual(1);
        expect(column).toBeLessThanOrEqual(countGraphemes(lines[line - 1]!) + 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('has a code for every jsonc-parser error code', () => {
    for (let code = 1; code <= 16; code++) {
      const name = printParseErrorCode(code as never);
      expect(JSON_ERROR_CODES, name).toContain(`json.${name[0]!.toLowerCase()}${name.slice(1)}`);
    }
  });

  it('has a text for every code in every language, with the line and column (but json.invalid, which has none)', () => {
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const errors = texts(lang);
      expect(Object.keys(errors).map((reason) => `json.${reason}`).sort(), lang).toEqual([...JSON_ERROR_CODES].sort());
      for (const code of JSON_ERROR_CODES) {
        const text = errors[code.slice('json.'.length)]!;
        expect(text, `${lang} ${code}`).toBeTruthy();
        if (code === 'json.invalid') expect(text, `${lang} ${code}`).not.toMatch(/\{line\}|\{column\}/);
        else expect(text, `${lang} ${code}`).toMatch(/\{line\}[^{}]*\{column\}/);
      }
    }
  });

  it('says every reason in English as "Invalid JSON: …", with the line and column at the end', () => {
    for (const [reason, text] of Object.entries(texts('en'))) {
      expect(text, reason).toMatch(/^Invalid JSON: /);
      if (reason !== 'invalid') expect(text, reason).toMatch(/ \(line \{line\}, column \{column\}\)\.$/);
    }
  });
});

describe('lineColumn', () => {
  it('is 1-based, with lines ended by \\n, \\r\\n or \\r', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('a\rb', 2)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('😀x', 2)).toEqual({ line: 1, column: 2 });
    expect(lineColumn('', 0)).toEqual({ line: 1, column: 1 });
  });

  it('counts columns like the grapheme segmenter, also across long lines (property)', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom('e\u0301', '👍🏽', '👨‍👩‍👧', '🇫🇷', 'क्षि', '한', '\u1100\u1161\u11a8', '\u0600 1', 'ﾊﾞ', 'abc', 'x'.repeat(1200), '漢'.repeat(1100)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const line = parts.join('').replace(/[\r\n]/g, ' ');
        expect(lineColumn(line, line.length)).toEqual({ line: 1, column: countGraphemes(line) + 1 });
      }),
      { numRuns: 300 },
    );
  });
});
