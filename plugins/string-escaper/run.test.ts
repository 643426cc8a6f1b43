import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import { FORMATS, type Options } from './manifest.ts';
import { escape, lineColumn, run, unescape } from './run.ts';

const opts = (o: Partial<Options>): Options => ({ mode: 'escape', format: 'json', quotes: false, asciiOnly: false, ...o });
const esc = (text: string, o: Partial<Options>) => run({ text }, opts({ ...o, mode: 'escape' }));
const unesc = (text: string, o: Partial<Options>) => run({ text }, opts({ ...o, mode: 'unescape' }));

describe('string escaper: round trips', () => {
  it.each(FORMATS)('%s: unescape(escape(text)) is the text, for any text, with and without quotes and ASCII only', async (format) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.oneof(fc.constantFrom('"', "'", '\\', '&', ';', ',', '\n', '\r', '\u2028', '`', '$', '{', '}', '/', '.', '*', '&amp;', '&#', '\0', '\u007f', '😀', '\uD800', '\uDC00', 'é', ' '), fc.string({ unit: 'binary' })), maxLength: 40 }), fc.boolean(), fc.boolean(), async (text, quotes, asciiOnly) => {
        expect(await unescape(escape(text, format, quotes, asciiOnly), format, quotes)).toBe(text);
      }),
      { numRuns: 400 },
    );
  });

  it('JSON: escaping agrees with JSON.stringify, unescaping with JSON.parse', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 30 }), async (text) => {
        expect(escape(text, 'json', true, false)).toBe(JSON.stringify(text));
        expect(await unescape(JSON.stringify(text), 'json', true)).toBe(text);
      }),
    );
    expect(JSON.parse(`"${escape('é😀\u2028', 'json', false, true)}"`)).toBe('é😀\u2028');
    expect(escape('é😀', 'json', false, true)).toBe('\\u00e9\\ud83d\\ude00');
  });

  it('JavaScript: the escaped text is a valid string literal with either quote', () => {
    for (const text of ['it\'s "quoted"', 'a\u2028b\nc\\d', '\0' + '1', '😀\uD800', 'tab\there\u007f']) {
      for (const q of ["'", '"']) expect(new Function(`'use strict'; return ${q}${escape(text, 'javascript', false, false)}${q};`)()).toBe(text);
      expect(new Function(`return ${escape(text, 'javascript', true, true)};`)()).toBe(text);
    }
    expect(escape('\0' + '1', 'javascript', false, false)).toBe('\\x001');
    expect(escape('é😀', 'javascript', false, true)).toBe('\\xe9\\u{1f600}');
  });

  it('regular expression: the escaped text matches itself literally, with and without the u flag', () => {
    const text = 'a.b*c+d?(e)[f]{g}|h^i$j\\k/l-m,n';
    for (const flags of ['', 'u', 'v']) {
      const re = new RegExp(`^${escape(text, 'regex', false, false)}$`, flags);
      expect(re.test(text)).toBe(true);
      expect(re.test(text.replace('.', 'x'))).toBe(false);
    }
  });
});

describe('string escaper: known answers', () => {
  it('escapes each format as its specification writes it', async () => {
    expect(await esc('He said "hi"\n\tC:\\Temp\u0001', { format: 'json' })).toBe('He said \\"hi\\"\\n\\tC:\\\\Temp\\u0001');
    expect(await esc('<a href="x">Fish & Chips\'</a>', { format: 'html' })).toBe('&lt;a href=&quot;x&quot;&gt;Fish &amp; Chips&#39;&lt;/a&gt;');
    expect(await esc('Café 😀', { format: 'html', asciiOnly: true })).toBe('Caf&#xe9; &#x1f600;');
    expect(await esc('plain', { format: 'csv' })).toBe('plain');
    expect(await esc('Smith, "Jo"', { format: 'csv' })).toBe('"Smith, ""Jo"""');
    expect(await esc('a;b', { format: 'csv' })).toBe('"a;b"');
    expect(await esc(' padded', { format: 'csv' })).toBe('" padded"');
    expect(await esc('line\nbreak', { format: 'csv' })).toBe('"line\nbreak"');
    expect(await esc("O'Reilly\\", { format: 'sql' })).toBe("O''Reilly\\");
    expect(await esc("O'Reilly", { format: 'sql', quotes: true })).toBe("'O''Reilly'");
    expect(await esc('1.5*(2+3)?', { format: 'regex' })).toBe('1\\.5\\*\\(2\\+3\\)\\?');
    expect(await esc("it's $HOME `x`", { format: 'shell', quotes: true })).toBe("'it'\\''s $HOME `x`'");
    expect(await esc('', { format: 'shell', quotes: true })).toBe("''");
  });

  it('unescapes each format', async () => {
    expect(await unesc('\\u00e9\\/\\"', { format: 'json' })).toBe('é/"');
    expect(await unesc('"a\\tb"', { format: 'json', quotes: true })).toBe('a\tb');
    expect(await unesc("\\x41\\u{1F600}\\'\\a\\0", { format: 'javascript' })).toBe("A😀'a\0");
    expect(await unesc('a\\\nb', { format: 'javascript' })).toBe('ab');
    expect(await unesc("'it\\'s'", { format: 'javascript', quotes: true })).toBe("it's");
    expect(await unesc('&Eacute;t&eacute; &#233; &#xE9; &nbsp;AT&T &amp', { format: 'html' })).toBe('Été é é \u00a0AT&T &amp');
    expect(await unesc('"Smith, ""Jo"""', { format: 'csv' })).toBe('Smith, "Jo"');
    expect(await unesc("'O''Reilly'", { format: 'sql', quotes: true })).toBe("O'Reilly");
    expect(await unesc('1\\.5\\*\\x41\\u0042\\-', { format: 'regex' })).toBe('1.5*AB-');
    expect(await unesc(`'it'\\''s' `.trim(), { format: 'shell', quotes: true })).toBe("it's");
    expect(await unesc(`it'"'"'s`, { format: 'shell' })).toBe("it's");
  });
});

