import { describe, expect, it } from 'vitest';
import { run, unclosed, type BeautifyResult, type MinifyResult } from './run.ts';
import type { Options } from './manifest.ts';

const MIN: Options = { mode: 'minify', restructure: true, keepImportantComments: true, indent: '2' };
const BEAUTY: Options = { ...MIN, mode: 'beautify' };

describe('css-minifier-beautifier minify', () => {
  it('shortens colours, zeros and font weights and counts UTF-8 bytes', async () => {
    const r = (await run({ text: 'a { color: #ffffff; margin: 0px; font-weight: bold; content: "☕" }' }, MIN)) as MinifyResult;
    expect(r.css).toBe('a{color:#fff;margin:0;font-weight:700;content:"☕"}');
    expect(r.bytesBefore).toBe(68);
    expect(r.bytesAfter).toBe(r.css.length + 2); // ☕ is 3 bytes
  });

  it('merges rules only when restructuring is on', async () => {
    const css = 'a { color: red } b { top: 0 } a { color: blue }';
    expect(((await run({ text: css }, MIN)) as MinifyResult).css).toBe('a{color:#00f}b{top:0}');
    expect(((await run({ text: css }, { ...MIN, restructure: false })) as MinifyResult).css).toBe('a{color:red}b{top:0}a{color:#00f}');
  });

  it('keeps /*! */ comments when asked and drops every other comment', async () => {
    const css = '/*! MIT licence */\n/* note */\na { color: red }';
    expect(((await run({ text: css }, MIN)) as MinifyResult).css).toBe('/*! MIT licence */\na{color:red}');
    expect(((await run({ text: css }, { ...MIN, keepImportantComments: false })) as MinifyResult).css).toBe('a{color:red}');
  });

  it('keeps @media, custom properties and !important', async () => {
    const r = (await run({ text: ':root { --gap: 4px } @media (min-width: 600px) { .x { gap: var(--gap) !important } }' }, MIN)) as MinifyResult;
    expect(r.css).toBe(':root{--gap:4px}@media (min-width:600px){.x{gap:var(--gap)!important}}');
  });

  it('refuses CSS with a syntax error, naming its line and column, instead of dropping the declaration', async () => {
    expect(await run({ text: 'a {\n  color: red;\n  margin 0;\n}' }, MIN)).toEqual({
      kind: 'tool-error',
      code: 'syntax',
      params: { line: 3, column: 10, reason: 'Colon is expected' },
    });
    expect(await run({ text: 'a { color: red } }' }, MIN)).toMatchObject({ code: 'syntax', params: { line: 1, column: 18 } });
  });

  it('asks for CSS when there is none, in each mode', async () => {
    expect(await run({ text: '' }, MIN)).toEqual({ kind: 'tool-error', code: 'emptyMinify' });
    expect(await run({ text: ' \n\t' }, BEAUTY)).toEqual({ kind: 'tool-error', code: 'emptyBeautify' });
  });

  it('minifies a large stylesheet in reasonable time', async () => {
    const text = Array.from({ length: 20000 }, (_, i) => `.c${i} { color: #ff0000; padding: ${i}px 0px; }`).join('\n');
    const r = (await run({ text }, MIN)) as MinifyResult;
    expect(r.bytesBefore).toBeGreaterThan(800_000);
    expect(r.css.startsWith('.c0{color:red;padding:0}')).toBe(true);
  });
});

describe('css-minifier-beautifier beautify', () => {
  it('indents with 2 spaces, 4 spaces or tabs', async () => {
    const css = 'a{color:red;margin:0}';
    expect(await run({ text: css }, BEAUTY)).toEqual({ beautified: 'a {\n  color: red;\n  margin: 0\n}' });
    expect(await run({ text: css }, { ...BEAUTY, indent: '4' })).toEqual({ beautified: 'a {\n    color: red;\n    margin: 0\n}' });
    expect(await run({ text: css }, { ...BEAUTY, indent: 'tab' })).toEqual({ beautified: 'a {\n\tcolor: red;\n\tmargin: 0\n}' });
  });

  it('gives the same text when beautified again, and keeps comments and strings', async () => {
    const once = ((await run({ text: '/*! keep */a{content:"a;b"}b{color:blue}' }, BEAUTY)) as BeautifyResult).beautified;
    expect(once).toBe('/*! keep */\na {\n  content: "a;b"\n}\n\nb {\n  color: blue\n}');
    expect(await run({ text: once }, BEAUTY)).toEqual({ beautified: once });
  });

  it('round trip: minify then beautify then minify gives the same minified CSS', async () => {
    const src = '.a{color:#f00}.b>.c::after{content:"é"}@supports (display:grid){.g{display:grid}}';
    const min1 = ((await run({ text: src }, MIN)) as MinifyResult).css;
    const pretty = ((await run({ text: min1 }, BEAUTY)) as BeautifyResult).beautified;
    expect(((await run({ text: pretty }, MIN)) as MinifyResult).css).toBe(min1);
  });
});

describe('css-minifier-beautifier incomplete CSS', () => {
  it('keeps the result of a block never closed and says where it opens, in both modes', async () => {
    expect(await run({ text: 'a { color: red' }, MIN)).toEqual({ css: 'a{color:red}', bytesBefore: 14, bytesAfter: 12, incomplete: { what: 'block', line: 1, column: 3 } });
    expect(await run({ text: 'a { color: red' }, BEAUTY)).toEqual({ beautified: 'a {\n  color: red', incomplete: { what: 'block', line: 1, column: 3 } });
  });
  it('names the innermost block still open, and unclosed comments and strings', () => {
    expect(unclosed('@media print {\n  a { color: red }\n  b {\n    top: 0')).toEqual({ what: 'block', line: 3, column: 5 });
    expect(unclosed('a { color: red }\n/* note')).toEqual({ what: 'comment', line: 2, column: 1 });
    expect(unclosed('a { content: "x')).toEqual({ what: 'string', line: 1, column: 14 });
  });
  it('is not fooled by braces in comments, strings and escapes', () => {
    expect(unclosed('a { content: "{" } /* { */ b\\{ { top: 0 }')).toBeUndefined();
    expect(unclosed("a { content: '\\'}' }")).toBeUndefined();
    expect(unclosed('a { color: red }')).toBeUndefined();
  });
});