describe('string escaper: mistakes, with their position', () => {
  it('gives the line and column in characters as a reader counts them', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('😀x', 2)).toEqual({ line: 1, column: 2 });
  });

  it('reports invalid escapes', async () => {
    expect(await unesc('ok\n\\x41', { format: 'json' })).toEqual({ kind: 'tool-error', code: 'unexpectedChar', params: { char: 'U+000A', line: 1, column: 3, field: 'text' } });
    expect(await unesc('ok \\x41', { format: 'json' })).toEqual({ kind: 'tool-error', code: 'invalidEscape', params: { sequence: '\\x', line: 1, column: 4, field: 'text' } });
    expect(await unesc('\\u12G4', { format: 'json' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '\\u12G4' } });
    expect(await unesc('end\\', { format: 'json' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '\\', column: 4 } });
    expect(await unesc('\\1', { format: 'javascript' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '\\1' } });
    expect(await unesc('\\u{110000}', { format: 'javascript' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '\\u{110000}' } });
    expect(await unesc('x &foo; y', { format: 'html' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '&foo;', column: 3 } });
    expect(await unesc('&#xD800;', { format: 'html' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '&#xD800;' } });
    expect(await unesc('&#65 x', { format: 'html' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '&#65' } });
    expect(await unesc('\\d+', { format: 'regex' })).toMatchObject({ code: 'invalidEscape', params: { sequence: '\\d' } });
  });

  it('reports characters that must be escaped, stray quotes and unclosed quotes', async () => {
    expect(await unesc('say "hi"', { format: 'json' })).toMatchObject({ code: 'unexpectedChar', params: { char: '"', column: 5 } });
    expect(await unesc("it's", { format: 'sql' })).toMatchObject({ code: 'unexpectedChar', params: { char: "'", column: 3 } });
    expect(await unesc("it's", { format: 'shell' })).toMatchObject({ code: 'unexpectedChar', params: { char: "'", column: 3 } });
    expect(await unesc('a.b', { format: 'regex' })).toMatchObject({ code: 'unexpectedChar', params: { char: '.', column: 2 } });
    expect(await unesc('say "hi"', { format: 'csv' })).toMatchObject({ code: 'unexpectedChar', params: { char: '"', column: 5 } });
    expect(await unesc('"ab"c', { format: 'csv' })).toMatchObject({ code: 'afterQuote', params: { char: 'c', column: 5 } });
    expect(await unesc('"ab', { format: 'csv' })).toMatchObject({ code: 'unclosedQuote', params: { line: 1, column: 1 } });
    expect(await unesc('"ab', { format: 'json', quotes: true })).toMatchObject({ code: 'unclosedQuote' });
    expect(await unesc('ab', { format: 'sql', quotes: true })).toMatchObject({ code: 'missingQuote', params: { quote: "'" } });
    expect(await unesc('"a"b"', { format: 'javascript', quotes: true })).toMatchObject({ code: 'unexpectedChar', params: { char: '"', column: 3 } });
  });

  it('works on a megabyte', async () => {
    const big = 'Ünïcödé 😀 "quoted" <b>tag</b> it\'s\n'.repeat(30_000);
    for (const format of FORMATS) {
      const escaped = await esc(big, { format });
      if (isToolError(escaped)) throw new Error(escaped.code);
      expect(await unesc(escaped, { format })).toBe(big);
    }
  });
});
